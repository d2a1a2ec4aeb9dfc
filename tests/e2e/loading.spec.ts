import {expect, test, type Browser, type Page, type Route} from '@playwright/test';
import {visit} from './visit';

const CHUNKS = '**/assets/js/*.js';

/** Pretends the reader has data-saver on, so Docusaurus does not prefetch pages on sight. */
async function turnOnDataSaver(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
}

async function loadedScripts(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return new Set(urls.filter((url) => url.includes('/assets/js/')));
}

/** The scripts a page loads beyond those of the page it is reached from (found in a page of its own). */
async function chunksOfPage(browser: Browser, from: string, linkName: string): Promise<Set<string>> {
  const page = await browser.newPage();
  await turnOnDataSaver(page);
  await visit(page, from);
  const before = await loadedScripts(page);
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/assets/js/') && !before.has(request.url()) && requested.push(request.url()));
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: linkName}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(linkName);
  await page.close();
  expect(requested.length).toBeGreaterThan(0);
  return new Set(requested);
}

/**
 * The scripts a page opened directly loads beyond those of another page opened directly: its own
 * (its shell, packages/docusaurus-lean-client/hydration-shell), found in a page of their own.
 */
async function chunksOfDirectVisit(browser: Browser, path: string, besides: string): Promise<Set<string>> {
  const page = await browser.newPage();
  await turnOnDataSaver(page);
  await visit(page, besides);
  const shared = await loadedScripts(page);
  await visit(page, path);
  const own = [...(await loadedScripts(page))].filter((url) => !shared.has(url));
  await page.close();
  expect(own.length).toBeGreaterThan(0);
  return new Set(own);
}

test.describe('page loading', () => {
  test('pages are lazy: opening one page does not load the others', async ({page}) => {
    await turnOnDataSaver(page);
    await visit(page, '/docs/tutorials/');
    const before = await loadedScripts(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
    const newChunks = requested.filter((url) => url.includes('/assets/js/') && !before.has(url));
    expect(newChunks.length).toBeGreaterThan(0);
  });

  test('links in view are not prefetched; hovering one loads its page, unless data-saver is on', async ({browser}) => {
    const normal = await browser.newPage();
    // An API page: its sidebar shows dozens of links to other pages.
    await visit(normal, '/api/class/GraphQLObjectType');
    await normal.waitForLoadState('networkidle');
    const before = await loadedScripts(normal);
    const requested: string[] = [];
    normal.on('request', (request) => request.url().includes('/assets/js/') && requested.push(request.url()));
    await expect(normal.locator('link[rel="prefetch"]')).toHaveCount(0);
    const sidebarLink = normal.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'GraphQLSchema', exact: true});
    await sidebarLink.scrollIntoViewIfNeeded();
    await sidebarLink.hover();
    await expect.poll(() => requested.filter((url) => !before.has(url)).length).toBeGreaterThan(0);
    await expect(normal.locator('link[rel="prefetch"]')).toHaveCount(0);
    await normal.close();

    const saver = await browser.newPage();
    await turnOnDataSaver(saver);
    await visit(saver, '/docs/tutorials/');
    const saverRequests: string[] = [];
    saver.on('request', (request) => request.url().includes('/assets/js/') && saverRequests.push(request.url()));
    const basicTypes = saver.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'});
    await basicTypes.hover();
    // A preload would add its script tags while handling the hover, before the next frame.
    await saver.evaluate(() => new Promise(requestAnimationFrame));
    expect(saverRequests).toEqual([]);
    await basicTypes.click();
    await expect(saver.getByRole('heading', {level: 1})).toHaveText('Basic types');
    expect(saverRequests.length).toBeGreaterThan(0);
    await saver.close();
  });

  test('a progress bar appears while a slow page loads, and the old page stays until then', async ({page}) => {
    await turnOnDataSaver(page);
    await visit(page, '/docs/tutorials/');
    const before = await loadedScripts(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHUNKS, async (route) => {
      if (!before.has(route.request().url())) await released;
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a page whose code fails to load shows an error box with Retry, which loads it', async ({browser, page}) => {
    const pageChunks = await chunksOfDirectVisit(browser, '/docs/tutorials/basic-types', '/docs/tutorials/');
    const failPageChunks = (route: Route) => (pageChunks.has(route.request().url()) ? route.abort('connectionfailed') : route.continue());
    await page.route(CHUNKS, failPageChunks);
    await page.goto('/docs/tutorials/basic-types');
    const box = page.getByRole('alert').filter({hasText: 'failed to load'});
    await expect(box).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
    await page.unroute(CHUNKS, failPageChunks);
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('alert').filter({hasText: 'failed to load'})).toHaveCount(0);
  });

  test("an API page loads the map of its version, kind and first letter only, and a failed one gets the error box's Retry", async ({
    page,
  }) => {
    // packages/docusaurus-lean-client/client-routes: the map from API pages to their chunks is a chunk per version, kind
    // and group of first letters, of at most 64 pages; the page opened first loads the map of
    // the same pages' shells (packages/docusaurus-lean-client/hydration-shell), the pages opened from it the other.
    let maps: string[] = [];
    page.on(
      'request',
      (request) =>
        /\/api-(pages|shells)-[^/]+\.js$/.test(request.url()) && maps.push(new URL(request.url()).pathname.replace(/\.\w+\.js$/, '')),
    );
    const failMap = (route: Route) => route.abort('connectionfailed');
    await page.route('**/assets/js/api-shells-16.x-class-0.*.js', failMap);
    await page.goto('/api/16.x/class/GraphQLSchema');
    const box = page.getByRole('alert').filter({hasText: 'failed to load'});
    await expect(box).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class GraphQLSchema');
    await page.unroute('**/assets/js/api-shells-16.x-class-0.*.js', failMap);
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(box).toHaveCount(0);
    expect(new Set(maps)).toEqual(new Set(['/assets/js/api-shells-16.x-class-0']));
    maps = [];
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'GraphQLObjectType', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class GraphQLObjectType');
    expect(maps).toEqual(['/assets/js/api-pages-16.x-class-0']);
    // There are far more than 64 functions: visit, late in the alphabet, is not in the first group.
    maps = [];
    await visit(page, '/api/function/visit');
    expect(maps).toHaveLength(1);
    expect(maps[0]).toMatch(/^\/assets\/js\/api-shells-current-function-[1-9]\d*$/);
  });

  test('a failed route preload reloads the page at the new address', async ({page}) => {
    await turnOnDataSaver(page);
    await visit(page, '/docs/tutorials/');
    const before = await loadedScripts(page);
    let failures = 0;
    await page.route(CHUNKS, (route) => {
      if (before.has(route.request().url()) || failures > 0) return route.continue();
      failures++;
      return route.abort('connectionfailed');
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    await reloaded;
    expect(failures).toBe(1);
    await expect(page).toHaveURL('/docs/tutorials/basic-types');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
  });

  test('offline, a page whose code cannot load keeps the current one with the error box; back online, Retry opens it', async ({
    page,
    context,
  }) => {
    await turnOnDataSaver(page);
    await visit(page, '/docs/tutorials/');
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, {loadedOnce: true}));
    await context.setOffline(true);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    const box = page.getByRole('alert').filter({hasText: 'the browser is offline'});
    await expect(box).toBeVisible();
    await expect(box).toContainText('failed to load');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
    // Retry while still offline would only show the browser's error page: the box stays.
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(box).toContainText('Still offline.');
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
    await context.setOffline(false);
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
    await expect(page).toHaveURL('/docs/tutorials/basic-types');
    await expect(page.getByRole('alert').filter({hasText: 'failed to load'})).toHaveCount(0);
  });

  test('a page that crashes while rendering shows "This page crashed" with the cause, and Try again recovers', async ({page}) => {
    await turnOnDataSaver(page);
    // React creates the new page's elements with document.createElement; the doc page's
    // <article> throws, with a cause, while the flag is set (React retries a failed render once
    // by itself, so throwing once would not be seen). The crash screen has no <article>.
    await page.addInitScript(() => {
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        if ((window as {simulateCrash?: boolean}).simulateCrash && tagName.toLowerCase() === 'article') {
          throw new Error('Simulated render failure', {cause: new Error('Simulated root cause')});
        }
        return createElement.call(this, tagName, options);
      } as typeof Document.prototype.createElement;
    });
    await visit(page, '/docs/tutorials/');
    await page.evaluate(() => Object.assign(window, {simulateCrash: true}));
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated render failure')).toBeVisible();
    await expect(page.getByText('Simulated root cause')).toBeVisible();
    await page.evaluate(() => Object.assign(window, {simulateCrash: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Basic types');
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });

  test('a page module without a default export reports it on the crash screen', async ({browser, page}) => {
    await turnOnDataSaver(page);
    const pageChunks = await chunksOfPage(browser, '/docs/tutorials/', 'Basic types');
    // Only this needs the bundle's form: a module without a default export cannot be made from
    // outside. The page's chunks are found by address; every `default` export in them is emptied.
    let emptied = 0;
    await page.route(CHUNKS, async (route) => {
      const response = await route.fetch();
      if (!pageChunks.has(route.request().url())) return route.fulfill({response});
      const body = await response.text();
      const withoutDefault = body.replace(/\bdefault:\(\)=>[\w$]+/g, () => (emptied++, 'default:()=>undefined'));
      return route.fulfill({response, body: withoutDefault});
    });
    await visit(page, '/docs/tutorials/');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText(/doesn't have a default export/)).toBeVisible();
    expect(emptied).toBeGreaterThan(0);
  });

  test('when the site code cannot load at all, the home page says so (the base URL banner)', async ({page}) => {
    // Docusaurus hides this banner with CSS when styles load, so both are blocked here.
    await page.route(/\/assets\/(js\/main\.|css\/)/, (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    // A wrong base URL is not fixed by retrying: the banner is the only message.
    await page.waitForLoadState('load');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const [path, heading] of [
    ['/docs/tutorials/basic-types', 'Basic types'],
    ['/', null],
  ] as const) {
    test(`when only the site script fails on ${path}, the page stays readable and says its interactive parts failed, with Retry`, async ({
      page,
    }) => {
      const MAIN_SCRIPT = /\/assets\/js\/(runtime~)?main\.[\w]+\.js$/;
      const failMain = (route: Route) => route.abort('connectionfailed');
      await page.route(MAIN_SCRIPT, failMain);
      await page.goto(path);
      const notice = page.getByRole('alert').filter({hasText: 'interactive parts of this page'});
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('failed to load');
      if (heading) {
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      }
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeHidden();
      await page.unroute(MAIN_SCRIPT, failMain);
      await notice.getByRole('button', {name: 'Retry'}).click();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('alert').filter({hasText: 'interactive parts'})).toHaveCount(0);
    });
  }

  test('the base URL banner stays hidden when the site loads', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeHidden();
  });
});
