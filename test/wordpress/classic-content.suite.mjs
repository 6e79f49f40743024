// Blocks in classic content: WordPress runs wpautop over posts without block comments, text
// widgets, excerpts and term descriptions, and without the plugin's protection it wrapped the
// ib-* tags in <p>s, which the browser closes before the element's children. A classic post by
// the author, a text widget and a Custom HTML widget each hold an accordion, tabs and a modal,
// checked in Chromium.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** What an author types in the classic editor's text tab: blocks on their own lines, paragraphs between. */
const blocks = (id) => `Our channels, side by side.

<ib-tabs label="Channels">
<button slot="tab">SMS</button>
<section slot="panel">Reach every phone on the planet.</section>
<button slot="tab">WhatsApp</button>
<section slot="panel">Talk to customers where they already are.</section>
</ib-tabs>

<ib-accordion close-others>
<details><summary>What does it cost?</summary>
Pricing depends on the channels.

Volume discounts start at a million messages.
</details>
<details><summary>Can I try it first?</summary>
Yes: a free trial comes with test credit.
</details>
</ib-accordion>

Read the <a href=":modal-${id}:">terms</a> before you start.

<ib-modal id="${id}">
<h2>Terms</h2>
Messages are billed when delivered.

Unused credit expires after a year.
</ib-modal>`;

/** An ib-video's captions, as JSON data with a blank line in it. */
const CAPTIONS =
  '<script type="application/json" slot="captions">[{"name": "English",\n\n"src": "https://example.com/en.vtt"}]</script>';

/** Scopes on the test page: the post's content, the text widget, the Custom HTML widget. */
const PLACES = [
  { scope: '#post', modal: 'post-terms', paragraphs: true },
  { scope: '#ib-test-text-widget', modal: 'text-widget-terms', paragraphs: true },
  { scope: '#ib-test-html-widget', modal: 'html-widget-terms', paragraphs: false },
];

export function classicContent(wordpress) {
  const plugin = () => join(wordpress.site, 'wp-content/mu-plugins/ib-test-classic-widgets.php');
  let browser;
  let page;
  let postId;
  let postUrl;
  const errors = [];

  describe('blocks in classic content (wpautop)', () => {
    before(async () => {
      // The author writes the post (kses as in the editor, then wpautop on the page), with the
      // `:modal-post-terms:` link that opens the post's modal.
      ({ id: postId, url: postUrl } = JSON.parse(
        wordpress.php(
          `$user = get_user_by('login', 'author');
           wp_set_current_user($user->ID);
           kses_init();
           $id = wp_insert_post(wp_slash(array('post_title' => 'Classic blocks', 'post_name' => 'classic-blocks', 'post_content' => $ib_input, 'post_status' => 'publish', 'post_author' => $user->ID)));
           echo wp_json_encode(array('id' => $id, 'url' => get_permalink($id)));`,
          blocks('post-terms'),
        ),
      ));
      // WordPress's own widgets, printed in the footer of that post: the text widget as the
      // visual editor saves it (its content filters run wpautop), the Custom HTML widget (none).
      mkdirSync(dirname(plugin()), { recursive: true });
      writeFileSync(
        plugin(),
        `<?php add_action('wp_footer', static function () {
          if (!is_single('classic-blocks')) return;
          echo '<aside id="ib-test-text-widget">';
          the_widget('WP_Widget_Text', array('title' => '', 'text' => ${phpString(blocks('text-widget-terms'))}, 'filter' => 'content', 'visual' => true));
          echo '</aside><aside id="ib-test-html-widget">';
          the_widget('WP_Widget_Custom_HTML', array('title' => '', 'content' => ${phpString(blocks('html-widget-terms'))}));
          echo '</aside>';
        }, 5);`,
      );
      browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.setDefaultTimeout(10000);
      page.on('pageerror', (error) => errors.push(error.message));
      // A resource failing to load (the top bar's user lookup answers a visitor 401) is not an error here.
      page.on(
        'console',
        (message) =>
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          errors.push(message.text()),
      );
      // One page for every test: each place has blocks of its own.
      await page.goto(postUrl);
    });
    after(async () => {
      await browser?.close();
      rmSync(plugin(), { force: true });
      if (postId) wordpress.php(`wp_delete_post(${Number(postId)}, true);`);
    });

    it("serves each element with its children inside, no <p> around its tags, and the author's paragraphs kept", async () => {
      const html = await (await fetch(postUrl)).text();
      const wrapped = html.match(/<p>\s*<\/?ib-(?:tabs|accordion|modal)\b[^>]*>/g);
      assert.equal(wrapped, null, 'no ib-* tag wrapped in a paragraph');
      assert.match(html, /<ib-accordion close-others>\s*<details>/);
      for (const { scope, modal, paragraphs } of PLACES) {
        const shape = await page.evaluate(
          ([scope, modal]) => {
            const count = (selector) => document.querySelectorAll(`${scope} ${selector}`).length;
            return {
              tabs:
                count('ib-tabs > button[slot="tab"]') + count('ib-tabs > section[slot="panel"]'),
              items: count('ib-accordion > details'),
              modal: count(`ib-modal#${modal} > h2`),
              answer: [
                ...document.querySelectorAll(`${scope} ib-accordion > details:first-of-type > p`),
              ].map((p) => p.textContent.trim()),
              intro: document.querySelector(`${scope} p`)?.textContent.trim(),
            };
          },
          [scope, modal],
        );
        assert.equal(shape.tabs, 4, `${scope}: two tabs and two panels are the element's children`);
        assert.equal(shape.items, 2, `${scope}: both items are the accordion's children`);
        assert.equal(shape.modal, 1, `${scope}: the heading is the modal's child`);
        if (paragraphs) {
          assert.deepEqual(
            shape.answer,
            ['Pricing depends on the channels.', 'Volume discounts start at a million messages.'],
            scope,
          );
          assert.equal(shape.intro, 'Our channels, side by side.', scope);
        }
      }
    });

    for (const { scope, modal } of PLACES) {
      it(`${scope}: the accordion closes the other item, the tabs switch, the modal opens`, async () => {
        await page.waitForFunction(
          () => ['ib-accordion', 'ib-tabs', 'ib-modal'].every((tag) => customElements.get(tag)),
          null,
          { timeout: 20000 },
        );

        const items = page.locator(`${scope} ib-accordion > details`);
        await items.nth(0).locator('summary').click();
        await items.nth(1).locator('summary').click();
        await page.waitForFunction(
          (scope) => !document.querySelector(`${scope} ib-accordion > details`).open,
          scope,
          { timeout: 5000 },
        );
        assert.deepEqual(await items.evaluateAll((all) => all.map((item) => item.open)), [
          false,
          true,
        ]);

        const tabs = page.locator(`${scope} ib-tabs > button[slot="tab"]`);
        const panels = page.locator(`${scope} ib-tabs > section[slot="panel"]`);
        await tabs.nth(1).click();
        await page.waitForFunction(
          (scope) => document.querySelector(`${scope} ib-tabs`).getAttribute('selected') === '1',
          scope,
          { timeout: 5000 },
        );
        assert.equal(await panels.nth(1).isVisible(), true);
        assert.equal(await panels.nth(0).isVisible(), false);

        // The link the author (or the widget) wrote, next to the modal: kses keeps its address.
        await page.locator(`${scope} a[href=":modal-${modal}:"]`).click();
        await page.waitForFunction(
          (modal) => document.getElementById(modal).hasAttribute('open'),
          modal,
          { timeout: 5000 },
        );
        assert.equal(await page.locator(`#${modal} > h2`).isVisible(), true);
        await page.keyboard.press('Escape');
      });
    }

    it("keeps blocks whole in excerpts and in shortcodes' content, JSON data whole, and an inline element in its sentence", () => {
      const out = JSON.parse(
        wordpress.php(
          `const CAPTIONS = ${phpString(CAPTIONS)};
           add_shortcode('ib_test_note', static fn ($atts, $content) => '<div class="note">' . $content . '</div>');
           echo wp_json_encode(array(
             'excerpt' => apply_filters('the_excerpt', $ib_input),
             'shortcode' => apply_filters('the_content', "[ib_test_note]\\n" . $ib_input . "\\n[/ib_test_note]"),
             'inline' => apply_filters('the_content', 'Our <ib-tooltip content="Application programming interface">API</ib-tooltip> is fast.'),
             'script' => apply_filters('the_content', "<ib-video src=\\"https://example.com/tour.mp4\\" label=\\"Tour\\">\\n" . CAPTIONS . "\\n</ib-video>"),
           ));`,
          blocks('excerpt-terms'),
        ),
      );
      for (const html of [out.excerpt, out.shortcode]) {
        assert.doesNotMatch(html, /<p>\s*<\/?ib-/, html);
        assert.match(html, /<ib-accordion close-others>\s*<details>/, html);
        assert.match(
          html,
          /<ib-tabs label="Channels">\s*<button slot="tab">SMS<\/button>\s*<section slot="panel">/,
          html,
        );
        assert.match(
          html,
          /<p>Messages are billed when delivered.<\/p>\s*<p>Unused credit expires after a year.\s*<\/p>\s*<\/ib-modal>/,
          html,
        );
      }
      assert.match(out.shortcode, /^<div class="note">/);
      assert.equal(
        out.inline.trim(),
        '<p>Our <ib-tooltip content="Application programming interface">API</ib-tooltip> is fast.</p>',
      );
      // JSON data inside an element keeps its blank line (wpautop would split it into paragraphs).
      assert.ok(out.script.includes(CAPTIONS), out.script);
    });

    it('no page error on the way', () => {
      assert.deepEqual(errors, []);
    });
  });
}

/** A PHP single-quoted string literal. */
function phpString(text) {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}
