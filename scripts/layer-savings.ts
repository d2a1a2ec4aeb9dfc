// `npm run layer-savings [-- part ...]`: what each part of packages/docusaurus-lean-client saves.
// Builds the site whole, then once per part with that part left out (LEAN_CLIENT_WITHOUT, read by
// the package's index.ts), and measures each build as the bench does: the JavaScript a cold visit
// to each bench page and to the longest page downloads (served gzip-compressed), and the gzip
// size of `main` and `runtime~main`. The differences go to the package's savings.json and, as a
// table, into its README between the layer-savings markers, after each part. With part names,
// only those parts are measured, in that order, and the other rows are kept. Each build takes
// minutes: all parts take a while.
import {execFileSync, spawnSync} from 'node:child_process';
import {closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import type {LeanClientPart} from '../packages/docusaurus-lean-client';
import {launchBrowser} from './bench/chromium';
import {chunkGzipBytes} from './bench/chunks';
import {measureFirstLoad} from './bench/first-load';
import {
  mergedSavings,
  partsToMeasure,
  renderSavingsTable,
  replaceBetweenMarkers,
  type BuildSizes,
  type LayerSavings,
} from './bench/layer-savings';
import {BENCH_PAGES, longestPages, type BenchPage} from './bench/pages';
import {createStaticServer} from './serve';

const siteDir = resolve(__dirname, '..');
const packageDir = join(siteDir, 'packages', 'docusaurus-lean-client');
const SAVINGS_FILE = join(packageDir, 'savings.json');
const README = join(packageDir, 'README.md');
const CHUNKS = ['main', 'runtime~main'];
/** Each build's output, kept for a failed build's cause. */
const LOG_DIR = join(siteDir, 'bench-results', 'layer-savings');

const log = (message: string) => console.error(`[layer-savings] ${message}`);

function commitMeasured(): string {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).trim();
  return git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') === '' ? '' : '+changes');
}

/** A production build into `outDir`, without `part` if given; its output goes to `logFile`. */
function build(outDir: string, logFile: string, part?: LeanClientPart): void {
  const output = openSync(logFile, 'w');
  try {
    const {status} = spawnSync(join(siteDir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
      cwd: siteDir,
      env: {...process.env, LEAN_CLIENT_WITHOUT: part ?? ''},
      stdio: ['ignore', output, output],
    });
    if (status !== 0)
      throw new Error(`the build${part ? ` without ${part}` : ''} exited with ${status}; its output is in ${relative(siteDir, logFile)}`);
  } finally {
    closeSync(output);
  }
}

async function measure(outDir: string, pages: readonly BenchPage[]): Promise<BuildSizes> {
  // gzip only, as the bench measures (the byte budgets' server offers brotli too).
  const server = createStaticServer(outDir, {encodings: ['gzip']});
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const browser = await launchBrowser();
  try {
    const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const firstLoad: Record<string, number> = {};
    for (const page of pages) firstLoad[page.path] = (await measureFirstLoad(browser, siteUrl + page.path)).scriptBytes;
    return {firstLoad, chunks: Object.fromEntries(CHUNKS.map((chunk) => [chunk, chunkGzipBytes(outDir, chunk)]))};
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const parts = partsToMeasure(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'layer-savings-'));
  mkdirSync(LOG_DIR, {recursive: true});
  try {
    const commit = commitMeasured();
    log(`Whole site: building…`);
    const wholeDir = join(workDir, 'whole');
    build(wholeDir, join(LOG_DIR, 'whole.log'));
    const pages = [...BENCH_PAGES, ...longestPages(wholeDir, 1).map(({path}) => ({label: 'Longest page', path}))];
    const whole = await measure(wholeDir, pages);
    rmSync(wholeDir, {recursive: true, force: true});
    for (const part of parts) {
      log(`Without ${part}: building…`);
      const outDir = join(workDir, part);
      const logFile = join(LOG_DIR, `${part}.log`);
      let without: BuildSizes | {error: string};
      try {
        build(outDir, logFile, part);
        without = await measure(outDir, pages);
      } catch (error) {
        log(`Without ${part}: ${String(error)}`);
        without = {error: String(error)};
      }
      rmSync(outDir, {recursive: true, force: true});
      // Written after each part, so that an interrupted run keeps what it measured.
      const kept = existsSync(SAVINGS_FILE) ? (JSON.parse(readFileSync(SAVINGS_FILE, 'utf8')) as LayerSavings) : undefined;
      const savings = mergedSavings(kept, {
        pages,
        chunks: CHUNKS,
        parts: [{part, commit, measuredAt: new Date().toISOString(), whole, without}],
      });
      writeFileSync(SAVINGS_FILE, `${JSON.stringify(savings, null, 2)}\n`);
      writeFileSync(README, replaceBetweenMarkers(readFileSync(README, 'utf8'), renderSavingsTable(savings)));
    }
    console.log(renderSavingsTable(JSON.parse(readFileSync(SAVINGS_FILE, 'utf8')) as LayerSavings));
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
