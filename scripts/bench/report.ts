// The benchmark's one table, in Markdown: a row per metric, a column for site-wide values and
// one per page type.
import type {ColourMode} from '../browser/axe';
import type {ViolationsByRule} from './axe-by-rule';
import type {ColdBuild} from './cold-build';
import type {FirstLoad} from './first-load';
import {FIRST_RUN_PAGE, type FirstRun} from './first-run';
import type {LighthouseSummary, Preset} from './lighthouse';
import type {BenchPage} from './pages';
import type {SearchBench} from './search';
import type {QualityFigures, SearchQuality} from './search-quality';

export interface PageResults {
  page: BenchPage;
  /** Undefined when the page does not exist (yet) in this build. */
  measured?: {
    firstLoad: FirstLoad;
    axe: Record<ColourMode, ViolationsByRule>;
    lighthouse: Record<Preset, LighthouseSummary>;
  };
}

export interface BenchResults {
  startedAt: string;
  commit: string;
  chromium: string;
  loadAverage: number[];
  runs: number;
  build: ColdBuild;
  pages: PageResults[];
  /** Undefined when the site has no search yet. */
  search?: SearchBench;
  /** The evaluation set's figures; undefined when the site has no search yet. */
  searchQuality?: SearchQuality;
  /** Undefined when the measured page has no Run button. */
  firstRun?: FirstRun;
}

const MISSING_PAGE = 'n/a (page missing)';
const MISSING_SEARCH = 'n/a (search not built)';
const MISSING_RUN = 'n/a (no Run button)';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

function formatMs(ms: number | null): string {
  if (ms === null) return '?';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function formatViolations(byRule: ViolationsByRule): string {
  const rules = Object.entries(byRule);
  if (rules.length === 0) return '0';
  return rules.map(([rule, count]) => `${rule} ×${count}`).join(', ');
}

function scoresCell({scores}: LighthouseSummary): string {
  const show = (score: number | null) => (score === null ? '?' : String(score));
  return [scores.performance, scores.accessibility, scores['best-practices'], scores.seo].map(show).join(' / ');
}

function metricsCell(summary: LighthouseSummary): string {
  const cls = summary.cls === null ? '?' : String(Number(summary.cls.toFixed(3)));
  return `${formatMs(summary.lcpMs)} / ${formatMs(summary.tbtMs)} / ${cls}`;
}

/** The three kinds of work that took longest, e.g. "Script Evaluation 1.20 s, Style & Layout 640 ms, Other 300 ms, the rest 100 ms". */
function mainThreadCell({mainThread}: LighthouseSummary): string {
  if (mainThread.length === 0) return '?';
  const shown = mainThread.slice(0, 3).map(({label, ms}) => `${label} ${formatMs(ms)}`);
  const rest = mainThread.slice(3).reduce((total, {ms}) => total + ms, 0);
  return [...shown, ...(mainThread.length > 3 ? [`the rest ${formatMs(rest)}`] : [])].join(', ');
}

function searchFetched({fetched}: SearchBench): string {
  const total = fetched.scriptBytes + fetched.wasmBytes + fetched.indexBytes + fetched.otherBytes;
  const parts = [
    `JS ${formatBytes(fetched.scriptBytes)}`,
    `WASM ${formatBytes(fetched.wasmBytes)}`,
    `index ${formatBytes(fetched.indexBytes)}`,
    ...(fetched.otherBytes > 0 ? [`other ${formatBytes(fetched.otherBytes)}`] : []),
  ];
  return `${formatBytes(total)} in ${fetched.requests} requests (${parts.join(', ')})`;
}

function qualityCell(figures: QualityFigures): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return `hit@1 ${percent(figures.hitAt1)}, hit@3 ${percent(figures.hitAt3)}, MRR ${figures.mrr.toFixed(3)}, median ${formatMs(figures.medianMs)} key to results (${figures.queries} queries)`;
}

/** The evaluation set's rows: held out and tuning apart, then each kind of query. */
export function searchQualityRows(quality: SearchQuality | undefined): [string, string][] {
  if (!quality) return [['Search: evaluation set', MISSING_SEARCH]];
  return [
    ['Search: held-out queries', qualityCell(quality.heldOut)],
    ['Search: tuning queries', qualityCell(quality.tuning)],
    ...(['api', 'typo', 'task'] as const).map((kind): [string, string] => [
      `Search: all ${kind} queries`,
      qualityCell(quality.byKind[kind]),
    ]),
  ];
}

/** `npm run bench -- --only search`: the search rows alone, for one build. */
export function renderSearchReport({
  startedAt,
  commit,
  chromium,
  search,
  searchQuality,
}: Omit<BenchResults, 'build' | 'pages' | 'runs' | 'loadAverage'>): string {
  const rows: [string, string][] = [
    ['Search: fetched from opening to first results', search ? searchFetched(search) : MISSING_SEARCH],
    ['Search: first query, index loading included', search ? formatMs(search.firstQueryMs) : MISSING_SEARCH],
    ['Search: median query time', search ? `${formatMs(search.medianQueryMs)} (${search.queryCount} queries)` : MISSING_SEARCH],
    ...searchQualityRows(searchQuality),
  ];
  return [
    `# Search benchmark, ${startedAt}`,
    '',
    `Commit ${commit} · ${chromium}`,
    '',
    '| Metric | Value |',
    '| --- | --- |',
    ...rows.map(([metric, value]) => `| ${metric} | ${value} |`),
    '',
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const {build, pages, search, firstRun, runs} = results;
  const header = ['Metric', 'Site', ...pages.map(({page}) => `${page.label} \`${page.path}\``)];
  const rows: string[][] = [];
  const siteRow = (metric: string, value: string) => rows.push([metric, value, ...pages.map(() => '')]);
  const pageRow = (metric: string, cell: (measured: NonNullable<PageResults['measured']>) => string) =>
    rows.push([metric, '', ...pages.map(({measured}) => (measured ? cell(measured) : MISSING_PAGE))]);

  siteRow('Cold build: wall time', `${build.wallSeconds.toFixed(1)} s`);
  if (build.apiReferenceSeconds !== undefined)
    siteRow('Cold build: of which the API reference, both versions', `${build.apiReferenceSeconds.toFixed(1)} s`);
  siteRow('Cold build: peak memory', formatBytes(build.peakRssBytes));
  pageRow('First-load JS, gzip (files)', ({firstLoad}) => `${formatBytes(firstLoad.scriptBytes)} (${firstLoad.scriptCount})`);
  pageRow('First-load requests', ({firstLoad}) => String(firstLoad.requestCount));
  pageRow('Prefetched JS of linked pages (files)', ({firstLoad}) => `${formatBytes(firstLoad.prefetchBytes)} (${firstLoad.prefetchCount})`);
  pageRow('Search JS loaded before opening search', ({firstLoad}) => formatBytes(firstLoad.searchScriptBytes));
  pageRow('Sample runner JS loaded before the first Run', ({firstLoad}) => formatBytes(firstLoad.runnerScriptBytes));
  for (const preset of ['mobile', 'desktop'] as const) {
    pageRow(`Lighthouse ${preset}: perf / a11y / best practices / SEO`, ({lighthouse}) => scoresCell(lighthouse[preset]));
    pageRow(`Lighthouse ${preset}: LCP / TBT / CLS`, ({lighthouse}) => metricsCell(lighthouse[preset]));
  }
  pageRow('Lighthouse mobile: main-thread work, longest kinds', ({lighthouse}) => mainThreadCell(lighthouse.mobile));
  for (const mode of ['light', 'dark'] as const) {
    pageRow(`axe violations, ${mode} mode (elements)`, ({axe}) => formatViolations(axe[mode]));
  }
  siteRow('Search: fetched from opening to first results', search ? searchFetched(search) : MISSING_SEARCH);
  siteRow('Search: first query, index loading included', search ? formatMs(search.firstQueryMs) : MISSING_SEARCH);
  siteRow('Search: median query time', search ? `${formatMs(search.medianQueryMs)} (${search.queryCount} queries)` : MISSING_SEARCH);

  for (const [label, cell] of searchQualityRows(results.searchQuality)) siteRow(label, cell);

  const downloads = ({bytes, requests}: {bytes: number; requests: number}) => `${formatBytes(bytes)} in ${requests} requests`;
  siteRow(
    `First Run of a sample (\`${FIRST_RUN_PAGE}\`): panel, worker, graphql 17`,
    firstRun ? downloads(firstRun.graphql17) : MISSING_RUN,
  );
  siteRow('First Run: switching to graphql 16 adds', firstRun ? downloads(firstRun.graphql16) : MISSING_RUN);

  const table = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  const failedAudits = pages.flatMap(({page, measured}) =>
    measured
      ? (['mobile', 'desktop'] as const)
          .filter((preset) => measured.lighthouse[preset].failedAudits.length > 0)
          .map((preset) => `- ${page.label}, ${preset}: ${measured.lighthouse[preset].failedAudits.join(', ')}`)
      : [],
  );
  return [
    `# Benchmark, ${results.startedAt}`,
    '',
    `Commit ${results.commit} · ${results.chromium} · Lighthouse median of ${runs} run${runs === 1 ? '' : 's'} per preset · ` +
      `load average at start ${results.loadAverage.map((load) => load.toFixed(2)).join(' ')} (a shared CPU makes timings indicative).`,
    '',
    table,
    '',
    `Sizes are compressed bytes on the wire (KiB = 1024 bytes), from a cold cache until the network is idle. ` +
      `Peak memory: ${build.peakMethod}.`,
    ...(failedAudits.length > 0 ? ['', 'Lighthouse audits not passed (accessibility, best practices, SEO):', ...failedAudits] : []),
    '',
  ].join('\n');
}
