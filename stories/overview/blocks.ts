// The blocks on the Overview page (stories/overview.mdx), group by group as the sidebar shows
// them: each block's docs title (its stories' `title`, whose docs page the card opens), its tags
// and one line on what it is for. check-stories.mjs fails when a docs page has no card here, or
// a card points at no docs page.

export interface OverviewBlock {
  /** The docs page's title within its group, as in the stories' `title`. */
  title: string;
  tags: string[];
  summary: string;
}

export const OVERVIEW_GROUPS: Array<{ group: string; blocks: OverviewBlock[] }> = [
  {
    group: 'Blocks',
    blocks: [
      {
        title: 'Video',
        tags: ['ib-video', 'ib-video-testimonial'],
        summary: 'A player for files, HLS streams, YouTube and Vimeo, with captions and analytics.',
      },
      {
        title: 'Navbar',
        tags: ['ib-navbar'],
        summary: 'The site navigation: dropdowns on wide screens, a flyout menu on narrow ones.',
      },
      {
        title: 'Top bar',
        tags: ['ib-top-bar'],
        summary: 'The account links above the navigation: log in, or the signed-in user.',
      },
      {
        title: 'Sub-page navigation',
        tags: ['ib-subnav'],
        summary: "A product's or section's own links, pinned where the reader can reach them.",
      },
      {
        title: 'Language picker',
        tags: ['ib-language-picker'],
        summary: "A popover with the page's other language versions.",
      },
      {
        title: 'Footer',
        tags: ['ib-footer'],
        summary: 'The site footer: columns on wide screens, folded sections on phones.',
      },
      {
        title: 'Accordion',
        tags: ['ib-accordion'],
        summary: 'Native <details> items, one open at a time if you like.',
      },
      {
        title: 'Tabs',
        tags: ['ib-tabs'],
        summary: 'Tabs following the WAI-ARIA pattern, from plain headings and panels.',
      },
      {
        title: 'Modal',
        tags: ['ib-modal'],
        summary: 'A dialog around template content, opened by any :modal-{id}: link.',
      },
      {
        title: 'Tooltip',
        tags: ['ib-tooltip'],
        summary: 'A short explanation on hover and focus, for a term or a button.',
      },
      {
        title: 'Carousel',
        tags: ['ib-carousel'],
        summary: 'Slides with arrows, dots, loop or fade, swiped or keyed through.',
      },
      {
        title: 'Auto-scroll carousel',
        tags: ['ib-auto-scroll-carousel'],
        summary: 'A column that scrolls by itself without end: logos, quotes.',
      },
      {
        title: 'Featured content',
        tags: ['ib-featured-content'],
        summary: 'A grid of cards with type filters and pages.',
      },
      {
        title: 'Pricing table',
        tags: ['ib-pricing-table'],
        summary: 'A price table with a country filter, stacked on phones.',
      },
      {
        title: 'Form',
        tags: ['ib-form'],
        summary: 'Your own <form>, with inline validation and tracking fields.',
      },
      {
        title: 'Range',
        tags: ['ib-range'],
        summary: 'A form-associated slider with its value in a bubble.',
      },
      {
        title: 'CRM widget',
        tags: ['ib-crm-widget'],
        summary: 'A message-template builder for sales conversations.',
      },
      {
        title: 'Glossary',
        tags: ['ib-glossary'],
        summary: 'A glossary index with letters, search and open-all.',
      },
      {
        title: 'Search popover',
        tags: ['ib-search-trigger', 'ib-search-popover'],
        summary: 'Site search in a popover, opened from any trigger.',
      },
      {
        title: 'Search results',
        tags: ['ib-search'],
        summary: 'A search field with its results page, filters and messages.',
      },
      {
        title: 'Map',
        tags: ['ib-map'],
        summary: 'An inline SVG map whose regions and pins are links.',
      },
      {
        title: 'Personal card',
        tags: ['ib-personal-card'],
        summary: 'A person (author, speaker) with a popup of details.',
      },
      {
        title: 'Share',
        tags: ['ib-share'],
        summary: 'Share links for a page, and the system share sheet.',
      },
      {
        title: 'Scroll link',
        tags: ['ib-scroll-link'],
        summary: 'In-page links that scroll smoothly, clear of a sticky header.',
      },
      {
        title: 'Squircle',
        tags: ['ib-squircle'],
        summary: 'A box with smooth superellipse corners.',
      },
      {
        title: 'Lottie',
        tags: ['ib-lottie'],
        summary: 'A Lottie animation, with its fallback image.',
      },
      {
        title: 'Rive',
        tags: ['ib-rive'],
        summary: 'A Rive animation or state machine on a canvas.',
      },
      {
        title: 'Academy visibility',
        tags: ['ib-academy-visibility'],
        summary: 'Academy content shown by who is reading.',
      },
    ],
  },
  {
    group: 'Site services',
    blocks: [
      {
        title: 'Analytics',
        tags: ['ib-analytics'],
        summary: "The page's analytics services in one element.",
      },
      {
        title: 'Consent gate',
        tags: ['ib-consent-gate'],
        summary: 'Third-party content that waits for cookie consent.',
      },
      {
        title: 'Course blocks',
        tags: ['ib-course-gate', 'ib-course-tracker'],
        summary: 'Course content shown by what the visitor has viewed.',
      },
    ],
  },
  {
    group: 'Motion',
    blocks: [
      {
        title: 'Animated text',
        tags: ['ib-animated-text'],
        summary: 'Rotating phrases inside a sentence.',
      },
      {
        title: 'Parallax',
        tags: ['ib-parallax'],
        summary: 'Content that moves at its own speed as the page scrolls.',
      },
      {
        title: 'Reveal',
        tags: ['ib-reveal'],
        summary: 'Content that fades up as it scrolls into view.',
      },
    ],
  },
  {
    group: 'Article',
    blocks: [
      {
        title: 'Table of contents',
        tags: ['ib-toc'],
        summary: "An article's headings, the current one marked.",
      },
      {
        title: 'Code block',
        tags: ['ib-code-block'],
        summary: 'Code samples with language tabs, highlighting and copy.',
      },
    ],
  },
];

/** The docs page's path in the manager, as Storybook derives its id from the title. */
export const docsPath = (group: string, title: string) =>
  `?path=/docs/${`${group}-${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;
