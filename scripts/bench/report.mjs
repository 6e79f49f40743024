// Turns the loads of the peers benchmark into medians, ratios and target checks, and prints them.

export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const METRICS = [
  'bytes',
  'libraryBytes',
  'transferBytes',
  'requests',
  'renderedMs',
  'fcpMs',
  'dclMs',
  'cls',
  'upgradeCls',
  'elements',
];

function summarizeLibrary({ name, loads }) {
  const rows = loads.map((load) => ({ ...load, libraryBytes: load.bytes - load.documentBytes }));
  const medians = Object.fromEntries(
    METRICS.map((metric) => [metric, median(rows.map((row) => row[metric]))]),
  );
  const times = rows.map((row) => row.renderedMs);
  // Which nodes moved, over all loads: the lead needs the cause, not only the number.
  const shiftSources = new Map();
  for (const row of rows)
    for (const shift of row.shifts)
      for (const source of shift.sources)
        shiftSources.set(source.node, (shiftSources.get(source.node) ?? 0) + 1);
  return {
    name,
    medians,
    renderedRange: [Math.min(...times), Math.max(...times)],
    worstUpgradeCls: Math.max(...rows.map((row) => row.upgradeCls)),
    // Loads whose upgrade window starts only at the second frame after parsing (measure-load.mjs).
    paintedMidParse: rows.filter((row) => row.parsedFromMs > 0).length,
    loads: rows.map(({ resources, shifts, ...row }) => ({ ...row, shifts: shifts.length })),
    shiftSources: [...shiftSources]
      .sort((a, b) => b[1] - a[1])
      .map(([node, count]) => ({ node, count })),
    exampleShifts: rows.find((row) => row.shifts.length)?.shifts.slice(0, 5) ?? [],
    resources: rows[0]?.resources ?? [],
  };
}

/** Medians, ratios ours/peer and the target checks for one pairing of two pages. */
function comparePair({ label, ours, peer }, baseline) {
  const ratio = (metric) =>
    ours.medians[metric] == null || !peer.medians[metric]
      ? null
      : ours.medians[metric] / peer.medians[metric];
  const ratios = Object.fromEntries(
    ['bytes', 'libraryBytes', 'requests', 'renderedMs', 'dclMs', 'fcpMs', 'cls', 'upgradeCls'].map(
      (m) => [m, ratio(m)],
    ),
  );
  // The libraries' own share of the time: rendered minus the no-script page's DOMContentLoaded.
  const base = baseline?.medians.dclMs ?? null;
  const ownMs =
    base == null
      ? null
      : { ours: ours.medians.renderedMs - base, peer: peer.medians.renderedMs - base };
  ratios.ownMs = ownMs && ownMs.peer > 0 ? ownMs.ours / ownMs.peer : null;
  const targets = {
    bytes: { target: '<= 0.5x', met: ratios.bytes !== null && ratios.bytes <= 0.5 },
    renderedMs: { target: '<= 0.5x', met: ratios.renderedMs !== null && ratios.renderedMs <= 0.5 },
    // Judged on the upgrade window (see measure-load.mjs); the total CLS is printed beside it.
    cls: { target: '0', met: ours.loads.every((load) => load.upgradeCls === 0) },
  };
  return { label, ours, peer, ownMs, ratios, targets };
}

/**
 * @param {{ libraries: { name: string, loads: object[] }[], pairs: { label: string, ours: string, peer: string }[],
 *   baseline?: string, settings: object }} run
 */
export function summarize({ libraries, pairs, baseline: baselineName, settings }) {
  const byName = new Map(libraries.map((library) => [library.name, summarizeLibrary(library)]));
  const baseline = baselineName ? byName.get(baselineName) : undefined;
  return {
    settings,
    baseline: baseline && { medians: baseline.medians },
    pairs: pairs.map((pair) =>
      comparePair(
        { label: pair.label, ours: byName.get(pair.ours), peer: byName.get(pair.peer) },
        baseline,
      ),
    ),
  };
}

const kb = (bytes) => (bytes == null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value) => (value == null ? '-' : `${value.toFixed(0)} ms`);
const cls = (value) => (value == null ? '-' : value.toFixed(4));
const count = (value) => (value == null ? '-' : String(Math.round(value)));
const times = (value) => (value == null ? '-' : `${value.toFixed(2)}x`);

function pairTable({ label, ours, peer, ownMs, ratios, targets }, baseline) {
  const rows = [
    ['', ours.name, peer.name, 'ours/peer', 'target', 'met'],
    [
      'gzipped bytes fetched',
      kb(ours.medians.bytes),
      kb(peer.medians.bytes),
      times(ratios.bytes),
      targets.bytes.target,
      targets.bytes.met ? 'yes' : 'NO',
    ],
    [
      '  without the HTML page',
      kb(ours.medians.libraryBytes),
      kb(peer.medians.libraryBytes),
      times(ratios.libraryBytes),
      '',
      '',
    ],
    [
      'requests',
      count(ours.medians.requests),
      count(peer.medians.requests),
      times(ratios.requests),
      '',
      '',
    ],
    [
      'all elements rendered',
      ms(ours.medians.renderedMs),
      ms(peer.medians.renderedMs),
      times(ratios.renderedMs),
      targets.renderedMs.target,
      targets.renderedMs.met ? 'yes' : 'NO',
    ],
    [
      '  fastest-slowest',
      ours.renderedRange.map(ms).join('-'),
      peer.renderedRange.map(ms).join('-'),
      '',
      '',
      '',
    ],
    ...(ownMs
      ? [
          [
            `  minus no-script page (${ms(baseline.medians.dclMs)})`,
            ms(ownMs.ours),
            ms(ownMs.peer),
            times(ratios.ownMs),
            '',
            '',
          ],
        ]
      : []),
    [
      'DOMContentLoaded',
      ms(ours.medians.dclMs),
      ms(peer.medians.dclMs),
      times(ratios.dclMs),
      '',
      '',
    ],
    [
      'first contentful paint',
      ms(ours.medians.fcpMs),
      ms(peer.medians.fcpMs),
      times(ratios.fcpMs),
      '',
      '',
    ],
    [
      'CLS while elements upgrade',
      cls(ours.medians.upgradeCls),
      cls(peer.medians.upgradeCls),
      times(ratios.upgradeCls),
      targets.cls.target,
      targets.cls.met ? 'yes' : 'NO',
    ],
    ['  worst load', cls(ours.worstUpgradeCls), cls(peer.worstUpgradeCls), '', '', ''],
    [
      '  loads painted half-parsed',
      count(ours.paintedMidParse),
      count(peer.paintedMidParse),
      '',
      '',
      '',
    ],
    ['CLS, whole load', cls(ours.medians.cls), cls(peer.medians.cls), times(ratios.cls), '', ''],
    [
      'custom elements awaited',
      count(ours.medians.elements),
      count(peer.medians.elements),
      '',
      '',
      '',
    ],
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return [
    '',
    label,
    ...rows.map((row) =>
      row
        .map((cell, col) => (col ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
        .join('  '),
    ),
  ];
}

export function printReport({ settings, baseline, pairs }) {
  const s = settings;
  const lines = [
    '',
    `Peers benchmark ${s.date}: ${s.runs} fresh loads of each page (after ${s.warmup} warm-up), ${s.cpuThrottling}x CPU throttling, ` +
      `cache disabled, gzip; Shoelace${s.minifyPeer ? ' minified as served' : ' as shipped in cdn/'}`,
    `Chromium ${s.chromium}, Node ${s.node}, ${s.cpus} CPUs (${s.cpuModel}), load average ${s.loadAverage.join(' ')}`,
  ];
  for (const pair of pairs) lines.push(...pairTable(pair, baseline));
  const libraries = [
    ...new Map(
      pairs.flatMap((pair) => [pair.ours, pair.peer]).map((library) => [library.name, library]),
    ).values(),
  ];
  for (const library of libraries) {
    if (!library.shiftSources.length) continue;
    lines.push(
      '',
      `${library.name} layout shifts moved: ${library.shiftSources.map((x) => `${x.node} (x${x.count})`).join(', ')}`,
    );
    for (const shift of library.exampleShifts.slice(0, 3))
      lines.push(
        `  ${cls(shift.value)} at ${ms(shift.startTime)}: ${shift.sources.map((x) => `${x.node} [${x.previous}] -> [${x.current}]`).join('; ')}`,
      );
  }
  console.log(lines.join('\n'));
}
