import {chromium, expect, test} from '@playwright/test';
import {chromiumPath} from '../../scripts/browser/chromium-path';
import config from '../../playwright.config';

// A sample that allocates until its process runs out of memory (src/components/SampleRunner/
// runSample.ts). Chromium runs the sandboxed document that hosts each run's worker in a process
// of its own, so that process ends and the page lives on to say so. The browser gets a 256 MB
// heap (issue 48 used 1 GB, a phone's), so that the sample reaches the limit well within the
// run's time limit. Its own browser, too, because Playwright declares a page crashed when any of
// its frames' processes ends: the page is read through a DevTools session opened before.

const OUT_OF_MEMORY_STATUS = 'Stopped: the process running the sample ended, most likely because the sample ran out of memory.';

test('a sample that exhausts memory ends its run with a message, and the page lives on and runs again', async ({baseURL}) => {
  test.setTimeout(90_000);
  const args = config.use?.launchOptions?.args ?? [];
  const browser = await chromium.launch({executablePath: chromiumPath, args: [...args, '--js-flags=--max-old-space-size=256']});
  try {
    const page = await browser.newPage({baseURL});
    await page.goto('/docs/tutorials/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Run first-query.js', exact: true}).click();
    const panel = page.getByRole('region', {name: 'Run of first-query.js'});
    await expect(panel.getByRole('status')).toHaveText('Finished.');
    const expected = await panel.getByLabel(/^Output of /).textContent();
    await panel.getByRole('button', {name: 'Edit'}).click();
    await panel.getByRole('textbox').fill('const kept = [];\nfor (;;) kept.push(new Array(1_000_000).fill(kept.length));');
    const devtools = await page.context().newCDPSession(page);
    const read = async (expression: string): Promise<unknown> =>
      ((await devtools.send('Runtime.evaluate', {expression, returnByValue: true})) as {result: {value?: unknown}}).result.value;
    const status = `document.querySelector('[aria-label="Run of first-query.js"] [role="status"]').textContent`;
    const clickButton = (name: string) =>
      `[...document.querySelectorAll('[aria-label="Run of first-query.js"] button')].find((button) => button.textContent === '${name}').click()`;
    await read(clickButton('Run'));
    await expect.poll(() => read(status), {timeout: 30_000}).toBe(OUT_OF_MEMORY_STATUS);
    // The page still answers, and the next run, in a new process, prints the sample's output.
    await read(clickButton('Reset'));
    await read(clickButton('Run'));
    await expect.poll(() => read(status), {timeout: 30_000}).toBe('Finished.');
    expect(await read(`document.querySelector('[aria-label="Output of first-query.js on graphql 17"]').textContent`)).toBe(expected);
  } finally {
    await browser.close();
  }
});
