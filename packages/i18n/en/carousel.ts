// The English strings of the `carousel` block (see ../en.ts).

export const carousel = {
  /** The carousel region's accessible name. */
  label: 'Carousel',
  /** What screen readers call the region (its `aria-roledescription`), in lower case like a role name. */
  roleDescription: 'carousel',
  /** What screen readers call each slide (its `aria-roledescription`), in lower case like a role name. */
  slideRoleDescription: 'slide',
  /** Each slide's name when the template gave it none: {index} is its position from 1, {count} the number of slides. */
  slide: '{index} of {count}',
  /** The button that shows the previous slide. */
  previous: 'Previous slide',
  /** The button that shows the next slide. */
  next: 'Next slide',
  /** Each dot button: {index} is the slide position it goes to, from 1. */
  dot: 'Go to slide {index}',
  /** The name of the group of dot buttons. */
  dots: 'Choose a slide',
};
