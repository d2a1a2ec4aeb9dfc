// Runs the dialog's own search code (src/components/SearchModal/searchEngine.ts) in Node.js over
// a build's Pagefind index and symbol files, for quick evaluation while tuning the ranking:
// `npx tsx scripts/bench/search-node.ts [build dir] [--held-out] [--verbose]`. The benchmark
// confirms the figures in the browser.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {PAGEFIND_DIR, type ApiVersion} from '../../contracts/search';
import {SearchEngine, type PagefindApi} from '../../src/components/SearchModal/searchEngine';
import {EVALUATION_QUERIES, outcomeOf, summarise, type QueryOutcome} from './search-quality';

const ORIGIN = 'http://search.invalid/';
const API_VERSIONS: ApiVersion[] = [
  {name: '17.x', routePrefix: '/api'},
  {name: '16.x', routePrefix: '/api/16.x'},
];

/** Serves the build's files to the engine's fetch calls, as the static server would. */
function serveFrom(buildDir: string): void {
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    try {
      return new Response(await readFile(path.join(buildDir, decodeURIComponent(url.pathname))), {status: 200});
    } catch {
      return new Response('Not found', {status: 404});
    }
  };
}

export async function loadNodeEngine(buildDir: string): Promise<SearchEngine> {
  serveFrom(buildDir);
  const pagefind = (await import(pathToFileURL(path.join(buildDir, PAGEFIND_DIR, 'pagefind.js')).href)) as PagefindApi;
  await pagefind.options({basePath: `${ORIGIN}${PAGEFIND_DIR}/`, baseUrl: '/', noWorker: true});
  await pagefind.init();
  return new SearchEngine(pagefind, ORIGIN, API_VERSIONS);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const engine = await loadNodeEngine(buildDir);
  const outcomes: QueryOutcome[] = [];
  for (const query of EVALUATION_QUERIES) {
    const started = performance.now();
    const results = await engine.search(query.query, '17.x');
    const ms = performance.now() - started;
    outcomes.push(
      outcomeOf(
        query,
        results.rows.map((row) => row.href),
        ms,
      ),
    );
    if (args.includes('--verbose')) {
      console.log(
        `${query.query}: ${results.rows.map((row) => `${row.href} [${row.sections.map((s) => s.title).join('; ')}]`).join(' | ')}`,
      );
    }
  }
  const quality = summarise(outcomes);
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  for (const [label, figures] of [['tuning', quality.tuning], ['held out', quality.heldOut], ...Object.entries(quality.byKind)] as const) {
    console.log(
      `${label.padEnd(9)} n=${figures.queries} hit@1 ${percent(figures.hitAt1)} hit@3 ${percent(figures.hitAt3)} MRR ${figures.mrr.toFixed(3)} median ${figures.medianMs?.toFixed(1)} ms`,
    );
  }
  const showHeldOut = args.includes('--held-out');
  for (const miss of quality.misses.filter((m) => showHeldOut || !m.heldOut)) {
    console.log(
      `miss${miss.heldOut ? ' (held out)' : ''}: "${miss.query}" wants ${miss.expected.join(' or ')}; got ${miss.got.join(', ')}`,
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
