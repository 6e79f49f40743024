// The benchmark page: a glossary of 1,000 generated business-messaging terms in letter sections,
// the way a CMS template writes it, loading the element from `scriptUrl`.

const heads = [
  'Account',
  'Alpha',
  'Bulk',
  'Brand',
  'Campaign',
  'Carrier',
  'Delivery',
  'Dynamic',
  'Encoding',
  'Event',
  'Flow',
  'Fallback',
  'Gateway',
  'Global',
  'Header',
  'Hybrid',
  'Inbound',
  'Interactive',
  'Journey',
  'Keyword',
  'Latency',
  'Local',
  'Message',
  'Mobile',
  'Number',
  'Network',
  'Outbound',
  'Opt-in',
  'Push',
  'Priority',
  'Queue',
  'Quick',
  'Rich',
  'Routing',
  'Sender',
  'Session',
  'Template',
  'Traffic',
  'Unicode',
  'User',
  'Verified',
  'Voice',
  'Webhook',
  'WhatsApp',
  'XML',
  'Yield',
  'Zone',
  'Zero-rated',
];
const tails = [
  'ID',
  'report',
  'rate',
  'window',
  'policy',
  'limit',
  'queue',
  'profile',
  'template',
  'status',
  'token',
  'route',
  'score',
  'test',
  'log',
  'filter',
  'segment',
  'quota',
  'cache',
  'list',
  'pool',
];

/** 1,000 distinct terms, sorted, each with a one-sentence definition. */
export function terms(count = 1000) {
  const list = [];
  for (let i = 0; list.length < count; i += 1) {
    const head = heads[i % heads.length];
    const tail = tails[Math.floor(i / heads.length) % tails.length];
    const round = Math.floor(i / (heads.length * tails.length));
    const term = round ? `${head} ${tail} ${round + 1}` : `${head} ${tail}`;
    list.push({
      term,
      id: term.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      definition: `${term}: how a business-messaging platform handles the ${tail} of a ${head.toLowerCase()} flow.`,
    });
  }
  return list.sort((a, b) => a.term.localeCompare(b.term));
}

export function glossaryPage({ scriptUrl, count = 1000, stylesheets = [] }) {
  const groups = new Map();
  for (const entry of terms(count)) {
    const letter = entry.term[0].toUpperCase();
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter).push(entry);
  }
  const sections = [...groups]
    .map(
      ([letter, entries]) => `<section data-letter="${letter}"><h2>${letter}</h2>
${entries.map((e) => `<article data-term id="${e.id}"><h3>${e.term}</h3><p>${e.definition}</p></article>`).join('\n')}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Glossary benchmark (${count} terms)</title><link rel="icon" href="data:,">${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 24px; } h3 { margin: 0.5rem 0; font-size: 1rem; }</style>
<script type="module" src="${scriptUrl}"></script>
</head><body><h1>Glossary</h1>
<ib-glossary>
${sections}
</ib-glossary>
</body></html>`;
}
