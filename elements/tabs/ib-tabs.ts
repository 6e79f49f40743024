import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import untilFoundStyles from '../../packages/ui/until-found-collapse.css?inline';
import { Tabs } from './Tabs.tsx';
import { tabsSpec, type TabsProps } from './tabs-props.ts';
import styles from './tabs.css?inline';

const Base = createIbElement<TabsProps>(Tabs, {
  props: tabsSpec,
  styles: untilFoundStyles + styles,
});

/**
 * Tabs following the WAI-ARIA APG tabs pattern (automatic activation) over light-DOM
 * `<button slot="tab">` / `<section slot="panel">` pairs. Without script every panel shows in order.
 *
 * @tag ib-tabs
 * @summary Accessible tabs with hash linking; all panels readable without script.
 * @fires ib-tabs-change - The visitor or a URL hash selected another tab. `detail: { index: number }`.
 * @slot tab - The tab buttons, in order.
 * @slot panel - The panels, in the same order as the tabs.
 * @slot - Anything else (an intro heading), shown above the tabs.
 * @csspart tablist - The row of tabs (`role="tablist"`).
 * @csspart panels - The wrapper around the panels.
 * @cssprop --ib-tabs-gap - Space between tabs.
 * @cssprop --ib-tabs-border-color - Line under the tab row.
 * @cssprop --ib-tabs-color - Text colour of the tabs not selected (falls back to --ib-color-text-muted, else the inherited colour).
 * @cssprop --ib-tabs-selected-color - Text colour of the selected tab and of a tab under the pointer. Default: the inherited colour.
 * @cssprop --ib-tabs-indicator-color - Underline of the selected tab (falls back to --ib-color-primary).
 * @cssprop --ib-tabs-indicator-size - Thickness of that underline. Default 3px.
 * @cssprop --ib-tabs-focus-ring-color - Focus ring colour (falls back to --ib-focus-ring-color).
 * @cssprop --ib-tabs-panel-padding - Padding of the panels. Default 1rem 0.
 */
export class IbTabs extends Base {}

defineIbElement('ib-tabs', IbTabs);

declare global {
  interface HTMLElementTagNameMap {
    'ib-tabs': IbTabs;
  }
}
