// The WordPress group (`npm run test:wordpress`) for one WordPress version (wordpress-*.test.mjs,
// one file per version so node runs them in parallel): a real WordPress over MariaDB, started by
// the project's own stack (scripts/wordpress/stack.mjs) with the built plugin (dist-wordpress/),
// then each suite against it: REST contract and bad input, the opt-in full-text search, traffic
// type, head and page data, the author allow-list, the zip, post types and patterns, the blocks
// in Chromium, blocks in classic content (wpautop) in Chromium, and, where WordPress ships the
// block editor's scripts (Debian's 6.1 and 6.8), the block editor: its sidebar, every block with
// its content, the data, map and card content an author edits with forms and blocks, the demo's
// home page and a pricing table and form built by an author. 6.8 runs the editor alone (its canvas
// an iframe), with the blocks of EDITOR_SUBSET and a button that opens a modal by its `#id`: the
// front-end suites already run on 6.5 and 6.6, and the whole group would lengthen CI by its
// every-block run again.
import { after, before, describe } from 'node:test';
import { startWordPress } from '../../scripts/wordpress/stack.mjs';
import { blockSidebar } from './block-sidebar.suite.mjs';
import { blocksInChromium } from './blocks-in-chromium.suite.mjs';
import { classicContent } from './classic-content.suite.mjs';
import { editorBlocks } from './editor-blocks.suite.mjs';
import { editorDataContent } from './editor-data-content.suite.mjs';
import { editorHomePage } from './editor-home-page.suite.mjs';
import { editorModalLink } from './editor-modal-link.suite.mjs';
import { editorTableAndForm } from './editor-table-form.suite.mjs';
import { headAndPageData } from './head.suite.mjs';
import { authorAllowList } from './allow-list.suite.mjs';
import { pluginContent } from './content.suite.mjs';
import { searchContract } from './search.suite.mjs';
import { fulltextSearch } from './search-fulltext.suite.mjs';
import { trafficType } from './traffic-type.suite.mjs';

/** The blocks the 6.8 editor run inserts: one of each kind of content (docs/testing.md). */
export const EDITOR_SUBSET = [
  'ib-accordion',
  'ib-tabs',
  'ib-carousel',
  'ib-video',
  'ib-modal',
  'ib-tooltip',
  'ib-code-block',
];

/**
 * Every suite against WordPress `version` (a key of WORDPRESS_VERSIONS).
 * @param {string} version
 */
export function wordpressGroup(version) {
  /** Filled in by `before`: the suites read it when their tests run. */
  const wordpress = { version };

  describe(`ib-blocks in a real WordPress ${version}`, { timeout: 900000 }, () => {
    before(async () => Object.assign(wordpress, await startWordPress({ version })), {
      timeout: 600000,
    });
    after(() => wordpress.stop?.());

    if (version === '6.8') {
      blockSidebar(wordpress);
      editorBlocks(wordpress, EDITOR_SUBSET);
      editorModalLink(wordpress);
      return;
    }
    searchContract(wordpress);
    fulltextSearch(wordpress);
    trafficType(wordpress);
    headAndPageData(wordpress);
    authorAllowList(wordpress);
    pluginContent(wordpress);
    blocksInChromium(wordpress);
    classicContent(wordpress);
    // The 6.5 and 6.6 builds lack the editor's scripts (docs/wordpress.md, "Local WordPress and tests").
    if (version === '6.1') {
      blockSidebar(wordpress);
      editorBlocks(wordpress);
      editorDataContent(wordpress);
      editorHomePage(wordpress);
      editorTableAndForm(wordpress);
    }
  });
}
