<?php
/**
 * Block patterns for the common blocks, in a category of their own: each is the element's block
 * with its content as blocks (docs/wordpress.md, "Content as blocks"), for authors to fill in.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'IbBlocks\register_patterns' );

/**
 * Block markup of an element block with inner blocks (`<!-- wp:ib-blocks/accordion -->`, the tag,
 * the children, the closing comment): what the editor saves for it (wordpress/editor/content/).
 *
 * @param string $name  Block name without the namespace (`accordion`).
 * @param string $open  The element's start tag.
 * @param string $inner The inner blocks' markup.
 */
function pattern_element_block( string $name, string $open, string $inner ): string {
	$tag = strtok( substr( $open, 1 ), " >" );
	return "<!-- wp:ib-blocks/{$name} -->\n{$open}{$inner}</{$tag}>\n<!-- /wp:ib-blocks/{$name} -->";
}

/**
 * A block of its own: `<!-- wp:{name} {attributes} -->`, its markup, the closing comment.
 *
 * @param string $name       Block name (`paragraph`, `ib-blocks/tab`).
 * @param string $markup     Its saved markup.
 * @param string $attributes Its comment attributes as JSON, if any.
 */
function pattern_block( string $name, string $markup, string $attributes = '' ): string {
	$attributes = '' === $attributes ? '' : " {$attributes}";
	return "<!-- wp:{$name}{$attributes} -->\n{$markup}\n<!-- /wp:{$name} -->";
}

/** A paragraph block. */
function pattern_paragraph( string $text ): string {
	return pattern_block( 'paragraph', "<p>{$text}</p>" );
}

/** An accordion item: the question and its answer's paragraph. */
function pattern_accordion_item( string $question, string $answer ): string {
	return pattern_block( 'ib-blocks/accordion-item', "<details><summary>{$question}</summary>" . pattern_paragraph( $answer ) . '</details>' );
}

/** A tab: its label and its panel's paragraph. */
function pattern_tab( string $label, string $id, string $text ): string {
	return pattern_block( 'ib-blocks/tab', "<button slot=\"tab\">{$label}</button><section slot=\"panel\" id=\"{$id}\">" . pattern_paragraph( $text ) . '</section>' );
}

/** A code sample in one language. */
function pattern_code_sample( string $language, string $title, string $code ): string {
	$code = esc_html( $code );
	return pattern_block( 'ib-blocks/code-sample', "<pre data-language=\"{$language}\" data-title=\"{$title}\"><code>{$code}</code></pre>" );
}

/** A carousel slide: a heading and a paragraph. */
function pattern_slide( string $title, string $text ): string {
	return pattern_block( 'ib-blocks/slide', '<article>' . pattern_block( 'heading', "<h3>{$title}</h3>", '{"level":3}' ) . pattern_paragraph( $text ) . '</article>' );
}

/**
 * Pattern slug => [title, block markup]: the element blocks with their content as blocks, for
 * authors to fill in.
 *
 * @return array<string, array{0: string, 1: string}>
 */
function patterns(): array {
	return array(
		'faq-accordion' => array(
			__( 'FAQ accordion', 'ib-blocks' ),
			pattern_element_block(
				'accordion',
				'<ib-accordion close-others="">',
				pattern_accordion_item( __( 'What does it cost?', 'ib-blocks' ), __( 'Pricing depends on the channels and the volume you send.', 'ib-blocks' ) )
				. pattern_accordion_item( __( 'Can I try it first?', 'ib-blocks' ), __( 'Yes: a free trial account comes with test credit.', 'ib-blocks' ) )
				. pattern_accordion_item( __( 'Where is my data stored?', 'ib-blocks' ), __( 'In the data centre of the region you choose.', 'ib-blocks' ) )
			),
		),
		'tabs'          => array(
			__( 'Tabs', 'ib-blocks' ),
			pattern_element_block(
				'tabs',
				'<ib-tabs label="Channels">',
				pattern_tab( 'SMS', 'sms', __( 'Reach every phone on the planet.', 'ib-blocks' ) )
				. pattern_tab( 'WhatsApp', 'whatsapp', __( 'Talk to customers where they already are.', 'ib-blocks' ) )
				. pattern_tab( __( 'Email', 'ib-blocks' ), 'email', __( 'Inbox, not spam.', 'ib-blocks' ) )
			),
		),
		'video'         => array(
			__( 'Video', 'ib-blocks' ),
			pattern_block( 'ib-blocks/video', '<ib-video src="https://example.com/media/tour.mp4" poster="https://example.com/media/tour.jpg" controls="" label="Product tour"></ib-video>' ),
		),
		'code-sample'   => array(
			__( 'Code sample', 'ib-blocks' ),
			pattern_element_block(
				'code-block',
				'<ib-code-block variable="message">',
				pattern_code_sample( 'javascript', 'Node.js', '{ to: "41793026727", text: "Hello" }' )
				. pattern_code_sample( 'python', 'Python', '{"to": "41793026727", "text": "Hello"}' )
			),
		),
		'carousel'      => array(
			__( 'Carousel', 'ib-blocks' ),
			pattern_element_block(
				'carousel',
				'<ib-carousel label="Customer stories" controls="" dots="">',
				pattern_slide( __( 'Story one', 'ib-blocks' ), __( 'What they achieved.', 'ib-blocks' ) )
				. pattern_slide( __( 'Story two', 'ib-blocks' ), __( 'What they achieved.', 'ib-blocks' ) )
				. pattern_slide( __( 'Story three', 'ib-blocks' ), __( 'What they achieved.', 'ib-blocks' ) )
			),
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
				'content'    => $markup,
			)
		);
	}
}
