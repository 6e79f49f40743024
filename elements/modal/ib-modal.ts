import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Modal } from './Modal.tsx';
import { listenForModalLinks } from './modal-links.ts';
import { modalSpec, type ModalProps } from './modal-props.ts';
import styles from './modal.css?inline';

const Base = createIbElement<ModalProps>(Modal, {
  props: modalSpec,
  styles,
  readyAt: 'commit',
});

/**
 * A native modal dialog around its content. Any link on the page whose `href` is `:modal-{id}:`
 * opens it; Escape, the close button and a click on the backdrop close it.
 *
 * @tag ib-modal
 * @summary A native `<dialog>` opened by `:modal-{id}:` links; focus moves in and back, page scroll locked.
 * @attr {string} id - Required. Links with `href=":modal-{id}:"` open this modal.
 * @fires ib-modal-open - The modal opened. `detail: { id: string }`.
 * @fires ib-modal-close - The modal closed. `detail: { id: string }`. Also dispatched on `window`.
 * @slot - The modal content (stays in the light DOM).
 * @csspart dialog - The native `<dialog>` (style its backdrop with `::part(dialog)::backdrop`).
 * @csspart close - The close button.
 * @csspart body - The wrapper around the content.
 * @cssprop [--ib-modal-width=40rem] - Width of the dialog (never wider than the viewport minus 2rem).
 * @cssprop [--ib-modal-padding=2rem] - Padding inside the dialog.
 * @cssprop [--ib-modal-radius=12px] - Corner radius.
 * @cssprop [--ib-modal-background=#fff] - Dialog background.
 * @cssprop [--ib-modal-color=#1a1a1a] - Dialog text colour.
 * @cssprop [--ib-modal-shadow=0 20px 60px rgb(0 0 0 / 0.3)] - Dialog shadow.
 * @cssprop [--ib-modal-backdrop=rgb(0 0 0 / 0.6)] - Backdrop colour.
 * @cssprop [--ib-modal-z-index=10000] - Stacking order (for browsers without a top layer).
 * @cssprop [--ib-modal-close-color=currentColor] - Close button icon colour.
 * @cssprop [--ib-modal-close-background=transparent] - Close button background.
 * @cssprop [--ib-modal-close-hover-background=color-mix(in srgb, currentColor 10%, transparent)] - Close button background on hover.
 * @cssprop [--ib-modal-focus-color=#0b57d0] - Focus ring colour of the close button.
 */
export class IbModal extends Base {
  // Links open it from the moment it is on the page: its first render may wait for a later task.
  connectedCallback() {
    listenForModalLinks();
    super.connectedCallback();
  }
}

defineIbElement('ib-modal', IbModal);

declare global {
  interface HTMLElementTagNameMap {
    'ib-modal': IbModal;
  }
}
