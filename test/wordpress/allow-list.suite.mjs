// What an author (no `unfiltered_html`) may write: every ib-* tag with its documented attributes
// and the child markup the blocks take; handlers, javascript: URLs and scripts stay stripped.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

export function authorAllowList(wordpress) {
  /** The content as WordPress saves it for the author (kses as in the editor). */
  const savedByAuthor = (content) =>
    wordpress.php(
      `$user = get_user_by('login', 'author');
       wp_set_current_user($user->ID);
       kses_init();
       $id = wp_insert_post(array('post_title' => 'By the author', 'post_content' => $ib_input, 'post_status' => 'draft', 'post_author' => $user->ID));
       echo get_post_field('post_content', $id, 'raw');`,
      content,
    );

  /**
   * The content through one run of the post context's kses, as the author, without core's
   * `wp_pre_kses_less_than` (which happens to escape a `<` cut off by another tag): the plugin's
   * own filter must hold by itself.
   */
  const filteredByPluginAlone = (content) =>
    wordpress.php(
      `wp_set_current_user(get_user_by('login', 'author')->ID); kses_init(); remove_filter('pre_kses', 'wp_pre_kses_less_than'); echo wp_kses_post($ib_input);`,
      content,
    );

  describe('author allow-list', () => {
    it('the author cannot post unfiltered HTML (the premise of these tests)', () => {
      assert.equal(
        wordpress.php(
          'wp_set_current_user(get_user_by("login", "author")->ID); echo current_user_can("unfiltered_html") ? "yes" : "no";',
        ),
        'no',
      );
    });

    it('keeps ib-* tags with their documented attributes, and the child markup the blocks take', () => {
      const content = [
        '<ib-accordion close-others><details open><summary>Q</summary><p>A</p></details></ib-accordion>',
        '<ib-tabs label="Channels"><button slot="tab">SMS</button><section slot="panel" id="sms"><p>Text</p></section></ib-tabs>',
        '<ib-video src="https://example.com/tour.mp4" poster="https://example.com/tour.jpg" controls label="Tour" data-analytics="play">',
        '<script type="application/json" slot="captions">[{"name":"English"}]</script></ib-video>',
        '<ib-code-block variable="message"><pre data-language="python"><code>print(1)</code></pre></ib-code-block>',
        '<ib-consent-gate category="marketing"><template><div class="embed">Video</div></template></ib-consent-gate>',
      ].join('\n');
      assert.equal(savedByAuthor(content), content);
    });

    it('strips handlers, javascript: URLs, undocumented attributes and scripts that are not JSON data', () => {
      const saved = savedByAuthor(
        [
          '<ib-video src="javascript:alert(1)" onplay="alert(2)" label="Tour" made-up="x"></ib-video>',
          '<script>alert(3)</script>',
          '<script type="module" src="https://evil.example/x.js"></script>',
          '<script type="application/json" onload="alert(4)">{}</script>',
          '<ib-modal id="m" onclick="alert(5)"><script type="application/json">{"ok":true}</script></ib-modal>',
        ].join('\n'),
      );
      assert.doesNotMatch(
        saved,
        /javascript:|onplay|onclick|onload|made-up|evil\.example|alert\([2-5]\)/i,
        saved,
      );
      assert.doesNotMatch(saved, /<script(?! type="application\/json">)/, saved);
      assert.match(saved, /<ib-video[^>]*label="Tour"/);
      assert.match(
        saved,
        /<ib-modal id="m"><script type="application\/json">\{"ok":true\}<\/script><\/ib-modal>/,
      );
      // Removing a tag must not join the text around it into a script the first pass missed.
      const split =
        '<p>x</p><scr<script>ipt>alert(6)</scr<script>ipt><scr</script>ipt>alert(7)</scr</script>ipt>';
      for (const kept of [savedByAuthor(split), filteredByPluginAlone(split)])
        assert.doesNotMatch(kept, /<script/i, kept);
      // A script left open loses its tag: what followed it is text, as the author typed it.
      assert.equal(
        savedByAuthor('<p>Before</p><script type="text/javascript">steal()'),
        '<p>Before</p>steal()',
      );
    });

    it("keeps out what runs code from an address the author picks: ib-analytics (a Tag Manager container), ib-rive's wasm-url", () => {
      const saved = savedByAuthor(
        '<ib-analytics gtm-id="GTM-EVIL1"></ib-analytics><ib-rive src="https://example.com/a.riv" wasm-url="https://evil.example/rive.wasm" state-machine="Main"></ib-rive>',
      );
      assert.doesNotMatch(saved, /ib-analytics|GTM-EVIL1|wasm-url|evil\.example/, saved);
      assert.equal(
        saved,
        '<ib-rive src="https://example.com/a.riv" state-machine="Main"></ib-rive>',
      );
    });

    it('generates the allow-list from the manifest: every tag of the library, with its attributes', () => {
      const listed = JSON.parse(wordpress.php('echo wp_json_encode(IbBlocks\\elements());'));
      assert.equal(Object.keys(listed).length, 39);
      assert.ok(listed['ib-search'].includes('per-page'));
      assert.ok(listed['ib-rive'].includes('state-machine'));
    });
  });
}
