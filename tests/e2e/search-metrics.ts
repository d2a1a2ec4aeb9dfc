import type {Page} from '@playwright/test';
import {QUERY_MEASURE, READY_MEASURE} from '../../src/components/SearchModal/queryTiming';

// What the benchmark reports about search, measured in a real browser from the User Timing
// entries the dialog records and the Resource Timing entries of what it fetched.

export interface SearchMetrics {
  /** Bytes over the network (compressed as served: brotli or gzip, whichever the browser asked for, headers included) from opening search to the first answer. */
  firstQueryBytes: number;
  firstQueryFiles: {path: string; bytes: number}[];
  /** Opening the dialog to the index being ready. */
  readyMs: number;
  /** Keystroke to answer for the first query, which also loads its index chunks. */
  firstQueryMs: number;
  /** Median keystroke-to-answer time of the later queries. */
  medianQueryMs: number;
  queryMs: number[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function waitForAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    ({name, query}) => performance.getEntriesByName(name).some((entry) => (entry as PerformanceMeasure).detail?.query === query),
    {name: QUERY_MEASURE, query},
  );
}

/**
 * Opens search with Ctrl+K on a loaded page (search not yet opened), runs `firstQuery`, then
 * each later query in turn, and reads back the timings and what was downloaded.
 */
export async function measureSearch(page: Page, firstQuery: string, laterQueries: string[]): Promise<SearchMetrics> {
  await page.waitForLoadState('networkidle');
  const resourcesBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', {name: 'Search the documentation'});
  await input.fill(firstQuery);
  await waitForAnswer(page, firstQuery);
  await page.waitForLoadState('networkidle');
  const firstQueryFiles = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          bytes: (entry as PerformanceResourceTiming).transferSize,
        })),
    resourcesBefore,
  );
  for (const query of laterQueries) {
    await input.fill(query);
    await waitForAnswer(page, query);
  }
  const {readyMs, queryMs} = await page.evaluate(
    ({ready, query}) => ({
      readyMs: performance.getEntriesByName(ready)[0]?.duration ?? Number.NaN,
      queryMs: performance.getEntriesByName(query).map((entry) => entry.duration),
    }),
    {ready: READY_MEASURE, query: QUERY_MEASURE},
  );
  return {
    firstQueryBytes: firstQueryFiles.reduce((sum, file) => sum + file.bytes, 0),
    firstQueryFiles,
    readyMs,
    firstQueryMs: queryMs[0] ?? Number.NaN,
    medianQueryMs: median(queryMs.slice(1)),
    queryMs: queryMs.slice(1),
  };
}
