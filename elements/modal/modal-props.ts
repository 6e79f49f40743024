// <ib-modal>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-modal-open': { id: string };
    'ib-modal-close': { id: string };
  }
}

/** <ib-modal>'s attributes and properties (packages/element/prop-spec.ts). */
export const modalSpec = {
  /**
   * Whether the modal is showing. Reflects the state (opening by link sets it, closing removes
   * it); setting it opens or closes the modal.
   */
  open: 'boolean',
  /**
   * Accessible name of the dialog. Without it the first heading (`h1`–`h6`) in the content names
   * the dialog.
   */
  label: 'string',
  /** Accessible name of the close button. */
  closeLabel: 'string',
} satisfies PropSpec;

export interface ModalProps extends PropsOf<typeof modalSpec> {}
