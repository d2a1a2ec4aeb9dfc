// `npm run bench`: builds the site cold, serves it like a static host (gzip) and prints one
// Markdown table of build cost, first-load weight, Lighthouse, axe and search figures for four
// representative pages and the five longest pages of the build; also
// written to bench-results/latest.md (and the raw numbers to latest.json).
// BENCH_RUNS (default 3) sets the Lighthouse runs per page and preset.
// `npm run bench -- --only search [--build <dir>]` measures search alone on an existing build
// (default build/): what opening it fetches, query times and the evaluation set's figures.
import {execFileSync} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {loadavg} from 'node:os';
import {join, resolve} from 'node:path';
import {COLOUR_MODES} from './browser/axe';
import {axeByRule} from './bench/axe-by-rule';
import {launchBrowser, launchDebuggableChromium} from './bench/chromium';
import {coldBuild} from './bench/cold-build';
import {measureFirstLoad} from './bench/first-load';
import {measureFirstRun} from './bench/first-run';
import {lighthouseSummary, PRESETS} from './bench/lighthouse';
import {BENCH_PAGES, longestPages} from './bench/pages';
import {renderReport, renderSearchReport, type BenchResults, type PageResults} from './bench/report';
import {measureSearch, measureSearchQuality} from './bench/search';
import {createStaticServer} from './serve';

const siteDir = resolve(__dirname, '..');
const resultsDir = join(siteDir, 'bench-results');

function runsFromEnvironment(): number {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, got ${process.env.BENCH_RUNS}`);
  return runs;
}

const LONGEST_PAGES = 5;

const log = (message: string) => console.error(`[bench] ${message}`);

function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function searchOnly(runs: number): Promise<void> {
  const buildDir = resolve(optionValue('--build') ?? join(siteDir, 'build'));
  const server = createStaticServer(buildDir, {encodings: ['gzip']});
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    log(`Search on ${buildDir}…`);
    const search = await measureSearch(browser, `${siteUrl}/`, runs);
    log('Search: the evaluation set…');
    const searchQuality = await measureSearchQuality(browser, `${siteUrl}/`);
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();
    const report = renderSearchReport({
      startedAt: new Date().toISOString(),
      commit,
      chromium: `Chromium ${browser.version()}`,
      search,
      searchQuality,
    });
    await writeFile(join(resultsDir, 'search.md'), report);
    await writeFile(join(resultsDir, 'search.json'), `${JSON.stringify({search, searchQuality}, null, 2)}\n`);
    console.log(report);
    for (const miss of searchQuality.misses) {
      console.log(
        `- not first${miss.heldOut ? ' (held out)' : ''}: "${miss.query}" wants ${miss.expected.join(' or ')}; top three ${miss.got.join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const runs = runsFromEnvironment();
  const only = optionValue('--only');
  if (only !== undefined) {
    if (only !== 'search') throw new Error(`--only takes "search", got ${only}`);
    await mkdir(resultsDir, {recursive: true});
    return searchOnly(runs);
  }
  const startedAt = new Date().toISOString();
  const loadAverage = loadavg();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();

  log('Cold build (caches removed)…');
  const build = await coldBuild(siteDir, resultsDir);
  log(`Built in ${build.wallSeconds.toFixed(1)} s.`);

  // gzip only, so that the first-load figures stay comparable with earlier reports (and the
  // budgets, which are in gzip); browsers that accept brotli get less from the real server.
  const server = createStaticServer(join(siteDir, 'build'), {encodings: ['gzip']});
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const benchPages = [...BENCH_PAGES, ...longestPages(join(siteDir, 'build'), LONGEST_PAGES)];
  try {
    const measured = new Map<string, Omit<NonNullable<PageResults['measured']>, 'lighthouse'>>();
    for (const page of benchPages) {
      const url = siteUrl + page.path;
      if ((await fetch(url, {method: 'HEAD'})).status !== 200) {
        log(`${page.path}: missing, skipped.`);
        continue;
      }
      log(`${page.path}: first load and axe…`);
      const firstLoad = await measureFirstLoad(browser, url);
      const [light, dark] = await Promise.all(COLOUR_MODES.map((mode) => axeByRule(browser, url, mode)));
      measured.set(page.path, {firstLoad, axe: {light, dark}});
    }

    log('Search…');
    const search = await measureSearch(browser, `${siteUrl}/`, runs);
    const searchQuality = await measureSearchQuality(browser, `${siteUrl}/`);

    log('First Run of a sample…');
    const firstRun = await measureFirstRun(browser, siteUrl);

    const pages: PageResults[] = [];
    const chromium = await launchDebuggableChromium();
    try {
      for (const page of benchPages) {
        const partial = measured.get(page.path);
        if (!partial) {
          pages.push({page});
          continue;
        }
        const lighthouse = {} as NonNullable<PageResults['measured']>['lighthouse'];
        for (const preset of PRESETS) {
          log(`${page.path}: Lighthouse ${preset} ×${runs}…`);
          lighthouse[preset] = await lighthouseSummary(chromium.port, siteUrl + page.path, preset, runs);
        }
        pages.push({page, measured: {...partial, lighthouse}});
      }
    } finally {
      await chromium.close();
    }

    const results: BenchResults = {
      startedAt,
      commit,
      chromium: `Chromium ${browser.version()}`,
      loadAverage,
      runs,
      build,
      pages,
      search,
      searchQuality,
      firstRun,
    };
    const report = renderReport(results);
    await writeFile(join(resultsDir, 'latest.md'), report);
    await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(report);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
