// `<ib-x ${attributes(args)}>`: every arg the element observes as an attribute, written onto it,
// so each attribute control in the Controls panel changes the element (a story that lists its
// attributes one by one forgets some). true is a presence-only attribute; false, '' and undefined
// remove it. Args the element does not observe (CSS custom properties, the story's own) are left
// to the story. An arg at its attribute's default is not written either: Storybook starts each
// attribute at the manifest's default (.storybook/manifest-args.ts), and an absent attribute
// reads as it.
import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/** A story's args: any object (a story's args interface has no index signature). */
type Args = object;

const attributeText = (value: unknown): string | undefined => {
  if (value === true) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
};

type Defaults = (tag: string) => Readonly<Record<string, unknown>>;
let defaultsOf: Defaults = () => ({});

/** Where `attributes()` learns each tag's attribute defaults (the Storybook preview hands them over). */
export function readAttributeDefaultsFrom(lookup: Defaults): void {
  defaultsOf = lookup;
}

class AttributesDirective extends Directive {
  /** What this directive wrote last, so unchanged values are not written again (the element may have reflected its own state since). */
  #written = new Map<string, string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT)
      throw new Error('attributes(args) goes inside an element tag: <ib-x ${attributes(args)}>');
  }

  render(_args: Args) {
    return nothing;
  }

  override update(part: ElementPart, [args]: [Args]) {
    const { element } = part;
    const observed =
      (customElements.get(element.localName) as { observedAttributes?: string[] } | undefined)
        ?.observedAttributes ?? [];
    const defaults = defaultsOf(element.localName);
    const next = new Map<string, string>();
    for (const name of observed) {
      const value = (args as Record<string, unknown>)[name];
      const text = attributeText(value);
      if (text !== undefined && value !== defaults[name]) next.set(name, text);
    }
    for (const [name, text] of next)
      if (this.#written.get(name) !== text) element.setAttribute(name, text);
    for (const name of this.#written.keys()) if (!next.has(name)) element.removeAttribute(name);
    this.#written = next;
    return nothing;
  }
}

export const attributes = directive(AttributesDirective);
