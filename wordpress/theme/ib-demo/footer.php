<?php
/**
 * The site footer: sections that fold into an accordion on phones (ib-footer).
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
$ib_demo_sections = array(
	__( 'Resources', 'ib-demo' ) => array( 'post', 'customer', 'guides', 'glossary' ),
	__( 'Events', 'ib-demo' )    => array( 'events', 'webinars', 'podcast' ),
	__( 'Company', 'ib-demo' )   => array( 'news', 'product-updates', 'analyst-reports' ),
);
?>
</main>
<footer class="site-footer" id="site-footer">
	<div class="container">
		<nav aria-label="<?php esc_attr_e( 'Footer', 'ib-demo' ); ?>">
			<ib-footer class="footer-sections">
				<?php foreach ( $ib_demo_sections as $ib_demo_heading => $ib_demo_types ) : ?>
					<section>
						<h2><?php echo esc_html( $ib_demo_heading ); ?></h2>
						<ul>
							<?php
							foreach ( $ib_demo_types as $ib_demo_type ) :
								$ib_demo_object = get_post_type_object( $ib_demo_type );
								$ib_demo_link   = get_post_type_archive_link( $ib_demo_type );
								if ( ! $ib_demo_object || ! $ib_demo_link ) {
									continue;
								}
								?>
								<li><a href="<?php echo esc_url( $ib_demo_link ); ?>"><?php echo esc_html( $ib_demo_object->labels->name ); ?></a></li>
							<?php endforeach; ?>
						</ul>
					</section>
				<?php endforeach; ?>
			</ib-footer>
		</nav>
		<div class="footer-bottom">
			<p>© 2026 Chorus Communications (a fictional company) · ib-blocks on WordPress</p>
		</div>
	</div>
</footer>
<?php wp_footer(); ?>
</body>
</html>
