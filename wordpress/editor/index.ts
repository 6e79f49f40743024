// The plugin's block editor script (dist/wordpress/editor.js, enqueued by includes/blocks.php):
// the content blocks first, as the element blocks name them, then a block per element from the
// metadata of the generated block.json files, and the rich-text formats.
import { registerBlockType } from '@wordpress/blocks';
import { contentShapes, jsonData, registerContentBlocks } from './content/index.ts';
import { editorSettings } from './editor-settings.ts';
import { elementBlock, tagOf } from './element-block.ts';
import { registerFormats } from './formats/index.ts';

registerContentBlocks();
const settings = editorSettings();
for (const metadata of settings.blocks)
  registerBlockType(
    metadata,
    elementBlock(
      metadata,
      contentShapes[tagOf(metadata.name)],
      settings,
      jsonData[tagOf(metadata.name)],
    ),
  );
registerFormats(settings);
