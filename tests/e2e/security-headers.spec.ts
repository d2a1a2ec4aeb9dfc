import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

// The site under the Content-Security-Policy that plugins/security-headers writes into
// build/_headers and scripts/serve.ts sends: pages render, hydrate and search (Pagefind's
// WebAssembly included) without the browser refusing anything. The headers themselves are
// tested over HTTP in tests/unit/serve.test.ts.

/** Collects every CSP violation and console error of the page, from before its first script. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportPolicyViolation: (text: string) => void}).reportPolicyViolation;
      report(`violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  // Chromium logs each refusal as a console error ("Refused to ... Content Security Policy").
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe('Content-Security-Policy', () => {
  test('every page is sent with the policy, which allows no inline script but its own', async ({page}) => {
    const response = await page.goto('/docs/tutorials/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  // The last: a 404 at an address shaped like a sample worker's script, whose policy would
  // refuse every style and script of the page.
  for (const path of [
    '/',
    '/docs/tutorials/basic-types',
    '/api/class/GraphQLSchema',
    '/no/such/page',
    '/assets/js/sample-runner-worker.nope.js',
  ]) {
    test(`${path} loads, hydrates and changes colour mode with nothing refused`, async ({page}) => {
      const problems = await watchPolicy(page);
      await visit(page, path);
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      // The inline colour-mode script ran before the first paint.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(problems).toEqual([]);
    });
  }

  test('search opens, loads Pagefind and its WebAssembly, and finds a phrase, with nothing refused', async ({page}) => {
    const problems = await watchPolicy(page);
    await visit(page, '/docs/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await expect(dialog).toHaveAttribute('data-search-status', 'ready');
    // Docs pages are found by Pagefind's full-text index, which runs as WebAssembly; the symbol
    // index holds only /api pages.
    await dialog.getByRole('combobox', {name: 'Search the documentation'}).fill('resolver function');
    await expect(dialog.locator('[role="option"][href^="/docs/"]').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an inline script injected into the page is refused, and the refusal is seen', async ({page}) => {
    const problems = await watchPolicy(page);
    await visit(page, '/docs/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      // An inline script runs during append() itself, if it runs at all: nothing to wait for.
      document.head.append(script);
      return 'injectedScriptRan' in window;
    });
    expect(ran).toBe(false);
    await expect.poll(() => problems.some((problem) => problem.startsWith('violation: script-src-elem'))).toBe(true);
  });
});
