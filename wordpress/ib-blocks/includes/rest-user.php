<?php
/**
 * The user lookup of ib-top-bar, answered by WordPress: `GET {restBase}ib-blocks/v1/experience/1/user`
 * -> `{ username }` of the user the visitor's login cookie names, 401 otherwise. A site opts in by
 * adding `IbBlocks\wordpress_user_auth` to the `ib_blocks_page_data_auth` filter, which points the
 * top bar at this route.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'IbBlocks\register_user_route' );

/**
 * Registers the route.
 */
function register_user_route(): void {
	register_rest_route(
		'ib-blocks/v1',
		'/experience/1/user',
		array(
			'methods'             => 'GET',
			'callback'            => 'IbBlocks\current_user_name',
			'permission_callback' => '__return_true',
			'args'                => array(),
		)
	);
}

/**
 * The display name of the logged-in visitor. The top bar asks without a REST nonce (it is the
 * portal's contract), so the login cookie is read directly; the name is answered to the site's
 * own pages only: a request from another origin gets nothing, whatever CORS headers say.
 *
 * @param \WP_REST_Request $request The request.
 */
function current_user_name( \WP_REST_Request $request ): \WP_REST_Response {
	$origin   = $request->get_header( 'origin' );
	$own      = wp_parse_url( home_url() );
	$own      = $own['scheme'] . '://' . $own['host'] . ( isset( $own['port'] ) ? ':' . $own['port'] : '' );
	$user_id  = ( null === $origin || $origin === $own ) ? (int) wp_validate_auth_cookie( '', 'logged_in' ) : 0;
	$user     = $user_id ? get_userdata( $user_id ) : false;
	$response = $user ? new \WP_REST_Response( array( 'username' => $user->display_name ) ) : new \WP_REST_Response( (object) array(), 401 );
	$response->header( 'Cache-Control', 'private, no-store' );
	return $response;
}

/**
 * Page-data auth fields that make ib-top-bar show the logged-in WordPress user: for
 * `add_filter( 'ib_blocks_page_data_auth', 'IbBlocks\wordpress_user_auth' )`.
 */
function wordpress_user_auth(): array {
	return array(
		'state'         => is_user_logged_in() ? 'loggedIn' : 'loggedOut',
		'helperEnabled' => true,
		'endpoint'      => untrailingslashit( rest_url( 'ib-blocks/v1' ) ),
	);
}
