import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { VideoTestimonial } from './VideoTestimonial.tsx';
import { videoTestimonialSpec, type VideoTestimonialProps } from './video-testimonial-props.ts';
import styles from './video-testimonial.css?inline';

const Base = createIbElement<VideoTestimonialProps>(VideoTestimonial, {
  props: videoTestimonialSpec,
  styles,
});

/**
 * A testimonial block whose triggers open a modal video player: the video autoplays muted, the
 * backdrop takes the trigger's theme, page scroll is locked; closing stops and destroys the player
 * and removes the colour.
 *
 * @tag ib-video-testimonial
 * @summary Testimonial block: `data-video-url` triggers open a themed modal that plays the video.
 * @attr {string} play-label - Passed to the modal's player, as is every other control label of `<ib-video>` set here (`pause-label`, `mute-label`, `settings-label`, `enter-fullscreen-label`, …, and `play-video-label`); read when the modal opens. Those not set are the page language's (`video.*`, see ib-video).
 * @fires ib-video-testimonial-open - The modal opened. `detail: { url: string, theme: string }`.
 * @fires ib-video-testimonial-close - The modal closed and its player was removed. `detail: { url: string }`.
 * @slot - The testimonial content. Descendants with `data-video-url` (a media file, an .m3u8 stream, a YouTube or Vimeo URL) open the modal; optional `data-theme` (`blue` default, `green`, `pink`, `black`, `darkGrey`, `white`) and `data-video-title`.
 * @csspart dialog - The modal `<dialog>`; its `data-theme` attribute holds the theme while open.
 * @csspart close - The close button.
 * @csspart stage - The box holding the player.
 * @csspart video - The `<ib-video>` player while open.
 * @cssprop [--ib-video-testimonial-width=60rem] - Maximum width of the player.
 * @cssprop [--ib-video-testimonial-blue=rgb(0 76 212 / 0.94)] - Backdrop of the blue theme (likewise `-green`, `-pink`, `-black`, `-dark-grey`, `-white`).
 * @cssprop [--ib-video-testimonial-close-background=rgb(0 0 0 / 0.55)] - Close button background.
 * @cssprop [--ib-video-testimonial-close-color=#fff] - Close button icon colour.
 * @cssprop [--ib-video-testimonial-z-index=10000] - Stacking order (the dialog is in the top layer anyway).
 */
export class IbVideoTestimonial extends Base {}

defineIbElement('ib-video-testimonial', IbVideoTestimonial);

declare global {
  interface HTMLElementTagNameMap {
    'ib-video-testimonial': IbVideoTestimonial;
  }
}
