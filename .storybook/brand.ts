// The manager's light and dark themes in the ib-blocks brand: the mark and the name, Inter
// (brand-head.ts), the library's token colours (packages/themes/tokens.css). Used by manager.ts,
// and by preview.ts for the docs pages.
import { create } from 'storybook/theming/create';
import { BRAND_DIR, FONT_STACK } from './brand-head.ts';

const FONT_CODE = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** The sidebar's brand: the mark and the name, in the manager's own font (an <img> could not use Inter). */
const brandTitle = `<span class="ib-brand"><img src="${BRAND_DIR}/ib-blocks-mark.svg" width="28" height="28" alt=""><span>ib-blocks</span></span>`;

const common = {
  brandTitle,
  brandUrl: './',
  brandTarget: '_self',
  fontBase: FONT_STACK,
  fontCode: FONT_CODE,
  appBorderRadius: 8,
  inputBorderRadius: 6,
};

/**
 * Light: the tokens' light values (text #1a1a1a, muted #595959, borders #d9d9de); the brand
 * orange #c2410c marks the selection (white on it is 5.2:1).
 */
export const lightTheme = create({
  ...common,
  base: 'light',
  colorPrimary: '#c2410c',
  colorSecondary: '#c2410c',
  appBg: '#f5f5f7',
  appContentBg: '#ffffff',
  appPreviewBg: '#ffffff',
  appHoverBg: '#fbeee6',
  appBorderColor: '#d9d9de',
  textColor: '#1a1a1a',
  textMutedColor: '#595959',
  textInverseColor: '#ffffff',
  barBg: '#ffffff',
  barTextColor: '#595959',
  barHoverColor: '#9a3412',
  barSelectedColor: '#c2410c',
  inputBg: '#ffffff',
  inputBorder: '#8c8c94',
  inputTextColor: '#1a1a1a',
  buttonBg: '#f5f5f7',
  buttonBorder: '#d9d9de',
  booleanBg: '#ececef',
  booleanSelectedBg: '#ffffff',
});

/**
 * Dark: the tokens' dark values (background #141417, surface #1f1f23, text #ececef, muted
 * #a6a6ae); the selection stays #c2410c so white text on it keeps 5.2:1, the bar's accent is
 * the lighter #fc6423 (6.3:1 on #1f1f23).
 */
export const darkTheme = create({
  ...common,
  base: 'dark',
  colorPrimary: '#fc6423',
  colorSecondary: '#c2410c',
  appBg: '#1f1f23',
  appContentBg: '#141417',
  appPreviewBg: '#141417',
  appHoverBg: '#2d2019',
  appBorderColor: '#3b3b42',
  textColor: '#ececef',
  textMutedColor: '#a6a6ae',
  textInverseColor: '#141417',
  barBg: '#1f1f23',
  barTextColor: '#a6a6ae',
  barHoverColor: '#ff8a57',
  barSelectedColor: '#fc6423',
  inputBg: '#141417',
  inputBorder: '#85858f',
  inputTextColor: '#ececef',
  buttonBg: '#28282e',
  buttonBorder: '#3b3b42',
  booleanBg: '#141417',
  booleanSelectedBg: '#28282e',
});

/** Docs pages stay light (theme-switch.ts): the light theme in the brand's type. */
export const docsTheme = create({
  ...common,
  base: 'light',
  colorPrimary: '#c2410c',
  colorSecondary: '#c2410c',
  textColor: '#1a1a1a',
  textMutedColor: '#595959',
  appBorderColor: '#d9d9de',
});
