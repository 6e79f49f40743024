// `svelte.d.ts` (`ib-blocks/svelte`), generated from the manifest: the ib-* tags in Svelte 5's
// `SvelteHTMLElements`, so that svelte-check checks their attributes and listeners. Svelte 5
// names an event attribute `on` + the event's name (`onib-accordion-toggle`) and passes the
// attribute names as written, which is what the JSX attribute interfaces (jsx-types.mjs)
// already declare; the element's properties and Svelte's HTML attributes come on top.
import { HEADER } from './jsx-types.mjs';
import { propertiesOf } from './tag-properties.mjs';

export function svelteTypes(elements) {
  const tags = elements
    .map((element) => {
      const properties = propertiesOf(
        element,
        element.attributes.map((attribute) => attribute.name),
      );
      return `    '${element.tag}': IbSvelteElement<'${element.tag}'>${properties};\n`;
    })
    .join('');
  return `${HEADER}// The ib-* tags in Svelte 5 markup: \`import type {} from 'ib-blocks/svelte';\` once in the app.
import type { HTMLAttributes } from 'svelte/elements';
import type { IbElementAttributes } from './jsx-attributes.js';
// Every tag's class and every ib-* event with its \`detail\`, as \`import 'ib-blocks'\` types them.
import type {} from './types/element.js';

export type * from './jsx-attributes.js';

/**
 * Svelte writes \`false\` as the attribute text "false", which, as in HTML, turns a boolean attribute
 * on: such an attribute takes \`true\` or nothing (\`null\`, \`undefined\`).
 */
type PresentOrAbsent<A> = { [K in keyof A]: boolean extends A[K] ? true | null | undefined : A[K] };

/** A tag's attributes and \`on…\` listeners, then Svelte's HTML attributes (\`bind:this\` is the element). */
type IbSvelteElement<Tag extends keyof IbElementAttributes & keyof HTMLElementTagNameMap> = PresentOrAbsent<IbElementAttributes[Tag]> &
  Omit<HTMLAttributes<HTMLElementTagNameMap[Tag]>, keyof IbElementAttributes[Tag]>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${tags}  }
}
`;
}
