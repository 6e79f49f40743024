import {
  createIbElement,
  DEFERRED_ATTRIBUTE,
  defineIbElement,
} from '../../packages/element/index.ts';
import { Glossary } from './Glossary.tsx';
import { glossarySpec, type GlossaryProps } from './glossary-props.ts';
import fadeStyles from '../../packages/ui/scroll-fades.css?inline';
import { searchFieldStyles } from '../../packages/ui/search-field.tsx';
import styles from './glossary.css?inline';

const Base = createIbElement<GlossaryProps>(Glossary, {
  props: glossarySpec,
  styles: searchFieldStyles + fadeStyles + styles,
});

/**
 * A glossary index: light-DOM `<article data-term>` entries under letter headings get a live
 * search, an A-Z navigation that follows the scroll position, and collapsible definitions.
 *
 * @tag ib-glossary
 * @summary Glossary with A-Z navigation, accent-insensitive live search and entries as disclosures.
 * @fires ib-glossary-filter - A search ran (after the debounce). `detail: { query: string, count: number }`.
 * @fires ib-glossary-toggle - The visitor (or find-in-page) opened or closed an entry. `detail: { id: string, term: string, open: boolean }`.
 * @slot - The glossary: `<article data-term id>` entries (a heading, then the definition), grouped under letter headings.
 * @csspart search - The search row (`role="search"`).
 * @csspart search-label - The search field's label.
 * @csspart input - The search field.
 * @csspart count - The polite live result count.
 * @csspart nav - The letter navigation (sticky).
 * @csspart letters - The list of letters.
 * @csspart letter - One letter (a link, or a disabled link when no term starts with it).
 * @csspart letter-current - The letter of the group being read.
 * @csspart letter-disabled - A letter without (matching) terms.
 * @csspart empty - The empty state shown when nothing matches.
 * @cssprop --ib-glossary-gap - Space between the search, the navigation and the entries.
 * @cssprop --ib-glossary-sticky-top - Where the letter navigation sticks. Default: under the page's sticky header (measured), else 0.
 * @cssprop --ib-glossary-nav-background - Background of the navigation and the field (falls back to --ib-color-background).
 * @cssprop --ib-glossary-nav-z-index - Stacking of the sticky navigation (falls back to --ib-z-sticky).
 * @cssprop --ib-glossary-accent - Current letter background (falls back to --ib-color-primary).
 * @cssprop --ib-glossary-on-accent - Current letter text colour.
 * @cssprop --ib-glossary-border-color - Field border and navigation rule.
 * @cssprop --ib-glossary-muted-color - Count, empty state and disabled letters.
 * @cssprop --ib-glossary-radius - Field and letter corner radius.
 * @cssprop --ib-glossary-focus-ring-color - Focus rings, also on the entry buttons.
 * @cssprop --ib-glossary-toggle-padding - Padding of the entry buttons inside their headings.
 */
export class IbGlossary extends Base {
  connectedCallback() {
    super.connectedCallback();
    // A glossary whose first render waits for a later task (below: every one on the page when
    // the module defines the tag) gets its shadow root now, a lone slot showing the entries until
    // the render replaces it: attaching discards the layout of every entry, 10-15 ms at 4x CPU
    // for 1,000, which the first render no longer spends (docs/performance.md).
    if (this.hasAttribute(DEFERRED_ATTRIBUTE) && !this.shadowRoot)
      this.attachShadow({ mode: 'open' }).append(document.createElement('slot'));
  }
}

defineIbElement('ib-glossary', IbGlossary, { renderLater: true });

declare global {
  interface HTMLElementTagNameMap {
    'ib-glossary': IbGlossary;
  }
}
