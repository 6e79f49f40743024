<?php
/**
 * The block editor's blocks (docs/wordpress.md, "Block editor"): a block per element, registered
 * from the block.json files the build generates from custom-elements.json
 * (`generated/blocks/<name>/block.json`), in a category of their own, and the editor script
 * (`editor/editor.js`, with the dependencies its `editor.asset.php` lists) that gives them their
 * sidebar, live preview and saved markup: the element's tag. The script adds the library's
 * stylesheets, the autoloader and `editor/editor.css` to the document the blocks render in.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/** The block category and the editor script's handle. */
const BLOCK_CATEGORY = 'ib-blocks';
const EDITOR_SCRIPT  = 'ib-blocks-editor';

add_action( 'init', 'IbBlocks\register_blocks' );
add_filter( 'block_categories_all', 'IbBlocks\add_block_category' );
add_action( 'enqueue_block_editor_assets', 'IbBlocks\enqueue_editor_script' );

/**
 * The generated block folders, one per element.
 *
 * @return string[]
 */
function block_folders(): array {
	$folders = glob( dirname( __DIR__ ) . '/generated/blocks/*', GLOB_ONLYDIR );
	return is_array( $folders ) ? $folders : array();
}

/**
 * Registers every generated block from its block.json.
 */
function register_blocks(): void {
	foreach ( block_folders() as $folder ) {
		register_block_type( $folder );
	}
}

/**
 * Tag => attributes the sidebar does not offer the current user: those saving would strip from
 * what they write (AUTHOR_DENIED, includes/allowed-html.php). The block keeps them, so a post
 * an administrator set them in still opens valid.
 *
 * @return array<string, string[]>
 */
function withheld_attributes(): array {
	if ( current_user_can( 'unfiltered_html' ) ) {
		return array();
	}
	return array_filter( AUTHOR_DENIED, 'is_array' );
}

/**
 * Puts the category first, so the library's blocks are found together in the inserter.
 *
 * @param array $categories The editor's block categories.
 */
function add_block_category( $categories ) {
	return array_merge(
		array(
			array(
				'slug'  => BLOCK_CATEGORY,
				'title' => __( 'ib-blocks', 'ib-blocks' ),
				'icon'  => null,
			),
		),
		(array) $categories
	);
}

/**
 * The editor script, and before it what it needs from the server: every block's metadata and
 * where the library's files are, to load the autoloader and stylesheets into the editor canvas.
 */
function enqueue_editor_script(): void {
	$dir   = dirname( __DIR__ ) . '/editor';
	$asset = is_readable( "{$dir}/editor.asset.php" ) ? require "{$dir}/editor.asset.php" : null;
	if ( ! is_array( $asset ) ) {
		return;
	}
	wp_enqueue_script( EDITOR_SCRIPT, plugins_url( 'editor/editor.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
	$blocks = array();
	foreach ( block_folders() as $folder ) {
		$metadata = json_decode( (string) file_get_contents( "{$folder}/block.json" ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( is_array( $metadata ) ) {
			$blocks[] = $metadata;
		}
	}
	$settings = array(
		'blocks'      => $blocks,
		'assetBase'   => asset_base(),
		'tokens'      => (bool) settings()['load_tokens'],
		'withheld'    => (object) withheld_attributes(),
		'editorStyle' => add_query_arg( 'ver', VERSION, plugins_url( 'editor/editor.css', PLUGIN_FILE ) ),
		// The Map block's world map, fetched only when an author inserts a Map block.
		'worldMap'    => add_query_arg( 'ver', VERSION, plugins_url( 'editor/world-map.json', PLUGIN_FILE ) ),
	);
	wp_add_inline_script( EDITOR_SCRIPT, 'window.ibBlocksEditor = ' . wp_json_encode( $settings ) . ';', 'before' );
}
