// Enumerated attributes are written once, as string-literal unions in the props spec
// (`placement: 'string' as Typed<TooltipPlacement>`), and so in the props type derived from it
// that each define file gives `createIbElement<…>`. The element class and the React wrapper take
// that type as it is; this module reads the unions back with the TypeScript checker
// (props-program.mjs) so the manifest (and the JSX typings and editor data made from it) carries
// them too.
import { propsFacts } from './props-program.mjs';

/**
 * `{ 'ib-tooltip': { placement: "'top' | 'top-start' | …" }, … }`: each prop whose type (without
 * `undefined`) is a string literal or a union of them, as TypeScript text.
 */
export function literalPropTypes(root) {
  const literalText = (type) => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.length && parts.every((part) => part.isStringLiteral())
      ? parts.map((part) => `'${part.value}'`).join(' | ')
      : undefined;
  };
  const result = {};
  for (const [tag, props] of Object.entries(propsFacts(root).props)) {
    for (const [name, { type }] of Object.entries(props)) {
      const text = literalText(type);
      if (text) (result[tag] ??= {})[name] = text;
    }
  }
  return result;
}
