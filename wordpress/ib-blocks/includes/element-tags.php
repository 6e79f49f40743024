<?php
/**
 * The library's tags and their attributes, generated at build time from custom-elements.json
 * (`scripts/wordpress/build-plugin.mjs` writes `generated/elements.php`).
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/**
 * Tag => attribute names, for every element the library has.
 *
 * @return array<string, string[]>
 */
function elements(): array {
	static $elements = null;
	if ( null === $elements ) {
		$file     = dirname( __DIR__ ) . '/generated/elements.php';
		$elements = is_readable( $file ) ? (array) require $file : array();
	}
	return $elements;
}

/**
 * The library's tags found in an HTML string, in order of first appearance, each once.
 *
 * @param string $html A page or a fragment.
 * @return string[]
 */
function tags_in( string $html ): array {
	if ( ! preg_match_all( '/<(ib-[a-z0-9]+(?:-[a-z0-9]+)*)[\s>\/]/i', $html, $matches ) ) {
		return array();
	}
	$found = array_unique( array_map( 'strtolower', $matches[1] ) );
	return array_values( array_filter( $found, static fn( $tag ) => isset( elements()[ $tag ] ) ) );
}
