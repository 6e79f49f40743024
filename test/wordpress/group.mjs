// The WordPress group (`npm run test:wordpress`) for one WordPress version (wordpress-*.test.mjs,
// one file per version so node runs them in parallel): a real WordPress over MariaDB, started by
// the project's own stack (scripts/wordpress/stack.mjs) with the built plugin (dist-wordpress/),
// then each suite against it: REST contract and bad input, the opt-in full-text search, traffic
// type, head and page data, the author allow-list, the zip, post types and patterns, the blocks
// in Chromium, blocks in classic content (wpautop) in Chromium, and, where WordPress ships the
// block editor's scripts (6.1), the block editor: its sidebar, every block with its content, and
// the pricing table and form built by an author.
import { after, before, describe } from 'node:test';
import { startWordPress } from '../../scripts/wordpress/stack.mjs';
import { blockSidebar } from './block-sidebar.suite.mjs';
import { blocksInChromium } from './blocks-in-chromium.suite.mjs';
import { classicContent } from './classic-content.suite.mjs';
import { editorBlocks } from './editor-blocks.suite.mjs';
import { editorTableAndForm } from './editor-table-form.suite.mjs';
import { headAndPageData } from './head.suite.mjs';
import { authorAllowList } from './allow-list.suite.mjs';
import { pluginContent } from './content.suite.mjs';
import { searchContract } from './search.suite.mjs';
import { fulltextSearch } from './search-fulltext.suite.mjs';
import { trafficType } from './traffic-type.suite.mjs';

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
      editorTableAndForm(wordpress);
    }
  });
}
