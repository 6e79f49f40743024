<?php
/**
 * `GET {restBase}infobip/v1/traffic-type` -> `{ internal: boolean }`: whether the visitor's address
 * lies in the internal ranges of the settings (and the `ib_blocks_internal_ip_ranges` filter).
 * ib-analytics asks once per browser and flags internal traffic in the dataLayer.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;


add_action( 'rest_api_init', 'IbBlocks\register_traffic_type_route' );

/**
 * Registers the route.
 */
function register_traffic_type_route(): void {
	register_rest_route(
		'infobip/v1',
		'/traffic-type',
		array(
			'methods'             => 'GET',
			'callback'            => 'IbBlocks\traffic_type',
			'permission_callback' => '__return_true',
			'args'                => array(),
		)
	);
}

/**
 * The answer for the requesting address. Only REMOTE_ADDR is trusted: a site behind a proxy maps
 * the forwarded address with the `ib_blocks_client_ip` filter.
 */
function traffic_type(): \WP_REST_Response {
	$ip = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	/**
	 * Filters the address the traffic type is decided for (behind a trusted proxy: the forwarded one).
	 *
	 * @param string $ip REMOTE_ADDR.
	 */
	$ip     = (string) apply_filters( 'ib_blocks_client_ip', $ip );
	$ranges = array_filter( explode( "\n", settings()['internal_ip_ranges'] ) );
	/**
	 * Filters the internal ranges (CIDR, IPv4 and IPv6), e.g. to add an office network from code.
	 *
	 * @param string[] $ranges From the settings.
	 */
	$ranges   = (array) apply_filters( 'ib_blocks_internal_ip_ranges', $ranges );
	$response = new \WP_REST_Response( array( 'internal' => ip_in_ranges( $ip, $ranges ) ) );
	// The answer depends on the visitor: never from a shared cache.
	$response->header( 'Cache-Control', 'private, no-store' );
	return $response;
}
