<?php
/**
 * The resource post types the search blocks know (`customer`, `product-updates`, …), registered
 * unless the site already has them or the setting is off. `post` is WordPress's own.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/**
 * Post type => [singular label, plural label, URL base].
 *
 * @return array<string, array{0: string, 1: string, 2: string}>
 */
function resource_post_types(): array {
	return array(
		'customer'        => array( 'Customer story', 'Customer stories', 'customer-stories' ),
		'product-updates' => array( 'Product update', 'Product updates', 'product-updates' ),
		'downloads'       => array( 'Download', 'Downloads', 'downloads' ),
		'guides'          => array( 'Guide', 'Guides', 'guides' ),
		'scaleup-and-up'  => array( 'ScaleUp and Up', 'ScaleUp and Up', 'scaleup-and-up' ),
		'news'            => array( 'News', 'News', 'news' ),
		'glossary'        => array( 'Glossary', 'Glossary', 'glossary' ),
		'events'          => array( 'Event', 'Events', 'events' ),
		'faq'             => array( 'FAQ', 'FAQs', 'faq' ),
		'podcast'         => array( 'Podcast', 'Podcasts', 'podcast' ),
		'analyst-reports' => array( 'Analyst report', 'Analyst reports', 'analyst-reports' ),
		'webinars'        => array( 'Webinar', 'Webinars', 'webinars' ),
	);
}

// Late on init: a theme or plugin that registers one of these types first keeps its own.
add_action( 'init', 'IbBlocks\register_resource_post_types', 99 );

/**
 * Registers each resource type the site does not have yet.
 */
function register_resource_post_types(): void {
	if ( ! settings()['register_post_types'] ) {
		return;
	}
	foreach ( resource_post_types() as $type => [ $singular, $plural, $slug ] ) {
		if ( post_type_exists( $type ) ) {
			continue;
		}
		register_post_type(
			$type,
			array(
				'labels'       => array(
					'name'          => $plural,
					'singular_name' => $singular,
				),
				'public'       => true,
				'has_archive'  => true,
				'show_in_rest' => true,
				'rewrite'      => array( 'slug' => $slug ),
				'supports'     => array( 'title', 'editor', 'excerpt', 'author', 'thumbnail', 'revisions' ),
			)
		);
	}
}
