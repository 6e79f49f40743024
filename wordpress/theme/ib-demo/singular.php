<?php
/**
 * A post or page: the content, with a table of contents (ib-toc) beside it from 1024 px when it
 * has headings (the Node demo's article layout).
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
get_header();
while ( have_posts() ) :
	the_post();
	$ib_demo_content = apply_filters( 'the_content', get_the_content() );
	$ib_demo_has_toc = (bool) preg_match( '/<h2\b/i', $ib_demo_content );
	?>
	<div class="page-head"><div class="container"><h1><?php the_title(); ?></h1></div></div>
	<div class="section">
		<div class="container prose<?php echo $ib_demo_has_toc ? ' article-page' : ''; ?>">
			<?php if ( $ib_demo_has_toc ) : ?>
				<div class="demo-box article-toc"><ib-toc for="post" label="<?php esc_attr_e( 'On this page', 'ib-demo' ); ?>"></ib-toc></div>
			<?php endif; ?>
			<article id="post">
				<?php echo $ib_demo_content; // phpcs:ignore WordPress.Security.EscapeOutput -- the_content's output. ?>
			</article>
		</div>
	</div>
	<?php
endwhile;
get_footer();
