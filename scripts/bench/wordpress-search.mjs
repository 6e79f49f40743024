// npm run bench:wordpress-search -- the plugin's search endpoint over a large site: a real
// WordPress over MariaDB (scripts/wordpress/stack.mjs) with 100,000 published posts across the
// resource post types and `post`, plus drafts and private posts (they must never be found), made
// by a seeded generator and loaded with bulk INSERTs. Then GET requests to the endpoint for
// common queries (one word, two words, no match), pages 1 and 50, with and without a `post_type`
// filter, N runs each, first with WordPress's own search, then with the plugin's opt-in FULLTEXT
// index (Settings → ib-blocks, "Full-text search"), and a table of p50/p95 side by side with the
// machine's load. A report, not a test.
//
// Needs `npm run build && npm run build:wordpress` first. Options: --posts N (100000)
// --runs N (20)  --wordpress 6.1|6.5|6.6 (6.6)  --seed N (42)  --buffer-pool SIZE (MariaDB's
// innodb_buffer_pool_size; its default of 128M holds about a third of this site)
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWordPress } from '../wordpress/stack.mjs';
import { seededRandom } from '../../demo/api/corpus/generate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: options } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    wordpress: { type: 'string', default: '6.6' },
    seed: { type: 'string', default: '42' },
    'buffer-pool': { type: 'string', default: '' },
  },
});
const postCount = Number(options.posts);
const runs = Number(options.runs);
const log = (line) => process.stderr.write(`${line}\n`);

/** The resource post types the plugin registers (docs/wordpress.md, Settings), and posts. */
const POST_TYPES = [
  'post',
  'customer',
  'product-updates',
  'downloads',
  'guides',
  'scaleup-and-up',
  'news',
  'glossary',
  'events',
  'faq',
  'podcast',
  'analyst-reports',
  'webinars',
];
const DRAFTS = Math.round(postCount * 0.03);
const PRIVATE = Math.round(postCount * 0.01);

// Words of the site's subject; the rarer ones make the "two words" query selective.
const TOPICS = [
  'SMS',
  'WhatsApp',
  'messaging',
  'voice',
  'email',
  'chatbot',
  'customer',
  'engagement',
  'API',
  'omnichannel',
  'RCS',
  'Viber',
  'authentication',
  'verification',
  'campaign',
  'conversational',
  'commerce',
  'support',
  'analytics',
  'retail',
  'banking',
  'telecom',
  'healthcare',
  'travel',
  'logistics',
  'fraud',
  'onboarding',
  'loyalty',
  'notifications',
  'marketing',
];
const FILLER = [
  'the',
  'a',
  'with',
  'for',
  'your',
  'how',
  'to',
  'and',
  'in',
  'at',
  'scale',
  'teams',
  'build',
  'faster',
  'better',
  'global',
  'reach',
  'secure',
  'reliable',
  'platform',
  'journey',
  'experience',
  'insights',
  'results',
  'growth',
  'brands',
  'channels',
  'users',
  'delivery',
  'rates',
  'costs',
  'guide',
  'best',
  'practices',
  'trends',
  'report',
  'webinar',
  'story',
  'update',
  'launch',
];
const TITLE_PATTERNS = [
  (w) => `How ${w[0]} helps ${w[1]} teams grow ${w[2]}`,
  (w) => `${w[0]} and ${w[1]}: a guide to ${w[2]}`,
  (w) => `${w[0]} for ${w[1]} in ${new Date(Date.UTC(2018 + (w.n % 8), 0)).getUTCFullYear()}`,
  (w) => `What is ${w[0]}? ${w[1]} explained`,
  (w) => `${w[0]} ${w[1]} best practices for ${w[2]}`,
];

// The same site for the same seed.
const next = seededRandom(Number(options.seed));
const pick = (list) => list[Math.floor(next() * list.length)];
/** A sentence about the post's topics; another topic now and then, as real text has. */
const sentence = (topics) => {
  const word = () => (next() < 0.2 ? pick(topics) : next() < 0.005 ? pick(TOPICS) : pick(FILLER));
  const words = Array.from({ length: 8 + Math.floor(next() * 12) }, word);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
/** A body of 2-5 KB of paragraphs. */
const body = (topics) => {
  const size = 2048 + Math.floor(next() * 3072);
  let html = '';
  while (html.length < size)
    html += `<p>${Array.from({ length: 4 }, () => sentence(topics)).join(' ')}</p>\n`;
  return html;
};
const sqlString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const pad = (n) => String(n).padStart(2, '0');

/** Writes the INSERTs for every generated post to `file`, 500 rows a statement. */
async function writeSql(file) {
  const out = createWriteStream(file);
  const write = async (text) => out.write(text) || once(out, 'drain');
  await write('SET autocommit=0, unique_checks=0;\n');
  const total = postCount + DRAFTS + PRIVATE;
  const columns =
    'post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, comment_count';
  let rows = [];
  for (let i = 0; i < total; i++) {
    const status = i < postCount ? 'publish' : i < postCount + DRAFTS ? 'draft' : 'private';
    // Each post is about three topics: a word search finds a share of the site, not all of it.
    const words = [pick(TOPICS), pick(TOPICS), pick(TOPICS)];
    words.n = i;
    const title = pick(TITLE_PATTERNS)(words);
    const day = new Date(Date.UTC(2018, 0, 1) + Math.floor(next() * 8 * 365) * 86400000);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())} ${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}:00`;
    const type = POST_TYPES[i % POST_TYPES.length];
    const slug = `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 150)}-${i}`;
    const excerpt = next() < 0.6 ? `${sentence(words)} ${sentence(words)}` : '';
    rows.push(
      `(1, '${date}', '${date}', ${sqlString(body(words))}, ${sqlString(title)}, ${sqlString(excerpt)}, '${status}', 'closed', 'closed', '${slug}', '', '', '${date}', '${date}', '', 0, 'http://bench.invalid/?p=${i}', 0, '${type}', 0)`,
    );
    if (rows.length === 500 || i === total - 1) {
      await write(`INSERT INTO wp_posts (${columns}) VALUES\n${rows.join(',\n')};\n`);
      rows = [];
    }
  }
  await write('COMMIT;\nANALYZE TABLE wp_posts;\n');
  out.end();
  await once(out, 'finish');
}

const QUERIES = [
  { name: 'one word', s: 'whatsapp' },
  { name: 'two words', s: 'fraud onboarding' },
  { name: 'no match', s: 'zebracorn' },
];
const VARIANTS = [
  { page: 1, postType: 'any' },
  { page: 50, postType: 'any' },
  { page: 1, postType: 'guides' },
  { page: 50, postType: 'guides' },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const mariadbOptions = options['buffer-pool']
  ? [`--innodb-buffer-pool-size=${options['buffer-pool']}`]
  : [];
const wordpress = await startWordPress({
  version: options.wordpress,
  dir: join(root, '.cache/wordpress-bench'),
  mariadbOptions,
  log,
});
try {
  const tmp = join(root, '.cache/wordpress-bench-sql');
  mkdirSync(tmp, { recursive: true });
  const file = join(tmp, 'posts.sql');
  let started = performance.now();
  await writeSql(file);
  log(
    `generated ${postCount} published, ${DRAFTS} drafts, ${PRIVATE} private in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  wordpress.sqlFile(file);
  const loadSeconds = (performance.now() - started) / 1000;
  log(`loaded into MariaDB in ${loadSeconds.toFixed(1)} s`);
  rmSync(tmp, { recursive: true, force: true });

  const endpoint = `${wordpress.url}/index.php?rest_route=/infobip2024/v1/search`;
  /** p50, p95 and the total of each query and variant, in the order of the table. */
  const measure = async () => {
    const rows = [];
    for (const query of QUERIES) {
      for (const variant of VARIANTS) {
        const url = `${endpoint}&s=${encodeURIComponent(query.s)}&page=${variant.page}&post_type=${variant.postType}&per_page=20`;
        let total = 0;
        const times = [];
        for (let run = -2; run < runs; run++) {
          const start = performance.now();
          const response = await fetch(url);
          const answer = await response.json();
          if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
          if (run >= 0) times.push(performance.now() - start); // two warm-up runs first
          total = answer.total;
        }
        times.sort((a, b) => a - b);
        rows.push({
          query,
          variant,
          total,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
        });
        log(
          `${query.name} page ${variant.page} ${variant.postType}: ${total} found, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
        );
      }
    }
    return rows;
  };
  const loadBefore = loadavg();
  const like = await measure();
  started = performance.now();
  wordpress.php('update_option("ib_blocks_settings", array("fulltext_search" => true));');
  const indexSeconds = (performance.now() - started) / 1000;
  log(`FULLTEXT index created in ${indexSeconds.toFixed(1)} s`);
  const fulltext = await measure();
  const loadAfter = loadavg();
  const lines = [
    '| query | page | post_type | WordPress: found | p50 ms | p95 ms | FULLTEXT: found | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...like.map(
      (row, i) =>
        `| ${row.query.name} (\`${row.query.s}\`) | ${row.variant.page} | ${row.variant.postType} | ${row.total} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${fulltext[i].total} | ${fulltext[i].p50.toFixed(0)} | ${fulltext[i].p95.toFixed(0)} |`,
    ),
  ];
  console.log(
    `\nWordPress ${wordpress.version}, MariaDB buffer pool ${options['buffer-pool'] || '128M (default)'}, ${postCount} published posts (+${DRAFTS} drafts, +${PRIVATE} private), loaded in ${loadSeconds.toFixed(0)} s; FULLTEXT index built in ${indexSeconds.toFixed(0)} s; ${runs} runs each after 2 warm-up runs`,
  );
  console.log(
    `Load average (1, 5, 15 min) before ${loadBefore.map((n) => n.toFixed(1)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(1)).join(' ')}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  await wordpress.stop();
}
