#!/usr/bin/env node
// Writes the world map that the <ib-map> demo page and story draw, from real geographic data:
// Natural Earth's 1:110m countries (public domain) as packaged by `world-atlas` (ISC), merged into
// six regions with `topojson-client` (ISC) and projected with `d3-geo` (ISC). The package is the
// source of truth; the outputs are generated, never edited by hand:
//   fixtures/map/world-regions.json   { viewBox, credit, mapStyle, oceanStyle, regions: [{ id, label, d }], borders }
//   demo/pages/map.html               the <svg> between its world-regions markers
// `node scripts/world-regions.mjs` writes both; `--check` fails when either is out of date.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoCentroid, geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, merge, mesh } from 'topojson-client';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const world = require('world-atlas/countries-110m.json');
const { version } = require('world-atlas/package.json');

const WIDTH = 1000;
/** Ocean around the land, in map units. */
const MARGIN = 12;
/** Path coordinates are rounded to this many decimals: 1 is under a pixel at any useful size. */
const DIGITS = 0;

// Natural Earth's own continent of each country (its CONTINENT field, which world-atlas drops),
// by the country name world-atlas keeps. Antarctica and the French Southern Lands are left out.
const REGIONS = [
  {
    id: 'north-america',
    label: 'North America',
    countries: [
      'Canada',
      'United States of America',
      'Greenland',
      'Mexico',
      'Guatemala',
      'Belize',
      'Honduras',
      'El Salvador',
      'Nicaragua',
      'Costa Rica',
      'Panama',
      'Cuba',
      'Jamaica',
      'Haiti',
      'Dominican Rep.',
      'Puerto Rico',
      'Bahamas',
      'Trinidad and Tobago',
    ],
  },
  {
    id: 'south-america',
    label: 'South America',
    countries: [
      'Colombia',
      'Venezuela',
      'Guyana',
      'Suriname',
      'Ecuador',
      'Peru',
      'Brazil',
      'Bolivia',
      'Paraguay',
      'Uruguay',
      'Argentina',
      'Chile',
      'Falkland Is.',
    ],
  },
  {
    id: 'europe',
    label: 'Europe',
    countries: [
      'Russia',
      'Norway',
      'Sweden',
      'Finland',
      'Iceland',
      'Denmark',
      'United Kingdom',
      'Ireland',
      'France',
      'Spain',
      'Portugal',
      'Belgium',
      'Netherlands',
      'Luxembourg',
      'Germany',
      'Switzerland',
      'Austria',
      'Italy',
      'Poland',
      'Czechia',
      'Slovakia',
      'Hungary',
      'Slovenia',
      'Croatia',
      'Bosnia and Herz.',
      'Serbia',
      'Montenegro',
      'Kosovo',
      'Albania',
      'Macedonia',
      'Greece',
      'Bulgaria',
      'Romania',
      'Moldova',
      'Ukraine',
      'Belarus',
      'Lithuania',
      'Latvia',
      'Estonia',
    ],
  },
  {
    id: 'africa',
    label: 'Africa',
    countries: [
      'Morocco',
      'W. Sahara',
      'Algeria',
      'Tunisia',
      'Libya',
      'Egypt',
      'Mauritania',
      'Mali',
      'Niger',
      'Chad',
      'Sudan',
      'S. Sudan',
      'Eritrea',
      'Ethiopia',
      'Djibouti',
      'Somalia',
      'Somaliland',
      'Senegal',
      'Gambia',
      'Guinea-Bissau',
      'Guinea',
      'Sierra Leone',
      'Liberia',
      "Côte d'Ivoire",
      'Burkina Faso',
      'Ghana',
      'Togo',
      'Benin',
      'Nigeria',
      'Cameroon',
      'Central African Rep.',
      'Eq. Guinea',
      'Gabon',
      'Congo',
      'Dem. Rep. Congo',
      'Uganda',
      'Kenya',
      'Rwanda',
      'Burundi',
      'Tanzania',
      'Angola',
      'Zambia',
      'Malawi',
      'Mozambique',
      'Zimbabwe',
      'Namibia',
      'Botswana',
      'South Africa',
      'Lesotho',
      'eSwatini',
      'Madagascar',
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    countries: [
      'Turkey',
      'Cyprus',
      'N. Cyprus',
      'Georgia',
      'Armenia',
      'Azerbaijan',
      'Syria',
      'Lebanon',
      'Israel',
      'Palestine',
      'Jordan',
      'Iraq',
      'Iran',
      'Saudi Arabia',
      'Kuwait',
      'Qatar',
      'United Arab Emirates',
      'Oman',
      'Yemen',
      'Kazakhstan',
      'Uzbekistan',
      'Turkmenistan',
      'Kyrgyzstan',
      'Tajikistan',
      'Afghanistan',
      'Pakistan',
      'India',
      'Nepal',
      'Bhutan',
      'Bangladesh',
      'Sri Lanka',
      'Myanmar',
      'Thailand',
      'Laos',
      'Cambodia',
      'Vietnam',
      'Malaysia',
      'Brunei',
      'Indonesia',
      'Timor-Leste',
      'Philippines',
      'China',
      'Taiwan',
      'Mongolia',
      'North Korea',
      'South Korea',
      'Japan',
    ],
  },
  {
    id: 'oceania',
    label: 'Oceania',
    countries: [
      'Australia',
      'New Zealand',
      'Papua New Guinea',
      'Solomon Is.',
      'Vanuatu',
      'New Caledonia',
      'Fiji',
    ],
  },
];
const LEFT_OUT = new Set(['Antarctica', 'Fr. S. Antarctic Lands']);
// Parts of a country that lie in another region: Natural Earth's France includes French Guiana.
const OVERSEAS = [{ country: 'France', westOf: -30, region: 'south-america' }];

/** Country geometries, with each overseas part split off as a geometry of its own. */
function splitOverseas(geometries) {
  return geometries.flatMap((geometry) => {
    const rule = OVERSEAS.find((candidate) => candidate.country === geometry.properties.name);
    if (!rule) return [geometry];
    if (geometry.type !== 'MultiPolygon')
      throw new Error(`world-regions: ${rule.country} is no longer a MultiPolygon`);
    const part = (arcs) => ({ type: 'MultiPolygon', arcs, properties: geometry.properties });
    const isOverseas = (arcs) => geoCentroid(feature(world, part([arcs])))[0] < rule.westOf;
    const overseas = geometry.arcs.filter(isOverseas);
    if (overseas.length === 0)
      throw new Error(`world-regions: no part of ${rule.country} west of ${rule.westOf}°`);
    return [
      part(geometry.arcs.filter((arcs) => !isOverseas(arcs))),
      { ...part(overseas), region: rule.region },
    ];
  });
}

// Colours from the theme's tokens (so a dark theme recolours the map), set as inherited styles on
// the <svg> and the ocean: the element's hover and selected fills, rules on the region itself, win.
const MAP_STYLE =
  'fill: color-mix(in srgb, var(--ib-color-text, #0f1b2d) 30%, var(--ib-color-background, #fff)); stroke: var(--ib-color-background, #fff)';
const OCEAN_STYLE = 'fill: var(--ib-color-surface, #f5f5f7); stroke: none';

export const CREDIT = `Made with Natural Earth (public domain): 1:110m countries from world-atlas ${version} (ISC).`;

export function buildWorldRegions() {
  const countries = world.objects.countries.geometries;
  const regionOf = new Map(
    REGIONS.flatMap((region) => region.countries.map((name) => [name, region.id])),
  );
  // A new package version with a country this table does not know fails here, not silently.
  const unknown = countries
    .map((g) => g.properties.name)
    .filter((name) => !regionOf.has(name) && !LEFT_OUT.has(name));
  if (unknown.length) throw new Error(`world-regions: no region for ${unknown.join(', ')}`);
  const missing = [...regionOf.keys()].filter(
    (name) => !countries.some((g) => g.properties.name === name),
  );
  if (missing.length)
    throw new Error(`world-regions: not in world-atlas ${version}: ${missing.join(', ')}`);

  const shown = splitOverseas(countries.filter((g) => regionOf.has(g.properties.name)));
  const regionOfGeometry = (g) => g.region ?? regionOf.get(g.properties.name);
  const land = { type: 'GeometryCollection', geometries: shown.map((g) => merge(world, [g])) };
  // As wide as the map, however tall that makes it; then the height follows the land.
  const projection = geoNaturalEarth1().fitExtent(
    [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, WIDTH],
    ],
    land,
  );
  const path = geoPath(projection).digits(DIGITS);
  const [[, top], [, bottom]] = path.bounds(land);
  const [x, y] = projection.translate();
  projection.translate([x, y - top + MARGIN]);
  const height = Math.ceil(bottom - top + 2 * MARGIN);

  const regions = REGIONS.map(({ id, label }) => ({
    id,
    label,
    d: withoutRepeats(
      path(
        merge(
          world,
          shown.filter((g) => regionOfGeometry(g) === id),
        ),
      ),
    ),
  }));
  // Country borders inside the shown land, drawn thin over the regions so they read as a map.
  const borders = withoutRepeats(
    path(mesh(world, { type: 'GeometryCollection', geometries: shown }, (a, b) => a !== b)),
  );
  return {
    viewBox: `0 0 ${WIDTH} ${height}`,
    credit: CREDIT,
    mapStyle: MAP_STYLE,
    oceanStyle: OCEAN_STYLE,
    regions,
    borders,
  };
}

/** Rounding leaves repeated points (`L600,298L600,298`): drop them. */
function withoutRepeats(d) {
  return d.replace(/([ML])(-?\d+),(-?\d+)((?:L\2,\3(?![\d]))+)/g, '$1$2,$3');
}

const MARK_START =
  '<!-- world-regions:start (generated by scripts/world-regions.mjs; do not edit) -->';
const MARK_END = '<!-- world-regions:end -->';

/**
 * The demo page's map: an ocean, one path per region, the country borders on top (not
 * interactive, so the pointer reaches the region under them). Presentation attributes, which any
 * stylesheet rule (the element's hover and selected fills included) overrides; the colours are
 * site.css's `.world-map` rules (the demo pages carry no inline styles; they are mapStyle and
 * oceanStyle in the JSON for the story).
 */
export function svgMarkup({ viewBox, regions, borders }, indent = '            ') {
  const [, , width, height] = viewBox.split(' ');
  const lines = [
    `<svg class="world-map" viewBox="${viewBox}" stroke-width="1" stroke-linejoin="round">`,
    `  <rect class="world-ocean" width="${width}" height="${height}" rx="12"></rect>`,
    ...regions.map(
      (r) => `  <path data-region="${r.id}" data-label="${r.label}" d="${r.d}"></path>`,
    ),
    `  <path class="world-borders" d="${borders}" stroke-width="0.5" stroke-opacity="0.8" pointer-events="none"></path>`,
    '</svg>',
  ];
  return lines.map((line) => indent + line).join('\n');
}

function replaceBetweenMarkers(html, inner) {
  const start = html.indexOf(MARK_START);
  const end = html.indexOf(MARK_END);
  if (start < 0 || end < start)
    throw new Error('world-regions: demo/pages/map.html lacks the world-regions markers');
  const lineStart = html.lastIndexOf('\n', start) + 1;
  const indent = html.slice(lineStart, start);
  return `${html.slice(0, start + MARK_START.length)}\n${inner}\n${indent}${html.slice(end)}`;
}

function main() {
  const check = process.argv.includes('--check');
  const data = buildWorldRegions();
  const outputs = [
    [resolve(ROOT, 'fixtures/map/world-regions.json'), `${JSON.stringify(data, null, 2)}\n`],
  ];
  const pagePath = resolve(ROOT, 'demo/pages/map.html');
  const page = readFileSync(pagePath, 'utf8');
  outputs.push([pagePath, replaceBetweenMarkers(page, svgMarkup(data))]);
  const stale = [];
  for (const [file, text] of outputs) {
    let current = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (current === text) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (check && stale.length) {
    console.error(
      `world-regions: out of date (run node scripts/world-regions.mjs): ${stale.join(', ')}`,
    );
    process.exit(1);
  }
  console.log(
    `world-regions: ${check ? 'up to date' : `wrote ${stale.length} file(s)`}; ${data.regions.length} regions, viewBox ${data.viewBox}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
