// The plugin's content: the zip as uploaded, the resource post types (unless the site has them),
// and the block patterns, which an author can save as they are.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { unzipSync } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function pluginContent(wordpress) {
  describe('plugin content', () => {
    it('the zip holds ib-blocks/ with the main file, readme.txt, the built library and the block editor files', () => {
      const names = Object.keys(
        unzipSync(readFileSync(join(root, 'dist-wordpress/ib-blocks.zip'))),
      );
      assert.ok(names.every((name) => name.startsWith('ib-blocks/')));
      for (const file of [
        'ib-blocks/ib-blocks.php',
        'ib-blocks/readme.txt',
        'ib-blocks/generated/elements.php',
        'ib-blocks/dist/autoload.js',
        'ib-blocks/dist/chunks/runtime.js',
        'ib-blocks/dist/themes/upgrade.css',
        'ib-blocks/dist/elements/ib-video.js',
        'ib-blocks/editor/editor.js',
        'ib-blocks/editor/editor.asset.php',
        'ib-blocks/editor/editor.css',
        'ib-blocks/generated/blocks/video/block.json',
        'ib-blocks/generated/blocks/accordion/block.json',
      ]) {
        assert.ok(names.includes(file), file);
      }
      assert.ok(!names.some((name) => name.endsWith('.map')), 'no source maps');
    });

    it('ships the Map block’s world map as a file the editor fetches, not inside the editor script', () => {
      const zip = unzipSync(readFileSync(join(root, 'dist-wordpress/ib-blocks.zip')));
      const map = JSON.parse(new TextDecoder().decode(zip['ib-blocks/editor/world-map.json']));
      assert.equal(map.viewBox, '0 0 1000 449');
      assert.deepEqual(
        map.regions.map(({ id, label }) => [id, label]),
        [
          ['north-america', 'North America'],
          ['south-america', 'South America'],
          ['europe', 'Europe'],
          ['africa', 'Africa'],
          ['asia', 'Asia'],
          ['oceania', 'Oceania'],
        ],
      );
      const script = new TextDecoder().decode(zip['ib-blocks/editor/editor.js']);
      for (const { d } of map.regions) assert.ok(!script.includes(d.slice(0, 40)), 'no shapes');
    });

    it("registers the resource post types the site lacks, keeps the site's own, and none when switched off", () => {
      const registered = JSON.parse(
        wordpress.php(`
          $types = array_keys(IbBlocks\\resource_post_types());
          $before = array_map(fn($type) => post_type_exists($type), $types);
          unregister_post_type('news');
          register_post_type('news', array('label' => 'Site news', 'public' => true));
          IbBlocks\\register_resource_post_types();
          $kept = get_post_type_object('news')->label;
          foreach ($types as $type) unregister_post_type($type);
          update_option('ib_blocks_settings', array('register_post_types' => false));
          IbBlocks\\register_resource_post_types();
          $off = array_filter($types, 'post_type_exists');
          delete_option('ib_blocks_settings');
          echo wp_json_encode(array('before' => $before, 'count' => count($types), 'kept' => $kept, 'off' => array_values($off)));`),
      );
      assert.equal(registered.count, 12);
      assert.ok(registered.before.every(Boolean), 'all twelve registered on init');
      assert.equal(registered.kept, 'Site news');
      assert.deepEqual(registered.off, []);
    });

    it('offers block patterns whose markup an author saves unchanged', () => {
      const patterns = JSON.parse(
        wordpress.php(`
          $user = get_user_by('login', 'author');
          wp_set_current_user($user->ID);
          kses_init();
          $out = array();
          foreach (WP_Block_Patterns_Registry::get_instance()->get_all_registered() as $pattern) {
            if (0 !== strpos($pattern['name'], 'ib-blocks/')) continue;
            $out[$pattern['name']] = array($pattern['content'], wp_unslash(wp_filter_post_kses(wp_slash($pattern['content']))));
          }
          echo wp_json_encode($out);`),
      );
      assert.deepEqual(Object.keys(patterns).sort(), [
        'ib-blocks/carousel',
        'ib-blocks/code-sample',
        'ib-blocks/faq-accordion',
        'ib-blocks/tabs',
        'ib-blocks/video',
      ]);
      for (const [name, [content, saved]] of Object.entries(patterns))
        assert.equal(saved, content, name);
    });
  });
}
