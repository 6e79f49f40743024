<?php
/**
 * Block patterns for the common blocks, in a category of their own: each is a Custom HTML block
 * holding the element's documented markup, for authors to fill in.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'IbBlocks\register_patterns' );

/**
 * Pattern slug => [title, markup].
 *
 * @return array<string, array{0: string, 1: string}>
 */
function patterns(): array {
	return array(
		'faq-accordion' => array(
			__( 'FAQ accordion', 'ib-blocks' ),
			'<ib-accordion close-others>
  <details><summary>What does it cost?</summary><p>Pricing depends on the channels and the volume you send.</p></details>
  <details><summary>Can I try it first?</summary><p>Yes: a free trial account comes with test credit.</p></details>
  <details><summary>Where is my data stored?</summary><p>In the data centre of the region you choose.</p></details>
</ib-accordion>',
		),
		'tabs'          => array(
			__( 'Tabs', 'ib-blocks' ),
			'<ib-tabs label="Channels">
  <button slot="tab">SMS</button>
  <section slot="panel" id="sms"><p>Reach every phone on the planet.</p></section>
  <button slot="tab">WhatsApp</button>
  <section slot="panel" id="whatsapp"><p>Talk to customers where they already are.</p></section>
  <button slot="tab">Email</button>
  <section slot="panel" id="email"><p>Inbox, not spam.</p></section>
</ib-tabs>',
		),
		'video'         => array(
			__( 'Video', 'ib-blocks' ),
			'<ib-video src="https://example.com/media/tour.mp4" poster="https://example.com/media/tour.jpg" controls label="Product tour">
  <a href="https://example.com/media/tour.mp4">Watch the product tour</a>
</ib-video>',
		),
		'code-sample'   => array(
			__( 'Code sample', 'ib-blocks' ),
			'<ib-code-block variable="message">
  <pre data-language="javascript" data-title="Node.js"><code>{ to: "41793026727", text: "Hello" }</code></pre>
  <pre data-language="python" data-title="Python"><code>{"to": "41793026727", "text": "Hello"}</code></pre>
</ib-code-block>',
		),
		'carousel'      => array(
			__( 'Carousel', 'ib-blocks' ),
			'<ib-carousel label="Customer stories" controls dots>
  <article><h3>Story one</h3><p>What they achieved.</p></article>
  <article><h3>Story two</h3><p>What they achieved.</p></article>
  <article><h3>Story three</h3><p>What they achieved.</p></article>
</ib-carousel>',
		),
	);
}

/**
 * Registers the category and the patterns.
 */
function register_patterns(): void {
	if ( ! function_exists( 'register_block_pattern' ) ) {
		return;
	}
	register_block_pattern_category( 'ib-blocks', array( 'label' => __( 'ib-blocks', 'ib-blocks' ) ) );
	foreach ( patterns() as $slug => [ $title, $markup ] ) {
		register_block_pattern(
			"ib-blocks/{$slug}",
			array(
				'title'      => $title,
				'categories' => array( 'ib-blocks' ),
				'content'    => "<!-- wp:html -->\n{$markup}\n<!-- /wp:html -->",
			)
		);
	}
}
