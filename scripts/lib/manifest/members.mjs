// Every prop of an element as a manifest member, and every event with its type. The analyzer
// sees only what the define file's class body and JSDoc say; the properties the factory defines
// (the `props` map of `createIbElement`, packages/element/create-element.ts) and the events'
// `detail` types (IbEventMap) live elsewhere. This plugin adds them, so editors, framework
// typings and docs read one complete manifest (docs/build.md, "Manifest and editor data").
import { defineFiles } from '../define-files.mjs';
import { camelCase, kebabCase } from '../names.mjs';
import { propsMap } from './props-map.mjs';
import { propsFacts } from './props-program.mjs';

// What each kind of prop holds at run time when its props type says nothing more precise.
const KIND_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  object: 'object',
};
// Kinds whose property writes its attribute back (packages/element/attributes.ts).
const REFLECTED = new Set(['string', 'number', 'boolean']);

/**
 * The default an @attr states as a plain value: "Default 6.", "Default `Close`.", "`svg` (default)".
 * A default the page's language or data decides ("Default: the page language's …") is none.
 */
export function statedDefault(description = '', type = 'string') {
  const stated =
    /\bDefault:? `([^`]+)`/.exec(description)?.[1] ??
    /\bDefault:? (-?\d+(?:\.\d+)?)\b(?![^.;]*\w)/.exec(description)?.[1] ??
    /`([^`]+)` \(default\)/.exec(description)?.[1];
  if (stated === undefined) return undefined;
  if (type === 'number') return Number.isFinite(Number(stated)) ? stated : undefined;
  return JSON.stringify(stated);
}

/** A Custom Elements Manifest analyzer plugin; `root` is the project folder. */
export function elementMembers(root) {
  return {
    name: 'ib-element-members',
    packageLinkPhase({ customElementsManifest }) {
      const files = Object.fromEntries(defineFiles(root).map(({ tag, file }) => [tag, file]));
      const facts = propsFacts(root);
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          const file = files[declaration.tagName];
          if (!declaration.customElement || !file) continue;
          addProps(declaration, propsMap(root, file), facts.props[declaration.tagName] ?? {});
          for (const event of declaration.events ?? [])
            event.type ??= { text: eventType(event.name, facts.events) };
        }
      }
    },
  };
}

/** `CustomEvent<{ index: number; open: boolean }>` for an `ib-*` event, `Event` for a DOM one (`input`, `play`). */
function eventType(name, details) {
  if (name in details)
    return details[name] === 'undefined' ? 'CustomEvent' : `CustomEvent<${details[name]}>`;
  return name.startsWith('ib-') ? 'CustomEvent' : 'Event';
}

function addProps(declaration, { kinds, complete }, types) {
  const attributes = declaration.attributes ?? [];
  // A map built in code: each documented attribute names one of its props (scripts/check-dist.mjs
  // compares the built elements' observedAttributes, so none is left out).
  const props = { ...kinds };
  if (!complete) {
    for (const attribute of attributes)
      props[attribute.fieldName ?? camelCase(attribute.name)] ??= attributeKind(attribute);
  }
  declaration.members ??= [];
  for (const [name, kind] of Object.entries(props)) {
    const attributeName = kind === 'object' ? undefined : kebabCase(name);
    const attribute = attributes.find((candidate) => candidate.name === attributeName);
    const type =
      kind === 'boolean' ? 'boolean' : (types[name]?.text ?? KIND_TYPES[kind] ?? 'unknown');
    const own = declaration.members.find((member) => member.name === name && !member.static);
    if (own) {
      // The class declares it (a getter, an @prop): its own words win, the checker's type is more precise than `object`.
      if (!own.type?.text || own.type.text === kind) own.type = { text: type };
      if (attributeName && !own.attribute) own.attribute = attributeName;
      continue;
    }
    const fallback = kind === 'boolean' ? 'false' : statedDefault(attribute?.description, kind);
    declaration.members.push({
      kind: 'field',
      name,
      type: { text: type },
      ...(attribute?.description ? { description: attribute.description } : {}),
      ...(fallback !== undefined ? { default: fallback } : {}),
      ...(attributeName ? { attribute: attributeName } : {}),
      ...(REFLECTED.has(kind) ? { reflects: true } : {}),
    });
  }
}

function attributeKind(attribute) {
  const text = attribute.type?.text;
  return text === 'boolean' || text === 'number' ? text : 'string';
}
