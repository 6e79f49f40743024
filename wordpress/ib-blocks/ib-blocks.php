<?php
/**
 * Plugin Name:       ib-blocks
 * Plugin URI:        https://www.npmjs.com/package/ib-blocks
 * Description:       Marketing-website blocks as custom elements (<ib-video>, <ib-search>, …): loads them on the pages that use them, answers their REST calls, prints their page data and lets authors write their tags.
 * Version:           0.2.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       ib-blocks
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.2.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/ip-ranges.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/element-tags.php';
require_once __DIR__ . '/includes/head-assets.php';
require_once __DIR__ . '/includes/page-data.php';
require_once __DIR__ . '/includes/rest-search.php';
require_once __DIR__ . '/includes/search-fulltext.php';
require_once __DIR__ . '/includes/rest-traffic-type.php';
require_once __DIR__ . '/includes/rest-user.php';
require_once __DIR__ . '/includes/post-types.php';
require_once __DIR__ . '/includes/allowed-html.php';
require_once __DIR__ . '/includes/modal-links.php';
require_once __DIR__ . '/includes/content-autop.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/block-patterns.php';
require_once __DIR__ . '/includes/settings-page.php';
