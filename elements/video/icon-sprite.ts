// Plyr's icon sprite, built with DOM calls inside the player's shadow root: Plyr's `<use
// href="#plyr-play">` references resolve within the same tree, and nothing is fetched from a CDN
// or parsed as HTML.
import { PLYR_ICONS } from './plyr-icons.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** A hidden `<svg>` holding one `<symbol id="{prefix}-{icon}">` per Plyr icon. */
export function createIconSprite(doc: Document = document, prefix = 'plyr'): SVGSVGElement {
  const sprite = doc.createElementNS(SVG, 'svg');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.setAttribute('focusable', 'false');
  sprite.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  sprite.dataset.ibVideoSprite = '';
  for (const icon of PLYR_ICONS) {
    const symbol = doc.createElementNS(SVG, 'symbol');
    symbol.id = `${prefix}-${icon.id}`;
    symbol.setAttribute('viewBox', icon.viewBox);
    for (const { tag, ...attributes } of icon.shapes) {
      const shape = doc.createElementNS(SVG, tag);
      for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
      symbol.append(shape);
    }
    sprite.append(symbol);
  }
  return sprite;
}
