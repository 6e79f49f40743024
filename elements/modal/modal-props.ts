// <ib-modal>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-modal-open': { id: string };
    'ib-modal-close': { id: string };
  }
}

export interface ModalProps {
  /** Whether the dialog is showing; reflects to the `open` attribute. */
  open?: boolean;
  /** Accessible name of the dialog; without it the first heading in the content names it. */
  label?: string;
  /** Accessible name of the close button; the catalog's (`modal.close`) when not set. */
  closeLabel?: string;
}
