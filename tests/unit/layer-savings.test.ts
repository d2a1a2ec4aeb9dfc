import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {LEAN_CLIENT_PARTS, leanClientPlugins, leanClientShell, omittedPart} from '../../packages/docusaurus-lean-client';
import {
  END_MARKER,
  formatSaving,
  mergedSavings,
  partsToMeasure,
  renderSavingsTable,
  replaceBetweenMarkers,
  START_MARKER,
  type LayerSavings,
  type PartMeasurement,
} from '../../scripts/bench/layer-savings';

const PAGES = [
  {label: 'Home', path: '/'},
  {label: 'Longest page', path: '/docs/long'},
];
const WHOLE = {firstLoad: {'/': 90_000, '/docs/long': 120_000}, chunks: {main: 91_000, 'runtime~main': 3_700}};

function measured(part: string, without: PartMeasurement['without'], commit = 'abc1234'): PartMeasurement {
  return {part, commit, measuredAt: '2026-11-26T12:00:00.000Z', whole: WHOLE, without};
}

const savings: LayerSavings = {
  pages: PAGES,
  chunks: ['main', 'runtime~main'],
  parts: [
    measured('slim-prism', {firstLoad: {'/': 121_642, '/docs/long': 151_642}, chunks: {main: 122_642, 'runtime~main': 3_700}}),
    measured('tslib-helpers', {firstLoad: {'/': 89_900, '/docs/long': 120_000}, chunks: {main: 91_000, 'runtime~main': 3_700}}),
    measured('hydration-shell', {error: 'the build without hydration-shell exited with 1'}),
  ],
};

test('the savings table has a row per part in order: bytes saved per page and chunk, failed and unmeasured builds said as such', () => {
  const table = renderSavingsTable(savings, ['slim-prism', 'client-routes', 'tslib-helpers', 'hydration-shell']);
  assert.equal(
    table,
    [
      '| Part | Home `/` | Longest page `/docs/long` | `main.js` | `runtime~main.js` | Measured at |',
      '| --- | --- | --- | --- | --- | --- |',
      '| slim-prism | 30.9 KiB | 30.9 KiB | 30.9 KiB | 0 | abc1234, 2026-11-26 |',
      '| client-routes | not measured | not measured | not measured | not measured |  |',
      // Without the part the page is smaller: the part costs bytes there.
      '| tslib-helpers | −100 B | 0 | 0 | 0 | abc1234, 2026-11-26 |',
      '| hydration-shell | build failed | build failed | build failed | build failed | abc1234, 2026-11-26 |',
    ].join('\n'),
  );
});

test('by default the table lists every part of the layer', () => {
  const rows = renderSavingsTable(savings).split('\n').slice(2);
  assert.deepEqual(
    rows.map((row) => row.split(' | ')[0]!.slice(2)),
    [...LEAN_CLIENT_PARTS],
  );
});

test('savings are formatted like the bench, with a minus sign for a part that adds bytes', () => {
  assert.equal(formatSaving(0), '0');
  assert.equal(formatSaving(512), '512 B');
  assert.equal(formatSaving(14_643), '14.3 KiB');
  assert.equal(formatSaving(-2048), '−2.0 KiB');
});

test('the table replaces what lies between the markers, and nothing else', () => {
  const readme = `# Title\n\n${START_MARKER}\n| old |\n${END_MARKER}\n\nAfter.\n`;
  assert.equal(replaceBetweenMarkers(readme, '| new |'), `# Title\n\n${START_MARKER}\n| new |\n${END_MARKER}\n\nAfter.\n`);
  assert.throws(() => replaceBetweenMarkers('# Title\n', '| new |'), /The README needs the lines <!-- layer-savings/);
  assert.throws(() => replaceBetweenMarkers(`${END_MARKER}\n${START_MARKER}\n`, '| new |'), /in that order/);
});

test('the package README holds the markers, and the table it shows is the one savings.json gives', () => {
  const packageDir = join(__dirname, '..', '..', 'packages', 'docusaurus-lean-client');
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const kept = JSON.parse(readFileSync(join(packageDir, 'savings.json'), 'utf8')) as LayerSavings;
  assert.equal(replaceBetweenMarkers(readme, renderSavingsTable(kept)), readme);
});

test("a run's parts replace their kept rows; other pages or chunks replace every row", () => {
  const run: LayerSavings = {...savings, parts: [measured('tslib-helpers', WHOLE, 'def5678')]};
  const merged = mergedSavings(savings, run);
  assert.deepEqual(
    merged.parts.map(({part, commit}) => `${part} ${commit}`),
    ['slim-prism abc1234', 'hydration-shell abc1234', 'tslib-helpers def5678'],
  );
  const otherPages = {...run, pages: [PAGES[0]!]};
  assert.equal(mergedSavings(savings, otherPages), otherPages);
  assert.equal(mergedSavings(undefined, run), run);
});

test('parts are named on the command line, all by default; an unknown name is refused with the list', () => {
  assert.deepEqual(partsToMeasure([]), [...LEAN_CLIENT_PARTS]);
  assert.deepEqual(partsToMeasure(['chunk-filenames', 'slim-prism']), ['chunk-filenames', 'slim-prism']);
  assert.throws(
    () => partsToMeasure(['slim-prisms']),
    /"slim-prisms" is no part of docusaurus-lean-client; the parts are slim-prism, client-routes/,
  );
});

test('LEAN_CLIENT_WITHOUT leaves out one part, and only it; an unknown name fails the config', () => {
  const options = {apiDocsPluginId: 'api', pageKinds: [], loadFailureModule: 'x.ts'} as unknown as Parameters<typeof leanClientPlugins>[0];
  const names = () =>
    [...leanClientPlugins(options), ...leanClientShell()].map((config) =>
      String(Array.isArray(config) ? config[0] : config)
        .split(/[\\/]/)
        .at(-2),
    );
  const previous = process.env.LEAN_CLIENT_WITHOUT;
  try {
    delete process.env.LEAN_CLIENT_WITHOUT;
    assert.deepEqual(names(), [...LEAN_CLIENT_PARTS]);
    for (const part of LEAN_CLIENT_PARTS) {
      process.env.LEAN_CLIENT_WITHOUT = part;
      assert.deepEqual(
        names(),
        LEAN_CLIENT_PARTS.filter((name) => name !== part),
        part,
      );
    }
    assert.throws(
      () => omittedPart('hydration'),
      /LEAN_CLIENT_WITHOUT is "hydration", which is no part of docusaurus-lean-client; the parts are/,
    );
  } finally {
    if (previous === undefined) delete process.env.LEAN_CLIENT_WITHOUT;
    else process.env.LEAN_CLIENT_WITHOUT = previous;
  }
});
