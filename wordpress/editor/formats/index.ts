// The plugin's rich-text formats: words in a paragraph, heading or list item wrapped in an element
// (docs/wordpress.md, "Tooltips in text").
import { registerFormatType } from '@wordpress/rich-text';
import type { EditorSettings } from '../editor-settings.ts';
import { TOOLTIP_FORMAT, tooltipFormat } from './tooltip-format.ts';

export function registerFormats(settings: EditorSettings) {
  registerFormatType(TOOLTIP_FORMAT, tooltipFormat(settings));
}
