// <ib-footer>: the site footer as a template writes it; narrow screens fold its sections.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/footer/ib-footer.ts';
import { siteFooter } from './templates/site-footer.ts';

const meta: Meta = {
  title: 'Blocks/Footer',
  component: 'ib-footer',
  parameters: {
    layout: 'fullscreen',
    actions: { handles: ['ib-footer-toggle'] },
    docs: {
      description: {
        component: 'The site footer: columns on wide screens, folded sections on phones.',
      },
    },
  },
  // A parameter makes it an args story, so the CSS custom property controls apply.
  render: (_args) => siteFooter(),
};
export default meta;

type Story = StoryObj;

/** From 64rem up every section shows; narrower, the headings become toggles (resize the canvas). */
export const Default: Story = {};

/** A phone-sized viewport: one section open at a time. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
