// POST|GET {restBase}infobip2024/v1/search, as the blocks send it, and bad input.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';

/** The REST URL of a route under plain permalinks (what `rest_url()` gives this site). */
export const restUrl = (wordpress, route, query = '') =>
  `${wordpress.url}/index.php?rest_route=/${route}${query}`;

export function searchContract(wordpress) {
  /** WordPress's debug log (WP_DEBUG_LOG, beside wp-config.php). */
  const debugLog = () =>
    existsSync(join(wordpress.site, 'debug.log'))
      ? readFileSync(join(wordpress.site, 'debug.log'), 'utf8')
      : '';
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
      const { status, body, headers } = await search({
        s: 'whatsapp',
        lang: 'en',
        post_type: 'any',
      });
      assert.equal(status, 200);
      assert.deepEqual(Object.keys(body).sort(), ['results', 'total', 'totalPages']);
      assert.ok(body.total > 0 && body.results.length > 0);
      assert.equal(headers.get('x-wp-total'), String(body.total));
      for (const result of body.results) {
        assert.deepEqual(Object.keys(result).sort(), [
          'date',
          'excerpt',
          'post_type_label',
          'title',
          'url',
        ]);
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
      const past = await search({
        s: '',
        post_type: 'any',
        per_page: 7,
        page: small.body.totalPages + 5,
      });
      assert.equal(past.status, 200);
      assert.deepEqual(
        past.body,
        { results: [], totalPages: small.body.totalPages, total: small.body.total },
        'the totals still count the matches',
      );
      assert.equal(past.headers.get('x-wp-total'), String(small.body.total));
    });

    it('takes post_type as one type, a list or a comma-separated string, and filters the language', async () => {
      const one = await search({ s: '', post_type: 'webinars', per_page: 100 });
      assert.ok(one.body.results.length > 0);
      assert.ok(one.body.results.every((result) => result.post_type_label === 'Webinar'));
      const list = await search({ s: '', post_type: ['webinars', 'events'], per_page: 100 });
      const comma = await search({ s: '', post_type: 'webinars,events', per_page: 100 });
      assert.deepEqual(
        new Set(list.body.results.map((r) => r.post_type_label)),
        new Set(['Webinar', 'Event']),
      );
      assert.equal(comma.body.total, list.body.total);
      const german = await search({ s: '', lang: 'de', post_type: 'any', per_page: 100 });
      const all = await search({ s: '', post_type: 'any', per_page: 100 });
      assert.ok(german.body.total > 0 && german.body.total < all.body.total);
    });

    it('answers GET with the same fields (the view-all link can be tried in an address bar)', async () => {
      const response = await fetch(
        restUrl(wordpress, 'infobip2024/v1/search', '&s=whatsapp&post_type=any'),
      );
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
        assert.deepEqual(
          body.results.map((result) => result.title),
          ['Quokkazebra post publish'],
        );
        // Naming a type that is not public finds nothing either.
        const named = await search({ s: 'Quokkazebra', post_type: ['wp_block', 'attachment'] });
        assert.deepEqual(named.body.results, []);
      } finally {
        wordpress.php(`foreach (explode(',', '${ids}') as $id) wp_delete_post((int) $id, true);`);
      }
    });

    it('sends titles as WordPress renders them and excerpts as plain text without markup', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => search({ s: '', post_type: 'any', per_page: 100, page })),
      );
      const titles = pages.flatMap((page) => page.body.results.map((result) => result.title));
      assert.ok(
        titles.some((title) => /&#8217;|&#8211;|&#8220;/.test(title)),
        'texturized entities, as WordPress renders titles',
      );
      const { body } = await search({ s: 'Webhook signatures', post_type: 'guides' });
      assert.equal(body.results.length, 1);
      assert.equal(
        body.results[0].excerpt,
        'Verify that a delivery report really came from the platform.',
      );
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
      const neither = wordpress.php(
        `remove_all_filters('ib_blocks_search_language'); echo wp_json_encode(IbBlocks\\language_query_args(array('s' => 'x'), 'de'));`,
      );
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
      const unknown = await search({
        s: 'whatsapp',
        post_type: 'no-such-type',
        orderby: 'nonsense',
        extra: [1, 2],
      });
      assert.equal(unknown.status, 200);
      assert.deepEqual(unknown.body, { results: [], totalPages: 0, total: 0 });
      // WordPress 6.1's own deprecations under PHP 8.2 are logged too: only ours count.
      const log = debugLog();
      assert.deepEqual(
        log.split('\n').filter((line) => /plugins\/ib-blocks\/|themes\/ib-demo\//.test(line)),
        [],
        'no PHP warning or notice from the plugin',
      );
    });
  });

  describe('search on a cluster, and input at the edges', () => {
    const plugin = () => join(wordpress.site, 'wp-content/mu-plugins/ib-test-search-edges.php');
    /** The debug log's length before these tests: what they add must hold no PHP warning. */
    let logStart = 0;

    before(() => {
      logStart = debugLog().length;
      mkdirSync(dirname(plugin()), { recursive: true });
      // Counts the queries that read the posts table while the REST request is served (a header
      // of the answer), and, for requests that ask for it, answers ep_integrate queries from an
      // "index" the way ElasticPress does: posts_pre_query returns post objects built from the
      // indexed documents (stdClass with the post fields and `elasticsearch`), and sets
      // found_posts and max_num_pages (a float, from ceil) on the query.
      writeFileSync(
        plugin(),
        `<?php
        add_filter('rest_pre_dispatch', static function ($result) {
          $GLOBALS['ib_test_queries'] = array('posts' => 0, 'searches' => 0);
          add_filter('query', static function ($sql) {
            if (!preg_match('/\\\\b' . $GLOBALS['wpdb']->posts . '\\\\b/', $sql)) return $sql;
            $GLOBALS['ib_test_queries']['posts']++;
            // A search of the table: its matches counted, or its words looked for.
            if (preg_match('/SQL_CALC_FOUND_ROWS|\\\\bLIKE\\\\b/', $sql)) $GLOBALS['ib_test_queries']['searches']++;
            return $sql;
          });
          return $result;
        });
        add_filter('rest_post_dispatch', static function ($response) {
          $response->header('X-Test-Post-Queries', (string) ($GLOBALS['ib_test_queries']['posts'] ?? -1));
          $response->header('X-Test-Post-Searches', (string) ($GLOBALS['ib_test_queries']['searches'] ?? -1));
          return $response;
        });
        if (($_SERVER['HTTP_X_TEST_ELASTICPRESS'] ?? '') === 'on') {
          add_filter('posts_pre_query', static function ($posts, $query) {
            if (!$query->get('ep_integrate')) return $posts;
            $found = 12345;
            $per_page = (int) $query->get('posts_per_page');
            $page = max(1, (int) $query->get('paged'));
            $types = (array) $query->get('post_type');
            $documents = array();
            for ($n = ($page - 1) * $per_page + 1; $n <= min($found, $page * $per_page); $n++) {
              $post = new stdClass();
              $post->ID = 900000 + $n;
              $post->post_type = $types[$n % count($types)];
              $post->post_title = "Indexed result $n";
              $post->post_name = "indexed-result-$n";
              $post->post_status = 'publish';
              $post->post_author = 1;
              $post->post_excerpt = 'Matched ' . $query->get('s') . ' in the index.';
              $post->post_content = '';
              $post->post_date = $post->post_modified = '2026-11-01 10:00:00';
              $post->post_date_gmt = $post->post_modified_gmt = '2026-11-01 10:00:00';
              $post->elasticsearch = true;
              $documents[] = $post;
            }
            $query->found_posts = $found;
            $query->max_num_pages = ceil($found / $per_page);
            $query->elasticsearch_success = true;
            return $documents;
          }, 10, 2);
        }`,
      );
    });
    after(() => rmSync(plugin(), { force: true }));

    const raw = async (body, { type = 'application/json', query = '', headers = {} } = {}) => {
      const response = await fetch(restUrl(wordpress, 'infobip2024/v1/search', query), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': type, ...headers },
        body,
      });
      const count = (name) => Number(response.headers.get(name));
      return {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        postQueries: count('x-test-post-queries'),
        searches: count('x-test-post-searches'),
      };
    };

    it('keeps its answer when ElasticPress answers the query: page 50 of 618, from the index, not the database', async () => {
      const { status, body, headers, searches } = await raw(
        JSON.stringify({
          s: 'whatsapp',
          post_type: ['webinars', 'events'],
          per_page: 20,
          page: 50,
        }),
        {
          headers: { 'x-test-elasticpress': 'on' },
        },
      );
      assert.equal(status, 200);
      assert.deepEqual(Object.keys(body).sort(), ['results', 'total', 'totalPages']);
      assert.equal(body.total, 12345);
      assert.equal(body.totalPages, 618);
      assert.equal(headers.get('x-wp-total'), '12345');
      assert.equal(headers.get('x-wp-totalpages'), '618');
      assert.equal(body.results.length, 20);
      assert.equal(body.results[0].title, 'Indexed result 981');
      assert.equal(body.results[19].title, 'Indexed result 1000');
      for (const result of body.results) {
        assert.deepEqual(Object.keys(result).sort(), [
          'date',
          'excerpt',
          'post_type_label',
          'title',
          'url',
        ]);
        assert.equal(result.date, '2026-11-01');
        assert.equal(result.excerpt, 'Matched whatsapp in the index.');
        assert.ok(['Webinar', 'Event'].includes(result.post_type_label), result.post_type_label);
        assert.match(result.url, new RegExp(`^${wordpress.url}/`));
      }
      // WordPress still primes its post cache by ID; the search itself never reached the database.
      assert.equal(searches, 0, 'no query searched the posts table');
      const database = await raw(
        JSON.stringify({ s: 'whatsapp', post_type: ['webinars', 'events'], per_page: 20, page: 1 }),
      );
      assert.ok(
        database.body.total < 12345 && database.searches > 0,
        'without the stand-in the database answers',
      );
    });

    it('refuses a malformed JSON body and invalid UTF-8 in s with a 400, before any query', async () => {
      const invalidUtf8 = Buffer.concat([
        Buffer.from('{"s":"'),
        Buffer.from([0xff, 0xfe, 0x41]),
        Buffer.from('"}'),
      ]);
      const cases = [
        ['malformed JSON', await raw('{"s": "whats'), 'rest_invalid_json'],
        ['bytes that are not UTF-8 in a JSON body', await raw(invalidUtf8), 'rest_invalid_json'],
        ['an unpaired surrogate in JSON', await raw('{"s":"\\ud800x"}'), 'rest_invalid_json'],
        [
          'bytes that are not UTF-8 in the query string',
          await raw(undefined, { query: '&s=%FF%FEwhatsapp' }),
          'rest_invalid_param',
        ],
        [
          'bytes that are not UTF-8 in a form body',
          await raw('s=%C3%28', { type: 'application/x-www-form-urlencoded' }),
          'rest_invalid_param',
        ],
      ];
      for (const [what, answer, code] of cases) {
        assert.equal(answer.status, 400, what);
        assert.equal(answer.body.code, code, what);
        assert.equal(answer.postQueries, 0, what);
      }
      // Valid UTF-8 beyond ASCII is searched as it is.
      const umlaut = await raw(JSON.stringify({ s: 'Zürich 東京 🙂' }));
      assert.equal(umlaut.status, 200);
    });

    it('refuses a post_type naming 10,000 types (a list or a comma-separated string), or one name of 5,000 characters, with a 400, before any query', async () => {
      const names = Array.from({ length: 10000 }, (_, index) => `type-${index}`);
      for (const post_type of [
        names,
        names.join(','),
        [names.slice(0, 60).join(','), ...names.slice(0, 41)],
        'x'.repeat(5000),
      ]) {
        const answer = await raw(JSON.stringify({ s: 'sms', post_type }));
        assert.equal(answer.status, 400);
        assert.equal(answer.body.code, 'rest_invalid_param');
        assert.equal(answer.postQueries, 0);
      }
      // A hundred names are still a search: the unknown ones are dropped.
      const hundred = await raw(
        JSON.stringify({ s: '', post_type: [...names.slice(0, 98), 'webinars', 'events'] }),
      );
      assert.equal(hundred.status, 200);
      assert.ok(hundred.body.total > 0);
    });

    it('answers the last page allowed, far past the end, with an empty page and the real totals in two queries', async () => {
      const first = await raw(JSON.stringify({ s: '', per_page: 100 }));
      const last = await raw(JSON.stringify({ s: '', per_page: 100, page: 100000 }));
      assert.equal(last.status, 200);
      assert.deepEqual(last.body, {
        results: [],
        totalPages: first.body.totalPages,
        total: first.body.total,
      });
      assert.equal(last.searches, 2, 'the page, then the count');
      assert.equal((await raw(JSON.stringify({ page: 100001 }))).status, 400);
    });

    it('logs no PHP warning or notice for any of it', () => {
      const added = debugLog().slice(logStart);
      assert.deepEqual(
        added
          .split('\n')
          .filter((line) => /PHP (Warning|Notice|Fatal error|Parse error)|ib-blocks/.test(line)),
        [],
      );
    });
  });
}
