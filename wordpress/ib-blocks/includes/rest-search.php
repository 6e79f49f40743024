<?php
/**
 * `POST|GET {restBase}infobip2024/v1/search`: the site search the ib-search blocks call.
 * Request: `s`, `lang`, `post_type` (`any`, one type, a list or a comma-separated string),
 * `per_page` (default 20, at most 100), `page`; other fields are ignored. Answer:
 * `{ results: [{ date, title, url, post_type_label, excerpt }], totalPages, total }` over a
 * `WP_Query` of published posts of public post types.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const SEARCH_MAX_QUERY_LENGTH = 200;

/** More names than any site has public post types: a longer list is refused before any query. */
const SEARCH_MAX_POST_TYPES = 100;

add_action( 'rest_api_init', 'IbBlocks\register_search_route' );

/**
 * Registers the route with its validated and sanitised parameters.
 */
function register_search_route(): void {
	register_rest_route(
		'infobip2024/v1',
		'/search',
		array(
			'methods'             => array( 'GET', 'POST' ),
			'callback'            => 'IbBlocks\search',
			'permission_callback' => '__return_true',
			'args'                => array(
				's'         => array(
					'type'              => 'string',
					'default'           => '',
					'maxLength'         => SEARCH_MAX_QUERY_LENGTH,
					'validate_callback' => 'IbBlocks\validate_search_words',
					'description'       => 'The words searched for (UTF-8).',
				),
				'lang'      => array(
					'type'        => 'string',
					'default'     => '',
					'pattern'     => '^$|^all$|^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$',
					'description' => 'Language (BCP 47, `en`, `pt-br`); `all` or empty for every language.',
				),
				'post_type' => array(
					'default'           => 'any',
					'validate_callback' => 'IbBlocks\validate_post_type_param',
					'description'       => '`any`, a post type, a list, or a comma-separated string.',
				),
				'per_page'  => array(
					'type'    => 'integer',
					'default' => 20,
					'minimum' => 1,
					'maximum' => 100,
				),
				'page'      => array(
					'type'    => 'integer',
					'default' => 1,
					'minimum' => 1,
					'maximum' => 100000,
				),
			),
		)
	);
}

/**
 * `s`: the schema's checks, and valid UTF-8 (invalid bytes would otherwise be dropped by
 * sanitising, and the request searched for everything).
 *
 * @param mixed            $value   The parameter.
 * @param \WP_REST_Request $request The request.
 * @param string           $param   The parameter's name.
 * @return true|\WP_Error
 */
function validate_search_words( $value, \WP_REST_Request $request, string $param ) {
	if ( is_string( $value ) && ! preg_match( '//u', $value ) ) {
		return new \WP_Error( 'rest_invalid_param', 's must be UTF-8 text.', array( 'status' => 400 ) );
	}
	return rest_validate_request_arg( $value, $request, $param );
}

/**
 * `post_type`: a string or a list of strings, nothing else, naming at most SEARCH_MAX_POST_TYPES
 * types in all (a list and comma-separated strings alike).
 *
 * @param mixed $value The parameter.
 * @return true|\WP_Error
 */
function validate_post_type_param( $value ) {
	$list = is_array( $value ) ? $value : array( $value );
	if ( count( $list ) > SEARCH_MAX_POST_TYPES ) {
		return too_many_post_types();
	}
	$names = 0;
	foreach ( $list as $item ) {
		if ( ! is_string( $item ) ) {
			return new \WP_Error( 'rest_invalid_param', 'post_type must be a string or a list of strings.', array( 'status' => 400 ) );
		}
		$names += substr_count( $item, ',' ) + 1;
		if ( $names > SEARCH_MAX_POST_TYPES ) {
			return too_many_post_types();
		}
		// Post type names have at most 20 characters (register_post_type()), plus a comma each.
		if ( strlen( $item ) > SEARCH_MAX_POST_TYPES * 21 ) {
			return new \WP_Error( 'rest_invalid_param', 'post_type is too long.', array( 'status' => 400 ) );
		}
	}
	return true;
}

/**
 * The error for a `post_type` naming more types than any site has.
 */
function too_many_post_types(): \WP_Error {
	return new \WP_Error( 'rest_invalid_param', sprintf( 'post_type may name at most %d types.', SEARCH_MAX_POST_TYPES ), array( 'status' => 400 ) );
}

/**
 * The post types a request names, limited to public ones; `null` for every public type.
 *
 * @param string|string[] $value The `post_type` parameter.
 * @return string[]|null
 */
function requested_post_types( $value ): ?array {
	$names = array();
	foreach ( is_array( $value ) ? $value : array( $value ) as $item ) {
		foreach ( explode( ',', (string) $item ) as $name ) {
			$name = sanitize_key( $name );
			if ( '' !== $name ) {
				$names[] = $name;
			}
		}
	}
	if ( ! $names || in_array( 'any', $names, true ) ) {
		return null;
	}
	return array_values( array_intersect( array_unique( $names ), searchable_post_types() ) );
}

/**
 * Public post types, without attachments.
 *
 * @return string[]
 */
function searchable_post_types(): array {
	return array_values( array_diff( get_post_types( array( 'public' => true ) ), array( 'attachment' ) ) );
}

/**
 * Answers a search.
 *
 * @param \WP_REST_Request $request The request.
 */
function search( \WP_REST_Request $request ): \WP_REST_Response {
	$per_page = (int) $request['per_page'];
	$page     = (int) $request['page'];
	$types    = requested_post_types( $request['post_type'] );
	$lang     = strtolower( str_replace( '_', '-', (string) $request['lang'] ) );
	if ( array() === $types ) {
		return search_response( array(), 0, 0 );
	}
	$args = array(
		's'                   => sanitize_text_field( (string) $request['s'] ),
		'post_type'           => $types ?? searchable_post_types(),
		'post_status'         => 'publish',
		'posts_per_page'      => $per_page,
		'paged'               => $page,
		'ignore_sticky_posts' => true,
		'no_found_rows'       => false,
		// ElasticPress, when active, answers this query from Elasticsearch/OpenSearch.
		'ep_integrate'        => true,
		// Otherwise the opt-in FULLTEXT index does, when it is there (includes/search-fulltext.php).
		FULLTEXT_QUERY_VAR    => settings()['fulltext_search'] && fulltext_index_exists(),
	);
	if ( '' !== $lang && 'all' !== $lang ) {
		$args = language_query_args( $args, $lang );
	}
	/**
	 * Filters the WP_Query arguments of a search (after the language was applied).
	 *
	 * @param array            $args    WP_Query arguments.
	 * @param \WP_REST_Request $request The request.
	 */
	$args  = (array) apply_filters( 'ib_blocks_search_query_args', $args, $request );
	$query = new \WP_Query( $args );
	$items = array_map( 'IbBlocks\search_result', $query->posts );
	$total = (int) $query->found_posts;
	if ( ! $items && $page > 1 ) {
		// A page past the end is empty, but the totals still count the matches (WordPress skips
		// counting when the page finds nothing), so the blocks can offer the last page.
		$total = (int) ( new \WP_Query( array_merge( $args, array( 'paged' => 1, 'posts_per_page' => 1, 'fields' => 'ids' ) ) ) )->found_posts;
		return search_response( array(), $total, (int) ceil( $total / $per_page ) );
	}
	return search_response( $items, $total, (int) $query->max_num_pages );
}

/**
 * Restricts the query to a language through Polylang or WPML when one is active; otherwise the
 * language is ignored (a single-language site), unless the `ib_blocks_search_language` filter says how.
 *
 * @param array  $args WP_Query arguments.
 * @param string $lang Lower-case language tag.
 */
function language_query_args( array $args, string $lang ): array {
	if ( function_exists( 'pll_languages_list' ) ) {
		$slugs = (array) pll_languages_list( array( 'fields' => 'slug' ) );
		$slug  = in_array( $lang, $slugs, true ) ? $lang : strtok( $lang, '-' );
		$args['lang'] = $slug;
	} elseif ( has_filter( 'wpml_current_language' ) ) {
		do_action( 'wpml_switch_language', strtok( $lang, '-' ) );
		$args['suppress_filters'] = false;
	}
	/**
	 * Filters the query arguments for a language, for sites that store languages their own way.
	 *
	 * @param array  $args WP_Query arguments.
	 * @param string $lang Lower-case language tag (`de`, `pt-br`).
	 */
	return (array) apply_filters( 'ib_blocks_search_language', $args, $lang );
}

/**
 * One result as the blocks read it: the title as WordPress renders it (entities allowed, the
 * blocks decode them), the excerpt as plain text.
 *
 * @param \WP_Post $post A found post.
 */
function search_result( \WP_Post $post ): array {
	$type    = get_post_type_object( $post->post_type );
	$excerpt = has_excerpt( $post ) ? $post->post_excerpt : wp_trim_words( strip_shortcodes( $post->post_content ), 30 );
	return array(
		'date'            => get_the_date( 'Y-m-d', $post ),
		'title'           => get_the_title( $post ),
		'url'             => (string) get_permalink( $post ),
		'post_type_label' => $type ? $type->labels->singular_name : $post->post_type,
		'excerpt'         => html_entity_decode( wp_strip_all_tags( $excerpt ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
	);
}

/**
 * The answer, with WordPress's usual total headers.
 *
 * @param array $results   Results of the page.
 * @param int   $total     Matching posts.
 * @param int   $pages     Pages of results.
 */
function search_response( array $results, int $total, int $pages ): \WP_REST_Response {
	$response = new \WP_REST_Response(
		array(
			'results'    => $results,
			'totalPages' => $pages,
			'total'      => $total,
		)
	);
	$response->header( 'X-WP-Total', (string) $total );
	$response->header( 'X-WP-TotalPages', (string) $pages );
	return $response;
}
