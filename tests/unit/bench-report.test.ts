import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LighthouseSummary} from '../../scripts/bench/lighthouse';
import {renderReport, type BenchResults} from '../../scripts/bench/report';
import {outcomeOf, summarise} from '../../scripts/bench/search-quality';
import type {EvaluationQuery} from '../../scripts/bench/search-queries';
import {median} from '../../scripts/bench/stats';
import {generationMessage, generationSeconds} from '../../plugins/api-reference';

const lighthouse: LighthouseSummary = {
  scores: {performance: 97, accessibility: 100, 'best-practices': 100, seo: 100},
  lcpMs: 1234,
  tbtMs: 40,
  cls: 0,
  mainThread: [
    {label: 'Script Evaluation', ms: 1204},
    {label: 'Style & Layout', ms: 640},
    {label: 'Other', ms: 300},
    {label: 'Rendering', ms: 90},
    {label: 'Garbage Collection', ms: 10},
  ],
  failedAudits: [],
  runs: 3,
};

const results: BenchResults = {
  startedAt: '2026-01-01T00:00:00.000Z',
  commit: 'abc1234',
  chromium: 'Chromium 1',
  loadAverage: [1, 1, 1],
  runs: 3,
  build: {wallSeconds: 61.25, apiReferenceSeconds: 6.04, peakRssBytes: 1.5 * 1024 ** 3, peakMethod: 'test'},
  pages: [
    {
      page: {label: 'Home', path: '/'},
      measured: {
        firstLoad: {
          scriptBytes: 150 * 1024,
          scriptCount: 5,
          requestCount: 9,
          prefetchBytes: 2048,
          prefetchCount: 3,
          searchScriptBytes: 0,
          runnerScriptBytes: 0,
          scripts: [],
        },
        axe: {light: {}, dark: {'color-contrast': 2}},
        lighthouse: {mobile: lighthouse, desktop: {...lighthouse, failedAudits: ['seo/meta-description']}},
      },
    },
    {page: {label: 'API class', path: '/api/class/X'}},
  ],
};

const rowOf = (report: string, metric: string) =>
  report
    .split('\n')
    .find((line) => line.startsWith(`| ${metric} |`))
    ?.split(' | ')
    .slice(1)
    .map((cell) => cell.replace(/ \|$/, ''));

test('one row per metric, a column per page, missing pages and search said plainly', () => {
  const report = renderReport(results);
  assert.deepEqual(rowOf(report, 'Cold build: wall time'), ['61.3 s', '', '']);
  assert.deepEqual(rowOf(report, 'Cold build: peak memory'), ['1.50 GiB', '', '']);
  assert.deepEqual(rowOf(report, 'Cold build: of which the API reference, both versions'), ['6.0 s', '', '']);
  assert.deepEqual(rowOf(report, 'First-load JS, gzip (files)'), ['', '150.0 KiB (5)', 'n/a (page missing)']);
  assert.deepEqual(rowOf(report, 'Lighthouse mobile: perf / a11y / best practices / SEO'), [
    '',
    '97 / 100 / 100 / 100',
    'n/a (page missing)',
  ]);
  assert.deepEqual(rowOf(report, 'Lighthouse mobile: LCP / TBT / CLS'), ['', '1.23 s / 40 ms / 0', 'n/a (page missing)']);
  assert.deepEqual(rowOf(report, 'Lighthouse mobile: main-thread work, longest kinds'), [
    '',
    'Script Evaluation 1.20 s, Style & Layout 640 ms, Other 300 ms, the rest 100 ms',
    'n/a (page missing)',
  ]);
  assert.deepEqual(rowOf(report, 'axe violations, dark mode (elements)'), ['', 'color-contrast ×2', 'n/a (page missing)']);
  assert.deepEqual(rowOf(report, 'Search: median query time'), ['n/a (search not built)', '', '']);
  assert.deepEqual(rowOf(report, 'Sample runner JS loaded before the first Run'), ['', '0 B', 'n/a (page missing)']);
  assert.deepEqual(rowOf(report, 'First Run: switching to graphql 16 adds'), ['n/a (no Run button)', '', '']);
  assert.deepEqual(
    rowOf(
      renderReport({...results, firstRun: {graphql17: {bytes: 2048, requests: 4}, graphql16: {bytes: 1024, requests: 1}}}),
      'First Run: switching to graphql 16 adds',
    ),
    ['1.0 KiB in 1 requests', '', ''],
  );
  assert.match(report, /^- Home, desktop: seo\/meta-description$/m);
});

test('the evaluation set: a hit counts the first row of an expected page, sections and anchors aside; held-out queries apart', () => {
  const query = (text: string, heldOut: boolean): EvaluationQuery => ({
    query: text,
    kind: 'task',
    expected: ['/docs/guides/pagination'],
    heldOut,
  });
  const outcomes = [
    // The page's own section rows are one result: rank 2, after the guides index.
    outcomeOf(query('a', false), ['/docs/guides/', '/docs/guides/#x', '/docs/guides/pagination#cursor'], 10),
    outcomeOf(query('b', false), ['/docs/guides/pagination'], 20),
    outcomeOf(query('c', true), ['/api/x', '/api/y', '/api/z', '/docs/guides/pagination'], 30),
  ];
  assert.deepEqual(
    outcomes.map(({rank}) => rank),
    [2, 1, 4],
  );
  const quality = summarise(outcomes);
  assert.deepEqual(quality.tuning, {queries: 2, hitAt1: 0.5, hitAt3: 1, mrr: 0.75, medianMs: 15});
  assert.deepEqual(quality.heldOut, {queries: 1, hitAt1: 0, hitAt3: 0, mrr: 0.25, medianMs: 30});
  assert.deepEqual(rowOf(renderReport({...results, searchQuality: quality}), 'Search: held-out queries'), [
    'hit@1 0.0 %, hit@3 0.0 %, MRR 0.250, median 30 ms key to results (1 queries)',
    '',
    '',
  ]);
});

test('median of odd and even counts, and of nothing', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

test('the API reference generation time is read back from the line the build prints', () => {
  assert.equal(generationSeconds(`[INFO] x\n${generationMessage(['17.x', '16.x'], 5.84)}\n[SUCCESS] y`), 5.8);
  assert.equal(generationSeconds('[INFO] nothing generated: the cache was fresh'), undefined);
});
