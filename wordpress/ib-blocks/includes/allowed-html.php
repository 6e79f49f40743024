<?php
/**
 * Lets users without `unfiltered_html` (authors; editors on multisite) write the library's tags:
 * every `ib-*` tag with its documented attributes (generated from custom-elements.json), the child
 * markup the blocks take (`details`, `summary`, `pre`, `code`, `template`, the form's fields,
 * `script` only as `type="application/json"` data, and the shapes of an `ib-map` picture), and
 * nothing more: `on*` attributes, `javascript:` URLs and
 * other scripts stay stripped.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/**
 * What authors may not write although the manifest documents it: attributes that make the page
 * run code from an address the author picks. `ib-analytics` loads a Tag Manager container (which
 * runs any script its owner adds): it belongs in the theme's templates, not in content. `ib-rive`'s
 * `wasm-url` loads WebAssembly into the page. `true` denies the whole tag.
 */
const AUTHOR_DENIED = array(
	'ib-analytics' => true,
	'ib-rive'      => array( 'wasm-url' ),
);

/** Attributes every element takes besides its own (HTML's global ones the blocks use). */
const GLOBAL_ATTRIBUTES = array( 'id', 'class', 'style', 'title', 'lang', 'dir', 'hidden', 'slot', 'part', 'role', 'tabindex', 'aria-label', 'aria-labelledby', 'aria-describedby', 'data-*' );

add_filter( 'wp_kses_allowed_html', 'IbBlocks\allow_element_markup', 10, 2 );
add_filter( 'wp_kses_uri_attributes', 'IbBlocks\element_uri_attributes' );
add_filter( 'pre_kses', 'IbBlocks\strip_scripts_but_json_data', 10, 3 );

/**
 * Adds the tags and child markup to the `post` context (what authors' content is filtered with).
 *
 * @param array        $allowed Allowed tags => attributes.
 * @param string|array $context The kses context.
 */
function allow_element_markup( $allowed, $context ) {
	if ( 'post' !== $context || ! is_array( $allowed ) ) {
		return $allowed;
	}
	$global = array_fill_keys( GLOBAL_ATTRIBUTES, true );
	foreach ( elements() as $tag => $attributes ) {
		$denied = AUTHOR_DENIED[ $tag ] ?? array();
		if ( true === $denied ) {
			continue;
		}
		$attributes      = array_diff( array_map( 'strtolower', $attributes ), $denied );
		$allowed[ $tag ] = array_fill_keys( $attributes, true ) + $global;
	}
	$allowed['details']  = ( $allowed['details'] ?? array() ) + array( 'open' => true ) + $global;
	$allowed['summary']  = ( $allowed['summary'] ?? array() ) + $global;
	$allowed['pre']      = ( $allowed['pre'] ?? array() ) + $global;
	$allowed['code']     = ( $allowed['code'] ?? array() ) + $global;
	$allowed['template'] = array( 'id' => true );
	$allowed             = form_markup( $allowed, $global );
	// Data for captions and rich content; any other script is removed before this list applies.
	$allowed['script'] = array(
		'type'  => true,
		'id'    => true,
		'class' => true,
		'slot'  => true,
	);
	// ib-map's picture (the block editor's world map, docs/wordpress.md "Content as blocks"): shapes
	// and their presentation only. No `<use>`, `<a>`, `<image>`, `<foreignObject>`, `<animate>` or
	// `<set>`, which could point at or set an address, and no `style`.
	$shape            = array(
		'fill'         => true,
		'stroke'       => true,
		'stroke-width' => true,
		'class'        => true,
		'data-*'       => true,
	);
	$allowed['svg']   = $shape + array(
		'viewbox'         => true,
		'stroke-linejoin' => true,
		'role'            => true,
		'aria-label'      => true,
		'aria-hidden'     => true,
	);
	$allowed['g']     = $shape;
	$allowed['path']  = $shape + array( 'd' => true );
	$allowed['title'] = array();
	// Children go to named slots (`<button slot="tab">`, `<p slot="placeholder">`).
	foreach ( $allowed as $tag => $attributes ) {
		if ( is_array( $attributes ) ) {
			$allowed[ $tag ]['slot'] = true;
		}
	}
	return $allowed;
}

/**
 * The `<form>` of `ib-form` and its fields, as the form blocks save them (docs/wordpress.md,
 * "Content as blocks"). Only controls that take text or a choice: no password or file fields, so
 * a post cannot ask for a password; `action` is checked for its protocol like `href`.
 *
 * @param array $allowed Allowed tags => attributes.
 * @param array $global  The attributes every tag takes.
 */
function form_markup( array $allowed, array $global ): array {
	$field                = array_fill_keys( array( 'name', 'required', 'autocomplete', 'disabled' ), true ) + $global;
	$text                 = array_fill_keys( array( 'placeholder', 'minlength', 'maxlength' ), true );
	$allowed['form']      = array_fill_keys( array( 'action', 'method', 'enctype', 'name' ), true ) + $global;
	$allowed['input']     = array(
		'type' => array( 'values' => array( 'text', 'email', 'tel', 'url', 'number', 'date', 'checkbox', 'radio', 'hidden' ) ),
	) + array_fill_keys( array( 'value', 'checked', 'pattern', 'min', 'max', 'step', 'inputmode' ), true ) + $text + $field;
	$allowed['textarea']  = ( $allowed['textarea'] ?? array() ) + $text + $field;
	$allowed['select']    = array( 'multiple' => true ) + $field;
	$allowed['option']    = array_fill_keys( array( 'value', 'selected', 'disabled' ), true ) + $global;
	$allowed['label']     = ( $allowed['label'] ?? array() ) + $global;
	$allowed['fieldset']  = ( $allowed['fieldset'] ?? array() ) + $global;
	$allowed['legend']    = ( $allowed['legend'] ?? array() ) + $global;
	$allowed['button']    = ( $allowed['button'] ?? array() ) + $global;
	return $allowed;
}

/**
 * The element attributes that hold addresses, so kses checks their protocol like `href`'s.
 *
 * @param string[] $attributes URI attributes.
 */
function element_uri_attributes( $attributes ) {
	foreach ( elements() as $names ) {
		foreach ( $names as $name ) {
			if ( preg_match( '/(^|-)(src|url|href|poster|endpoint|template)$/', $name ) ) {
				$attributes[] = strtolower( $name );
			}
		}
	}
	return array_values( array_unique( (array) $attributes ) );
}

/**
 * Removes every `<script>` but JSON data (`type="application/json"`, with at most `id`, `class`
 * and `slot`), before kses applies the allow-list, which cannot check an attribute's value.
 *
 * @param string       $content Content being filtered.
 * @param array|string $allowed Allowed HTML or context.
 * @param string[]     $protocols Allowed protocols.
 */
function strip_scripts_but_json_data( $content, $allowed = array(), $protocols = array() ) {
	if ( ! is_string( $content ) || false === stripos( $content, 'script' ) ) {
		return $content;
	}
	// Until nothing changes: removing a tag can join the text around it into a new one
	// (removing the stray `</script>` from `<scr</script>ipt>` leaves `<script>`).
	do {
		$before  = $content;
		$content = strip_scripts_once( $content );
	} while ( $content !== $before );
	return $content;
}

/**
 * One pass of {@see strip_scripts_but_json_data()}.
 *
 * @param string $content Content being filtered.
 */
function strip_scripts_once( string $content ): string {
	$kept   = '';
	$offset = 0;
	while ( preg_match( '#<script\b([^>]*)>#i', $content, $open, PREG_OFFSET_CAPTURE, $offset ) ) {
		$start = $open[0][1];
		$kept .= strip_script_end_tags( substr( $content, $offset, $start - $offset ) );
		$after = $start + strlen( $open[0][0] );
		$end   = stripos( $content, '</script', $after );
		if ( false === $end ) {
			// An opening tag without its end: dropped, the text after it stays text.
			$offset = $after;
			continue;
		}
		$close  = strpos( $content, '>', $end );
		$close  = false === $close ? strlen( $content ) : $close + 1;
		$kept  .= is_json_data_script( $open[1][0] ) ? substr( $content, $start, $close - $start ) : '';
		$offset = $close;
	}
	return $kept . strip_script_end_tags( substr( $content, $offset ) );
}

/**
 * Whether a script's attributes make it JSON data: `type="application/json"`, at most `id`, `class` and `slot` besides.
 *
 * @param string $attributes The attributes' source.
 */
function is_json_data_script( string $attributes ): bool {
	$parsed = wp_kses_hair( $attributes, array( 'http', 'https' ) );
	$type   = strtolower( trim( $parsed['type']['value'] ?? '' ) );
	return 'application/json' === $type && ! array_diff( array_keys( $parsed ), array( 'type', 'id', 'class', 'slot' ) );
}

/**
 * Removes stray `</script>` end tags.
 *
 * @param string $html A fragment.
 */
function strip_script_end_tags( string $html ): string {
	return (string) preg_replace( '#</script\s*>#i', '', $html );
}
