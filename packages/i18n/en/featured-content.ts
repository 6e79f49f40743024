// The English strings of the `featuredContent` block (see ../en.ts).

export const featuredContent = {
  /** The first filter button, showing cards of every type. */
  all: 'All',
  /** The button that shows the next page of cards. */
  more: 'Show more',
  /** The accessible name of the group of filter buttons. */
  filter: 'Filter by type',
  /** The status line: {shown} cards are visible of the {total} the filter matches. */
  count: 'Showing {shown} of {total}',
};
