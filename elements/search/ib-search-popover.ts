import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { SearchPopover } from './SearchPopover.tsx';
import { searchPopoverSpec, type SearchPopoverProps } from './search-popover-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import fieldStyles from './search-field.css?inline';
import ownStyles from './search-popover.css?inline';

const Base = createIbElement<SearchPopoverProps>(SearchPopover, {
  props: searchPopoverSpec,
  styles: hiddenStyles + fieldStyles + ownStyles,
});

/**
 * The site search popover: full width below the navbar, a search field with quick results
 * (combobox and listbox), scope checkboxes and a 'view all' link to the results page. Opened by
 * any `<ib-search-trigger>`.
 *
 * @tag ib-search-popover
 * @summary Site search popover with quick results and scope checkboxes.
 * @fires ib-search-popover-open - The popover opened. `detail: { scope, customScope: string[], trigger: HTMLElement | null }`.
 * @fires ib-search-popover-close - The popover closed. `detail: { reason: 'escape' | 'focus-out' | 'close-button' | 'trigger' | 'property' }`.
 * @slot - Optional extra content at the end of the panel (popular links, tips).
 * @csspart panel - The fixed, full-width panel (`role="dialog"`).
 * @csspart inner - The centred column inside the panel.
 * @csspart field - The box around the icon, input, loader and close button.
 * @csspart input - The search field (`role="combobox"`).
 * @csspart label - The field's (visually hidden) label.
 * @csspart loader - The spinner shown while a request runs.
 * @csspart close - The close button.
 * @csspart hint - The 'type at least 3 characters' hint.
 * @csspart filters - The scope fieldset. Also `filters-legend`, `filter` (each label), `filter-input`.
 * @csspart listbox - The quick result list (`role="listbox"`).
 * @csspart option - One result link (`role="option"`); the active one also has `option-active`. Inside: `option-title`, `option-type`.
 * @csspart empty - The 'no results' message.
 * @csspart status - The polite live region (visually hidden).
 * @csspart view-all - The 'view all' link.
 * @cssprop --ib-search-popover-top - Set by the element: the navbar's bottom edge.
 * @cssprop --ib-search-popover-offset - Gap between the navbar and the panel. Default 0 (flush).
 * @cssprop --ib-search-popover-background - Panel background.
 * @cssprop --ib-search-popover-color - Panel text colour.
 * @cssprop --ib-search-popover-shadow - Panel shadow.
 * @cssprop --ib-search-popover-padding - Panel block padding.
 * @cssprop --ib-search-popover-max-width - Width of the centred column (default 60rem).
 * @cssprop --ib-search-popover-z-index - Stacking (default `--ib-z-popover`, 1000).
 * @cssprop --ib-search-popover-accent - Checkbox and active-option accent.
 * @cssprop --ib-search-popover-link - Link colour.
 * @cssprop --ib-search-popover-focus-color - Focus ring colour.
 */
export class IbSearchPopover extends Base {}

defineIbElement('ib-search-popover', IbSearchPopover);

declare global {
  interface HTMLElementTagNameMap {
    'ib-search-popover': IbSearchPopover;
  }
}
