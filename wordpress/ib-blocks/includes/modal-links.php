<?php
/**
 * Keeps the links that open a modal (`<a href=":modal-contact:">`, elements/modal/README.md) in
 * what authors write. kses checks the scheme of every address, the part before its first colon,
 * against the allowed protocols: `:modal-contact:` has an empty one, so kses dropped the colon,
 * then found the scheme `modal-contact` and emptied the link.
 *
 * Allowing the empty scheme keeps these links and adds nothing a browser could run: an address
 * that starts with a colon has no scheme at all (it is a relative path), and every other scheme,
 * `javascript:` among them, is checked as before.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

add_filter( 'kses_allowed_protocols', 'IbBlocks\allow_modal_links' );

/**
 * Adds the empty scheme, the one of `:modal-{id}:` links.
 *
 * @param string[] $protocols Allowed protocols.
 */
function allow_modal_links( $protocols ) {
	$protocols   = (array) $protocols;
	$protocols[] = '';
	return $protocols;
}
