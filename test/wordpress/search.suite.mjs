// POST|GET {restBase}infobip2024/v1/search, as the blocks send it, and bad input.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

/** The REST URL of a route under plain permalinks (what `rest_url()` gives this site). */
export const restUrl = (wordpress, route, query = '') => `${wordpress.url}/index.php?rest_route=/${route}${query}`;

export function searchContract(wordpress) {
  const search = async (body, init = {}) => {
    const response = await fetch(restUrl(wordpress, 'infobip2024/v1/search'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  describe('search endpoint', () => {
    it('answers the popover request with results, totalPages and total from the database', async () => {
      const { status, body, headers } = await search({ s: 'whatsapp', lang: 'en', post_type: 'any' });
      assert.equal(status, 200);
      assert.deepEqual(Object.keys(body).sort(), ['results', 'total', 'totalPages']);
      assert.ok(body.total > 0 && body.results.length > 0);
      assert.equal(headers.get('x-wp-total'), String(body.total));
      for (const result of body.results) {
        assert.deepEqual(Object.keys(result).sort(), ['date', 'excerpt', 'post_type_label', 'title', 'url']);
        assert.match(result.date, /^\d{4}-\d{2}-\d{2}$/);
        assert.match(result.url, new RegExp(`^${wordpress.url}/`));
        assert.doesNotMatch(result.excerpt, /<[a-z]/i, 'excerpts are plain text');
      }
      assert.ok(body.results.some((result) => /whatsapp/i.test(result.title)));
    });

    it('pages with per_page (default 20) and page, and answers an empty page past the end', async () => {
      const first = await search({ s: '', post_type: 'any' });
      assert.equal(first.body.results.length, 20);
      const small = await search({ s: '', post_type: 'any', per_page: 7, page: 2 });
      assert.equal(small.body.results.length, 7);
      assert.equal(small.body.totalPages, Math.ceil(small.body.total / 7));
      const past = await search({ s: '', post_type: 'any', per_page: 7, page: small.body.totalPages + 5 });
      assert.equal(past.status, 200);
      assert.deepEqual(past.body.results, []);
    });

    it('takes post_type as one type, a list or a comma-separated string, and filters the language', async () => {
      const one = await search({ s: '', post_type: 'webinars', per_page: 100 });
      assert.ok(one.body.results.length > 0);
      assert.ok(one.body.results.every((result) => result.post_type_label === 'Webinar'));
      const list = await search({ s: '', post_type: ['webinars', 'events'], per_page: 100 });
      const comma = await search({ s: '', post_type: 'webinars,events', per_page: 100 });
      assert.deepEqual(new Set(list.body.results.map((r) => r.post_type_label)), new Set(['Webinar', 'Event']));
      assert.equal(comma.body.total, list.body.total);
      const german = await search({ s: '', lang: 'de', post_type: 'any', per_page: 100 });
      const all = await search({ s: '', post_type: 'any', per_page: 100 });
      assert.ok(german.body.total > 0 && german.body.total < all.body.total);
    });

    it('answers GET with the same fields (the view-all link can be tried in an address bar)', async () => {
      const response = await fetch(restUrl(wordpress, 'infobip2024/v1/search', '&s=whatsapp&post_type=any'));
      const body = await response.json();
      assert.equal(response.status, 200);
      assert.ok(body.total > 0);
    });

    it('finds only published posts of public types: no draft, private post, reusable block or attachment', async () => {
      const ids = wordpress.php(
        `$made = array();
         foreach (array(array('post', 'publish'), array('post', 'draft'), array('post', 'private'), array('post', 'pending'), array('wp_block', 'publish'), array('attachment', 'inherit')) as [$type, $status]) {
           $made[] = wp_insert_post(array('post_title' => "Quokkazebra $type $status", 'post_content' => 'Quokkazebra', 'post_type' => $type, 'post_status' => $status));
         }
         echo implode(',', $made);`,
      );
      try {
        const { body } = await search({ s: 'Quokkazebra', post_type: 'any' });
        assert.deepEqual(body.results.map((result) => result.title), ['Quokkazebra post publish']);
        // Naming a type that is not public finds nothing either.
        const named = await search({ s: 'Quokkazebra', post_type: ['wp_block', 'attachment'] });
        assert.deepEqual(named.body.results, []);
      } finally {
        wordpress.php(`foreach (explode(',', '${ids}') as $id) wp_delete_post((int) $id, true);`);
      }
    });

    it('sends titles as WordPress renders them and excerpts as plain text without markup', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => search({ s: '', post_type: 'any', per_page: 100, page })));
      const titles = pages.flatMap((page) => page.body.results.map((result) => result.title));
      assert.ok(titles.some((title) => /&#8217;|&#8211;|&#8220;/.test(title)), 'texturized entities, as WordPress renders titles');
      const { body } = await search({ s: 'Webhook signatures', post_type: 'guides' });
      assert.equal(body.results.length, 1);
      assert.equal(body.results[0].excerpt, 'Verify that a delivery report really came from the platform.');
    });

    it('sets ep_integrate, so ElasticPress answers the query when it is active, and offers the query to a filter', () => {
      const args = JSON.parse(
        wordpress.php(`
          add_filter('ib_blocks_search_query_args', function ($args) { $GLOBALS['ib_seen'] = $args; return $args; });
          $request = new WP_REST_Request('POST', '/infobip2024/v1/search');
          $request->set_body_params(array('s' => 'sms', 'post_type' => 'webinars,events', 'per_page' => 5));
          rest_do_request($request);
          echo wp_json_encode($GLOBALS['ib_seen']);`),
      );
      assert.equal(args.ep_integrate, true);
      assert.equal(args.s, 'sms');
      assert.deepEqual(args.post_type, ['webinars', 'events']);
      assert.equal(args.posts_per_page, 5);
      assert.equal(args.post_status, 'publish');
    });

    it('hands the language to Polylang or WPML when one is active (their functions and hooks as they define them)', () => {
      const polylang = wordpress.php(`
        remove_all_filters('ib_blocks_search_language');
        function pll_languages_list($args) { return array('en', 'de', 'pt-br'); }
        echo wp_json_encode(array(IbBlocks\\language_query_args(array(), 'pt-br'), IbBlocks\\language_query_args(array(), 'de-at')));`);
      assert.deepEqual(JSON.parse(polylang), [{ lang: 'pt-br' }, { lang: 'de' }]);
      const wpml = wordpress.php(`
        remove_all_filters('ib_blocks_search_language');
        add_filter('wpml_current_language', fn() => 'en');
        add_action('wpml_switch_language', function ($language) { $GLOBALS['ib_switched'] = $language; });
        echo wp_json_encode(array(IbBlocks\\language_query_args(array(), 'de-at'), $GLOBALS['ib_switched']));`);
      assert.deepEqual(JSON.parse(wpml), [{ suppress_filters: false }, 'de']);
      const neither = wordpress.php(`remove_all_filters('ib_blocks_search_language'); echo wp_json_encode(IbBlocks\\language_query_args(array('s' => 'x'), 'de'));`);
      assert.deepEqual(JSON.parse(neither), { s: 'x' }, 'a single-language site ignores lang');
    });

    it('refuses bad input with a 400, never a PHP warning or a 500', async () => {
      const cases = [
        { per_page: 100000 },
        { per_page: 0 },
        { page: -1 },
        { s: ['a', 'b'] },
        { s: 'x'.repeat(10 * 1024) },
        { lang: ['en'] },
        { lang: '<script>' },
        { post_type: [{ a: 1 }] },
        { per_page: 'many' },
      ];
      for (const fields of cases) {
        const { status, body } = await search({ post_type: 'any', ...fields });
        assert.equal(status, 400, JSON.stringify(fields).slice(0, 80));
        assert.equal(body.code, 'rest_invalid_param');
      }
      const unknown = await search({ s: 'whatsapp', post_type: 'no-such-type', orderby: 'nonsense', extra: [1, 2] });
      assert.equal(unknown.status, 200);
      assert.deepEqual(unknown.body, { results: [], totalPages: 0, total: 0 });
      // WordPress 6.1's own deprecations under PHP 8.2 are logged too: only ours count.
      const log = wordpress.php('echo @file_get_contents(WP_CONTENT_DIR . "/../debug.log") ?: "";');
      assert.deepEqual(log.split('\n').filter((line) => /plugins\/ib-blocks\/|themes\/ib-demo\//.test(line)), [], 'no PHP warning or notice from the plugin');
    });
  });
}
