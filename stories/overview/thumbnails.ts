// The Overview page's thumbnails: a small wireframe of each block (160 × 100), drawn here from a
// few shapes in the brand's colours, so the page shows every block without running any of them.
// Returned as data: URLs for an <img> with its size set (nothing moves when it decodes).

const INK = '#1a1a1a';
const LINE = '#c4c7d0';
const SOFT = '#e6e7ec';
const ACCENT = '#c2410c';
const ACCENT_SOFT = '#ffd9c4';
const NAVY = '#0b1f3a';
const WHITE = '#ffffff';

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 3) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
/** A line of text: a thin rounded bar. */
const text = (x: number, y: number, w: number, fill = LINE) => rect(x, y, w, 4, fill, 2);
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string, stroke = 'none', width = 0, dashes = '') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dashes ? ` stroke-dasharray="${dashes}"` : ''} stroke-linecap="round" stroke-linejoin="round"/>`;
/** A card: white with a hairline border. */
const card = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x + 0.5}" y="${y + 0.5}" width="${w - 1}" height="${h - 1}" rx="5" fill="${WHITE}" stroke="${SOFT}"/>`;
const CHEVRONS = { down: 'm-3 -1.5l3 3l3-3', right: 'm-1.5 -3l3 3l-3 3', left: 'm1.5 -3l-3 3l3 3' };
const chevron = (x: number, y: number, direction: keyof typeof CHEVRONS = 'down') =>
  path(`M${x} ${y}${CHEVRONS[direction]}`, 'none', INK, 1.5);

/** The shapes of each block's wireframe, by the title of its docs page. */
const DRAWINGS: Record<string, () => string> = {
  'Academy visibility': () =>
    card(30, 14, 100, 72) +
    circle(80, 38, 11, ACCENT_SOFT) +
    path('M75 38l4 4l7-8', 'none', ACCENT, 2.5) +
    text(52, 58, 56, INK) +
    text(60, 68, 40),
  Accordion: () =>
    [20, 44, 60, 76].map((y) => rect(20, y, 120, 1, LINE, 0)).join('') +
    text(20, 28, 70, INK) +
    chevron(136, 30) +
    text(20, 36, 96) +
    text(20, 52, 60, INK) +
    chevron(136, 53, 'right') +
    text(20, 68, 80, INK) +
    chevron(136, 69, 'right'),
  Analytics: () =>
    [30, 50, 40, 64, 22]
      .map((h, i) => rect(30 + i * 22, 82 - h, 14, h, i === 3 ? ACCENT : ACCENT_SOFT, 2))
      .join('') + rect(24, 82, 112, 1.5, INK, 0),
  'Animated text': () =>
    rect(20, 30, 92, 12, INK, 3) +
    rect(20, 50, 60, 12, INK, 3) +
    rect(84, 48, 3, 16, ACCENT, 1) +
    text(20, 74, 100),
  'Auto-scroll carousel': () =>
    [-14, 26, 66, 106, 146]
      .map((x, i) => rect(x, 38, 30, 24, i === 2 ? ACCENT_SOFT : SOFT, 4))
      .join('') + path('M64 78h32m-5-4l5 4l-5 4', 'none', ACCENT, 1.5),
  Carousel: () =>
    rect(28, 16, 104, 58, SOFT, 5) +
    circle(80, 45, 10, WHITE) +
    circle(28, 45, 9, WHITE) +
    chevron(28, 45, 'left') +
    circle(132, 45, 9, WHITE) +
    chevron(132, 45, 'right') +
    [70, 80, 90].map((x, i) => circle(x, 86, 3, i === 0 ? ACCENT : LINE)).join(''),
  'Code block': () =>
    rect(16, 14, 128, 72, NAVY, 6) +
    text(24, 22, 22, ACCENT_SOFT) +
    text(50, 22, 22, '#51617a') +
    text(26, 40, 40, '#7aa7ff') +
    text(70, 40, 34, ACCENT_SOFT) +
    text(34, 52, 60, '#a6b3c7') +
    text(34, 64, 44, '#7aa7ff') +
    text(26, 76, 18, '#a6b3c7'),
  'Consent gate': () =>
    rect(20, 16, 120, 68, SOFT, 5) +
    text(46, 34, 68, INK) +
    text(40, 44, 80) +
    rect(56, 56, 48, 14, ACCENT, 7),
  'Course blocks': () =>
    rect(20, 18, 120, 8, SOFT, 4) +
    rect(20, 18, 76, 8, ACCENT, 4) +
    [40, 56, 72]
      .map(
        (y, i) =>
          (i < 2
            ? circle(26, y + 2, 5, ACCENT) + path(`M23.5 ${y + 2}l2 2l3.5-4`, 'none', WHITE, 1.5)
            : circle(26, y + 2, 4.5, WHITE) +
              `<circle cx="26" cy="${y + 2}" r="4.5" fill="none" stroke="${LINE}"/>`) +
          text(38, y, 70 - i * 10, i < 2 ? INK : LINE),
      )
      .join(''),
  'CRM widget': () =>
    card(58, 14, 74, 52) +
    text(66, 24, 40, INK) +
    rect(66, 34, 46, 10, SOFT, 5) +
    rect(80, 48, 44, 10, ACCENT_SOFT, 5) +
    circle(126, 80, 11, ACCENT) +
    path('M121 77h10v5h-6l-3 3z', WHITE),
  'Featured content': () =>
    [12, 58, 104]
      .map(
        (x) =>
          card(x, 18, 44, 64) +
          rect(x + 4, 22, 36, 24, ACCENT_SOFT, 3) +
          text(x + 4, 52, 32, INK) +
          text(x + 4, 60, 28) +
          text(x + 4, 68, 20),
      )
      .join(''),
  Footer: () =>
    rect(0, 34, 160, 66, NAVY, 0) +
    [16, 52, 88, 124]
      .map(
        (x) =>
          text(x, 46, 22, WHITE) +
          text(x, 58, 18, '#51617a') +
          text(x, 66, 24, '#51617a') +
          text(x, 74, 16, '#51617a'),
      )
      .join('') +
    rect(16, 88, 128, 1, '#51617a', 0),
  Form: () =>
    text(30, 16, 30, INK) +
    rect(30, 24, 100, 12, WHITE, 3) +
    `<rect x="30.5" y="24.5" width="99" height="11" rx="3" fill="none" stroke="${LINE}"/>` +
    text(30, 44, 40, INK) +
    `<rect x="30.5" y="52.5" width="99" height="11" rx="3" fill="none" stroke="${LINE}"/>` +
    rect(30, 72, 44, 14, ACCENT, 7),
  Glossary: () =>
    [...'ABCDEFG']
      .map((_, i) => rect(16 + i * 19, 16, 14, 14, i === 2 ? ACCENT : SOFT, 3))
      .join('') +
    text(16, 42, 40, INK) +
    text(16, 50, 120) +
    text(16, 64, 52, INK) +
    text(16, 72, 104),
  'Language picker': () =>
    `<circle cx="36" cy="30" r="10" fill="none" stroke="${INK}" stroke-width="1.5"/><ellipse cx="36" cy="30" rx="4" ry="10" fill="none" stroke="${INK}" stroke-width="1.2"/>` +
    rect(26, 29.3, 20, 1.4, INK, 0) +
    text(52, 28, 30, INK) +
    chevron(90, 30) +
    card(26, 46, 90, 44) +
    text(34, 54, 44, INK) +
    rect(30, 63, 82, 10, ACCENT_SOFT, 3) +
    text(34, 66, 52, ACCENT) +
    text(34, 80, 38),
  Lottie: () =>
    circle(56, 52, 22, ACCENT_SOFT) +
    circle(96, 44, 14, ACCENT) +
    path('M24 82c30-30 60 10 112-40', 'none', NAVY, 3),
  Map: () =>
    path('M22 34c10-10 30-8 38 0s4 20-8 24s-10 18-20 16s-16-28-10-40z', SOFT) +
    path('M70 28c14-8 44-10 60 0s10 18-4 22s-22 6-28 18s-24 0-26-14s-10-18-2-26z', SOFT) +
    path('M118 70c8-4 18 0 18 6s-12 10-18 6s-4-10 0-12z', SOFT) +
    [
      [44, 40],
      [96, 36],
      [88, 62],
    ]
      .map(
        ([x, y]) =>
          path(`M${x} ${y + 8}c-6-7-7-10-7-13a7 7 0 0 1 14 0c0 3-1 6-7 13z`, ACCENT) +
          circle(x, y - 5, 2.5, WHITE),
      )
      .join(''),
  Modal: () =>
    rect(0, 0, 160, 100, '#8a8d97', 0) +
    card(30, 18, 100, 64) +
    text(40, 30, 50, INK) +
    text(40, 42, 80) +
    text(40, 50, 70) +
    rect(40, 62, 40, 12, ACCENT, 6) +
    path('M116 26l6 6m0-6l-6 6', 'none', INK, 1.5),
  Navbar: () =>
    rect(0, 0, 160, 30, NAVY, 0) +
    rect(12, 10, 10, 10, ACCENT_SOFT, 2) +
    text(26, 13, 20, WHITE) +
    text(66, 13, 16, '#a6b3c7') +
    text(88, 13, 16, '#a6b3c7') +
    rect(112, 8, 38, 14, ACCENT, 7) +
    text(20, 48, 90, INK) +
    text(20, 60, 120) +
    text(20, 68, 100),
  Parallax: () =>
    rect(16, 20, 90, 50, SOFT, 5) +
    rect(40, 34, 90, 50, ACCENT_SOFT, 5) +
    rect(64, 46, 80, 40, ACCENT, 5),
  'Personal card': () =>
    card(24, 18, 112, 64) +
    circle(48, 42, 13, ACCENT_SOFT) +
    circle(48, 38, 5, ACCENT) +
    path('M39 50c3-6 15-6 18 0', ACCENT) +
    text(68, 34, 50, INK) +
    text(68, 44, 36) +
    text(36, 66, 64) +
    chevron(124, 68),
  'Pricing table': () =>
    `<rect x="16.5" y="12.5" width="80" height="13" rx="6.5" fill="${WHITE}" stroke="${LINE}"/>` +
    text(24, 17, 30) +
    rect(16, 32, 128, 12, SOFT, 2) +
    [48, 60, 72, 84]
      .map(
        (y) =>
          text(20, y + 2, 40, INK) +
          text(76, y + 2, 24) +
          text(116, y + 2, 22, ACCENT) +
          rect(16, y + 9, 128, 0.8, SOFT, 0),
      )
      .join(''),
  Range: () =>
    rect(20, 58, 120, 6, SOFT, 3) +
    rect(20, 58, 74, 6, ACCENT, 3) +
    circle(94, 61, 9, WHITE) +
    `<circle cx="94" cy="61" r="8.5" fill="none" stroke="${ACCENT}" stroke-width="2"/>` +
    rect(76, 26, 36, 18, NAVY, 4) +
    text(84, 33, 20, WHITE) +
    path('M90 44l4 5l4-5z', NAVY),
  Reveal: () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g opacity="${1 - i * 0.35}">${card(16 + i * 46, 20 + i * 10, 40, 56) + rect(20 + i * 46, 24 + i * 10, 32, 20, ACCENT_SOFT, 3) + text(20 + i * 46, 50 + i * 10, 28, INK)}</g>`,
      )
      .join(''),
  Rive: () =>
    rect(30, 16, 100, 68, SOFT, 8) +
    circle(62, 50, 16, ACCENT) +
    rect(84, 34, 30, 30, NAVY, 6) +
    path('M68 78l24-0', 'none', ACCENT_SOFT, 3),
  'Scroll link': () =>
    text(20, 18, 80, INK) +
    text(20, 28, 110) +
    rect(20, 38, 54, 12, ACCENT_SOFT, 6) +
    text(26, 42, 40, ACCENT) +
    path('M47 54v20m-5-5l5 5l5-5', 'none', ACCENT, 1.5) +
    rect(16, 80, 128, 1, LINE, 0) +
    text(20, 88, 60, INK),
  'Search results': () =>
    `<rect x="16.5" y="12.5" width="127" height="15" rx="7.5" fill="${WHITE}" stroke="${LINE}"/>` +
    `<circle cx="27" cy="20" r="4" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
    text(36, 18, 44) +
    [36, 58, 80].map((y) => text(16, y, 70, ACCENT) + text(16, y + 8, 120)).join(''),
  'Search popover': () =>
    `<circle cx="134" cy="16" r="5" fill="none" stroke="${INK}" stroke-width="1.5"/>` +
    path('M138 20l4 4', 'none', INK, 1.5) +
    card(40, 30, 108, 60) +
    `<rect x="48.5" y="38.5" width="91" height="12" rx="6" fill="${WHITE}" stroke="${ACCENT}"/>` +
    text(56, 43, 36) +
    text(48, 58, 60, INK) +
    text(48, 66, 80) +
    text(48, 78, 50, INK),
  Share: () =>
    [
      [30, NAVY],
      [62, '#3b5998'],
      [94, '#1d9bf0'],
      [126, ACCENT],
    ]
      .map(([x, fill]) => circle(x as number, 50, 12, fill as string))
      .join('') + path('M122 50h8m-3-3l3 3l-3 3', 'none', WHITE, 1.5),
  Squircle: () =>
    path('M80 14c28 0 36 8 36 36s-8 36-36 36s-36-8-36-36s8-36 36-36z', ACCENT_SOFT) +
    path('M80 30c16 0 20 4 20 20s-4 20-20 20s-20-4-20-20s4-20 20-20z', ACCENT),
  'Sub-page navigation': () =>
    text(20, 18, 90, INK) +
    text(20, 28, 120) +
    text(20, 36, 100) +
    rect(30, 66, 100, 22, NAVY, 11) +
    rect(34, 70, 34, 14, ACCENT, 7) +
    text(76, 75, 20, WHITE) +
    text(102, 75, 20, WHITE),
  Tabs: () =>
    text(20, 18, 28, ACCENT) +
    text(60, 18, 28, INK) +
    text(100, 18, 28, INK) +
    rect(16, 28, 128, 1, LINE, 0) +
    rect(16, 26, 36, 3, ACCENT, 1) +
    text(20, 42, 100, INK) +
    text(20, 52, 116) +
    text(20, 60, 90) +
    rect(20, 70, 56, 16, SOFT, 3),
  'Table of contents': () =>
    rect(16, 18, 2, 64, SOFT, 0) +
    rect(16, 30, 2, 12, ACCENT, 0) +
    text(24, 20, 30, INK) +
    text(24, 34, 26, ACCENT) +
    text(24, 48, 32) +
    text(24, 60, 28) +
    text(24, 72, 24) +
    text(70, 20, 60, INK) +
    text(70, 32, 76) +
    text(70, 40, 70) +
    text(70, 48, 74) +
    text(70, 60, 50, INK) +
    text(70, 72, 76),
  Tooltip: () =>
    rect(40, 22, 80, 24, NAVY, 5) +
    path('M76 46l4 5l4-5z', NAVY) +
    text(48, 29, 64, WHITE) +
    text(48, 37, 40, '#a6b3c7') +
    text(24, 62, 30) +
    text(58, 62, 44, INK) +
    path('M58 70h44', 'none', INK, 1, '2 2') +
    text(106, 62, 30),
  'Top bar': () =>
    rect(0, 0, 160, 16, NAVY, 0) +
    text(10, 6, 40, '#a6b3c7') +
    circle(146, 8, 4.5, ACCENT_SOFT) +
    text(110, 6, 28, WHITE) +
    rect(0, 16, 160, 22, WHITE, 0) +
    rect(0, 38, 160, 1, SOFT, 0) +
    text(12, 25, 24, INK) +
    text(20, 56, 90, INK) +
    text(20, 68, 120),
  Video: () =>
    rect(16, 12, 128, 76, NAVY, 6) +
    circle(80, 46, 13, ACCENT) +
    path('M76 39.5v13l10.5-6.5z', WHITE) +
    rect(24, 76, 112, 3, '#51617a', 1.5) +
    rect(24, 76, 40, 3, ACCENT_SOFT, 1.5),
};

/** A block without a drawing of its own: a generic card. */
const generic = () =>
  card(30, 16, 100, 68) +
  rect(38, 24, 84, 28, ACCENT_SOFT, 3) +
  text(38, 60, 60, INK) +
  text(38, 70, 44);

/** The thumbnail of the block whose docs page has this title, as a data: URL. */
export function thumbnail(title: string): string {
  const shapes = (DRAWINGS[title] ?? generic)();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
