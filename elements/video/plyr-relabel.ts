// A player whose language changes while it exists is relabelled in place, not rebuilt (that
// would stop the video and reload an embed). Plyr reads its `i18n` option when it builds the
// controls, and again for what it writes later (the progress bar's spoken value, the settings
// menu's current values): so the new texts go into Plyr's config, then into the controls Plyr
// already wrote. Plyr 3.8's markup, checked by video-labels.test.ts. Custom controls (a template)
// keep the site's own texts; only the play buttons' names, which Plyr sets on them too, change.
import type Plyr from 'plyr';

interface PlyrInternals {
  config: { i18n: Record<string, unknown>; title?: string; seekTime?: number };
  elements: {
    container?: HTMLElement;
    settings?: {
      buttons?: Record<string, HTMLElement | undefined>;
      panels?: Record<string, HTMLElement | undefined>;
    };
  };
}

/** Plyr's buttons by `data-plyr`: the text when not pressed and, for a toggle, when pressed. */
const BUTTONS: Record<string, readonly [string, string?]> = {
  play: ['play', 'pause'],
  mute: ['mute', 'unmute'],
  captions: ['enableCaptions', 'disableCaptions'],
  fullscreen: ['enterFullscreen', 'exitFullscreen'],
  pip: ['pip'],
  airplay: ['airplay'],
  restart: ['restart'],
  rewind: ['rewind'],
  'fast-forward': ['fastForward'],
  download: ['download'],
};

/** Elements Plyr names with an `aria-label` from one text. */
const NAMED: Record<string, string> = {
  'input[data-plyr="seek"]': 'seek',
  'input[data-plyr="volume"]': 'volume',
  '.plyr__time--current': 'currentTime',
  '.plyr__time--duration': 'duration',
};

/** The settings menu's values Plyr writes from the texts (a speed of 1, captions off or on). */
const MENU_VALUES = ['normal', 'disabled', 'enabled'] as const;

/** Replaces the text an element starts with (`<span>Speed<span>Normal</span></span>`), keeping the rest. */
function setLeadingText(element: Element | null | undefined, text: string) {
  const first = element?.firstChild;
  if (first?.nodeType === Node.TEXT_NODE) first.nodeValue = text;
  else element?.prepend(text);
}

export function relabelPlayer(
  player: Plyr,
  i18n: Record<string, string>,
  ownControls: boolean,
): void {
  const { config, elements } = player as unknown as PlyrInternals;
  const before = { ...config.i18n };
  Object.assign(config.i18n, i18n);
  const container = elements.container;
  if (!container) return;
  // As Plyr fills them (utils/i18n.js): the seek step and the title.
  const text = (key: string) =>
    (i18n[key] ?? '')
      .replaceAll('{seektime}', String(config.seekTime ?? ''))
      .replaceAll('{title}', config.title ?? '');

  // As Plyr's setTitle: "Play, {title}" on every play button, "Player for {title}" on an embed's frame.
  const playName = config.title ? `${text('play')}, ${config.title}` : text('play');
  for (const button of container.querySelectorAll('[data-plyr="play"][aria-label]'))
    button.setAttribute('aria-label', playName);
  const frame = container.querySelector('iframe');
  if (frame) frame.title = i18n.frameTitle.replaceAll('{title}', config.title || 'video');
  if (!ownControls) return;

  for (const [type, [key, pressedKey]] of Object.entries(BUTTONS)) {
    for (const button of container.querySelectorAll(`button[data-plyr="${type}"]`)) {
      const notPressed = button.querySelector(':scope > .label--not-pressed');
      if (notPressed && pressedKey) {
        notPressed.textContent = text(key);
        button.querySelector(':scope > .label--pressed')!.textContent = text(pressedKey);
      } else {
        const label = button.querySelector(':scope > .plyr__sr-only');
        if (label) label.textContent = text(key);
      }
    }
  }
  // The gear button; the menu's items share its `data-plyr` but are menu items.
  const gearLabel = container.querySelector(
    'button[data-plyr="settings"]:not([role]) > .plyr__sr-only',
  );
  if (gearLabel) gearLabel.textContent = text('settings');
  for (const [selector, key] of Object.entries(NAMED)) {
    for (const element of container.querySelectorAll(selector))
      element.setAttribute('aria-label', text(key));
  }

  // The settings menu: each item of the first page and its page's title and back button.
  for (const [type, button] of Object.entries(elements.settings?.buttons ?? {})) {
    if (!i18n[type]) continue;
    setLeadingText(button?.querySelector(':scope > span'), text(type));
    const value = button?.querySelector('.plyr__menu__value');
    const was = MENU_VALUES.find((key) => value?.textContent === before[key]);
    if (value && was) value.textContent = text(was);
    const back = elements.settings?.panels?.[type]?.querySelector('.plyr__control--back');
    const title = back?.querySelector(':scope > [aria-hidden="true"]');
    const backLabel = back?.querySelector(':scope > .plyr__sr-only');
    if (title) title.textContent = text(type);
    if (backLabel) backLabel.textContent = text('menuBack');
  }
  setLeadingText(
    container.querySelector('button[data-plyr="speed"][value="1"] > span'),
    text('normal'),
  );
  setLeadingText(
    container.querySelector('button[data-plyr="language"][value="-1"] > span'),
    text('disabled'),
  );
}
