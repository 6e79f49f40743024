<?php
/**
 * The page data the blocks read (`<script type="application/json" id="ib-page-data">`), built from
 * the queried object: analytics grouping from the post and its taxonomies, the API bases from
 * `rest_url()` (so plain permalinks work too), the environment, and auth through a filter.
 * Missing values are `(not set)`, as the blocks expect.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

const NOT_SET = '(not set)';

/** The grouping fields read from a taxonomy of the same name when the site has one. */
const GROUPING_TAXONOMIES = array( 'contentSubType', 'intent', 'product', 'industry', 'solution' );

/**
 * The language in the lower-case BCP 47 form the blocks use: `en`, `de`, `pt-br`.
 *
 * @param string $locale A WordPress locale (`de_DE`, `pt_BR`, `en_US`) or language tag.
 */
function language_tag( string $locale ): string {
	$parts = explode( '-', strtolower( str_replace( '_', '-', trim( $locale ) ) ) );
	if ( '' === $parts[0] ) {
		return 'en';
	}
	// The region only where the blocks tell variants apart (pt-br, zh-cn); `de_DE` is `de`.
	$keep_region = in_array( $parts[0], array( 'pt', 'zh' ), true ) && isset( $parts[1] );
	return $keep_region ? "{$parts[0]}-{$parts[1]}" : $parts[0];
}

/**
 * The names of a post's terms in `$taxonomy`, comma-separated, or `(not set)`.
 *
 * @param \WP_Post $post     The post.
 * @param string   $taxonomy A taxonomy name.
 */
function term_names( \WP_Post $post, string $taxonomy ): string {
	if ( ! taxonomy_exists( $taxonomy ) ) {
		return NOT_SET;
	}
	$terms = get_the_terms( $post, $taxonomy );
	if ( ! is_array( $terms ) || ! $terms ) {
		return NOT_SET;
	}
	return implode( ', ', wp_list_pluck( $terms, 'name' ) );
}

/**
 * The page data for the current request.
 */
function page_data(): array {
	$object   = get_queried_object();
	$post     = $object instanceof \WP_Post ? $object : null;
	$language = $post ? get_locale_of_post( $post ) : determine_locale();
	$rest     = rest_url();
	$grouping = array(
		'contentType'    => $post ? $post->post_type : ( is_search() ? 'search' : NOT_SET ),
		'contentSubType' => NOT_SET,
		'intent'         => NOT_SET,
		'product'        => NOT_SET,
		'industry'       => NOT_SET,
		'solution'       => NOT_SET,
		'publishDate'    => $post ? get_the_date( 'Y-m-d', $post ) : NOT_SET,
		'republishDate'  => $post ? get_the_modified_date( 'Y-m-d', $post ) : NOT_SET,
	);
	if ( $post ) {
		foreach ( GROUPING_TAXONOMIES as $field ) {
			/**
			 * Filters which taxonomy a grouping field is read from (`contentSubType`, `intent`,
			 * `product`, `industry`, `solution`); by default the taxonomy of the field's name.
			 *
			 * @param string   $taxonomy Taxonomy name.
			 * @param string   $field    The grouping field.
			 * @param \WP_Post $post     The queried post.
			 */
			$taxonomy           = (string) apply_filters( 'ib_blocks_grouping_taxonomy', strtolower( $field ), $field, $post );
			$grouping[ $field ] = term_names( $post, $taxonomy );
		}
	}
	$author = $post ? get_the_author_meta( 'display_name', (int) $post->post_author ) : '';
	$data   = array(
		'analytics'   => array(
			'siteMeta'        => array(
				'domain'   => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
				'language' => language_tag( $language ),
			),
			'contentGrouping' => $grouping,
			'contentMeta'     => array( 'author' => '' !== $author ? $author : NOT_SET ),
		),
		'apiBase'     => untrailingslashit( $rest ),
		'restBase'    => $rest,
		'environment' => wp_get_environment_type(),
	);
	/**
	 * Filters the auth fields (`state`, `helperEnabled`, `endpoint`); none by default.
	 *
	 * @param array $auth Empty.
	 */
	$auth = apply_filters( 'ib_blocks_page_data_auth', array() );
	if ( is_array( $auth ) && $auth ) {
		$data['auth'] = $auth;
	}
	/**
	 * Filters the whole page data before it is printed.
	 *
	 * @param array         $data The page data.
	 * @param \WP_Post|null $post The queried post, if any.
	 */
	return (array) apply_filters( 'ib_blocks_page_data', $data, $post );
}

/**
 * The post's language: Polylang's or WPML's when one is active, else the site's.
 *
 * @param \WP_Post $post The post.
 */
function get_locale_of_post( \WP_Post $post ): string {
	if ( function_exists( 'pll_get_post_language' ) ) {
		$locale = pll_get_post_language( $post->ID, 'locale' );
		if ( is_string( $locale ) && '' !== $locale ) {
			return $locale;
		}
	}
	$wpml = apply_filters( 'wpml_post_language_details', null, $post->ID );
	if ( is_array( $wpml ) && ! empty( $wpml['locale'] ) ) {
		return (string) $wpml['locale'];
	}
	return determine_locale();
}

/**
 * The page data as the script element the blocks read. `wp_json_encode` with the HEX flags keeps
 * `<`, `>` and `&` out of the script's text, so no value can close the element.
 */
function page_data_script(): string {
	$json = wp_json_encode( page_data(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
	return '<script type="application/json" id="ib-page-data">' . $json . '</script>';
}
