// <ib-video-testimonial>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { TestimonialTheme } from './testimonial-themes.ts';
import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-video-testimonial-open': { url: string; theme: TestimonialTheme };
    'ib-video-testimonial-close': { url: string };
  }
}

/** <ib-video-testimonial>'s attributes and properties (packages/element/prop-spec.ts). */
export const videoTestimonialSpec = {
  /**
   * Accessible name of the modal when the trigger has no `data-video-title`.
   * @catalog video.video
   */
  label: 'string',
  /**
   * Accessible name of the close button.
   * @catalog video.closeVideo
   */
  closeLabel: 'string',
} satisfies PropSpec;

export interface VideoTestimonialProps extends PropsOf<typeof videoTestimonialSpec> {}
