import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chunkGzipBytes} from '../../scripts/bench/chunks';
import {measureFirstLoad} from '../../scripts/bench/first-load';

// Bytes are deterministic, so a saving is kept by a test rather than only reported by the bench:
// the first-load JavaScript of each page type (what a cold visit downloads, compressed as served)
// and the gzip size of the shared chunks, against byte-budgets.json. A page or chunk may grow by
// the tolerance; past it the test fails and prints every measured size, so an intended growth is
// a deliberate edit of the budget file, named in the commit. Timings stay in `npm run bench`.
const BUDGET_FILE = path.join(__dirname, 'byte-budgets.json');
const TOLERANCE = 0.01;

interface Budgets {
  /** Compressed bytes of the scripts a cold visit loads, by page path. */
  firstLoadScriptBytes: Record<string, number>;
  /** Gzip bytes of each named chunk of build/assets/js. */
  chunkGzipBytes: Record<string, number>;
}

const budgets = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budgets;
function overBudget(measured: Record<string, number>, budget: Record<string, number>): string[] {
  return Object.entries(measured)
    .filter(([key, bytes]) => bytes > budget[key]! * (1 + TOLERANCE))
    .map(([key, bytes]) => `${key}: ${bytes} bytes, budget ${budget[key]} (+${Math.round(TOLERANCE * 100)} %)`);
}

test.describe('byte budgets (byte-budgets.json)', () => {
  test('the shared chunks stay within their gzip budgets', () => {
    const measured = Object.fromEntries(Object.keys(budgets.chunkGzipBytes).map((name) => [name, chunkGzipBytes('build', name)]));
    expect(overBudget(measured, budgets.chunkGzipBytes), `measured: ${JSON.stringify(measured, null, 2)}`).toEqual([]);
  });

  test('each page type loads no more JavaScript than its budget', async ({browser}) => {
    test.setTimeout(60_000);
    const measured: Record<string, number> = {};
    for (const pagePath of Object.keys(budgets.firstLoadScriptBytes)) {
      measured[pagePath] = (await measureFirstLoad(browser, new URL(pagePath, test.info().project.use.baseURL).href)).scriptBytes;
    }
    expect(overBudget(measured, budgets.firstLoadScriptBytes), `measured: ${JSON.stringify(measured, null, 2)}`).toEqual([]);
  });
});
