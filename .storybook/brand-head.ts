// The brand files in both frames' <head> (main.ts's managerHead and previewHead): the mark
// (brand/ib-blocks-mark.svg) and the Inter typeface, self-hosted from @fontsource-variable/inter
// (main.ts's staticDirs). No Storybook imports: main.ts runs in Node.
/** Where main.ts's staticDirs serve the brand files, relative to both frames' pages. */
export const BRAND_DIR = 'brand';
export const INTER_FILE = `${BRAND_DIR}/inter-latin-wght-normal.woff2`;

/** Inter first, then a fallback sized to Inter's metrics so the swap does not move the text. */
export const FONT_STACK =
  "'Inter Variable', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * A fallback face sized to Inter's metrics (its ascent, descent and width on Arial): text set
 * in it takes the room Inter will, so the swap (font-display: swap) moves nothing.
 */
const fallbackFace = `
<style>
  @font-face {
    font-family: 'Inter fallback';
    src: local('Arial'), local('Helvetica'), local('Liberation Sans');
    size-adjust: 107.4%;
    ascent-override: 90.2%;
    descent-override: 22.48%;
    line-gap-override: 0%;
  }
</style>`;

/**
 * The manager's <head>: the font file preloaded and its face (latin, variable weight: the
 * manager's own words are English), the fallback, the mark as favicon and the brand's styles.
 */
export const managerHead = `
<link rel="preload" href="${INTER_FILE}" as="font" type="font/woff2" crossorigin>
<link rel="icon" type="image/svg+xml" href="${BRAND_DIR}/ib-blocks-mark.svg">
<style>
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url('${INTER_FILE}') format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  .ib-brand { display: inline-flex; align-items: center; gap: 10px; font-size: 17px; font-weight: 700; letter-spacing: -0.01em; }
  .ib-brand img { display: block; }
</style>${fallbackFace}`;

/**
 * The preview's <head>: the fallback only; Inter itself comes from fontsource's stylesheet
 * (preview.ts), every subset, since stories speak many languages.
 */
export const previewHead = fallbackFace;
