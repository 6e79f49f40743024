import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { SearchTrigger } from './SearchTrigger.tsx';
import { searchTriggerSpec, type SearchTriggerProps } from './search-trigger-props.ts';

const Base = createIbElement<SearchTriggerProps>(SearchTrigger, {
  props: searchTriggerSpec,
  styles: ':host{display:inline-block}',
});

/**
 * Wraps the button (or a link to the results page) that opens the page's `<ib-search-popover>`.
 *
 * @tag ib-search-trigger
 * @summary Opens the site search popover with a scope.
 * @fires ib-search-trigger-activate - Internal, cancelable: asks the page's popover to open. `detail: { scope, customScope: string[], typed?: string }` (`typed`: on a replay, what was typed while the popover loaded).
 * @slot - The `<button>` (or `<a href>` fallback) the visitor activates. It gets `aria-haspopup="dialog"` and `aria-expanded`.
 */
export class IbSearchTrigger extends Base {}

defineIbElement('ib-search-trigger', IbSearchTrigger);

declare global {
  interface HTMLElementTagNameMap {
    'ib-search-trigger': IbSearchTrigger;
  }
}
