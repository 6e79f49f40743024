import { useLayoutEffect, useRef } from 'react';
import { onBackdropClick } from '../../packages/core/backdrop-click.ts';
import { deepActiveElement } from '../../packages/core/focus.ts';
import { reportError } from '../../packages/core/report.ts';
import { lockScroll } from '../../packages/core/scroll-lock.ts';
import { emit, useHost, useStrings } from '../../packages/element/index.ts';
import { modal } from '../../packages/i18n/en.ts';
import { registerModalLinks } from './modal-links.ts';
import type { ModalProps } from './modal-props.ts';

export type { ModalProps };

type ModalHost = HTMLElement & { open?: boolean };

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** The focused element, looking into shadow roots: where focus returns after closing. */
function focusedElement(): HTMLElement | null {
  const active = deepActiveElement();
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** A native modal `<dialog>` around the light-DOM content, opened by `:modal-{id}:` links. */
export function Modal({ open = false, label, closeLabel }: ModalProps) {
  const { t } = useStrings('modal', modal);
  const host = useHost<ModalHost>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const unlockScroll = useRef<(() => void) | null>(null);
  const unlock = () => {
    unlockScroll.current?.();
    unlockScroll.current = null;
  };

  // Layout effects throughout: the element is ready at commit, so links open it from its first frame.
  useLayoutEffect(() => {
    if (!host.id)
      reportError(
        host,
        new Error('<ib-modal> needs an id: links with href=":modal-{id}:" open it.'),
      );
    return registerModalLinks(host, (link) => {
      if (host.open) return;
      opener.current = link;
      host.open = true;
    });
  }, [host]);

  // Every way of closing (Escape, close button, backdrop, `open = false`) ends in the dialog's `close`
  // event. A layout effect, so removing an open modal unlocks the page at once (Preact runs plain
  // effect clean-ups after paint).
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const onClose = () => {
      if (dialog.open) return; // reopened before this queued event arrived
      unlock();
      host.open = false;
      const returnTo = opener.current;
      opener.current = null;
      if (returnTo?.isConnected) returnTo.focus();
      const detail = { id: host.id };
      emit(host, 'ib-modal-close', detail);
      emit(window, 'ib-modal-close', detail); // blocks elsewhere (video) listen on window
    };
    dialog.addEventListener('close', onClose);
    const stopBackdrop = onBackdropClick(dialog, () => dialog.close());
    return () => {
      dialog.removeEventListener('close', onClose);
      stopBackdrop();
      unlock(); // removed while open: the page must scroll again
    };
  }, [host]);

  // A layout effect: `el.open = true` has opened the dialog by the time the setter returns (Preact).
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    if (open && !dialog.open && host.isConnected) {
      opener.current ??= focusedElement();
      try {
        dialog.showModal(); // moves focus in and makes the rest of the page inert
      } catch (error) {
        reportError(host, error);
        host.open = false;
        return;
      }
      unlockScroll.current ??= lockScroll();
      emit(host, 'ib-modal-open', { id: host.id });
    } else if (!open && dialog.open) {
      unlock();
      dialog.close();
    }
  }, [open, host]);

  // Name the dialog after the content's first heading when no `label` is given. Element
  // references may point from the shadow root out to the light DOM (not the other way round).
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    if (!('ariaLabelledByElements' in dialog)) return;
    const slot = dialog.querySelector('slot')!;
    const name = () => {
      const heading = label ? null : host.querySelector(HEADING);
      dialog.ariaLabelledByElements = heading ? [heading] : null;
    };
    name();
    slot.addEventListener('slotchange', name);
    return () => slot.removeEventListener('slotchange', name);
  }, [host, label]);

  return (
    <dialog ref={dialogRef} part="dialog" aria-label={label || undefined}>
      <button
        type="button"
        part="close"
        className="close"
        aria-label={closeLabel || t('close')}
        onClick={() => dialogRef.current?.close()}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <div part="body" className="body">
        <slot />
      </div>
    </dialog>
  );
}
