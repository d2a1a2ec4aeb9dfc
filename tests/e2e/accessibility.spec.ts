import {expect, test, type ConsoleMessage, type Page} from '@playwright/test';
import {axeViolations, COLOUR_RULES, describeViolations} from '../../scripts/browser/axe';
import {NOT_FOUND_PATH, representativePaths, SITEMAP_PATHS} from './built-pages';

// axe in the browser, on the representative pages (built-pages.ts) in every run, or on every page
// of the sitemap with A11Y_FULL=1 (`npm run test:a11y-full`, for changes to a template). What
// varies from page to page is checked on every page without a browser (page-structure.spec.ts).
// Each page is loaded once in light mode and checked with every rule, then switched to dark mode
// in place (colours are CSS keyed on data-theme) and checked again with the colour rules. Each
// page must also hydrate without an error: a doc page hydrates from its shell
// (packages/docusaurus-lean-client/hydration-shell), whose kept elements must match the server's markup, and a mismatch
// would show here as React's recoverable error. The pages are split into shards that run in
// parallel.
const FULL = process.env.A11Y_FULL === '1';
const PAGES = FULL ? [...SITEMAP_PATHS, NOT_FOUND_PATH] : representativePaths();
// Enough shards to keep the workers of a 16-core laptop busy; two workers take them in turn.
const SHARDS = FULL ? 12 : 6;

async function violationsOn(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  // The not-found page's own status is the one error the browser reports for it.
  const onConsole = (message: ConsoleMessage) =>
    message.type() === 'error' && !message.text().includes('status of 404') && errors.push(message.text());
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
  expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  const light = await axeViolations(page);
  // Colours fade between modes; axeViolations finishes the fade before it measures.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await axeViolations(page, COLOUR_RULES);
  return [
    ...errors.map((error) => `${path} did not hydrate cleanly: ${error}`),
    ...(light.length > 0 ? [`${path} in light mode:\n${describeViolations(light)}`] : []),
    ...(dark.length > 0 ? [`${path} in dark mode:\n${describeViolations(dark)}`] : []),
  ];
}

test.describe('accessibility (axe: WCAG 2.1 A and AA, best practices)', () => {
  test('the sitemap lists the hand-written pages and both API versions', () => {
    for (const path of ['/', '/docs/', '/docs/tutorials/', '/api/', '/api/class/GraphQLObjectType', '/api/16.x/class/GraphQLSchema']) {
      expect(SITEMAP_PATHS).toContain(path);
    }
  });

  test('the representative pages are every hand-written page and each kind of API page of both versions', () => {
    const chosen = representativePaths();
    for (const path of SITEMAP_PATHS.filter((path) => !path.startsWith('/api'))) expect(chosen).toContain(path);
    for (const path of ['/api/', '/api/16.x/', '/api/changes', NOT_FOUND_PATH]) expect(chosen).toContain(path);
    for (const root of ['/api', '/api/16.x']) {
      for (const kind of ['class', 'function', 'interface', 'enum']) {
        expect(
          chosen.some((path) => path.startsWith(`${root}/${kind}/`)),
          `${root}/${kind}`,
        ).toBe(true);
      }
    }
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    const paths = PAGES.filter((_, index) => index % SHARDS === shard);
    test(`pages ${shard + 1}/${SHARDS} (${paths.length}) have no violations in either mode`, async ({page}) => {
      // About 2.4 s per page when two workers share two cores; the representative set holds the
      // longest pages, so four times that is allowed.
      test.setTimeout(paths.length * 10_000);
      const found: string[] = [];
      for (const path of paths) found.push(...(await violationsOn(page, path)));
      expect(found.join('\n')).toBe('');
    });
  }
});
