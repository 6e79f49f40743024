// The English strings of the `autoScrollCarousel` block (see ../en.ts).

export const autoScrollCarousel = {
  /** The carousel region's accessible name. */
  label: 'Carousel',
  /** What screen readers call the region (its `aria-roledescription`), in lower case like a role name. */
  roleDescription: 'carousel',
  /** What screen readers call each slide (its `aria-roledescription`), in lower case like a role name. */
  slideRoleDescription: 'slide',
  /** Each slide's name when the template gave it none: {index} is its position from 1, {count} the number of slides. */
  slide: '{index} of {count}',
  /** The name of the window the slides scroll in, which takes keyboard focus (a key press there stops the scroll). */
  slides: 'Slides',
  /** The play/pause toggle while the carousel is paused: it starts the scrolling. */
  play: 'Play',
  /** The play/pause toggle while the carousel scrolls: it stops it. */
  pause: 'Pause',
};
