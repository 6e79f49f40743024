<?php
/**
 * Settings → ib-blocks: asset base URL (a CDN copy of `dist/`), tokens.css, the resource post
 * types, and the internal IP ranges of the traffic-type endpoint.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'IbBlocks\register_settings' );
add_action( 'admin_menu', 'IbBlocks\add_settings_page' );

/**
 * Registers the option with its sanitiser.
 */
function register_settings(): void {
	register_setting(
		'ib_blocks',
		OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'IbBlocks\sanitize_settings',
			'default'           => default_settings(),
		)
	);
}

/**
 * Adds the page under Settings.
 */
function add_settings_page(): void {
	add_options_page( 'ib-blocks', 'ib-blocks', 'manage_options', 'ib-blocks', 'IbBlocks\render_settings_page' );
}

/**
 * Prints the settings form.
 */
function render_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$values = settings();
	$name   = static fn( string $key ): string => OPTION . "[{$key}]";
	?>
	<div class="wrap">
		<h1><?php echo esc_html__( 'ib-blocks', 'ib-blocks' ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( 'ib_blocks' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="ib-asset-base"><?php esc_html_e( 'Asset base URL', 'ib-blocks' ); ?></label></th>
					<td>
						<input type="url" class="regular-text code" id="ib-asset-base" name="<?php echo esc_attr( $name( 'asset_base' ) ); ?>" value="<?php echo esc_attr( $values['asset_base'] ); ?>" placeholder="<?php echo esc_attr( plugins_url( 'dist/', PLUGIN_FILE ) ); ?>">
						<p class="description"><?php esc_html_e( 'A CDN copy of the library\'s dist/ folder. Empty: the copy inside this plugin.', 'ib-blocks' ); ?></p>
					</td>
				</tr>
				<?php
				checkbox_row( 'load_tokens', __( 'Design tokens', 'ib-blocks' ), __( 'Load themes/tokens.css (turn off when the theme defines the --ib-* tokens)', 'ib-blocks' ), $values );
				checkbox_row( 'register_post_types', __( 'Content types', 'ib-blocks' ), __( 'Register the resource post types the search knows (those the site already has are left alone)', 'ib-blocks' ), $values );
				checkbox_row( 'fulltext_search', __( 'Full-text search', 'ib-blocks' ), __( 'Answer the search from a FULLTEXT index on the posts table, ordered by relevance (faster on large sites; the index is created on save and dropped when switched off; ElasticPress still answers first when active)', 'ib-blocks' ), $values );
				?>
				<tr>
					<th scope="row"><label for="ib-internal-ranges"><?php esc_html_e( 'Internal IP ranges', 'ib-blocks' ); ?></label></th>
					<td>
						<textarea class="large-text code" rows="4" id="ib-internal-ranges" name="<?php echo esc_attr( $name( 'internal_ip_ranges' ) ); ?>"><?php echo esc_textarea( $values['internal_ip_ranges'] ); ?></textarea>
						<p class="description"><?php esc_html_e( 'One address or CIDR range per line (IPv4 or IPv6). Visitors from these are flagged as internal traffic.', 'ib-blocks' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/**
 * One on/off setting as a table row. The hidden field sends 0 when the box is unchecked (an
 * unchecked box sends nothing, which would read as "keep the default").
 *
 * @param string $key    Setting key.
 * @param string $title  Row heading.
 * @param string $label  Checkbox label.
 * @param array  $values Current settings.
 */
function checkbox_row( string $key, string $title, string $label, array $values ): void {
	$name = OPTION . "[{$key}]";
	?>
	<tr>
		<th scope="row"><?php echo esc_html( $title ); ?></th>
		<td>
			<input type="hidden" name="<?php echo esc_attr( $name ); ?>" value="0">
			<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>" value="1" <?php checked( $values[ $key ] ); ?>> <?php echo esc_html( $label ); ?></label>
		</td>
	</tr>
	<?php
}
