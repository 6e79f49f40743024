// `vue.d.ts` (`ib-blocks/vue`), generated from the manifest: the ib-* tags in Vue's
// `GlobalComponents`, so that vue-tsc and Volar check a template's attributes and `@ib-…`
// listeners. Each tag is typed the way Vue's guide types a custom element not built with Vue: a
// constructor of the element's class whose `$props` are its attributes in camelCase (Vue
// normalises `close-others` to `closeOthers`), its properties, and an `on…` handler per event
// (`@ib-accordion-toggle` is `onIbAccordionToggle`); a template ref is the element itself.
import { camelCase as camel, pascal } from '../names.mjs';
import { HEADER, attributeType, comment, key } from './jsx-types.mjs';
import { propertiesOf } from './tag-properties.mjs';

// Vue writes `false` as the attribute text "false", which, as in HTML, turns a boolean attribute
// on (README, "Frameworks"): such an attribute takes `true` or nothing (`null`, `undefined`).
const vueType = (type) => (attributeType(type) === 'boolean' ? 'true | null' : attributeType(type));

function propsInterface(element) {
  const attributes = element.attributes.map((attribute) => ({
    ...attribute,
    name: camel(attribute.name),
  }));
  const members = [
    ...attributes.map(
      (attribute) =>
        `${comment(attribute.description, '  ')}  ${key(attribute.name)}?: ${vueType(attribute.type)};\n`,
    ),
    ...element.events.map(
      (event) =>
        `${comment(event.description, '  ')}  ${key(`on${pascal(event.name)}`)}?: (event: IbDomEvent<'${event.name}'>) => void;\n`,
    ),
  ];
  const properties = propertiesOf(
    element,
    attributes.map((attribute) => attribute.name),
  );
  return `${comment(element.summary || element.description, '')}export type ${pascal(element.tag)}Props = {\n${members.join('')}}${properties};\n`;
}

export function vueTypes(elements) {
  const components = elements
    .map(
      (element) =>
        `    '${element.tag}': IbVueElement<'${element.tag}', ${pascal(element.tag)}Props>;\n`,
    )
    .join('');
  return `${HEADER}// The ib-* tags in Vue templates: \`import type {} from 'ib-blocks/vue';\` once in the app.
import type { AllowedComponentProps, HTMLAttributes, VNodeProps } from 'vue';
// Every tag's class and every ib-* event with its \`detail\` (HTMLElementEventMap), as \`import 'ib-blocks'\` types them.
import type {} from './types/element.js';

/** The event named \`N\` as listeners receive it; a plain \`CustomEvent\` if the DOM's map lacks it. */
type IbDomEvent<N extends string> = N extends keyof HTMLElementEventMap ? HTMLElementEventMap[N] : CustomEvent;

/** A tag as a Vue component: its instance (and template ref) the element, its \`$props\` \`P\` and the HTML attributes. */
type IbVueElement<Tag extends keyof HTMLElementTagNameMap, P> = new () => HTMLElementTagNameMap[Tag] & {
  $props: P & Omit<HTMLAttributes, keyof P> & AllowedComponentProps & VNodeProps;
};

${elements.map(propsInterface).join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${components}  }
}
`;
}
