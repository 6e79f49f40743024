<?php
/**
 * Keeps `ib-*` elements whole through `wpautop`. WordPress adds paragraphs to classic content,
 * excerpts, text widgets and term descriptions with `wpautop`, which knows a fixed list of
 * block-level tags (not filterable) and treats every other tag as inline: `<ib-accordion>` on its
 * own line came out as `<p><ib-accordion></p>`, and the browser closed the element before its
 * children. Just before `wpautop` runs, each `ib-*` element that stands on its own lines, and
 * each of its children that stands on its own or names a `slot`, is swapped for a block tag
 * wpautop knows; just after, the original tags come back. Paragraphs the author wrote inside
 * (text in a `<details>` body) still get their `<p>`. docs/wordpress.md, "Classic content".
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/** Filters that run `wpautop` in WordPress's default filters. */
const AUTOP_FILTERS = array( 'the_content', 'the_excerpt', 'widget_text_content', 'term_description', 'get_the_post_type_description' );

/** The block-level tags wpautop knows (its `$allblocks`), lower case. */
const AUTOP_BLOCK_TAGS = array( 'table', 'thead', 'tfoot', 'caption', 'col', 'colgroup', 'tbody', 'tr', 'td', 'th', 'div', 'dl', 'dd', 'dt', 'ul', 'ol', 'li', 'pre', 'form', 'map', 'area', 'blockquote', 'address', 'math', 'style', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'fieldset', 'legend', 'section', 'article', 'aside', 'hgroup', 'header', 'footer', 'nav', 'figure', 'figcaption', 'details', 'menu', 'summary' );

/** Block tags that hold only text: an element right after their opening tag is in a line of text. */
const AUTOP_TEXT_BLOCKS = array( 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'summary', 'caption', 'legend', 'figcaption' );

/** Stand-ins wpautop treats as blocks (the first one the text does not use is taken). */
const AUTOP_STAND_INS = array( 'address', 'hgroup', 'menu', 'fieldset' );

/** Elements without an end tag. */
const VOID_TAGS = array( 'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr' );

add_action( 'init', 'IbBlocks\hook_autop_protection', 1 );

/**
 * Wraps each default `wpautop` filter: protect one priority before, restore at its priority
 * (added after core's `wpautop` and `shortcode_unautop`, so it runs after them).
 */
function hook_autop_protection(): void {
	foreach ( AUTOP_FILTERS as $filter ) {
		$priority = has_filter( $filter, 'wpautop' );
		if ( false === $priority ) {
			continue;
		}
		add_filter( $filter, 'IbBlocks\protect_elements_from_autop', $priority - 1 );
		add_filter( $filter, 'IbBlocks\restore_elements_after_autop', $priority );
	}
}

/**
 * The tags of an HTML fragment: `[ offset, length, name, closing, attributes ]` each; comments,
 * and the contents of `pre`, `script`, `style` and `textarea`, are skipped (wpautop leaves them).
 *
 * @param string $html Fragment.
 * @return array<int, array{0:int,1:int,2:string,3:bool,4:string}>
 */
function html_tags( string $html ): array {
	$attributes = '(?:[^>"\']++|"[^"]*+"|\'[^\']*+\')*+';
	// Only elements whose end tag the text has: an unclosed `<script>` would be searched to the end.
	$raw     = array_filter( array( 'pre', 'script', 'style', 'textarea' ), static fn( $name ) => false !== stripos( $html, "</{$name}" ) );
	$raw     = $raw ? '<(?<raw>' . implode( '|', $raw ) . ')\b' . $attributes . '>.*?</(?P=raw)\s*>|' : '';
	$pattern = '~<!--.*?-->|' . $raw . '<(?<slash>/?)(?<name>[a-zA-Z][a-zA-Z0-9-]*+)(?<attributes>' . $attributes . ')>~si';
	if ( ! preg_match_all( $pattern, $html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL ) ) {
		return array();
	}
	$tags = array();
	foreach ( $matches as $match ) {
		[$whole, $offset] = $match[0];
		if ( isset( $match['raw'][0] ) ) {
			// A `pre` is a block of its own to wpautop; the others are opaque text.
			$tags[] = array( $offset, strlen( $whole ), strtolower( $match['raw'][0] ) . ':raw', false, '' );
		} elseif ( isset( $match['name'][0] ) ) {
			$tags[] = array( $offset, strlen( $whole ), strtolower( $match['name'][0] ), '/' === $match['slash'][0], $match['attributes'][0] );
		}
	}
	return $tags;
}

/**
 * Whether a neighbouring tag ends a line of text for an element beside it: a block tag (not the
 * opening of one that holds only text, `<p><ib-tooltip>` is in a sentence), a `pre`, or a tag
 * already swapped for a stand-in.
 *
 * @param array|null $tag     A tag of html_tags(), or null at either end of the text.
 * @param bool       $before  True when the tag comes before the element.
 * @param bool       $swapped Whether the tag was swapped for a stand-in.
 */
function is_block_boundary( ?array $tag, bool $before, bool $swapped ): bool {
	if ( null === $tag || $swapped || 'pre:raw' === $tag[2] ) {
		return true;
	}
	if ( ! in_array( $tag[2], AUTOP_BLOCK_TAGS, true ) ) {
		return false;
	}
	return ! ( $before && ! $tag[3] && in_array( $tag[2], AUTOP_TEXT_BLOCKS, true ) );
}

/**
 * Whether the gap between an element and its neighbouring tag (or either end of the text) leaves
 * the element on its own line: only white space up to a line break, or up to a block boundary.
 *
 * @param string $gap      The text between.
 * @param bool   $before   True for the gap before the element's opening tag.
 * @param bool   $boundary Whether the neighbouring tag is a block boundary.
 */
function stands_apart( string $gap, bool $before, bool $boundary ): bool {
	$break = $before ? strrpos( $gap, "\n" ) : strpos( $gap, "\n" );
	if ( false === $break ) {
		return $boundary && '' === trim( $gap );
	}
	return '' === trim( $before ? substr( $gap, $break ) : substr( $gap, 0, $break ) );
}

/**
 * Pairs each opening tag with its end tag as the browser would: an end tag closes the nearest
 * open element of its name; one without an open element is left alone.
 *
 * @param array $tags Tags of html_tags().
 * @return array{0: array<int, int>, 1: array<int, int|null>} End tag by opening tag; parent by opening
 *                                                              tag and by `script` (whole, with its content).
 */
function pair_tags( array $tags ): array {
	$end_of = array();
	$parent = array();
	$open   = array();
	foreach ( $tags as $i => [, , $name, $closing] ) {
		if ( 'script:raw' === $name ) {
			$parent[ $i ] = $open ? end( $open ) : null;
		}
		if ( str_ends_with( $name, ':raw' ) || in_array( $name, VOID_TAGS, true ) ) {
			continue;
		}
		if ( ! $closing ) {
			$parent[ $i ] = $open ? end( $open ) : null;
			$open[]       = $i;
			continue;
		}
		for ( $depth = count( $open ) - 1; $depth >= 0; $depth-- ) {
			if ( $tags[ $open[ $depth ] ][2] === $name ) {
				$end_of[ $open[ $depth ] ] = $i;
				array_splice( $open, $depth );
				break;
			}
		}
	}
	return array( $end_of, $parent );
}

/**
 * The tags to swap for stand-ins (index => true): each `ib-*` element on lines of its own (from
 * its opening tag to its end tag), and inside one, each child that is not a block to wpautop
 * already and stands on its own lines or names a `slot` (`<button slot="tab">`), and each
 * `script` child whole (JSON data, which wpautop would split at a blank line).
 *
 * @param string $text The text.
 * @param array  $tags Its tags (html_tags()).
 * @return array<int, true>
 */
function tags_to_swap( string $text, array $tags ): array {
	[$end_of, $parent] = pair_tags( $tags );
	$swapped           = array();
	$last              = count( $tags ) - 1;
	foreach ( $parent as $i => $parent_index ) {
		[$offset, , $name, , $attributes] = $tags[ $i ];
		$end         = $end_of[ $i ] ?? $i;
		$gap_start   = $i > 0 ? $tags[ $i - 1 ][0] + $tags[ $i - 1 ][1] : 0;
		$after_start = $tags[ $end ][0] + $tags[ $end ][1];
		$after_stop  = $end < $last ? $tags[ $end + 1 ][0] : strlen( $text );
		$next        = $tags[ $end + 1 ] ?? null;
		$alone       = stands_apart( substr( $text, $gap_start, $offset - $gap_start ), true, is_block_boundary( $tags[ $i - 1 ] ?? null, true, isset( $swapped[ $i - 1 ] ) ) )
			&& stands_apart( substr( $text, $after_start, $after_stop - $after_start ), false, is_block_boundary( $next, false, false ) || str_starts_with( $next[2] ?? '', 'ib-' ) );
		if ( str_starts_with( $name, 'ib-' ) ) {
			$swap = $alone;
		} else {
			$in_element = null !== $parent_index && isset( $swapped[ $parent_index ] ) && str_starts_with( $tags[ $parent_index ][2], 'ib-' );
			$swap       = $in_element && ( 'script:raw' === $name || ( ! in_array( $name, AUTOP_BLOCK_TAGS, true ) && ( $alone || preg_match( '~(?:^|\s)slot\s*=~i', $attributes ) ) ) );
		}
		if ( $swap ) {
			$swapped[ $i ] = true;
			if ( isset( $end_of[ $i ] ) ) {
				$swapped[ $end_of[ $i ] ] = true;
			}
		}
	}
	return $swapped;
}

/**
 * Swaps the `ib-*` elements that stand on their own lines, and their children that stand on their
 * own or name a slot, for a block tag wpautop knows. Runs just before `wpautop`.
 *
 * @param mixed $text Filtered text.
 * @return mixed
 */
function protect_elements_from_autop( $text ) {
	static $protected = 0;
	if ( ! is_string( $text ) || false === stripos( $text, '<ib-' ) || false === has_filter( current_filter(), 'wpautop' ) ) {
		return $text;
	}
	// A tag the text does not use, so that every one of them after wpautop is a stand-in.
	$unused   = array_filter( AUTOP_STAND_INS, static fn( $tag ) => ! preg_match( '~</?' . $tag . '\b~i', $text ) );
	$stand_in = reset( $unused );
	$tags     = html_tags( $text );
	$swapped  = false === $stand_in ? array() : tags_to_swap( $text, $tags );
	if ( ! $swapped ) {
		return $text;
	}
	$key = 'ib' . ( ++$protected );
	ksort( $swapped );
	$openings = array();
	$closings = array();
	$out      = '';
	$copied   = 0;
	foreach ( array_keys( $swapped ) as $i ) {
		[$offset, $length, $name, $closing] = $tags[ $i ];
		$original = substr( $text, $offset, $length );
		$out     .= substr( $text, $copied, $offset - $copied );
		$copied   = $offset + $length;
		if ( $closing ) {
			$closings[] = $original;
			$out       .= "</{$stand_in}>";
			continue;
		}
		$openings[ $i ] = $original;
		$out           .= "<{$stand_in} data-ib-autop=\"{$key}-{$i}\">";
		if ( 'script:raw' === $name ) {
			// A whole script: an empty stand-in, whose end tag restores to nothing.
			$closings[] = '';
			$out       .= "</{$stand_in}>";
		}
	}
	autop_stash( $key, array( $stand_in, $openings, $closings ) );
	return $out . substr( $text, $copied );
}

/**
 * What protect_elements_from_autop() swapped, by key, for the restore just after wpautop.
 *
 * @param string     $key   Key of one protected text.
 * @param array|null $entry The entry to keep, or null to take one out.
 * @return array|null
 */
function autop_stash( string $key, ?array $entry = null ): ?array {
	static $stash = array();
	if ( null !== $entry ) {
		$stash[ $key ] = $entry;
		return null;
	}
	$found = $stash[ $key ] ?? null;
	unset( $stash[ $key ] );
	return $found;
}

/**
 * Puts the original tags back after `wpautop`, closing a paragraph wpautop left open before an
 * element's end tag (an `ib-*` end tag cannot close a `<p>` in the browser, `</div>` can).
 *
 * @param mixed $text Filtered text.
 * @return mixed
 */
function restore_elements_after_autop( $text ) {
	if ( ! is_string( $text ) || ! preg_match( '~<(?:' . implode( '|', AUTOP_STAND_INS ) . ') data-ib-autop="(ib\d+)-\d+">~', $text, $first ) ) {
		return $text;
	}
	$entry = autop_stash( $first[1] );
	if ( null === $entry ) {
		return $text;
	}
	[$stand_in, $openings, $closings] = $entry;
	$boundaries = '~<' . $stand_in . ' data-ib-autop="' . $first[1] . '-(\d+)">|(?:<br />\s*)?</' . $stand_in . '>|<p\b[^>]*>|</p>|</?(?:' . implode( '|', AUTOP_BLOCK_TAGS ) . ')\b[^>]*>~';
	$paragraph  = false;
	$closed     = 0;
	$after_open = false;
	return preg_replace_callback(
		$boundaries,
		static function ( array $match ) use ( $stand_in, $openings, $closings, &$paragraph, &$closed, &$after_open ): string {
			$tag        = $match[0];
			$was_open   = $after_open;
			$after_open = false;
			if ( isset( $match[1] ) && '' !== $match[1] ) {
				$paragraph  = false;
				$after_open = true;
				return $openings[ (int) $match[1] ] ?? $tag;
			}
			if ( str_ends_with( $tag, "</{$stand_in}>" ) ) {
				$close     = $paragraph ? '</p>' : '';
				$paragraph = false;
				return $close . ( $closings[ $closed++ ] ?? $tag );
			}
			if ( '</p>' === $tag ) {
				// wpautop's `<p>` before the stand-in was dropped, its `</p>` after the text was not.
				$stray     = ! $paragraph && $was_open;
				$paragraph = false;
				return $stray ? '' : $tag;
			}
			$paragraph = (bool) preg_match( '~^<p\b~', $tag );
			return $tag;
		},
		$text
	);
}
