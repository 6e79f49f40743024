export { createIbElement, defineIbElement, type DefineOptions } from './create-element.ts';
export type { IbElement, IbElementConstructor, IbElementOptions } from './element-types.ts';
export { useHost, HostContext } from './host-context.ts';
export { emit, type IbEventMap, type IbEventName } from './events.ts';
export { useEmit } from './emit.ts';
export type { PropKind } from './attributes.ts';
export { useLatest } from './use-latest.ts';
export { useStrings, type BlockStrings } from './use-strings.ts';
export { useDirection, directionOf, type Direction } from './use-direction.ts';
