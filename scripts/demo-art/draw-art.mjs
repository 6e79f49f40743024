#!/usr/bin/env node
// Writes the demo site's illustrations (demo/assets/art/*.svg): thumbnails of the resource cards
// and customer-story slides, the author's portrait and the webinar poster. Flat shapes in the
// brand's colours (demo/site.css), drawn as code so a new card is one line below.
// Usage: node scripts/demo-art/draw-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'demo/assets/art');

/** Backgrounds: [from, to, shape colour, accent]. */
const PALETTES = {
  navy: ['#0b1f3a', '#13315c', '#ffffff', '#ffb38a'],
  peach: ['#ffd9c4', '#ffb38a', '#0b1f3a', '#c2410c'],
  mint: ['#cdeedb', '#9fd8b6', '#0b1f3a', '#1d6b45'],
  sky: ['#d6e5ff', '#9cc3ff', '#0b1f3a', '#3b82f6'],
  rust: ['#c2410c', '#8f2f08', '#ffffff', '#ffd9c4'],
  sand: ['#f6ead8', '#e8d3b0', '#0b1f3a', '#c2410c'],
};

const W = 320;
const H = 180;

/** A 16:9 card picture: gradient, two soft circles, and the motif in the middle. */
function frame(palette, motif, { w = W, h = H } = {}) {
  const [from, to, ink, accent] = PALETTES[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.88}" cy="${h * 0.12}" r="${h * 0.42}" fill="${ink}" opacity=".07"/>
<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.3}" fill="${accent}" opacity=".18"/>
${motif(ink, accent, from)}
</svg>
`;
}

// Motifs, drawn for the 320x180 box around its centre (160, 90).
const MOTIFS = {
  // A slide with a play button and two speakers.
  webinar: (
    ink,
    accent,
    bg,
  ) => `<rect x="92" y="38" width="136" height="86" rx="10" fill="${ink}" opacity=".95"/>
<circle cx="160" cy="81" r="20" fill="${accent}"/><path d="M153 71v20l17-10z" fill="${bg}"/>
<circle cx="124" cy="146" r="11" fill="${ink}" opacity=".8"/><circle cx="196" cy="146" r="11" fill="${ink}" opacity=".8"/>
<rect x="140" y="142" width="40" height="8" rx="4" fill="${accent}" opacity=".9"/>`,
  // A rising bar chart on a sheet.
  report: (
    ink,
    accent,
  ) => `<rect x="100" y="30" width="120" height="124" rx="8" fill="${ink}" opacity=".95"/>
<rect x="116" y="46" width="56" height="7" rx="3.5" fill="${accent}"/>
<g fill="${accent}"><rect x="118" y="112" width="16" height="26" rx="3" opacity=".55"/><rect x="142" y="96" width="16" height="42" rx="3" opacity=".7"/><rect x="166" y="80" width="16" height="58" rx="3" opacity=".85"/><rect x="190" y="62" width="16" height="76" rx="3"/></g>`,
  // Two chat bubbles: a question and a happy answer.
  customer: (
    ink,
    accent,
    bg,
  ) => `<path d="M84 46h104a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12h-78l-18 14v-14h-8a12 12 0 0 1-12-12V58a12 12 0 0 1 12-12z" fill="${ink}" opacity=".95"/>
<rect x="92" y="62" width="84" height="7" rx="3.5" fill="${bg}" opacity=".5"/><rect x="92" y="78" width="58" height="7" rx="3.5" fill="${bg}" opacity=".5"/>
<path d="M148 96h80a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12h-6v12l-16-12h-58a12 12 0 0 1-12-12v-22a12 12 0 0 1 12-12z" fill="${accent}"/>
<path d="M176 119l8 8 16-16" fill="none" stroke="${bg}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // An open guide with lines and a bookmark.
  guide: (
    ink,
    accent,
    bg,
  ) => `<path d="M84 42h68a8 8 0 0 1 8 8v98a8 8 0 0 0-8-8H84z M236 42h-68a8 8 0 0 0-8 8v98a8 8 0 0 1 8-8h68z" fill="${ink}" opacity=".95"/>
<g fill="${bg}" opacity=".55"><rect x="96" y="60" width="48" height="6" rx="3"/><rect x="96" y="74" width="40" height="6" rx="3"/><rect x="96" y="88" width="46" height="6" rx="3"/><rect x="176" y="60" width="48" height="6" rx="3"/><rect x="176" y="74" width="36" height="6" rx="3"/></g>
<path d="M206 42h16v36l-8-7-8 7z" fill="${accent}"/>`,
  // A shopping bag with a message badge.
  retail: (
    ink,
    accent,
    bg,
  ) => `<path d="M108 68h104l-8 84h-88z" fill="${ink}" opacity=".95"/><path d="M136 80V62a24 24 0 0 1 48 0v18" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
<circle cx="210" cy="62" r="20" fill="${accent}"/><path d="M201 62h18M210 53v18" stroke="${bg}" stroke-width="5" stroke-linecap="round"/>`,
  // A shield with a one-time code.
  banking: (
    ink,
    accent,
    bg,
  ) => `<path d="M160 28l56 20v36c0 34-24 56-56 68-32-12-56-34-56-68V48z" fill="${ink}" opacity=".95"/>
<g fill="${accent}"><circle cx="134" cy="90" r="7"/><circle cx="153" cy="90" r="7"/><circle cx="172" cy="90" r="7"/><circle cx="191" cy="90" r="7" opacity=".45"/></g>
<rect x="128" y="110" width="64" height="7" rx="3.5" fill="${bg}" opacity=".5"/>`,
  // A plane over a dotted route.
  travel: (
    ink,
    accent,
  ) => `<path d="M56 140c40-10 70-70 130-66" fill="none" stroke="${ink}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" opacity=".7"/>
<circle cx="56" cy="140" r="8" fill="${accent}"/>
<g transform="translate(214 70) rotate(-20)"><path d="M-40 0h60c10 0 18 4 18 8s-8 8-18 8h-60l-12-8z" fill="${ink}"/><path d="M-6 2l-18-30h12l26 30zM-6 14l-18 30h12l26-30zM-40 4l-8-16h8l10 16z" fill="${ink}" opacity=".85"/></g>`,
  // A calendar with a confirmed slot.
  healthcare: (
    ink,
    accent,
    bg,
  ) => `<rect x="98" y="40" width="124" height="110" rx="12" fill="${ink}" opacity=".95"/><rect x="98" y="40" width="124" height="26" rx="12" fill="${accent}"/>
<g fill="${bg}" opacity=".35"><rect x="112" y="78" width="18" height="14" rx="3"/><rect x="138" y="78" width="18" height="14" rx="3"/><rect x="190" y="78" width="18" height="14" rx="3"/><rect x="112" y="100" width="18" height="14" rx="3"/><rect x="138" y="100" width="18" height="14" rx="3"/><rect x="164" y="100" width="18" height="14" rx="3"/><rect x="112" y="122" width="18" height="14" rx="3"/></g>
<rect x="164" y="78" width="18" height="14" rx="3" fill="${accent}"/><path d="M206 104v20M196 114h20" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  // A parcel with a delivery-slot chip.
  logistics: (
    ink,
    accent,
    bg,
  ) => `<path d="M160 40l58 26v60l-58 26-58-26V66z" fill="${ink}" opacity=".95"/><path d="M102 66l58 26 58-26M160 92v60" fill="none" stroke="${bg}" stroke-width="3" opacity=".5"/>
<rect x="176" y="118" width="74" height="26" rx="13" fill="${accent}"/><rect x="188" y="128" width="50" height="6" rx="3" fill="${bg}" opacity=".85"/>`,
};

const RESOURCES = [
  ['conversational-ai', 'webinar', 'navy'],
  ['cpaas-market-guide', 'report', 'sky'],
  ['bank-otp-costs', 'customer', 'peach'],
  ['whatsapp-guide', 'guide', 'mint'],
  ['black-friday', 'webinar', 'rust'],
  ['retailer-inbox', 'customer', 'sand'],
  ['fraud-benchmark', 'report', 'navy'],
  ['sender-id-rules', 'guide', 'sky'],
  ['rcs-for-marketers', 'webinar', 'peach'],
  ['airline-rebooking', 'customer', 'mint'],
  ['email-deliverability', 'guide', 'rust'],
  ['customer-engagement', 'report', 'sand'],
  ['voice-2fa', 'guide', 'navy'],
  ['chatbot-handover', 'webinar', 'sky'],
];
const STORIES = [
  ['retail', 'peach'],
  ['banking', 'navy'],
  ['travel', 'sky'],
  ['healthcare', 'mint'],
  ['logistics', 'sand'],
];

/** Ada's portrait: a friendly flat bust on the brand peach, 1:1. */
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd9c4"/><stop offset="1" stop-color="#ffb38a"/></linearGradient></defs>
<rect width="160" height="160" fill="url(#g)"/>
<path d="M34 160c4-34 22-50 46-50s42 16 46 50z" fill="#13315c"/>
<path d="M68 104h24v14a12 12 0 0 1-24 0z" fill="#b7775a"/>
<path d="M44 78c-2-34 14-52 36-52s40 16 38 50c-1 16-4 28-8 36l-10-4V76H62v32l-10 4c-5-8-8-20-8-34z" fill="#2b1a14"/>
<ellipse cx="80" cy="76" rx="24" ry="29" fill="#c98a6b"/>
<path d="M56 70c6-16 18-22 30-22 8 0 16 4 20 12-10-2-26 0-50 10z" fill="#2b1a14"/>
<g fill="#2b1a14"><circle cx="71" cy="78" r="2.6"/><circle cx="89" cy="78" r="2.6"/></g>
<path d="M73 92q7 6 14 0" fill="none" stroke="#7a3b24" stroke-width="2.4" stroke-linecap="round"/>
<path d="M66 70h10M84 70h10" stroke="#2b1a14" stroke-width="2" stroke-linecap="round"/>
<path d="M62 128l18 10 18-10" fill="none" stroke="#ffb38a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

/** The webinar's poster behind the consent gate: 16:9, a title slide with a speaker. */
const webinarPoster = frame(
  'navy',
  (ink, accent) => `<rect x="24" y="28" width="150" height="9" rx="4.5" fill="${accent}"/>
<text x="24" y="66" font-family="Inter, system-ui, sans-serif" font-size="20" font-weight="750" fill="${ink}">Messaging API</text>
<text x="24" y="90" font-family="Inter, system-ui, sans-serif" font-size="20" font-weight="750" fill="${ink}">basics, live</text>
<text x="24" y="112" font-family="Inter, system-ui, sans-serif" font-size="10.5" fill="${ink}" opacity=".75">Webinar recording · 42 min</text>
<rect x="196" y="40" width="100" height="100" rx="50" fill="${accent}" opacity=".25"/>
<circle cx="246" cy="78" r="18" fill="#c98a6b"/><path d="M228 74c0-14 8-22 18-22s18 8 18 22c-6-8-26-8-36 0z" fill="#2b1a14"/>
<path d="M212 138c4-22 16-32 34-32s30 10 34 32z" fill="${accent}"/>`,
);

mkdirSync(out, { recursive: true });
const write = (name, svg) => writeFileSync(path.join(out, name), svg.replace(/\n+/g, '\n'));
for (const [slug, type, palette] of RESOURCES)
  write(`resource-${slug}.svg`, frame(palette, MOTIFS[type]));
for (const [industry, palette] of STORIES)
  write(`story-${industry}.svg`, frame(palette, MOTIFS[industry]));
write('portrait-ada.svg', portrait);
write('webinar-poster.svg', webinarPoster);
console.log(`Wrote ${RESOURCES.length + STORIES.length + 2} SVGs to ${path.relative(root, out)}/`);
