// What the visitor types while a trigger waits for the popover's code: the popover opens only once
// it has loaded (trigger-activation.ts), and the keys typed meanwhile would go to the page (README,
// "pressed before the popover has loaded"). Their characters are kept, in order, for the field.
// Left alone: keys typed in a text field, shortcuts (Ctrl or Cmd), keys an input method is
// composing, and every key that types no character (Tab, Enter, Escape, arrows...). A focus move or
// a press anywhere ends the keeping: the visitor has moved on.

const TEXT_FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Starts keeping the characters typed on the page; the returned function stops and returns them. */
export function keepTyping(): () => string {
  let typed = '';
  const listening = new AbortController();
  const stop = () => listening.abort();
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.composedPath()[0];
    const shortcut = event.metaKey || (event.ctrlKey && !event.getModifierState('AltGraph'));
    if (event.isComposing || shortcut || [...event.key].length !== 1) return;
    if (target instanceof Element && target.closest(TEXT_FIELDS)) return;
    event.preventDefault(); // a space would press the focused trigger again, or scroll the page
    typed += event.key;
  };
  // Capture on the window: seen first, whatever the focused element does with the key.
  const options = { capture: true, signal: listening.signal };
  addEventListener('keydown', onKeyDown, options);
  addEventListener('focusin', stop, options);
  addEventListener('pointerdown', stop, options);
  return () => {
    stop();
    return typed;
  };
}
