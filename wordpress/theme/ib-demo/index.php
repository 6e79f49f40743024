<?php
/**
 * Lists: the blog, archives of each content type.
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
get_header();
?>
<div class="page-head"><div class="container"><h1><?php echo esc_html( is_home() ? get_bloginfo( 'name' ) : wp_strip_all_tags( get_the_archive_title() ) ); ?></h1></div></div>
<div class="container">
	<?php if ( have_posts() ) : ?>
		<ul class="post-list">
			<?php
			while ( have_posts() ) :
				the_post();
				?>
				<li>
					<h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
					<p><?php echo esc_html( get_the_excerpt() ); ?></p>
				</li>
			<?php endwhile; ?>
		</ul>
		<?php the_posts_pagination(); ?>
	<?php else : ?>
		<p><?php esc_html_e( 'Nothing here yet.', 'ib-demo' ); ?></p>
	<?php endif; ?>
</div>
<?php
get_footer();
