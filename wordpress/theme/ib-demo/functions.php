<?php
/**
 * The demo theme's setup: title tag, the demo's stylesheet, the `product` type of the demo corpus,
 * and the corpus's languages for the search (stored as post meta: the demo runs no Polylang).
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'after_setup_theme',
	static function () {
		add_theme_support( 'title-tag' );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_style( 'ib-demo-site', get_theme_file_uri( 'site.css' ), array(), '0.2.0' );
	}
);

add_action(
	'init',
	static function () {
		register_post_type(
			'product',
			array(
				'labels'       => array(
					'name'          => 'Products',
					'singular_name' => 'Product',
				),
				'public'       => true,
				'show_in_rest' => true,
				'supports'     => array( 'title', 'editor', 'excerpt' ),
			)
		);
	}
);

// The top bar shows the logged-in WordPress user (the plugin's user lookup).
if ( function_exists( 'IbBlocks\\wordpress_user_auth' ) ) {
	add_filter( 'ib_blocks_page_data_auth', 'IbBlocks\\wordpress_user_auth' );
}

/**
 * The demo corpus keeps each post's language in the `ib_language` meta: the search filters on it
 * through the plugin's `ib_blocks_search_language` filter (a site with Polylang or WPML needs none).
 */
add_filter(
	'ib_blocks_search_language',
	static function ( array $args, string $lang ): array {
		$args['meta_query'] = array(
			array(
				'key'   => 'ib_language',
				'value' => strtok( $lang, '-' ),
			),
		);
		return $args;
	},
	10,
	2
);

/**
 * The language of the current post for the page data (the plugin reads the site language otherwise).
 */
add_filter(
	'ib_blocks_page_data',
	static function ( array $data, $post ): array {
		$lang = $post ? get_post_meta( $post->ID, 'ib_language', true ) : '';
		if ( is_string( $lang ) && '' !== $lang ) {
			$data['analytics']['siteMeta']['language'] = $lang;
		}
		return $data;
	},
	10,
	2
);

/**
 * The navbar's dropdowns: title => group => label => URL, from the content types the site has.
 *
 * @return array<string, array<string, array<string, string>>>
 */
function ib_demo_menu(): array {
	$archives = static function ( array $types ): array {
		$links = array();
		foreach ( $types as $type ) {
			$object = get_post_type_object( $type );
			$link   = get_post_type_archive_link( $type );
			if ( $object && $link ) {
				$links[ $object->labels->name ] = $link;
			}
		}
		return $links;
	};
	return array(
		__( 'Resources', 'ib-demo' ) => array(
			__( 'Learn', 'ib-demo' )   => $archives( array( 'post', 'guides', 'glossary', 'faq' ) ),
			__( 'Stories', 'ib-demo' ) => $archives( array( 'customer', 'analyst-reports', 'downloads' ) ),
		),
		__( 'Events', 'ib-demo' )    => array(
			__( 'Join us', 'ib-demo' ) => $archives( array( 'events', 'webinars', 'podcast' ) ),
		),
		__( 'Company', 'ib-demo' )   => array(
			__( 'News', 'ib-demo' ) => $archives( array( 'news', 'product-updates', 'scaleup-and-up' ) ),
		),
	);
}
