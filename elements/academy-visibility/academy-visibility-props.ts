// <ib-academy-visibility>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export type AcademyVisibilityProps = object;
