// Every prop of an element as a manifest member, and every event with its type. The analyzer
// sees only what the define file's class body and JSDoc say; the properties the factory defines
// (the `props` map of `createIbElement`, packages/element/create-element.ts) and the events'
// `detail` types (IbEventMap) live elsewhere. This plugin adds them, so editors, framework
// typings and docs read one complete manifest (docs/build.md, "Manifest and editor data").
import { defineFiles } from '../define-files.mjs';
import { kebabCase } from '../names.mjs';
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

function addProps(declaration, { kinds }, types) {
  const attributes = declaration.attributes ?? [];
  declaration.members ??= [];
  for (const [name, kind] of Object.entries(kinds)) {
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
    const fallback = kind === 'boolean' ? 'false' : attribute?.default;
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
