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
get_template_part( 'document-start' );
?>
<a class="skip-link" href="#main"><?php esc_html_e( 'Skip to content', 'ib-demo' ); ?></a>
<header class="site-header" id="site-header">
	<ib-navbar>
		<nav class="site-nav" aria-label="<?php esc_attr_e( 'Main', 'ib-demo' ); ?>">
			<div class="container site-header__inner">
				<a class="brand" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a>
				<button type="button" class="nav-toggle" data-mobile-toggle aria-label="<?php esc_attr_e( 'Menu', 'ib-demo' ); ?>"><?php esc_html_e( 'Menu', 'ib-demo' ); ?></button>
				<div class="nav-menu" data-mobile-menu>
					<ul class="nav-primary">
						<?php foreach ( ib_demo_menu() as $ib_demo_title => $ib_demo_groups ) : ?>
							<li>
								<button type="button" class="nav-trigger" data-dropdown-trigger><?php echo esc_html( $ib_demo_title ); ?></button>
								<div class="nav-dropdown" data-dropdown>
									<?php foreach ( $ib_demo_groups as $ib_demo_group => $ib_demo_links ) : ?>
										<div class="nav-group">
											<p class="nav-group__title"><?php echo esc_html( $ib_demo_group ); ?></p>
											<ul>
												<?php foreach ( $ib_demo_links as $ib_demo_label => $ib_demo_url ) : ?>
													<li><a href="<?php echo esc_url( $ib_demo_url ); ?>"><?php echo esc_html( $ib_demo_label ); ?></a></li>
												<?php endforeach; ?>
											</ul>
										</div>
									<?php endforeach; ?>
								</div>
							</li>
						<?php endforeach; ?>
					</ul>
					<ul class="top-links" data-top-links>
						<li><ib-search-trigger><a href="<?php echo esc_url( $ib_demo_search ); ?>"><?php esc_html_e( 'Search', 'ib-demo' ); ?></a></ib-search-trigger></li>
						<li>
							<ib-top-bar class="account-links">
								<a data-login href="<?php echo esc_url( wp_login_url( home_url( '/' ) ) ); ?>"><?php esc_html_e( 'Log in', 'ib-demo' ); ?></a>
								<span data-username hidden></span>
								<a data-logout href="<?php echo esc_url( wp_logout_url( home_url( '/' ) ) ); ?>" aria-label="<?php esc_attr_e( 'Log out', 'ib-demo' ); ?>" hidden><?php esc_html_e( 'Log out', 'ib-demo' ); ?></a>
							</ib-top-bar>
						</li>
					</ul>
				</div>
			</div>
		</nav>
	</ib-navbar>
</header>
<main id="main">
	<ib-search-popover anchor="site-header" results-url="<?php echo esc_url( home_url( '/' ) ); ?>"></ib-search-popover>
