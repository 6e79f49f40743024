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
