// A click on a modal dialog's ::backdrop reaches the <dialog> itself, with coordinates outside its
// box. The press must also start there: a text selection dragged out of the dialog must not close it.

const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

/** Calls `close` on backdrop clicks; returns the function that stops listening. */
export function onBackdropClick(dialog: HTMLDialogElement, close: () => void): () => void {
  let pressedOnBackdrop = false;
  const onPointerDown = (event: PointerEvent) => {
    pressedOnBackdrop = event.target === dialog && outside(dialog, event);
  };
  const onClick = (event: MouseEvent) => {
    if (pressedOnBackdrop && event.target === dialog && outside(dialog, event)) close();
    pressedOnBackdrop = false;
  };
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('click', onClick);
  return () => {
    dialog.removeEventListener('pointerdown', onPointerDown);
    dialog.removeEventListener('click', onClick);
  };
}
