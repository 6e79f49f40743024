import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { RiveAnimation } from './Rive.tsx';
import { riveSpec, type RivePlayer, type RiveProps } from './rive-props.ts';
import styles from './rive.css?inline';

const Base = createIbElement<RiveProps>(RiveAnimation, {
  props: riveSpec,
  styles,
});

/**
 * A Rive animation (@rive-app/canvas). The runtime and its WebAssembly load only when the
 * element comes within 200 px of the viewport; the WebAssembly comes from the copy shipped
 * in this package (the public CDN only as the runtime's fallback). Playback waits while the
 * element is off-screen. A failed runtime or file (the runtime's messages: "Rive source file or
 * data buffer required", "The file failed to load", "Invalid artboard name or no default
 * artboard", "Problem loading file; may be corrupt!") is reported and shows the light-DOM fallback.
 *
 * @tag ib-rive
 * @summary Rive animation on a canvas, loaded near the viewport, with a light-DOM fallback.
 * @prop {RiveInstance | undefined} rive - The Rive instance once the file has loaded (read-only): inputs, events, play/pause.
 * @fires ib-rive-load - The file loaded and the first frame is drawn. `detail: { artboard: string | undefined }`.
 * @fires ib-rive-error - The runtime or the file failed; the fallback shows. `detail: { message: string }`.
 * @slot - Fallback content (an image, text) shown when the runtime or the file fails.
 * @csspart canvas - The canvas.
 * @csspart fallback - Wrapper of the fallback content, present only after a failure.
 * @cssprop [--ib-rive-aspect-ratio=auto] - Aspect ratio of the element (or give it a height).
 */
export class IbRive extends Base {
  /** The Rive instance once the file has loaded (undefined before, after a failure or removal). */
  declare rive?: RivePlayer;
}

defineIbElement('ib-rive', IbRive);

declare global {
  interface HTMLElementTagNameMap {
    'ib-rive': IbRive;
  }
}
