// Each story's initial args from the Custom Elements Manifest: every attribute with a default
// starts at it (the props spec's defaults object, docs/architecture.md "Adding a block"), a
// boolean at false (presence-only: absent is false, the same document's "Props"), so
// the Controls panel shows what an absent attribute reads as and a story's args keep only what
// it changes. `attributes()` (stories/attributes.ts) does not write an arg at its default: the
// element reads the same from an absent attribute, and a default such as ib-search's
// `{restBase}…` endpoint describes a value rather than being one.
import type { ArgsEnhancer } from 'storybook/internal/types';
import { attributesOf } from './manifest-controls.ts';

/** `{ placement: 'top' }`: the attributes of `component` with a default a control can show. */
export function defaultsOf(component: unknown): Record<string, string | number | boolean> {
  const defaults: Record<string, string | number | boolean> = {};
  for (const attribute of attributesOf(component)) {
    if (attribute.default === undefined) {
      if (attribute.type?.text === 'boolean') defaults[attribute.name] = false;
      continue;
    }
    const value: unknown = JSON.parse(attribute.default);
    if (['string', 'number', 'boolean'].includes(typeof value))
      defaults[attribute.name] = value as string | number | boolean;
  }
  return defaults;
}

/**
 * The manifest's defaults of the story's component, under the args the story sets; a story sets
 * an arg to `undefined` to put back the default its file's meta changed.
 */
export const manifestDefaults: ArgsEnhancer = ({ component, initialArgs }) =>
  Object.fromEntries(
    Object.entries(defaultsOf(component)).filter(([name]) => initialArgs[name] === undefined),
  );
