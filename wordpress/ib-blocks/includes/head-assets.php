<?php
/**
 * Loads the blocks on the pages that use them, as fast as loading them by name: the final HTML of
 * each front-end page is buffered, and when it holds `ib-*` tags, `<head>` gets the autoloader,
 * the stylesheets and a `modulepreload` for the two shared chunks, each tag's element file and the
 * catalog of the page's language (not for English), so the browser fetches them while it parses. Theme templates, widgets and content all count, as
 * the whole page is read. Pages without tags get nothing. A page with `ib-analytics` or
 * `ib-consent-gate` first gets dist/early-events.js inline, which keeps the captcha and consent
 * events that inline scripts dispatch before the blocks load (README, "Events before the blocks load").
 * From WordPress 6.5 the autoloader and the files it needs are script modules (Script Modules
 * API), printed by WordPress's own functions into the same place; 6.1–6.4 get the tags directly.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const HEAD_MARKER = '<!-- ib-blocks:head -->';

/**
 * The blocks that listen for window events a page may dispatch before the autoloader runs
 * (`ib-captcha-init`, `ib-consent`): a page with one gets dist/early-events.js inlined first.
 */
const EARLY_EVENT_TAGS = array( 'ib-analytics', 'ib-consent-gate' );

/** The prefix of the plugin's script module ids (WordPress 6.5+). */
const MODULE_PREFIX = '@ib-blocks/';

add_action( 'template_redirect', 'IbBlocks\start_page_buffer', PHP_INT_MAX );
add_action( 'wp_head', 'IbBlocks\print_head_marker', 1 );

/**
 * Buffers the front-end page (not feeds, REST, admin or embeds) to read its final HTML. The
 * buffer is read at `shutdown`, before WordPress flushes every buffer, rather than by an output
 * callback: a callback may not print, and WordPress's script module functions print.
 */
function start_page_buffer(): void {
	if ( is_admin() || is_feed() || is_embed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	ob_start();
	$level = ob_get_level();
	add_action(
		'shutdown',
		static function () use ( $level ): void {
			if ( ob_get_level() < $level ) {
				return; // Someone else ended the buffer: the page is gone.
			}
			while ( ob_get_level() > $level ) {
				ob_end_flush(); // Buffers opened after ours end inside it, as WordPress would end them.
			}
			echo complete_head( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- the page itself.
		},
		0
	);
}

/**
 * Marks where in `<head>` the assets go (early, before the theme's own styles and scripts).
 */
function print_head_marker(): void {
	echo HEAD_MARKER . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- a constant comment.
}

/**
 * Replaces the marker with the assets the page needs, or with nothing.
 *
 * @param string $html The page.
 */
function complete_head( string $html ): string {
	$at = strpos( $html, HEAD_MARKER );
	if ( false === $at ) {
		return $html;
	}
	$body = substr( $html, $at + strlen( HEAD_MARKER ) );
	$tags = tags_in( $body );
	return substr( $html, 0, $at ) . ( $tags ? head_assets( $tags ) : '' ) . $body;
}

/**
 * The `<head>` markup for a page holding `$tags`.
 *
 * @param string[] $tags Tags present on the page.
 */
function head_assets( array $tags ): string {
	$base  = asset_base();
	$lines = array();
	if ( array_intersect( $tags, EARLY_EVENT_TAGS ) ) {
		$lines[] = early_events_script();
	}
	if ( settings()['load_tokens'] ) {
		$lines[] = sprintf( '<link rel="stylesheet" href="%s">', esc_url( $base . 'themes/tokens.css' ) );
	}
	$lines[] = sprintf( '<link rel="stylesheet" href="%s">', esc_url( $base . 'themes/upgrade.css' ) );
	$files   = array_merge( array( 'chunks/runtime.js', 'chunks/core.js' ), array_map( static fn( $tag ) => "elements/{$tag}.js", $tags ) );
	$catalog = catalog_file( page_data()['analytics']['siteMeta']['language'] );
	if ( '' !== $catalog ) {
		$files[] = $catalog; // The blocks render once their language's strings are there.
	}
	if ( function_exists( 'wp_register_script_module' ) ) {
		$lines[] = page_data_script();
		$lines[] = script_modules_markup( $base, $files );
		return implode( "\n", $lines ) . "\n";
	}
	foreach ( $files as $file ) {
		$lines[] = sprintf( '<link rel="modulepreload" href="%s">', esc_url( $base . $file ) );
	}
	$lines[] = page_data_script();
	$lines[] = sprintf( '<script type="module" src="%s"></script>', esc_url( $base . 'autoload.js' ) );
	return implode( "\n", $lines ) . "\n";
}

/**
 * WordPress 6.5+: the autoloader as an enqueued script module whose static dependencies are
 * `$files`, printed by WordPress (import map, module script, a `modulepreload` per dependency).
 * No version query: the autoloader imports the same files by their plain URLs, and a preload
 * of another URL would fetch each file twice.
 *
 * @param string   $base  Asset base URL.
 * @param string[] $files Files the page needs, relative to `$base`.
 */
function script_modules_markup( string $base, array $files ): string {
	$ids = array();
	foreach ( $files as $file ) {
		$id = MODULE_PREFIX . preg_replace( '/\.js$/', '', $file );
		wp_register_script_module( $id, $base . $file, array(), null );
		$ids[] = $id;
	}
	wp_register_script_module( MODULE_PREFIX . 'autoload', $base . 'autoload.js', $ids, null );
	wp_enqueue_script_module( MODULE_PREFIX . 'autoload' );
	$modules = wp_script_modules();
	ob_start();
	$modules->print_import_map();
	$modules->print_enqueued_script_modules();
	$modules->print_script_module_preloads();
	return trim( (string) ob_get_clean() );
}

/**
 * dist/early-events.js as an inline classic script (the file is about 0.2 KB: a request would
 * cost more, and it must run before the page's own inline scripts). Through WordPress's
 * function, so a site's `wp_inline_script_attributes` filter (a CSP nonce) applies.
 */
function early_events_script(): string {
	$file = dirname( PLUGIN_FILE ) . '/dist/early-events.js';
	$code = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	return '' === $code ? '' : trim( wp_get_inline_script_tag( $code ) );
}

/**
 * The built-in catalog of the blocks' strings for a language (`locales/de.js`), or '' for English
 * and a language without one. The same fallbacks as the blocks (packages/core/locale.ts): the
 * region dropped (`de-at` reads `de`), `pt` is `pt-br`, `zh` is `zh-cn` but traditional Chinese
 * (`zh-hant`, `zh-tw`, `zh-hk`, `zh-mo`) is `zh-tw`, the legacy `iw` is `he`, `no` (Norwegian) is
 * `nb` (Bokmål); which catalogs exist is what the plugin's dist/locales/ holds.
 *
 * @param string $language A language tag (`de`, `de-at`, `pt-br`).
 */
function catalog_file( string $language ): string {
	$tag      = strtolower( str_replace( '_', '-', trim( $language ) ) );
	$base     = explode( '-', $tag )[0];
	$defaults = array(
		'pt' => 'pt-br',
		'zh' => 'zh-cn',
		'iw' => 'he',
		'no' => 'nb',
	);
	if ( 'zh' === $base && preg_match( '/-(hant|tw|hk|mo)\b/', $tag ) ) {
		$tag  = 'zh-tw'; // never the simplified zh-cn.
		$base = $tag;
	}
	foreach ( array( $tag, $base, $defaults[ $base ] ?? '' ) as $candidate ) {
		if ( '' !== $candidate && 'en' !== $candidate && preg_match( '/^[a-z]{2,3}(-[a-z0-9]+)?$/', $candidate )
			&& file_exists( dirname( PLUGIN_FILE ) . "/dist/locales/{$candidate}.js" ) ) {
			return "locales/{$candidate}.js";
		}
	}
	return '';
}
