import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

/** Fails the test on any uncaught page error or dialog (an injected script would open one). */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return problems;
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | graphql-js');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/tutorials/');
  await expect(main.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/api');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
}

test.describe('routes', () => {
  for (const [path, heading] of [
    ['/docs/tutorials/', 'Getting started'],
    ['/docs/', 'graphql-js documentation'],
  ] as const) {
    test(`${path} renders its page`, async ({page}) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }

  test('routes are exact: a known path with an extra segment is not found', async ({page}) => {
    for (const path of ['/docs/tutorials/basic-types/extra', '/docs/tutorials/basic', '/api/classes/GraphQLSchema']) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page);
    }
  });

  // The server's own answers (redirects of .html addresses, traversal, over-long paths, status
  // codes and headers) are tested over HTTP in tests/unit/serve.test.ts; here, what the page does.

  test('a .html path reached inside the app renders the page without the suffix', async ({page}) => {
    await visit(page, '/docs/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/tutorials/basic-types.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
  });

  test('an unknown path gets the designed not-found page with HTTP 404', async ({page}) => {
    // React reports markup it had to throw away (the page built for no path, shown at this one).
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('onRecoverableError')) hydrationErrors.push(message.text());
    });
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    await expect(page.getByRole('main')).toContainText('There is no page at /no/such/page.');
    expect(hydrationErrors).toEqual([]);
    await page.getByRole('main').getByRole('link', {name: 'Tutorial'}).click();
    await expect(page).toHaveURL('/docs/tutorials/');
  });

  // Paths the page itself reads (the router decodes them, the not-found page shows them).
  const oddPaths = ['/%E0%A4%A', '/nope?q=<script>alert(1)</script>', '/nope/%3Cimg%20src=x%20onerror=alert(1)%3E', '/%00'];
  for (const path of oddPaths) {
    test(`odd path ${path.slice(0, 40)} gets the not-found page and nothing breaks`, async ({page}) => {
      const problems = watchForBreakage(page);
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      await expect(page.locator('main img')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('a script in the query string of a real page is inert', async ({page}) => {
    const problems = watchForBreakage(page);
    const response = await visit(page, '/?q=<script>alert(1)</script>');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'graphql-js'})).toBeVisible();
    expect(await page.locator('script:not([src])').evaluateAll((nodes) => nodes.some((n) => n.textContent?.includes('alert(1)')))).toBe(
      false,
    );
    expect(problems).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('a URL with a hash opens scrolled to that heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await visit(page, '/docs/#look-something-up');
    await expect(page.locator('#look-something-up')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a link to another page starts at the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Tutorials'}).click();
    await expect(page).toHaveURL('/docs/tutorials/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an in-page hash link scrolls to its heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await visit(page, '/docs/');
    await page.locator('.table-of-contents').getByRole('link', {name: 'Look something up'}).click();
    await expect(page).toHaveURL('/docs/#look-something-up');
    await expect(page.locator('#look-something-up')).toBeInViewport();
  });
});

test.describe('doc layout', () => {
  test('headings with an id carry a "Direct link to" anchor', async ({page}) => {
    // Three assertions for each of the page's thirty-odd headings: allow for a busy machine.
    test.slow();
    await visit(page, '/docs/tutorials/going-to-production');
    const headings = page.locator('article :is(h2, h3)[id]');
    expect(await headings.count()).toBeGreaterThan(0);
    for (const heading of await headings.all()) {
      const id = await heading.getAttribute('id');
      // The anchor itself renders a zero-width space after the heading text.
      const text = (await heading.innerText()).replace(/\u200b/g, '').trim();
      const anchor = heading.locator('a.hash-link');
      await expect(anchor).toHaveAttribute('href', `#${id}`);
      await expect(anchor).toHaveAttribute('title', `Direct link to ${text}`);
      await expect(anchor).toHaveAccessibleName(`Direct link to ${text}`);
    }
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    await visit(page, '/docs/tutorials/going-to-production');
    const headingIds = await page.locator('article :is(h2, h3)[id]').evaluateAll((nodes) => nodes.map((n) => `#${n.id}`));
    const tocLinks = await page.locator('.table-of-contents a').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(tocLinks).toEqual(headingIds);
    expect(await page.locator('article h3[id]').count()).toBeGreaterThan(0);
  });

  test('the home page has no sidebar, tutorial pages the tutorial sidebar, API pages the API sidebar', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);

    await visit(page, '/docs/tutorials/basic-types');
    const tutorialSidebar = page.locator('.theme-doc-sidebar-container');
    await expect(tutorialSidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
    await expect(tutorialSidebar.getByRole('link', {name: 'Basic types'})).toHaveAttribute('aria-current', 'page');

    await visit(page, '/api');
    const apiSidebar = page.locator('.theme-doc-sidebar-container');
    await expect(apiSidebar).toBeVisible();
    await expect(apiSidebar.getByRole('link', {name: 'Getting started'})).toHaveCount(0);
  });

  test('the docs sidebar cannot be hidden and its categories do not collapse each other', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
    const advanced = sidebar.getByRole('button', {name: 'Advanced'});
    const production = sidebar.getByRole('button', {name: 'Production'});
    const migrating = sidebar.getByRole('button', {name: 'Migrating'});
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    await expect(production).toHaveAttribute('aria-expanded', 'true');
    await expect(migrating).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('link', {name: 'Going to production'}).click();
    await expect(page).toHaveURL('/docs/tutorials/going-to-production');
    // The URL changes at the click; the sidebar to check is the one rendered with the next page.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Going to production');
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  });
});
