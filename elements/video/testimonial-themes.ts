// The testimonial modal's backdrop themes, from the trigger's `data-theme`.
export const TESTIMONIAL_THEMES = ['blue', 'green', 'pink', 'black', 'darkGrey', 'white'] as const;
export type TestimonialTheme = (typeof TESTIMONIAL_THEMES)[number];
export const DEFAULT_TESTIMONIAL_THEME: TestimonialTheme = 'blue';

/** The theme named (exact spelling, as templates write it), or null for an unknown name; none given is the default. */
export function parseTestimonialTheme(value: string | null | undefined): TestimonialTheme | null {
  const name = (value ?? '').trim();
  if (!name) return DEFAULT_TESTIMONIAL_THEME;
  return (TESTIMONIAL_THEMES as readonly string[]).includes(name)
    ? (name as TestimonialTheme)
    : null;
}
