// `npx tsx scripts/bench/compare-builds.ts <before-build> <after-build> [--html]`: first-load
// JavaScript per page type of two builds (say a commit's and its parent's, each built in a
// worktree of its own), both measured by this checkout's bench code, so an old build is measured
// exactly as a new one. The page types are those of tests/e2e/byte-budgets.json; a path a build
// lacks is measured at its nearest existing parent and the table says so. With --html, also
// each docs page's HTML, raw and gzip. Prints Markdown tables.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {join, resolve, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {createStaticServer} from '../serve';
import {launchBrowser} from './chromium';
import {measureFirstLoad} from './first-load';

const BUDGET_FILE = join(__dirname, '..', '..', 'tests', 'e2e', 'byte-budgets.json');

/** What one page type loads in one build: script bytes (compressed as served) and script requests. */
export interface Measured {
  path: string;
  scriptBytes: number;
  scriptCount: number;
}

export interface RouteChoice {
  before: string;
  after: string;
}

/** `path` itself, or its nearest parent that `exists`; `/` when none does. */
export function nearestRoute(path: string, exists: (path: string) => boolean): string {
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length; length > 0; length--) {
    const candidate = `/${segments.slice(0, length).join('/')}${length === segments.length && path.endsWith('/') ? '/' : ''}`;
    if (exists(candidate)) return candidate;
  }
  return '/';
}

/**
 * The path to measure in each build. A path neither build has is measured as is (the 404 page
 * type); one only a build has is measured at its nearest parent in the other.
 */
export function routesToMeasure(
  path: string,
  existsBefore: (path: string) => boolean,
  existsAfter: (path: string) => boolean,
): RouteChoice {
  if (!existsBefore(path) && !existsAfter(path)) return {before: path, after: path};
  return {before: nearestRoute(path, existsBefore), after: nearestRoute(path, existsAfter)};
}

/** Whether a static build serves `path` from a file of its own, as scripts/serve.ts would. */
function routeExists(buildDir: string, path: string): boolean {
  const relative = path.replace(/^\/+|\/+$/g, '');
  return existsSync(join(buildDir, relative, 'index.html')) || (relative !== '' && existsSync(join(buildDir, `${relative}.html`)));
}

function signed(bytes: number): string {
  return bytes > 0 ? `+${bytes.toLocaleString('en')}` : bytes === 0 ? '0' : `−${(-bytes).toLocaleString('en')}`;
}

function percent(before: number, after: number): string {
  if (before === 0) return 'n/a';
  const change = ((after - before) / before) * 100;
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(1)} %`;
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** One row per page type: bytes before and after, the difference, and script requests. */
export function renderFirstLoadTable(pageTypes: readonly string[], before: readonly Measured[], after: readonly Measured[]): string {
  const lines = [
    row(['Page type', 'Before (B)', 'After (B)', 'Difference', 'Script requests']),
    row(['---', '---:', '---:', '---:', '---:']),
  ];
  pageTypes.forEach((pageType, index) => {
    const old = before[index]!;
    const now = after[index]!;
    const measuredAt = (measured: Measured, side: string) => (measured.path === pageType ? '' : ` (${side}: \`${measured.path}\`)`);
    lines.push(
      row([
        `\`${pageType}\`${measuredAt(old, 'before')}${measuredAt(now, 'after')}`,
        old.scriptBytes.toLocaleString('en'),
        now.scriptBytes.toLocaleString('en'),
        `${signed(now.scriptBytes - old.scriptBytes)} (${percent(old.scriptBytes, now.scriptBytes)})`,
        `${old.scriptCount} → ${now.scriptCount}`,
      ]),
    );
  });
  return lines.join('\n');
}

export interface HtmlSize {
  raw: number;
  gzip: number;
}

/** Every page under `prefix` in a build, by path: its HTML's size, raw and gzip (level 9). */
function htmlSizes(buildDir: string, prefix: string): Map<string, HtmlSize> {
  const sizes = new Map<string, HtmlSize>();
  const dir = join(buildDir, prefix);
  if (!existsSync(dir)) return sizes;
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('index.html')) continue;
    const html = readFileSync(join(dir, file));
    const path = `${prefix}${file.slice(0, -'index.html'.length).split(sep).join('/')}`;
    sizes.set(path, {raw: html.length, gzip: gzipSync(html, {level: 9}).length});
  }
  return sizes;
}

/** One row per page of either build, sorted by path, then the largest growth of each measure. */
export function renderHtmlTable(before: ReadonlyMap<string, HtmlSize>, after: ReadonlyMap<string, HtmlSize>): string {
  const lines = [
    row(['Page', 'Raw before', 'Raw after', 'Raw change', 'Gzip before', 'Gzip after', 'Gzip change']),
    row(['---', ...Array(6).fill('---:')]),
  ];
  const largest = {raw: {change: -Infinity, path: ''}, gzip: {change: -Infinity, path: ''}};
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const old = before.get(path);
    const now = after.get(path);
    if (!old || !now) {
      const size = (old ?? now)!;
      const side = old ? 'before' : 'after';
      const cells = (bytes: number) => (old ? [bytes.toLocaleString('en'), '–'] : ['–', bytes.toLocaleString('en')]);
      lines.push(row([`\`${path}\` (${side} only)`, ...cells(size.raw), '', ...cells(size.gzip), '']));
      continue;
    }
    for (const measure of ['raw', 'gzip'] as const) {
      const change = (now[measure] - old[measure]) / old[measure];
      if (change > largest[measure].change) largest[measure] = {change, path};
    }
    lines.push(
      row([
        `\`${path}\``,
        old.raw.toLocaleString('en'),
        now.raw.toLocaleString('en'),
        percent(old.raw, now.raw),
        old.gzip.toLocaleString('en'),
        now.gzip.toLocaleString('en'),
        percent(old.gzip, now.gzip),
      ]),
    );
  }
  const summary = (['raw', 'gzip'] as const)
    .filter((measure) => largest[measure].path !== '')
    .map((measure) => `${measure} ${percent(1, 1 + largest[measure].change)} (\`${largest[measure].path}\`)`);
  if (summary.length > 0) lines.push('', `Largest growth of a page both builds have: ${summary.join('; ')}.`);
  return lines.join('\n');
}

async function measureBuild(buildDir: string, paths: readonly string[]): Promise<Measured[]> {
  // gzip only, as `npm run bench` serves (the byte budgets' server offers brotli too).
  const server = createStaticServer(buildDir, {encodings: ['gzip']});
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const browser = await launchBrowser();
  try {
    const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const measured: Measured[] = [];
    for (const path of paths) {
      const {scriptBytes, scriptCount} = await measureFirstLoad(browser, siteUrl + path);
      measured.push({path, scriptBytes, scriptCount});
    }
    return measured;
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const withHtml = args.includes('--html');
  const dirs = args.filter((arg) => arg !== '--html').map((dir) => resolve(dir));
  if (dirs.length !== 2 || args.some((arg) => arg.startsWith('--') && arg !== '--html')) {
    throw new Error('Usage: npx tsx scripts/bench/compare-builds.ts <before-build> <after-build> [--html]');
  }
  const [beforeDir, afterDir] = dirs as [string, string];
  for (const dir of dirs) if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no built site (no index.html).`);
  const pageTypes = Object.keys(
    (JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as {firstLoadScriptBytes: Record<string, number>}).firstLoadScriptBytes,
  );
  const routes = pageTypes.map((path) =>
    routesToMeasure(
      path,
      (candidate) => routeExists(beforeDir, candidate),
      (candidate) => routeExists(afterDir, candidate),
    ),
  );
  const before = await measureBuild(
    beforeDir,
    routes.map((route) => route.before),
  );
  const after = await measureBuild(
    afterDir,
    routes.map((route) => route.after),
  );
  console.log(
    `First-load JavaScript (bytes as served gzip-compressed, prefetches excluded)\n\n${renderFirstLoadTable(pageTypes, before, after)}`,
  );
  if (withHtml) console.log(`\nDocs pages' HTML\n\n${renderHtmlTable(htmlSizes(beforeDir, '/docs/'), htmlSizes(afterDir, '/docs/'))}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
