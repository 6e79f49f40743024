// <ib-glossary>: a 200-term business-messaging glossary in letter sections, as a CMS writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/glossary/ib-glossary.ts';
import { attributes } from './attributes.ts';
import type { glossarySpec } from '../elements/glossary/glossary-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type GlossaryArgs = AttributeArgs<typeof glossarySpec>;

interface Term {
  id: string;
  term: string;
  definition: string;
  keywords?: string;
}

// Hand-written terms first (accents, digits and keywords included), then generated compounds up to 200.
const written: Term[] = [
  {
    id: '2fa',
    term: '2FA',
    definition:
      'Two-factor authentication: a second proof of identity, often a one-time code sent by SMS or voice.',
    keywords: 'two-factor otp',
  },
  {
    id: 'a2p',
    term: 'A2P messaging',
    definition: 'Application-to-person traffic: a business system sends, a person receives.',
  },
  {
    id: 'api',
    term: 'API',
    definition:
      'Application programming interface: how software asks a platform to send a message or read a report.',
  },
  {
    id: 'cpaas',
    term: 'CPaaS',
    definition:
      'Communications platform as a service: messaging, voice and video as building blocks over an API.',
  },
  {
    id: 'emoji',
    term: 'Émoji',
    definition:
      'Pictographs in a message; one emoji switches an SMS to Unicode encoding and shortens each part to 70 characters.',
  },
  {
    id: 'sender-id',
    term: 'Sender ID',
    definition: 'The name or number a message appears to come from.',
    keywords: 'originator alphanumeric',
  },
  {
    id: 'short-code',
    term: 'Short code',
    definition: 'A five or six digit number for high-volume campaigns, leased per country.',
  },
  {
    id: 'rcs',
    term: 'RCS',
    definition:
      'Rich Communication Services: the successor to SMS with images, carousels and read receipts.',
  },
  {
    id: 'opt-in',
    term: 'Opt-in',
    definition: 'A recipient’s recorded consent to receive messages on a channel.',
  },
  {
    id: 'webhook',
    term: 'Webhook',
    definition: 'A callback address the platform calls with delivery reports and inbound messages.',
  },
];
const heads = [
  'Account',
  'Bulk',
  'Campaign',
  'Carrier',
  'Delivery',
  'Encoding',
  'Flow',
  'Gateway',
  'Header',
  'Inbound',
  'Journey',
  'Keyword',
  'Latency',
  'Message',
  'Number',
  'Outbound',
  'Priority',
  'Queue',
  'Routing',
  'Session',
  'Template',
  'Unicode',
  'Voice',
  'WhatsApp',
  'Zone',
];
const tails = ['limit', 'policy', 'report', 'status', 'token', 'window', 'profile', 'score'];
const generated: Term[] = [];
for (let i = 0; generated.length < 200 - written.length; i += 1) {
  const head = heads[i % heads.length];
  const tail = tails[Math.floor(i / heads.length) % tails.length];
  const term = `${head} ${tail}`;
  generated.push({
    id: term.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    term,
    definition: `How the platform sets and applies the ${tail} of ${head.toLowerCase()} traffic, per account and per country.`,
  });
}
const initial = (term: string) => {
  const first = term.normalize('NFKD').replace(/\p{M}/gu, '')[0].toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};
const terms = [...written, ...generated].sort((a, b) => a.term.localeCompare(b.term, 'en'));
const groups = [...new Set(terms.map((t) => initial(t.term)))].sort((a, b) =>
  a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b),
);

const meta: Meta<GlossaryArgs> = {
  title: 'Blocks/Glossary',
  component: 'ib-glossary',
  args: { 'open-all': false, 'search-definitions': false },
  parameters: {
    actions: { handles: ['ib-glossary-filter', 'ib-glossary-toggle'] },
    docs: { description: { component: 'A glossary index with letters, search and open-all.' } },
  },
  render: (args) => html`
    <ib-glossary ${attributes(args)}>
      ${groups.map(
        (letter) => html`
          <section data-letter=${letter}>
            <h2>${letter}</h2>
            ${terms
              .filter((t) => initial(t.term) === letter)
              .map(
                (t) => html`
                  <article data-term id=${`term-${t.id}`} data-keywords=${t.keywords ?? ''}>
                    <h3>${t.term}</h3>
                    <p>${t.definition}</p>
                  </article>
                `,
              )}
          </section>
        `,
      )}
    </ib-glossary>
  `,
};
export default meta;

type Story = StoryObj<GlossaryArgs>;

/** 200 terms: type to filter ("emo" finds "Émoji"), pick a letter, open an entry. */
export const TwoHundredTerms: Story = { name: '200 terms' };

/** `open-all`: every definition starts expanded. */
export const OpenAll: Story = { name: 'All open', args: { 'open-all': true } };

/** `search-definitions`: the filter also matches definition text. */
export const SearchDefinitions: Story = {
  name: 'Search in definitions',
  args: { 'search-definitions': true },
};
