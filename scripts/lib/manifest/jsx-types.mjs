// JSX typings for the ib-* tags, generated from the manifest: one attributes interface per
// element (typed as the manifest types its attributes, plus `on<event>` handlers, which React 19
// and Preact both attach as listeners on custom elements), and one file per framework that adds
// the tags to its `JSX.IntrinsicElements`. Separate files, so that an app with only one of the
// two frameworks never meets an unresolvable import, even without skipLibCheck.
import { pascal } from '../names.mjs';

/** A TypeScript type for a manifest attribute type; attribute text always works where a type is unusual. */
export function attributeType(type) {
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return 'number | string';
  if (type === 'string') return 'string';
  if (/^(\s*('[^']*'|"[^"]*"|string|number|boolean)\s*\|?)+$/.test(type)) return type.trim();
  return 'string';
}

export const comment = (text, indent) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n` : '';

export const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function attributesInterface(element) {
  const members = [
    ...element.attributes.map(
      (attribute) =>
        `${comment(attribute.description, '  ')}  ${key(attribute.name)}?: ${attributeType(attribute.type)};\n`,
    ),
    ...element.events.map(
      (event) =>
        `${comment(event.description, '  ')}  ${key(`on${event.name}`)}?: (event: ${event.name.startsWith('ib-') ? `IbEvent<'${event.name}'>` : 'Event'}) => void;\n`,
    ),
  ];
  return `${comment(element.summary || element.description, '')}export interface ${pascal(element.tag)}Attributes {\n${members.join('')}}\n`;
}

export const HEADER =
  '// Generated from custom-elements.json by scripts/manifest.mjs. Do not edit.\n';

/** `jsx-attributes.d.ts`: framework-neutral attribute types, one interface per tag. */
export function jsxAttributes(elements) {
  const map = elements
    .map((element) => `  '${element.tag}': ${pascal(element.tag)}Attributes;\n`)
    .join('');
  return `${HEADER}import type { IbEvents } from './types/src/packages/element/events.js';

/** An ib-* event with its typed \`detail\` where the element's typings are loaded (\`ib-blocks/<tag>\`). */
type IbEvent<N extends string> = N extends keyof IbEvents ? IbEvents[N] : CustomEvent;

${elements.map(attributesInterface).join('\n')}
/** Each ib-* tag and its attributes. */
export interface IbElementAttributes {
${map}}
`;
}

/** `jsx.d.ts`: the tags in React 19's JSX (\`import type {} from 'ib-blocks/jsx'\`). */
export function jsxReact() {
  return `${HEADER}// The ib-* tags in React 19 JSX: \`import type {} from 'ib-blocks/jsx';\` once in the app.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { IbElementAttributes } from './jsx-attributes.js';

export type * from './jsx-attributes.js';

// React 19 passes \`class\` through to custom elements as the attribute.
type IbReactElements = {
  [Tag in keyof IbElementAttributes]: IbElementAttributes[Tag] &
    DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends IbReactElements {}
  }
}
`;
}

/** `jsx-preact.d.ts`: the tags in Preact's JSX (\`import type {} from 'ib-blocks/jsx-preact'\`). */
export function jsxPreact() {
  return `${HEADER}// The ib-* tags in Preact JSX: \`import type {} from 'ib-blocks/jsx-preact';\` once in the app.
import type { HTMLAttributes } from 'preact';
import type { IbElementAttributes } from './jsx-attributes.js';

export type * from './jsx-attributes.js';

type IbPreactElements = {
  [Tag in keyof IbElementAttributes]: IbElementAttributes[Tag] & HTMLAttributes<HTMLElement>;
};

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends IbPreactElements {}
  }
}
`;
}
