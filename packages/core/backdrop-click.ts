// A click on a modal dialog's ::backdrop reaches the <dialog> itself, with coordinates outside its
// box. The press must also start there: a text selection dragged out of the dialog must not close it.

const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
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
  const listening = new AbortController();
  dialog.addEventListener('pointerdown', onPointerDown, { signal: listening.signal });
  dialog.addEventListener('click', onClick, { signal: listening.signal });
  return () => listening.abort();
}
