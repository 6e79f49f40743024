// Text the way WordPress sends it: titles pass through wptexturize, so apostrophes, quotes,
// dashes and ampersands arrive as HTML entities. The front end must decode them for display.

/** Plain text -> a WordPress-style title or excerpt with entities. */
export function texturize(plain) {
  return plain
    .replace(/&/g, '&amp;')
    .replace(/(\w)'(\w)/g, '$1&#8217;$2')
    .replace(/"([^"]*)"/g, '&quot;$1&quot;')
    .replace(/ - /g, ' &#8211; ')
    .replace(/\.\.\./g, '&hellip;');
}

const NAMED = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** Decodes the entities WordPress emits (named ones above, decimal and hex). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * Text reduced for matching: entities decoded, typographic quotes and dashes made plain,
 * accents dropped and lower-cased, so "whats app", "what's" and "Über" match as typed.
 */
export function foldForSearch(text) {
  return decodeEntities(String(text))
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

export function slugify(text) {
  return foldForSearch(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
