// While the flyout is open its toggle says what a press does now: close it. The template's content
// (a ☰, a "Menu") gives way to an X, followed by the close label where the template showed words,
// and the close label becomes the accessible name; closing puts the template's content and name
// back. Built with DOM calls, no markup (README, "Mobile flyout").

const SVG = 'http://www.w3.org/2000/svg';

/** Marks the X the element draws, for the light-DOM sheet (navbar-light.css). */
const CLOSE_ICON_ATTRIBUTE = 'data-ib-close-icon';

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    'aria-hidden': 'true',
    focusable: 'false',
  })) {
    svg.setAttribute(name, value);
  }
  svg.setAttribute(CLOSE_ICON_ATTRIBUTE, '');
  const cross = document.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries({
    d: 'M6 6l12 12M18 6 6 18',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
  })) {
    cross.setAttribute(name, value);
  }
  svg.append(cross);
  return svg;
}

/**
 * True when the toggle shows words (not only an icon such as ☰ or an SVG): text with letters or
 * digits that is neither hidden from assistive technology nor visually hidden in a 1 px box.
 */
function showsWords(toggle: HTMLElement): boolean {
  const walker = document.createTreeWalker(toggle, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !/[\p{L}\p{N}]/u.test(node.textContent ?? '')) continue;
    const hidden = parent.closest('[aria-hidden="true"]');
    if (hidden && toggle.contains(hidden)) continue;
    const box = parent.getBoundingClientRect();
    if (box.width > 1 && box.height > 1) return true;
  }
  return false;
}

/** Shows the toggle as a close button named `label`; returns what puts the template's back. */
export function showClose(toggle: HTMLElement, label: string): () => void {
  const content = [...toggle.childNodes];
  const name = toggle.getAttribute('aria-label');
  const words = document.createElement('span');
  words.textContent = label;
  toggle.replaceChildren(closeIcon(), ...(showsWords(toggle) ? [words] : []));
  toggle.setAttribute('aria-label', label);
  return () => {
    toggle.replaceChildren(...content);
    if (name === null) toggle.removeAttribute('aria-label');
    else toggle.setAttribute('aria-label', name);
  };
}
