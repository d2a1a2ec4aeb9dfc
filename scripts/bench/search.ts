// Search as a reader uses it: open it with Ctrl+K on the home page, type, wait for results.
// Only the roles any accessible search dialog has are relied on (a dialog, a search input,
// results as options), not the implementation's internals.
import type {Browser, JSHandle, Page, Request} from 'playwright-core';
import {QUERY_MEASURE} from '../../src/components/SearchModal/queryTiming';
import {SEARCH_URL} from './first-load';
import {EVALUATION_QUERIES, outcomeOf, summarise, type QueryOutcome, type SearchQuality} from './search-quality';
import {median} from './stats';

/** The first query, then a mix of API names and tutorial words, none contained in another. */
const FIRST_QUERY = 'GraphQLObjectType';
const QUERIES = ['parse', 'validate', 'execute', 'resolver', 'defer', 'GraphQLError', 'subscribe'];
const QUERY_TIMEOUT_MS = 15_000;

export interface SearchBench {
  /** Everything fetched from opening search to the first query's results (and its stragglers). */
  fetched: {requests: number; scriptBytes: number; wasmBytes: number; indexBytes: number; otherBytes: number};
  /** From the keystroke to the first results, index loading included. */
  firstQueryMs: number;
  /** Later queries, index warm: from the keystroke to matching results in the DOM. */
  medianQueryMs: number | null;
  queryCount: number;
}

const DIALOG = 'dialog[open], [role="dialog"]';
const INPUT = 'input[type="search"], [role="combobox"], [role="searchbox"]';

/** Follows the page's requests so one can wait until none has been in flight for a while. */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => {
    inFlight++;
    lastActivity = performance.now();
  };
  const ended = () => {
    inFlight--;
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500): Promise<void> {
      while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Arms a watch in the page: it notes the time of the input's next `input` event and of the
 * first DOM change after which an option mentions `query`. Returns the elapsed milliseconds.
 */
async function armQueryTimer(page: Page, query: string): Promise<JSHandle<{elapsed: Promise<number>}>> {
  // No named functions inside: tsx would wrap them in a `__name` helper the page lacks.
  return page.evaluateHandle(
    ({query, dialogSelector, inputSelector, timeoutMs}) => {
      const dialog = document.querySelector(dialogSelector)!;
      const input = dialog.querySelector(inputSelector)!;
      const wanted = query.toLowerCase();
      const elapsed = new Promise<number>((resolve, reject) => {
        let typedAt: number | undefined;
        input.addEventListener('input', () => (typedAt = performance.now()), {once: true, capture: true});
        const observer = new MutationObserver(() => {
          const options = Array.from(dialog.querySelectorAll('[role="option"]'));
          if (typedAt !== undefined && options.some((option) => (option.textContent ?? '').toLowerCase().includes(wanted))) {
            observer.disconnect();
            clearTimeout(timeout);
            resolve(performance.now() - typedAt);
          }
        });
        observer.observe(dialog, {subtree: true, childList: true, characterData: true, attributes: true});
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`No result mentioning “${query}” within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      return {elapsed};
    },
    {query, dialogSelector: DIALOG, inputSelector: INPUT, timeoutMs: QUERY_TIMEOUT_MS},
  );
}

async function timeQuery(page: Page, query: string): Promise<number> {
  const input = page.locator(DIALOG).locator(INPUT).first();
  await input.fill('');
  // An empty query shows no results, so the next results are surely the new query's.
  await page.locator(DIALOG).locator('[role="option"]').first().waitFor({state: 'detached'});
  const timer = await armQueryTimer(page, query);
  await input.focus();
  await page.keyboard.insertText(query);
  return timer.evaluate((watch) => watch.elapsed);
}

function kindOf(url: string): keyof Omit<SearchBench['fetched'], 'requests'> {
  const {pathname} = new URL(url);
  if (pathname.endsWith('.js')) return 'scriptBytes';
  // Pagefind names its WebAssembly `wasm.{language}.pagefind`.
  if (pathname.endsWith('.wasm') || /\/wasm\.[^/]*\.pagefind$/.test(pathname)) return 'wasmBytes';
  if (SEARCH_URL.test(pathname) || pathname.endsWith('.json')) return 'indexBytes';
  return 'otherBytes';
}

/** Undefined when the site has no search button yet. */
export async function measureSearch(browser: Browser, siteUrl: string, runs: number): Promise<SearchBench | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(siteUrl, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    const button = page.locator('.navbar').getByRole('button', {name: /search/i});
    if ((await button.count()) === 0) return undefined;

    const fetched: SearchBench['fetched'] = {requests: 0, scriptBytes: 0, wasmBytes: 0, indexBytes: 0, otherBytes: 0};
    const sized: Promise<void>[] = [];
    const onFinished = (request: Request) =>
      sized.push(
        request.sizes().then((sizes) => {
          fetched.requests++;
          fetched[kindOf(request.url())] += Math.max(0, sizes.responseBodySize);
        }),
      );
    page.on('requestfinished', onFinished);
    const requests = trackRequests(page);
    await page.keyboard.press('Control+K');
    await page.locator(DIALOG).locator(INPUT).first().waitFor({state: 'visible'});
    const firstQueryMs = await timeQuery(page, FIRST_QUERY);
    await requests.settled();
    requests.stop();
    page.off('requestfinished', onFinished);
    await Promise.all(sized);

    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const query of QUERIES) times.push(await timeQuery(page, query));
    }
    return {fetched, firstQueryMs, medianQueryMs: median(times), queryCount: times.length};
  } finally {
    await context.close();
  }
}

/** Every query of the evaluation set typed into the dialog, with the result rows it shows and how long they took. */
export async function measureSearchQuality(browser: Browser, siteUrl: string): Promise<SearchQuality> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(siteUrl, {waitUntil: 'load'});
    // Hydrated: the shortcut's listener is attached.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+K');
    const input = page.locator(DIALOG).locator(INPUT).first();
    await input.waitFor({state: 'visible'});
    const outcomes: QueryOutcome[] = [];
    for (const query of EVALUATION_QUERIES) {
      await input.fill(query.query);
      // The dialog records a User Timing entry, from the key to the commit of its answer, per query.
      const answer = await page.waitForFunction(
        ({name, query}) =>
          performance
            .getEntriesByName(name)
            .filter((entry) => (entry as PerformanceMeasure).detail?.query === query)
            .map((entry) => entry.duration)[0],
        {name: QUERY_MEASURE, query: query.query},
        {timeout: QUERY_TIMEOUT_MS},
      );
      const ms = (await answer.jsonValue()) as number;
      const hrefs = await page
        .locator(DIALOG)
        .locator('[role="option"]')
        .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
      outcomes.push(outcomeOf(query, hrefs, ms));
      await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    }
    return summarise(outcomes);
  } finally {
    await context.close();
  }
}
