<?php
/**
 * The opt-in faster search (Settings → ib-blocks, "Full-text search"): a MariaDB/MySQL FULLTEXT
 * index on the posts' title, excerpt and content, created when the setting is switched on and
 * dropped when it is switched off. With it, the search endpoint's database query matches every
 * word through the index (instead of `LIKE '%word%'` over every row) and orders by relevance;
 * the answer keeps its fields and totals. ElasticPress still answers first: it replaces the
 * query before any SQL runs, so this only serves queries that reach the database
 * (docs/wordpress.md, "How search scales").
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const FULLTEXT_INDEX = 'ib_blocks_search';

/** The query var that asks for the index; `ib_blocks_search_query_args` may set it to false. */
const FULLTEXT_QUERY_VAR = 'ib_blocks_fulltext';

add_action( 'update_option_' . OPTION, 'IbBlocks\sync_fulltext_index', 10, 2 );
add_action( 'add_option_' . OPTION, static fn( $name, $value ) => sync_fulltext_index( array(), $value ), 10, 2 );
add_filter( 'posts_search', 'IbBlocks\fulltext_where', 10, 2 );
add_filter( 'posts_search_orderby', 'IbBlocks\fulltext_orderby', 10, 2 );

/**
 * Creates or drops the index when the setting changes.
 *
 * @param mixed $old   The previous option.
 * @param mixed $value The new option.
 */
function sync_fulltext_index( $old, $value ): void {
	$on = sanitize_settings( $value )['fulltext_search'];
	if ( $on !== fulltext_index_exists() ) {
		global $wpdb;
		// Building the index reads the whole table (minutes on a large site): a request that ended
		// at PHP's time limit would drop the connection, and MariaDB would undo the index with it.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		ignore_user_abort( true );
		// Index and table names are constants and WordPress's own prefix: nothing to escape.
		$wpdb->query( $on ? "ALTER TABLE {$wpdb->posts} ADD FULLTEXT INDEX " . FULLTEXT_INDEX . ' (post_title, post_excerpt, post_content)' : "ALTER TABLE {$wpdb->posts} DROP INDEX " . FULLTEXT_INDEX ); // phpcs:ignore WordPress.DB
	}
}

/**
 * Whether the posts table has the index.
 */
function fulltext_index_exists(): bool {
	global $wpdb;
	return (bool) $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM {$wpdb->posts} WHERE Key_name = %s", FULLTEXT_INDEX ) ); // phpcs:ignore WordPress.DB
}

/**
 * The search words as a boolean-mode expression that requires each of them (as WordPress's own
 * search does), or '' when none is long enough for the index (then WordPress searches).
 *
 * @param string $search The `s` of the query.
 */
function fulltext_expression( string $search ): string {
	$words = preg_split( '/[^\p{L}\p{N}_]+/u', $search, -1, PREG_SPLIT_NO_EMPTY ) ?: array();
	// InnoDB indexes words of 3 characters and more (innodb_ft_min_token_size).
	$words = array_filter( $words, static fn( $word ) => mb_strlen( $word ) >= 3 );
	return implode( ' ', array_map( static fn( $word ) => '+' . $word, array_unique( $words ) ) );
}

/**
 * The MATCH … AGAINST clause for a query that asked for the index, or null.
 *
 * @param \WP_Query $query The query.
 */
function fulltext_match( \WP_Query $query ): ?string {
	if ( ! $query->get( FULLTEXT_QUERY_VAR ) ) {
		return null;
	}
	$expression = fulltext_expression( (string) $query->get( 's' ) );
	if ( '' === $expression ) {
		return null;
	}
	global $wpdb;
	return $wpdb->prepare( "MATCH ({$wpdb->posts}.post_title, {$wpdb->posts}.post_excerpt, {$wpdb->posts}.post_content) AGAINST (%s IN BOOLEAN MODE)", $expression ); // phpcs:ignore WordPress.DB
}

/**
 * Replaces WordPress's `LIKE` search with the index.
 *
 * @param string    $search The search part of WHERE.
 * @param \WP_Query $query  The query.
 */
function fulltext_where( $search, $query ) {
	$match = fulltext_match( $query );
	if ( null === $match ) {
		return $search;
	}
	global $wpdb;
	// WordPress's own search hides password-protected posts from visitors: so does this one.
	return " AND {$match}" . ( is_user_logged_in() ? '' : " AND ({$wpdb->posts}.post_password = '')" );
}

/**
 * Orders by the index's relevance, newest first among equals.
 *
 * @param string    $orderby The search ORDER BY.
 * @param \WP_Query $query   The query.
 */
function fulltext_orderby( $orderby, $query ) {
	$match = fulltext_match( $query );
	global $wpdb;
	return null === $match ? $orderby : "{$match} DESC, {$wpdb->posts}.post_date DESC";
}
