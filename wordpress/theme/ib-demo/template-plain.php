<?php
/**
 * Template Name: Plain (no blocks)
 *
 * A page without any ib-* tag: the plugin adds nothing to its head.
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
get_template_part( 'document-start' );
?>
<main id="main" class="container">
	<?php
	while ( have_posts() ) :
		the_post();
		?>
		<h1><?php the_title(); ?></h1>
		<?php the_content(); ?>
	<?php endwhile; ?>
</main>
<?php wp_footer(); ?>
</body>
</html>
