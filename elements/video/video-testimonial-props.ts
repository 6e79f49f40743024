// <ib-video-testimonial>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { TestimonialTheme } from './testimonial-themes.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-video-testimonial-open': { url: string; theme: TestimonialTheme };
    'ib-video-testimonial-close': { url: string };
  }
}

export interface VideoTestimonialProps {
  /** Accessible name of the modal when the trigger has no `data-video-title`; the catalog's (`video.video`) when not set. */
  label?: string;
  /** Accessible name of the close button; the catalog's (`video.closeVideo`) when not set. */
  closeLabel?: string;
}
