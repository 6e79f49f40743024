// The play button of a video whose player has not loaded yet (a video without `autoplay` loads
// Plyr on the visitor's first intent, see video-session.ts). It is drawn as Plyr's own large
// centred play button (video.css copies its rules and reads the same `--plyr-*` properties), with
// Plyr's play icon and the name Plyr gives its play buttons, so nothing changes to the eye or to a
// screen reader when Plyr's button replaces it. Built with DOM calls, no markup.
import { PLYR_ICONS } from './plyr-icons.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** The name Plyr gives its play buttons (ui.setTitle): the `play` text, then `, {title}` when there is one. */
export const plyrPlayName = (play: string, title: string | undefined): string =>
  title ? `${play}, ${title}` : play;

/** Plyr's play icon, drawn inline (the player's sprite is not there yet). */
function playIcon(): SVGSVGElement {
  const icon = PLYR_ICONS.find((entry) => entry.id === 'play')!;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', icon.viewBox);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const { tag, ...attributes } of icon.shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

/** A `<button part="start-button">` appended to `container`; the session handles its presses (a click anywhere on the video). */
export function createStartButton(container: HTMLElement, name: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'start-button';
  button.setAttribute('part', 'start-button');
  button.setAttribute('aria-label', name);
  button.append(playIcon());
  container.append(button);
  return button;
}
