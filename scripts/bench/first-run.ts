// What a sample's first Run downloads (src/components/SampleRun): the runner's panel, the
// worker and graphql 17, then what switching the panel to graphql 16 adds. Measured on a page
// after its first load, from the click until the run has printed and the network is quiet.
import type {Browser, Page, Request} from 'playwright-core';
import {trackRequests} from './search';

/** The tutorial page with runnable samples that the benchmark measures. */
export const FIRST_RUN_PAGE = '/docs/tutorials/basic-types';

export interface FirstRun {
  /** Compressed bytes and requests from pressing Run to the printed output, on graphql 17. */
  graphql17: {bytes: number; requests: number};
  /** What choosing graphql 16 in the open panel adds. */
  graphql16: {bytes: number; requests: number};
}

async function downloadsDuring(page: Page, action: () => Promise<void>): Promise<{bytes: number; requests: number}> {
  const sizes: Promise<number>[] = [];
  const onFinished = (request: Request) => sizes.push(request.sizes().then((size) => Math.max(0, size.responseBodySize)));
  page.on('requestfinished', onFinished);
  const requests = trackRequests(page);
  await action();
  await requests.settled();
  requests.stop();
  page.off('requestfinished', onFinished);
  const all = await Promise.all(sizes);
  return {bytes: all.reduce((total, bytes) => total + bytes, 0), requests: all.length};
}

/** Undefined when the page has no Run button (yet). */
export async function measureFirstRun(browser: Browser, siteUrl: string): Promise<FirstRun | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(siteUrl + FIRST_RUN_PAGE, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    const run = page.getByRole('button', {name: /^Run \S+\.js$/}).first();
    if ((await run.count()) === 0) return undefined;
    const finished = page
      .getByRole('region', {name: /^Run of /})
      .first()
      .getByRole('status');
    const graphql17 = await downloadsDuring(page, async () => {
      await run.click();
      await finished.filter({hasText: 'Finished.'}).waitFor();
    });
    const graphql16 = await downloadsDuring(page, async () => {
      await page
        .getByRole('region', {name: /^Run of /})
        .first()
        .getByRole('radio', {name: '16'})
        .check();
      await finished.filter({hasText: 'Finished.'}).waitFor();
    });
    return {graphql17, graphql16};
  } finally {
    await context.close();
  }
}
