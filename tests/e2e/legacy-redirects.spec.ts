// The parts of plugins/legacy-redirects that happen in the browser, against the built site:
// an old API page's hash (which the server never sees) resolved on the overview to the export's
// page with no not-found page drawn; the GitHub Pages pages of scripts/github-pages-redirects.ts
// under the site's policy; the not-found page sending a mistyped address on or offering the
// nearest pages; and none of it loaded by pages that do not need it.
import {expect, test, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {fallbackPage, FALLBACK_SCRIPT, FALLBACK_SCRIPT_SOURCE} from '../../plugins/legacy-redirects/github-pages';
import {headersForPath, parseHeadersFile} from '../../plugins/security-headers/headers-file';
import {parseRedirectsFile} from '../../plugins/legacy-redirects/rules';
import {visit} from './visit';

/** Records whether the not-found page's heading was ever in the document, from the first byte on. */
async function watchForNotFound(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = () => {
      if ([...document.querySelectorAll('h1')].some((h1) => /page not found/i.test(h1.textContent ?? ''))) {
        sessionStorage.setItem('saw-not-found', '1');
      }
    };
    new MutationObserver(seen).observe(document, {childList: true, subtree: true, characterData: true});
  });
  return async () => (await page.evaluate(() => sessionStorage.getItem('saw-not-found'))) === '1';
}

/** Asks the not-found page for similar pages; only then does it load their lists. */
async function findSimilar(page: Page) {
  await page.getByRole('button', {name: 'Find pages with a similar address'}).click();
  await expect(page.getByTestId('not-found-suggestions').or(page.getByText('No page or API export has a similar name.'))).toBeVisible();
}

async function expectHeading(page: Page, text: RegExp) {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(text);
}

test.describe('an old API page with a hash lands on the export', () => {
  for (const [from, path, heading] of [
    ['/api-v16/execution#execute', '/api/16.x/function/execute', /execute$/],
    ['/graphql-js/graphql/#graphql', '/api/function/graphql', /graphql$/],
    // The camel-case anchors of the old overview lists, and an export 17 removed.
    ['/api-v16/language#parseValue', '/api/16.x/function/parseValue', /parseValue$/],
    ['/graphql-js/error/#formaterror', '/api/16.x/function/formatError', /formatError$/],
    // Renamed since.
    ['/api-v16/utilities#introspectionquery', '/api/16.x/function/getIntrospectionQuery', /getIntrospectionQuery$/],
    ['/graphql-js/type/#graphqlschema', '/api/class/GraphQLSchema', /GraphQLSchema$/],
  ] as const) {
    test(`${from} -> ${path}`, async ({page}) => {
      const sawNotFound = await watchForNotFound(page);
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expectHeading(page, heading);
      expect(await sawNotFound()).toBe(false);
    });
  }

  test('an export documented on a shared page lands on its entry', async ({page}) => {
    await page.goto('/api-v16/type#graphqlstring');
    await expect(page).toHaveURL((url) => url.pathname === '/api/16.x/variables/type' && url.hash === '#GraphQLString');
    await expect(page.locator('[id="GraphQLString"]')).toBeInViewport();
  });

  test('without a hash, or with one that names no export, the overview shows the module', async ({page}) => {
    for (const [from, module] of [
      ['/api-v16/validation', 'validation'],
      ['/graphql-js/type/#scalars', 'type'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.search === '' && url.hash === `#${module}`);
      await expect(page.locator(`h2[id="${module}"]`)).toBeInViewport();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).not.toHaveCSS('visibility', 'hidden');
    }
  });
});

test('the not-found page: a mistyped address goes to its page; another gets the nearest pages and exports', async ({page}) => {
  const notFound = readFileSync('build/404.html');
  // A host without the server's rules (GitHub Pages) answers these with 404.html.
  await page.route(/\/(Docs\/Guides\/Errors\.html|docs\/guides\/error-handing|api\/function\/exectue)$/, (route) =>
    route.fulfill({status: 404, contentType: 'text/html', body: notFound}),
  );
  await page.goto('/Docs/Guides/Errors.html');
  await expect(page).toHaveURL((url) => url.pathname === '/docs/guides/errors');
  await expectHeading(page, /Errors/);

  await visit(page, '/docs/guides/error-handing');
  await findSimilar(page);
  const suggestions = page.getByTestId('not-found-suggestions');
  await expect(suggestions.getByRole('link', {name: '/docs/guides/errors'})).toHaveAttribute('href', '/docs/guides/errors');
  await visit(page, '/api/function/exectue');
  await findSimilar(page);
  await expect(page.getByTestId('not-found-suggestions').getByRole('link', {name: 'execute', exact: true})).toHaveAttribute(
    'href',
    '/api/function/execute',
  );
});

test("the not-found page writes the reader's address as text, never as markup", async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await visit(page, '/docs/%3Cimg%20src=x%20onerror=alert(1)%3E');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').locator('code').first()).toHaveText('/docs/<img src=x onerror=alert(1)>');
  await findSimilar(page);
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('GitHub Pages: the page at an old address keeps the hash and goes on under the policy', async ({page}) => {
  const rules = parseRedirectsFile(readFileSync('build/_redirects', 'utf8'));
  const headers = Object.fromEntries(headersForPath(parseHeadersFile(readFileSync('build/_headers', 'utf8')), '/'));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The static host serves the pages scripts/github-pages-redirects.ts writes, with the site's headers.
  await page.route(/\/(api-v16\/execution|docs\/n1-dataloader)$/, async (route) => {
    const from = new URL(route.request().url()).pathname;
    const to = rules.get(from)!;
    await route.fulfill({
      status: 200,
      headers: {...headers, 'content-type': 'text/html'},
      body: fallbackPage(to, `https://graphql-js.org${to}`, 'Moved'),
    });
  });
  await page.route(`**/${FALLBACK_SCRIPT}`, (route) =>
    route.fulfill({status: 200, headers: {...headers, 'content-type': 'text/javascript'}, body: FALLBACK_SCRIPT_SOURCE}),
  );
  await page.goto('/api-v16/execution#executesync');
  await expect(page).toHaveURL((url) => url.pathname === '/api/16.x/function/executeSync');
  await page.goto('/docs/n1-dataloader');
  await expect(page).toHaveURL((url) => url.pathname === '/docs/guides/batching-with-dataloader');
  await expectHeading(page, /DataLoader/);
  expect(violations).toEqual([]);
});

test('pages that need neither load no symbol index or resolver, and the not-found page no index until asked', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/docs/guides/errors', '/api/16.x/class/GraphQLSchema', '/api/16.x', '/api#type']) await visit(page, path);
  expect(requested.filter((path) => path.startsWith('/search/'))).toEqual([]);
  await visit(page, '/no/such/page');
  await expect(page.getByRole('button', {name: 'Find pages with a similar address'})).toBeVisible();
  // Only the page list, for the case check of its inline script.
  expect(requested.filter((path) => path.startsWith('/search/'))).toEqual(['/search/pages.json']);
  const html = await (await page.request.get('/docs/guides/errors')).text();
  expect(html).not.toContain('URLSearchParams(location.search)');
});
