// In the mobile flyout the dropdowns open in place, so closing one moves everything below it.
// Pressing the next trigger closes the open panel at once (a press outside it), the trigger moves
// up from under the finger or pointer, and the click lands elsewhere: the visitor had to tap
// twice to switch. Here the pressed trigger is remembered and the click that follows opens it,
// wherever it lands (a stray click is swallowed so it follows no link the shift moved there).
import type { DisclosurePopover } from '../../packages/core/popover.ts';

/** Makes one press on a closed trigger switch from an open in-place panel; returns the release. */
export function switchInPlaceOnPress(dropdowns: readonly DisclosurePopover[]): () => void {
  let pressed: DisclosurePopover | undefined;
  const onPointerDown = (event: PointerEvent) => {
    pressed = undefined;
    if (event.button !== 0) return;
    const path = event.composedPath();
    const target = dropdowns.find((dropdown) => path.includes(dropdown.trigger));
    const shifting = dropdowns.some(
      (dropdown) => dropdown !== target && dropdown.isOpen && !dropdown.isFloating,
    );
    if (target && !target.isOpen && shifting) pressed = target;
  };
  const forget = () => (pressed = undefined);
  const onClick = (event: MouseEvent) => {
    const target = pressed;
    pressed = undefined;
    if (!target || event.composedPath().includes(target.trigger)) return; // landed: its own click opens it
    event.preventDefault();
    event.stopPropagation();
    target.open();
    target.trigger.focus({ preventScroll: true });
  };
  // Capture on the window: before the popovers' document listener closes the open panel.
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('pointercancel', forget, true);
  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('pointerdown', onPointerDown, true);
    window.removeEventListener('pointercancel', forget, true);
    window.removeEventListener('click', onClick, true);
  };
}
