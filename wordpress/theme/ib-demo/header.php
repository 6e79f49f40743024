<?php
/**
 * The site header: brand, main navigation with the search trigger, and the search popover.
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
$ib_demo_search = add_query_arg(
	array(
		's'         => '',
		'lang'      => 'en',
		'post_type' => 'any',
	),
	home_url( '/' )
);
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link" href="#main"><?php esc_html_e( 'Skip to content', 'ib-demo' ); ?></a>
<header class="site-header" id="site-header">
	<div class="container site-header__inner">
		<a class="brand" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a>
		<nav class="site-nav" aria-label="<?php esc_attr_e( 'Main', 'ib-demo' ); ?>">
			<ul>
				<li><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Home', 'ib-demo' ); ?></a></li>
				<li><a href="<?php echo esc_url( get_post_type_archive_link( 'customer' ) ?: home_url( '/' ) ); ?>"><?php esc_html_e( 'Customer stories', 'ib-demo' ); ?></a></li>
				<li><ib-search-trigger><a href="<?php echo esc_url( $ib_demo_search ); ?>"><?php esc_html_e( 'Search', 'ib-demo' ); ?></a></ib-search-trigger></li>
			</ul>
		</nav>
	</div>
</header>
<main id="main">
	<ib-search-popover anchor="site-header" results-url="<?php echo esc_url( home_url( '/' ) ); ?>"></ib-search-popover>
