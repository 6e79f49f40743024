<?php
/**
 * The plugin's settings: one option, read through `settings()` with every key present.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const OPTION = 'ib_blocks_settings';

/**
 * The defaults of every setting.
 *
 * @return array{asset_base: string, load_tokens: bool, register_post_types: bool, internal_ip_ranges: string, fulltext_search: bool}
 */
function default_settings(): array {
	return array(
		// Empty: the copy of dist/ inside the plugin.
		'asset_base'          => '',
		'load_tokens'         => true,
		'register_post_types' => true,
		// One CIDR range (IPv4 or IPv6) or address per line.
		'internal_ip_ranges'  => '',
		// A FULLTEXT index for the search endpoint (includes/search-fulltext.php).
		'fulltext_search'     => false,
	);
}

/**
 * The settings, each key present and of its type whatever the stored option holds.
 */
function settings(): array {
	$stored = get_option( OPTION, array() );
	return sanitize_settings( is_array( $stored ) ? $stored : array() );
}

/**
 * Keeps the known keys, each of its type; used on save and on read.
 *
 * @param mixed $input What was submitted or stored.
 */
function sanitize_settings( $input ): array {
	$input    = is_array( $input ) ? $input : array();
	$defaults = default_settings();
	$base     = isset( $input['asset_base'] ) && is_string( $input['asset_base'] ) ? trim( $input['asset_base'] ) : '';
	$base     = '' === $base ? '' : esc_url_raw( $base, array( 'https', 'http' ) );
	$ranges   = isset( $input['internal_ip_ranges'] ) && is_string( $input['internal_ip_ranges'] ) ? $input['internal_ip_ranges'] : '';
	$ranges   = implode( "\n", array_filter( array_map( 'trim', preg_split( '/[\s,]+/', $ranges ) ?: array() ), 'IbBlocks\is_ip_range' ) );
	return array(
		'asset_base'          => $base,
		'load_tokens'         => array_key_exists( 'load_tokens', $input ) ? (bool) $input['load_tokens'] : $defaults['load_tokens'],
		'register_post_types' => array_key_exists( 'register_post_types', $input ) ? (bool) $input['register_post_types'] : $defaults['register_post_types'],
		'internal_ip_ranges'  => $ranges,
		'fulltext_search'     => array_key_exists( 'fulltext_search', $input ) ? (bool) $input['fulltext_search'] : $defaults['fulltext_search'],
	);
}

/**
 * The base URL of the built library, with a trailing slash: the CDN copy set in the settings, else
 * the plugin's own `dist/`.
 */
function asset_base(): string {
	$base = settings()['asset_base'];
	if ( '' === $base ) {
		$base = plugins_url( 'dist/', PLUGIN_FILE );
	}
	/**
	 * Filters the base URL the blocks' files load from (`autoload.js`, `elements/`, `chunks/`, `themes/`).
	 *
	 * @param string $base URL ending in a slash.
	 */
	return trailingslashit( (string) apply_filters( 'ib_blocks_asset_base', $base ) );
}
