// What the plugin tells the editor script (includes/blocks.php prints it before the script): the
// blocks' metadata, read from the generated block.json files, and where the library's files are.

export interface EditorSettings {
  blocks: WordPress.BlockMetadata[];
  /** The plugin's asset base URL (Settings → ib-blocks), ending in a slash. */
  assetBase: string;
  /** Whether pages load themes/tokens.css (Settings → ib-blocks → Design tokens). */
  tokens: boolean;
  /**
   * Tag -> attributes the sidebar does not offer this user: saving would strip them from what
   * they write (includes/allowed-html.php, AUTHOR_DENIED).
   */
  withheld: Record<string, string[]>;
  /** The editor's own stylesheet for the canvas (editor/editor.css of the plugin). */
  editorStyle: string;
  /** The world map the Map block starts with (editor/world-map.json of the plugin). */
  worldMap: string;
}

declare global {
  interface Window {
    ibBlocksEditor?: EditorSettings;
  }
}

export const editorSettings = (): EditorSettings =>
  window.ibBlocksEditor ?? {
    blocks: [],
    assetBase: '',
    tokens: false,
    withheld: {},
    editorStyle: '',
    worldMap: '',
  };
