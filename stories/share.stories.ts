// <ib-share>: the share links under an article, as a template writes them.
import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/share/ib-share.ts';
import type { shareSpec } from '../elements/share/share-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes, named as in the template. */
type ShareArgs = AttributeArgs<typeof shareSpec>;

const PAGE = 'https://www.example.com/blog/rcs-explained';
const encoded = encodeURIComponent(PAGE);

const meta: Meta<ShareArgs> = {
  title: 'Blocks/Share',
  component: 'ib-share',
  args: {
    url: PAGE,
    title: 'RCS, explained: rich messages on every Android phone',
    'new-window-label': '',
  },
  parameters: {
    actions: { handles: ['ib-share-open'] },
    docs: { description: { component: 'Share links for a page, and the system share sheet.' } },
  },
  render: (args) => html`
    <ib-share
      url=${args.url || nothing}
      title=${args.title || nothing}
      new-window-label=${args['new-window-label'] || nothing}
    >
      <p id="share-heading"><strong>Share this article</strong></p>
      <ul
        aria-labelledby="share-heading"
        style="display: flex; flex-wrap: wrap; gap: 1rem; padding: 0; list-style: none"
      >
        <li><a data-share="native" href="#">Share…</a></li>
        <li>
          <a
            data-share="linkedin"
            href="https://www.linkedin.com/sharing/share-offsite/?url=${encoded}"
            >LinkedIn</a
          >
        </li>
        <li>
          <a data-share="facebook" href="https://www.facebook.com/sharer/sharer.php?u=${encoded}"
            >Facebook</a
          >
        </li>
        <li><a data-share="x" href="https://x.com/intent/tweet?url=${encoded}">X</a></li>
        <li>
          <a data-share="whatsapp" href="https://api.whatsapp.com/send?text=${encoded}">WhatsApp</a>
        </li>
        <li><a data-share="email" href="mailto:?body=${encoded}">Email</a></li>
      </ul>
    </ib-share>
  `,
};
export default meta;

type Story = StoryObj<ShareArgs>;

/**
 * Known networks. "Share…" stays only where the browser has the Web Share API (phones, Safari,
 * Chrome on Windows/macOS/ChromeOS); elsewhere it is removed.
 */
export const Networks: Story = {};

/** A network the element does not know: the link's own href, with `{url}` and `{title}` filled in. */
export const CustomNetwork: Story = {
  name: 'Custom network',
  render: (args) => html`
    <ib-share
      url=${args.url || nothing}
      title=${args.title || nothing}
      new-window-label=${args['new-window-label'] || nothing}
    >
      <a data-share="mastodon" href="https://mastodon.social/share?text={title}%20{url}"
        >Share on Mastodon</a
      >
    </ib-share>
  `,
};

/** The new-window note translated (German). */
export const Translated: Story = {
  name: 'Translated labels',
  args: { 'new-window-label': '(öffnet ein neues Fenster)' },
};
