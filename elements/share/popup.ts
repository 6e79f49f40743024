// The share popup: 800x600 (README, "The popup"), centred over the current window, opened
// with `noopener` so the network's page cannot reach back into this one.
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 600;
/** One named window, so a second share reuses it instead of stacking popups. */
export const POPUP_NAME = 'ib-share';

export interface WindowBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** The `window.open` features string for a popup centred over `box`. */
export function popupFeatures(box: WindowBox): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - POPUP_HEIGHT) / 2));
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},noopener`;
}

/** Opens `url` in the share popup. With `noopener` the browser returns no window handle. */
export function openSharePopup(url: string): void {
  window.open(url, POPUP_NAME, popupFeatures(window));
}
