<?php
/**
 * Sets up the local WordPress of scripts/wordpress/stack.mjs, run with WordPress loaded and
 * `$ib_input` holding `{ corpus, author, theme }`: activates the plugin and the demo theme, adds an
 * author (no `unfiltered_html`), seeds the demo corpus (the Node demo's documents, with their
 * language as `ib_language` meta) and the demo pages.
 *
 * @package IbBlocks
 */

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$ib_result = activate_plugin( 'ib-blocks/ib-blocks.php' );
if ( is_wp_error( $ib_result ) ) {
	fwrite( STDERR, $ib_result->get_error_message() );
	exit( 1 );
}
switch_theme( $ib_input['theme'] );
update_option( 'permalink_structure', '' );
update_option( 'blogname', 'Chorus' );

wp_insert_user(
	array(
		'user_login'   => $ib_input['author']['user'],
		'user_pass'    => $ib_input['author']['password'],
		'user_email'   => 'author@example.test',
		'display_name' => 'Ana Author',
		'role'         => 'author',
	)
);

// The plugin's types register on `init`, which ran before the plugin was active in this process.
IbBlocks\register_resource_post_types();
register_post_type( 'product', array( 'public' => true ) );

$ib_admin = get_user_by( 'login', 'admin' );
wp_set_current_user( $ib_admin->ID );
foreach ( $ib_input['corpus'] as $ib_document ) {
	$ib_text = static fn( string $html ): string => html_entity_decode( $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$ib_id   = wp_insert_post(
		array(
			'post_type'    => $ib_document['post_type'],
			'post_status'  => 'publish',
			'post_title'   => wp_slash( $ib_text( $ib_document['title'] ) ),
			'post_excerpt' => wp_slash( $ib_text( $ib_document['excerpt'] ) ),
			'post_content' => wp_slash( '<p>' . esc_html( $ib_text( $ib_document['excerpt'] ) ) . '</p>' ),
			'post_date'    => $ib_document['date'] . ' 10:00:00',
			'post_author'  => $ib_admin->ID,
			'meta_input'   => array( 'ib_language' => $ib_document['lang'] ),
		),
		true
	);
	if ( is_wp_error( $ib_id ) ) {
		fwrite( STDERR, $ib_id->get_error_message() );
		exit( 1 );
	}
}

$ib_html = static fn( string $markup ): string => "<!-- wp:html -->\n{$markup}\n<!-- /wp:html -->";
$ib_home = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'One platform, every channel',
		'post_name'    => 'home',
		'post_content' => $ib_html(
			'<ib-tabs label="Channels">
  <button slot="tab">SMS</button>
  <section slot="panel" id="sms"><p>Reach every phone on the planet.</p></section>
  <button slot="tab">WhatsApp</button>
  <section slot="panel" id="whatsapp"><p>Talk to customers where they already are.</p></section>
</ib-tabs>
<h2 id="faq">Questions</h2>
<ib-accordion close-others>
  <details><summary>What does it cost?</summary><p>Pricing depends on the channels and the volume you send.</p></details>
  <details><summary>Can I try it first?</summary><p>Yes: a free trial account comes with test credit.</p></details>
</ib-accordion>'
		),
	)
);
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $ib_home );

wp_insert_post(
	array(
		'post_type'    => 'post',
		'post_status'  => 'publish',
		'post_name'    => 'send-your-first-message',
		'post_title'   => 'Send your first message',
		'post_excerpt' => 'From an API key to a delivered SMS in three steps, in the language you write.',
		'post_date'    => '2026-11-20 10:00:00',
		'post_content' => $ib_html(
			'<h2 id="key">Get an API key</h2>
<p>Create a key in the portal and keep it out of your repository.</p>
<h2 id="send">Send the message</h2>
<ib-code-block variable="message">
  <pre data-language="javascript" data-title="Node.js"><code>{ to: "41793026727", text: "Hello" }</code></pre>
  <pre data-language="python" data-title="Python"><code>{"to": "41793026727", "text": "Hello"}</code></pre>
</ib-code-block>
<h2 id="report">Read the delivery report</h2>
<p>Every message reports back whether it arrived.</p>'
		),
		'meta_input'   => array( 'ib_language' => 'en' ),
	)
);

$ib_plain = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => 'plain',
		'post_title'   => 'A page without blocks',
		'post_content' => '<p>Nothing here asks for ib-blocks.</p>',
	)
);
update_post_meta( $ib_plain, '_wp_page_template', 'template-plain.php' );
echo wp_json_encode(
	array(
		'home'  => $ib_home,
		'plain' => $ib_plain,
	)
);
