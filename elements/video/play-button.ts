// The play button over a video the browser refused to start (autoplay policy, Low Power Mode) or
// whose autoplay is withheld (reduced motion). Without it a video with no controls, or an autoplay
// one whose clicks Plyr ignores, could not be started at all. Built with DOM calls, no markup.
import type { VideoText } from './player-labels.ts';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The button's name: `play-video-label` then the player's title, as Plyr names its buttons ("Play
 * video, Product tour"); without the attribute the catalog's whole sentence in the element's language.
 */
export function playButtonName(
  label: string | undefined,
  title: string | undefined,
  t: VideoText,
): string {
  const name = title?.trim();
  const text = label?.trim();
  if (text) return name ? `${text}, ${name}` : text;
  return name ? t('playVideoTitled', { title: name }) : t('playVideo');
}

/** What `play()` rejects with when the browser does not allow playback without a visitor's gesture. */
export const isPlayRefused = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'NotAllowedError';

export interface PlayButton {
  readonly element: HTMLButtonElement;
  show(): void;
  hide(): void;
  setName(name: string): void;
  remove(): void;
}

function playIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M8 5.5v13l10.5-6.5z');
  svg.append(path);
  return svg;
}

/** A hidden `<button part="play-button">` appended to `container`; `onPress` runs on click, Enter or Space. */
export function createPlayButton(
  container: HTMLElement,
  name: string,
  onPress: () => void,
): PlayButton {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'play-button';
  button.setAttribute('part', 'play-button');
  button.setAttribute('aria-label', name);
  button.hidden = true;
  button.append(playIcon());
  button.addEventListener('click', onPress);
  container.append(button);
  return {
    element: button,
    show: () => {
      button.hidden = false;
    },
    hide: () => {
      button.hidden = true;
    },
    setName: (next) => button.setAttribute('aria-label', next),
    remove: () => {
      button.removeEventListener('click', onPress);
      button.remove();
    },
  };
}
