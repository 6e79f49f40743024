export { createIbElement, defineIbElement, type IbElement, type IbElementOptions } from './create-element.ts';
export { useHost, HostContext } from './host-context.ts';
export { emit, useEmit, type IbEventMap, type IbEventName } from './emit.ts';
export type { PropKind } from './attributes.ts';
export { useLatest } from './use-latest.ts';
export { useStrings, type BlockStrings } from './use-strings.ts';
export { useDirection, directionOf, type Direction } from './use-direction.ts';
