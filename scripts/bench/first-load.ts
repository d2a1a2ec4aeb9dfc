// What a first visit to a page downloads, with a cold cache, until the network is idle.
import type {Browser, Request} from 'playwright-core';

export interface FirstLoad {
  /** Compressed bytes of the scripts the page itself loads (prefetches excluded). */
  scriptBytes: number;
  scriptCount: number;
  /** Every request except prefetches, the document included. */
  requestCount: number;
  /** Link prefetches of other pages' chunks, which Docusaurus starts for links in view. */
  prefetchBytes: number;
  prefetchCount: number;
  /** Scripts loaded before search is opened that belong to it (by URL: search chunks, Pagefind). */
  searchScriptBytes: number;
  /** Scripts loaded before any Run that belong to the sample runner (by URL), which should be none. */
  runnerScriptBytes: number;
  scripts: {url: string; bytes: number}[];
}

interface LoadedResource {
  url: string;
  bytes: number;
  isScript: boolean;
  isPrefetch: boolean;
}

export const SEARCH_URL = /pagefind|search/i;
/** The runner's chunks, named in src/components/SampleRun and SampleRunner/runSample.ts. */
export const RUNNER_URL = /sample-runner/;

async function describe(request: Request): Promise<LoadedResource> {
  const [headers, sizes] = await Promise.all([request.allHeaders(), request.sizes()]);
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? '';
  return {
    url: request.url(),
    // Compressed body bytes as sent; Chromium reports a negative size for cache hits.
    bytes: Math.max(0, sizes.responseBodySize),
    isScript: request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'),
    isPrefetch: purpose.includes('prefetch'),
  };
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedResource>[] = [];
    const onFinished = (request: Request) => pending.push(describe(request));
    page.on('requestfinished', onFinished);
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    const resources = await Promise.all(pending);
    const own = resources.filter((resource) => !resource.isPrefetch);
    const ownScripts = own.filter((resource) => resource.isScript);
    const prefetches = resources.filter((resource) => resource.isPrefetch);
    const sum = (list: LoadedResource[]) => list.reduce((total, resource) => total + resource.bytes, 0);
    return {
      scriptBytes: sum(ownScripts),
      scriptCount: ownScripts.length,
      requestCount: own.length,
      prefetchBytes: sum(prefetches),
      prefetchCount: prefetches.length,
      searchScriptBytes: sum(ownScripts.filter((resource) => SEARCH_URL.test(new URL(resource.url).pathname))),
      runnerScriptBytes: sum(ownScripts.filter((resource) => RUNNER_URL.test(new URL(resource.url).pathname))),
      scripts: ownScripts.map(({url: scriptUrl, bytes}) => ({url: scriptUrl, bytes})),
    };
  } finally {
    await context.close();
  }
}
