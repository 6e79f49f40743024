// The opt-in full-text search (Settings → ib-blocks): the index follows the setting, the
// endpoint's answer keeps its shape and totals and is ordered by relevance, and ElasticPress and
// the query filter still come first.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

export function fulltextSearch(wordpress) {
  /** Runs a search inside PHP; returns the answer, its status and the SQL that searched the posts table. */
  const search = (params, setup = '') =>
    JSON.parse(
      wordpress.php(
        `
        ${setup}
        $sql = array();
        add_filter('query', static function ($query) use (&$sql) {
          if (preg_match('/SQL_CALC_FOUND_ROWS/', $query)) $sql[] = $query;
          return $query;
        });
        $request = new WP_REST_Request('POST', '/infobip2024/v1/search');
        $request->set_body_params($ib_input);
        $response = rest_do_request($request);
        echo wp_json_encode(array('status' => $response->get_status(), 'body' => $response->get_data(), 'headers' => $response->get_headers(), 'sql' => $sql));`,
        params,
      ),
    );
  const setFulltext = (on) =>
    wordpress.php(
      'update_option("ib_blocks_settings", array("fulltext_search" => $ib_input));',
      on,
    );
  const hasIndex = () =>
    wordpress.php(
      'global $wpdb; echo $wpdb->get_var("SHOW INDEX FROM {$wpdb->posts} WHERE Key_name = \'ib_blocks_search\'") ? "yes" : "no";',
    );

  describe('opt-in full-text search', () => {
    let ids;
    before(() => {
      // Three posts about zeppelins: most words in A, one in B, and C only as part of a longer word.
      ids = JSON.parse(
        wordpress.php(`
          $make = static fn ($title, $excerpt, $content) => wp_insert_post(array('post_title' => $title, 'post_excerpt' => $excerpt, 'post_content' => $content, 'post_status' => 'publish', 'post_type' => 'guides'));
          echo wp_json_encode(array(
            'b' => $make('Airships of the past', '', 'A zeppelin once crossed the ocean with hydrogen.'),
            'a' => $make('Zeppelin hydrogen safety', 'Zeppelin hydrogen cells, zeppelin crews.', 'Every zeppelin carried hydrogen; zeppelin makers tested hydrogen cells.'),
            'c' => $make('Zeppelinfahrt', '', 'Not the word itself.'),
          ));`),
      );
    });
    after(() => {
      setFulltext(false);
      wordpress.php('foreach ($ib_input as $id) wp_delete_post($id, true);', Object.values(ids));
    });

    it('creates the FULLTEXT index when switched on and drops it when switched off', () => {
      assert.equal(hasIndex(), 'no');
      setFulltext(true);
      assert.equal(hasIndex(), 'yes');
      setFulltext(false);
      assert.equal(hasIndex(), 'no');
    });

    it('answers from the index, whole words only, every word required, most relevant first, same fields and totals', () => {
      const like = search({ s: 'zeppelin hydrogen', post_type: 'guides' });
      assert.ok(
        like.sql.every((sql) => /LIKE/.test(sql) && !/MATCH/.test(sql)),
        'WordPress searches with LIKE while switched off',
      );
      setFulltext(true);
      try {
        const answer = search({ s: 'zeppelin hydrogen', post_type: 'guides' });
        assert.equal(answer.status, 200);
        assert.ok(
          answer.sql.length > 0 &&
            answer.sql.every(
              (sql) =>
                /MATCH \(.+\) AGAINST \('\+zeppelin \+hydrogen' IN BOOLEAN MODE\)/.test(sql) &&
                !/LIKE '%zeppelin%'/.test(sql),
            ),
          answer.sql.join('\n'),
        );
        assert.deepEqual(Object.keys(answer.body).sort(), ['results', 'total', 'totalPages']);
        assert.deepEqual(Object.keys(answer.body.results[0]).sort(), [
          'date',
          'excerpt',
          'post_type_label',
          'title',
          'url',
        ]);
        assert.deepEqual(
          answer.body.results.map((result) => result.title),
          ['Zeppelin hydrogen safety', 'Airships of the past'],
          'A (most occurrences) before B; C holds neither word whole',
        );
        assert.equal(answer.body.total, 2);
        assert.equal(answer.body.totalPages, 1);
        assert.equal(answer.headers['X-WP-Total'], '2');
        // Paging and a page past the end behave as with WordPress's search.
        const second = search({ s: 'zeppelin', post_type: 'guides', per_page: 1, page: 2 });
        assert.deepEqual(
          [second.body.results.length, second.body.total, second.body.totalPages],
          [1, 2, 2],
        );
        const past = search({ s: 'zeppelin', post_type: 'guides', per_page: 1, page: 9 });
        assert.deepEqual(
          [past.body.results.length, past.body.total, past.body.totalPages],
          [0, 2, 2],
        );
        // Words too short for the index leave the search to WordPress.
        assert.ok(search({ s: 'ab' }).sql.every((sql) => !/MATCH/.test(sql)));
      } finally {
        setFulltext(false);
      }
    });

    it('leaves the query to ElasticPress when it answers, and to the filter that turns the index off', () => {
      setFulltext(true);
      try {
        const elasticpress = search(
          { s: 'zeppelin', post_type: 'guides' },
          `add_filter('posts_pre_query', static function ($posts, $query) {
            if (!$query->get('ep_integrate')) return $posts;
            $query->found_posts = 7;
            $query->max_num_pages = 7;
            return array(get_post(${ids.b}));
          }, 10, 2);`,
        );
        assert.deepEqual(
          [elasticpress.body.total, elasticpress.body.results[0].title],
          [7, 'Airships of the past'],
        );
        assert.deepEqual(elasticpress.sql, [], 'no SQL search ran');
        const filtered = search(
          { s: 'zeppelin', post_type: 'guides' },
          `add_filter('ib_blocks_search_query_args', static fn ($args) => array('ib_blocks_fulltext' => false) + $args);`,
        );
        assert.ok(
          filtered.sql.length > 0 &&
            filtered.sql.every((sql) => /LIKE/.test(sql) && !/MATCH/.test(sql)),
        );
        assert.equal(filtered.body.total, 3, "WordPress's LIKE also finds Zeppelinfahrt");
      } finally {
        setFulltext(false);
      }
    });
  });
}
