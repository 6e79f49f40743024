// The content of the element blocks (docs/wordpress.md, "Content as blocks"): for each element
// whose light-DOM content authors write, the inner blocks it takes (its child blocks, in the
// shape of /elements/*/README.md, or any blocks for wrappers), the child blocks themselves, and
// the transform from a Custom HTML block holding the tag.
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import { academyVisibilityContent } from './academy-visibility.ts';
import { accordionContent } from './accordion.ts';
import { animatedTextContent } from './animated-text.ts';
import { autoScrollCarouselContent, carouselContent } from './carousels.ts';
import { codeBlockContent } from './code-block.ts';
import { consentGateContent } from './consent-gate.ts';
import { crmTemplates } from './crm-templates.ts';
import type { ContentShape, ElementContent } from './element-content.ts';
import { featuredContent } from './featured-content.ts';
import { formContent } from './form.ts';
import { glossaryContent } from './glossary.ts';
import { blockNameOf, transformFromHtml } from './html-transform.ts';
import type { JsonData } from './json-data.ts';
import { mapContent } from './map.ts';
import { personalCardContent } from './personal-card.ts';
import { pricingTableContent } from './pricing-table.ts';
import { shareContent } from './share.ts';
import { tabsContent } from './tabs.ts';
import { videoCaptions } from './video-captions.ts';

export type { ContentShape } from './element-content.ts';

const paragraph = (placeholder: string) =>
  ['core/paragraph', { placeholder }] as [string, Record<string, unknown>];

/** Elements that wrap any content: their children are whatever blocks the author adds. */
const WRAPPERS: ElementContent[] = [
  {
    tag: 'ib-modal',
    shape: {
      template: [
        ['core/heading', { level: 2 }],
        paragraph(__('What the dialog says', 'ib-blocks')),
      ],
    },
  },
  {
    tag: 'ib-tooltip',
    shape: { template: [paragraph(__('The term the tooltip explains', 'ib-blocks'))] },
  },
  {
    tag: 'ib-parallax',
    shape: { template: [paragraph(__('Content that moves on scroll', 'ib-blocks'))] },
  },
  {
    tag: 'ib-reveal',
    shape: { template: [paragraph(__('Content that reveals on scroll', 'ib-blocks'))] },
  },
  {
    tag: 'ib-squircle',
    shape: { template: [paragraph(__('Content of the rounded box', 'ib-blocks'))] },
  },
  { tag: 'ib-course-gate', shape: { template: [['core/buttons']], removesParent: true } },
  {
    tag: 'ib-scroll-link',
    shape: { template: [paragraph(__('A link to a #section of the page', 'ib-blocks'))] },
  },
  {
    tag: 'ib-rive',
    shape: { template: [paragraph(__('Shown when the animation cannot play', 'ib-blocks'))] },
  },
  { tag: 'ib-video-testimonial', shape: {} },
];

const ELEMENTS: ElementContent[] = [
  accordionContent,
  tabsContent,
  carouselContent,
  autoScrollCarouselContent,
  codeBlockContent,
  glossaryContent,
  featuredContent,
  shareContent,
  animatedTextContent,
  academyVisibilityContent,
  consentGateContent,
  personalCardContent,
  mapContent,
  pricingTableContent,
  formContent,
  ...WRAPPERS,
];

const byTag = new Map(ELEMENTS.map((content) => [content.tag, content]));

/** Tag => the inner blocks its block takes. Tags not listed take none. */
export const contentShapes: Record<string, ContentShape> = Object.fromEntries(
  ELEMENTS.map(({ tag, shape }) => [tag, shape]),
);

/** Tag => the JSON data its block edits with a form (json-data.ts): data no block can hold. */
export const jsonData: Record<string, JsonData> = {
  'ib-crm-widget': crmTemplates,
  'ib-video': videoCaptions,
};

/**
 * Registers the child blocks and gives every element block registered after this call the
 * transform from a Custom HTML block holding its tag. Call it before the element blocks register.
 */
export function registerContentBlocks(): void {
  for (const content of ELEMENTS) content.register?.();
  addFilter(
    'blocks.registerBlockType',
    'ib-blocks/content/from-custom-html',
    (settings: WordPress.BlockType, name: string) => {
      const tag = `ib-${name.replace(/^ib-blocks\//, '')}`;
      if (!name.startsWith('ib-blocks/') || settings.parent || blockNameOf(tag) !== name)
        return settings;
      const from = [...(settings.transforms?.from ?? []), transformFromHtml(tag, byTag.get(tag))];
      return { ...settings, transforms: { ...settings.transforms, from } };
    },
  );
}
