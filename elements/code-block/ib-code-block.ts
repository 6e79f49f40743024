import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { codeBlockSpec, type CodeBlockProps } from './code-block-props.ts';
import fadeStyles from '../../packages/ui/scroll-fades.css?inline';
import styles from './code-block.css?inline';

const Base = createIbElement<CodeBlockProps>(CodeBlock, {
  props: codeBlockSpec,
  styles: fadeStyles + styles,
});

/**
 * Code samples from child `<pre data-language data-channel data-title><code>` elements, with
 * language and channel tabs (the choice is shared by the blocks on the page and remembered),
 * Prism highlighting loaded per language, line numbers and a copy button.
 *
 * @tag ib-code-block
 * @summary Highlighted code samples with language/channel tabs, line numbers and copy.
 * @fires ib-code-block-change - The visitor picked a language or channel. `detail: { language: string, channel: string }`.
 * @fires ib-code-block-copy - The sample was copied. `detail: { language: string, channel: string }`.
 * @slot - Shown only when there is no `<pre>` sample (the samples themselves are read, not slotted).
 * @csspart frame - The whole panel.
 * @csspart header - The row of tabs and the copy button.
 * @csspart tabs - Each tab row; also `language-tabs` / `channel-tabs`.
 * @csspart tab - Each tab; also `language-tab` / `channel-tab`, and `selected` on the selected one.
 * @csspart title - The sample's title when there is only one language.
 * @csspart copy - The copy button.
 * @csspart body - Line numbers and code.
 * @csspart line-numbers - The line-number column (`aria-hidden`, not selectable).
 * @csspart code - The scrollable `<pre>` (focusable, named by the selected tabs), with a thin scrollbar and a fade at each side that has more code beyond it.
 * @csspart notice - The `aria-live` copy notice.
 * @cssprop --ib-code-block-background - Panel background. Default #1d1f21.
 * @cssprop --ib-code-block-color - Code text colour.
 * @cssprop --ib-code-block-header-background - Header background.
 * @cssprop --ib-code-block-muted-color - Line numbers and unselected tabs.
 * @cssprop --ib-code-block-accent-color - Selected tab marker.
 * @cssprop --ib-code-block-radius - Corner radius (falls back to --ib-radius).
 * @cssprop --ib-code-block-font - Monospace font stack.
 * @cssprop --ib-code-block-font-size - Code font size. Default 0.875rem.
 * @cssprop --ib-code-block-focus-ring-color - Focus ring colour.
 * @cssprop --ib-code-block-scrollbar-color - The sideways scrollbar's thumb. Default: the muted colour.
 * @cssprop --ib-code-block-token-keyword - Token colours: also `-comment`, `-punctuation`, `-tag`, `-function`, `-number`, `-property`, `-string`, `-operator`.
 */
export class IbCodeBlock extends Base {}

// Its first render is long for a long sample: in a task of its own, after the module's.
defineIbElement('ib-code-block', IbCodeBlock, { renderLater: true });

declare global {
  interface HTMLElementTagNameMap {
    'ib-code-block': IbCodeBlock;
  }
}
