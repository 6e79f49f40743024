// The live preview: the library's stylesheets and autoloader in the document the editor canvas
// renders the blocks in, so each block shows as visitors see it (docs/wordpress.md, "Block
// editor"). That is the admin page itself in WordPress 6.1's post editor and an iframe in its
// device previews and in later versions, so it is found from each preview element, not assumed.

import type { EditorSettings } from './editor-settings.ts';

const MARK = 'data-ib-blocks-editor';

/**
 * Adds the stylesheets (the library's and the editor's own) and the autoloader to `doc` once (a
 * custom element registry is per window).
 */
export function loadLibraryInto(
  doc: Document,
  { assetBase, tokens, editorStyle }: Pick<EditorSettings, 'assetBase' | 'tokens' | 'editorStyle'>,
) {
  if (!assetBase || doc.head.querySelector(`[${MARK}]`)) return;
  const sheets = [
    ...(tokens ? [`${assetBase}themes/tokens.css`] : []),
    `${assetBase}themes/upgrade.css`,
    editorStyle,
  ];
  for (const sheet of sheets) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet;
    link.setAttribute(MARK, '');
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = `${assetBase}autoload.js`;
  script.setAttribute(MARK, '');
  doc.head.append(script);
}
