// Builds the fixture corpus: deterministic (a seeded generator), so tests, stories and the demo
// always see the same documents in the same order.
import { CONTENT_TYPES, LOCALISED_LABELS, TYPE_INFO } from './content-types.mjs';
import { FIXED, HOSTILE, LOCALISED, TEMPLATES, WORDS } from './vocabulary.mjs';
import { slugify, texturize } from './wordpress-text.mjs';

const PER_TEMPLATED_TYPE = 14;
const FIRST_DAY = Date.UTC(2019, 0, 1);
const DAY_SPAN = 2860; // up to late 2026
const DAY = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** mulberry32: tiny, fast and good enough for fixture data (and the WordPress search benchmark's site). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills "{key}" slots; `chosen` is shared by a document's title and excerpt so they agree. */
function fill(template, random, chosen) {
  const pick = (list, avoid) => {
    const options = avoid ? list.filter((word) => word !== avoid) : list;
    return options[Math.floor(random() * options.length)];
  };
  const text = template.replace(/\{(\w+?)(2?)\}/g, (_, key, second) => {
    if (second) return pick(WORDS[key], chosen[key]);
    chosen[key] ??= pick(WORDS[key]);
    return chosen[key];
  });
  return text[0].toUpperCase() + text.slice(1);
}

/**
 * @param {{ seed?: number }} [options]
 * @returns {Array<{ id: number, lang: string, post_type: string, title: string, excerpt: string, date: string, url: string, post_type_label: string }>}
 */
export function generateCorpus({ seed = 20241 } = {}) {
  const random = seededRandom(seed);
  const documents = [];
  const usedUrls = new Set();

  const randomDate = () => new Date(FIRST_DAY + Math.floor(random() * DAY_SPAN) * DAY);

  const add = (postType, lang, title, excerpt, { raw = false, date = randomDate() } = {}) => {
    const info = TYPE_INFO[postType];
    const prefix = lang === 'en' ? '' : `/${lang}`;
    let url = `${prefix}${info.base}${slugify(title) || 'untitled'}/`;
    for (let n = 2; usedUrls.has(url); n += 1) url = url.replace(/(-\d+)?\/$/, `-${n}/`);
    usedUrls.add(url);
    const wrap = raw ? (text) => text : texturize;
    const trailer = !raw && random() < 0.3 ? ' [&hellip;]' : '';
    documents.push({
      id: documents.length + 1,
      lang,
      post_type: postType,
      post_type_label: LOCALISED_LABELS[lang]?.[postType] ?? info.label,
      title: wrap(title),
      excerpt: wrap(excerpt) + trailer,
      date: date.toISOString().slice(0, 10),
      url,
    });
  };

  for (const [postType, { titles, excerpts }] of Object.entries(TEMPLATES)) {
    const seen = new Set();
    for (let attempt = 0; seen.size < PER_TEMPLATED_TYPE && attempt < 500; attempt += 1) {
      // The date comes first so a title's year and month match it.
      const date = randomDate();
      const chosen = { year: String(date.getUTCFullYear()), month: MONTHS[date.getUTCMonth()] };
      const title = fill(titles[Math.floor(random() * titles.length)], random, chosen);
      if (seen.has(title)) continue;
      seen.add(title);
      const excerpt = fill(excerpts[Math.floor(random() * excerpts.length)], random, chosen);
      add(postType, 'en', title, excerpt, { date });
    }
  }
  for (const [postType, entries] of Object.entries(FIXED)) {
    for (const [title, excerpt] of entries) add(postType, 'en', title, excerpt);
  }
  for (const [lang, entries] of Object.entries(LOCALISED)) {
    for (const [postType, title, excerpt] of entries) add(postType, lang, title, excerpt);
  }
  for (const [postType, title, excerpt] of HOSTILE)
    add(postType, 'en', title, excerpt, { raw: true });

  // Newest first, the order the search endpoint falls back to.
  return documents.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

export { CONTENT_TYPES };
