<?php
/**
 * The search results page (`/?s=`): ib-search reads the query from the address and asks the
 * plugin's REST endpoint; what PHP prints is what shows without script.
 *
 * @package IbDemo
 */

defined( 'ABSPATH' ) || exit;
get_header();
$ib_demo_types = array();
foreach ( array( 'post', 'customer', 'guides', 'webinars', 'events', 'news' ) as $ib_demo_type ) {
	$ib_demo_object = get_post_type_object( $ib_demo_type );
	if ( $ib_demo_object ) {
		$ib_demo_types[] = array(
			'value' => $ib_demo_type,
			'label' => $ib_demo_object->labels->name,
		);
	}
}
?>
<div class="page-head"><div class="container"><h1><?php esc_html_e( 'Search', 'ib-demo' ); ?></h1></div></div>
<div class="container">
	<ib-search types="<?php echo esc_attr( wp_json_encode( $ib_demo_types ) ); ?>"></ib-search>
</div>
<?php
get_footer();
