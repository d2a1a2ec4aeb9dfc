import {expect, test, type Locator, type Page, type Request, type Route} from '@playwright/test';
import {axeViolations} from '../../scripts/browser/axe';
import {DOWNLOAD_TIMEOUT_MS} from '../../src/components/SearchModal/downloads';
import {measureSearch} from './search-metrics';
import {visit} from './visit';

// The navbar search against the production build: the Pagefind index and symbol files that
// plugins/search-index writes, loaded only once the dialog opens.

const SEARCH_ASSET = /\/pagefind\/|\/search\/symbols-|\/assets\/js\/search-modal\./;

const searchButton = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const input = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');
const statusLine = (page: Page) => dialog(page).getByRole('status');
const retryButton = (page: Page) => dialog(page).getByRole('button', {name: 'Retry'});

async function openWithMouse(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
  await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
}

/** Types a query and waits until the dialog shows the answer to that very query. */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  const shown = query.trim().length > 60 ? query.trim().slice(0, 60) : query.trim();
  await expect(statusLine(page)).toContainText(query.trim() === '' ? 'Type to search' : `“${shown}`);
}

async function optionHrefs(list: Locator): Promise<(string | null)[]> {
  return list.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

test.describe('opening search', () => {
  test('loads nothing of search until it is opened, then the dialog, Pagefind and symbols', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, '/docs/tutorials/');
    await page.waitForLoadState('networkidle');
    await searchButton(page).hover();
    expect(requested.filter((path) => SEARCH_ASSET.test(path))).toEqual([]);

    await openWithMouse(page);
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/js\/search-modal\./));
    expect(requested).toContain('/pagefind/pagefind.js');
    expect(requested).toContain('/search/symbols-17.x.json');
  });

  test('letters typed right after the shortcut, while the dialog still loads, are not lost', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    let releaseDialog!: () => void;
    const dialogHeld = new Promise<void>((resolve) => (releaseDialog = resolve));
    await page.route(/\/assets\/js\/search-modal\./, async (route) => {
      await dialogHeld;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('GraphQLSchem');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ma');
    releaseDialog();
    await expect(input(page)).toHaveValue('GraphQLSchema');
    await expect(input(page)).toBeFocused();
    await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLSchema');
  });

  test("every key typed after the shortcut arrives, in order, whenever the dialog's code arrives", async ({browser}) => {
    // A page visit per delay: slow on a busy machine.
    test.slow();
    // The dialog's code lands before, during or after the typing: each key must reach the input.
    for (const delayMs of [0, 10, 20, 40, 80, 160]) {
      const page = await browser.newPage();
      await visit(page, '/docs/tutorials/');
      await page.route(/\/assets\/js\/search-modal\./, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue();
      });
      await page.keyboard.press('Control+k');
      await page.keyboard.type('execute', {delay: 8});
      await expect(input(page), `dialog code delayed by ${delayMs} ms`).toHaveValue('execute');
      await expect(input(page)).toBeFocused();
      await page.close();
    }
  });

  test("when the dialog's code fails to download, the dialog says so, and Retry downloads it again", async ({browser}) => {
    // A context of its own: the shared one (reuseContext) may hold the dialog's code from an
    // earlier test in its renderer's memory cache, which answers without a request to fail.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every request for the dialog's code fails until the connection is back.
    let connected = false;
    let requests = 0;
    await page.route(/\/assets\/js\/search-modal\./, (route) => {
      requests++;
      return connected ? route.continue() : route.abort('connectionfailed');
    });
    await visit(page, '/docs/tutorials/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('execute');
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'dialog-failed');
    await expect(statusLine(page)).toContainText('could not be downloaded');
    // The page itself is untouched.
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
    const violations = await axeViolations(page, undefined, 'dialog');
    expect(violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);

    connected = true;
    const failedRequests = requests;
    await dialog(page).getByRole('button', {name: 'Retry'}).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
    expect(failedRequests).toBeGreaterThan(0);
    expect(requests).toBe(failedRequests + 1);
    await expect(input(page)).toHaveValue('execute');
    await expect(input(page)).toBeFocused();
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/execute');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Escape closes the dialog while its code still loads, and search opens again later', async ({page}) => {
    await visit(page, '/docs/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/search-modal\./, async (route) => {
      await held;
      await route.continue();
    });
    await searchButton(page).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'dialog-loading');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    release();
    await openWithMouse(page);
  });

  test('opens with the mouse, and Escape closes it and gives focus back to the button', async ({page}) => {
    await visit(page, '/');
    await openWithMouse(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`opens with ${shortcut}`, async ({page}) => {
      await visit(page, '/docs/');
      await page.keyboard.press(shortcut);
      await expect(input(page)).toBeFocused();
      // The key that opened search is not typed into it.
      await expect(input(page)).toHaveValue('');
    });
  }

  test('"/" typed into a form field stays in that field', async ({page}) => {
    await visit(page, '/docs/');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'A field of the page');
      document.querySelector('main')?.prepend(field);
    });
    await page.getByRole('textbox', {name: 'A field of the page'}).fill('a');
    await page.keyboard.press('/');
    await expect(page.getByRole('textbox', {name: 'A field of the page'})).toHaveValue('a/');
    await expect(dialog(page)).toBeHidden();
  });

  test('says plainly that search needs a build when there is no index', async ({page}) => {
    await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await visit(page, '/docs/');
    await searchButton(page).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'missing-index');
    await expect(statusLine(page)).toContainText('npm run build');
  });
});

test.describe('download failures', () => {
  test('a failed download of Pagefind is not "no index": it says so, and Retry loads search', async ({page}) => {
    let requests = 0;
    await page.route('**/pagefind/pagefind.js*', (route) => (requests++ === 0 ? route.abort('connectionfailed') : route.continue()));
    await visit(page, '/docs/');
    await searchButton(page).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'download-failed');
    await expect(statusLine(page)).toContainText('could not download');
    await expect(statusLine(page)).not.toContainText('npm run build');
    await dialog(page).getByRole('button', {name: 'Retry'}).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
    await search(page, 'GraphQLSchema');
    await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLSchema');
  });

  test('failed index chunks are not "no results": the dialog says so, and Retry finds the pages', async ({page}) => {
    let failing = true;
    await page.route('**/pagefind/index/*', (route) => (failing ? route.abort('connectionfailed') : route.continue()));
    await visit(page, '/docs/');
    await openWithMouse(page);
    await search(page, 'resolver');
    await expect(statusLine(page)).toContainText('could not be downloaded');
    await expect(statusLine(page)).not.toContainText('No results');
    await expect(statusLine(page)).not.toContainText('Try other words');
    failing = false;
    await dialog(page).getByRole('button', {name: 'Retry'}).click();
    await expect(options(page).first()).toBeVisible();
    await expect(dialog(page).getByRole('button', {name: 'Retry'})).toHaveCount(0);
  });

  test('a failed symbol list is said, page results still show, and Retry brings the symbols', async ({page}) => {
    let failing = true;
    await page.route('**/search/symbols-*.json', (route) => (failing ? route.abort('connectionfailed') : route.continue()));
    await visit(page, '/docs/');
    await openWithMouse(page);
    await search(page, 'GraphQLSchema');
    await expect(statusLine(page)).toBeVisible();
    await expect(statusLine(page)).toContainText('symbol list could not be downloaded');
    await expect(options(page).first()).toBeVisible();
    // Symbol rows start with their kind; the pages found still show.
    await expect(dialog(page).getByRole('option', {name: /^class GraphQLSchema/})).toHaveCount(0);
    failing = false;
    await dialog(page).getByRole('button', {name: 'Retry'}).click();
    await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLSchema');
    await expect(statusLine(page)).not.toContainText('could not be downloaded');
  });
});

// A captive portal answers every address with its own page, status 200; a broken proxy or disk
// hands on damaged bytes; a dead connection answers nothing. Each is a failed download: the
// dialog says so and offers Retry, never "No results".
test.describe('a damaged or stalled index', () => {
  interface IndexPart {
    name: string;
    url: string;
    /** When search downloads the part: as the dialog opens, or for a query's pages or its symbols. */
    neededFor: 'opening' | 'pages' | 'symbols';
  }
  const INDEX_PARTS: IndexPart[] = [
    {name: 'the Pagefind script', url: '**/pagefind/pagefind.js*', neededFor: 'opening'},
    {name: "Pagefind's entry file", url: '**/pagefind/pagefind-entry.json*', neededFor: 'opening'},
    {name: "Pagefind's metadata", url: '**/pagefind/*.pf_meta', neededFor: 'opening'},
    {name: "Pagefind's WebAssembly", url: '**/pagefind/wasm.*', neededFor: 'opening'},
    {name: 'a filter chunk', url: '**/pagefind/filter/*', neededFor: 'opening'},
    {name: 'an index chunk', url: '**/pagefind/index/*', neededFor: 'pages'},
    {name: 'a fragment', url: '**/pagefind/fragment/*', neededFor: 'pages'},
    {name: 'the symbol list', url: '**/search/symbols-*.json', neededFor: 'symbols'},
  ];
  // The parts whose stall each test waits out: one of each kind.
  const STALLED_PARTS = ['the Pagefind script', 'an index chunk', 'a fragment', 'the symbol list'];

  const PORTAL_PAGE =
    '<!doctype html><html lang="en"><head><title>Welcome to the free Wi-Fi</title></head>' +
    '<body><form method="post" action="/accept"><button>Accept the terms</button></form></body></html>';

  const answerWithPortalPage = (route: Route) => route.fulfill({status: 200, contentType: 'text/html', body: PORTAL_PAGE});

  // The real file with its second half inverted: a gzip part keeps its gzip header, a script or
  // JSON file its first half.
  const answerWithDamagedBytes = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.body();
    const damaged = Buffer.from(body.map((byte, i) => (i < body.length / 2 ? byte : byte ^ 0xff)));
    await route.fulfill({status: 200, contentType: response.headers()['content-type'], body: damaged});
  };

  const QUERY = {pages: 'resolver', symbols: 'GraphQLSchema'};

  /** Runs in the page: resolves once the page has run `count` more tasks (message events, which the installed clock leaves alone). */
  const afterTasks = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  };

  /** The dialog says that a download failed, in the words of a network error, and offers Retry. */
  async function expectFailedDownload(page: Page, part: IndexPart): Promise<void> {
    if (part.neededFor === 'opening') {
      await expect(dialog(page)).toHaveAttribute('data-search-status', 'download-failed');
      await expect(statusLine(page)).toContainText('Search could not download its index');
    } else {
      // The query's results, or some pages or the symbols, are missing.
      await expect(statusLine(page)).toContainText('could not be downloaded');
      await expect(statusLine(page)).not.toContainText('No results');
    }
    await expect(retryButton(page)).toBeVisible();
  }

  /** Retry, with the part served as built again, finds what the query asks for. */
  async function expectRetryFinds(page: Page, part: IndexPart): Promise<void> {
    await retryButton(page).click();
    if (part.neededFor === 'opening') {
      await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
      await search(page, QUERY.symbols);
    }
    if (part.neededFor === 'pages') {
      await expect(statusLine(page)).toContainText(`for “${QUERY.pages}” (API 17.x)`);
      await expect(options(page).first()).toBeVisible();
    } else {
      await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLSchema');
    }
    await expect(statusLine(page)).not.toContainText('could not');
    await expect(retryButton(page)).toHaveCount(0);
  }

  async function openAndSearch(page: Page, part: IndexPart): Promise<void> {
    await searchButton(page).click();
    if (part.neededFor !== 'opening') {
      await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
      await input(page).fill(QUERY[part.neededFor]);
    }
  }

  for (const part of INDEX_PARTS) {
    for (const [fault, answer] of [
      ['an HTML page with status 200', answerWithPortalPage],
      ['damaged bytes', answerWithDamagedBytes],
    ] as const) {
      test(`${part.name} answered with ${fault} is a failed download, and Retry works once it is repaired`, async ({page}) => {
        await page.route(part.url, answer);
        await visit(page, '/docs/');
        await openAndSearch(page, part);
        await expectFailedDownload(page, part);
        await page.unroute(part.url);
        await expectRetryFinds(page, part);
      });
    }
  }

  for (const part of INDEX_PARTS.filter(({name}) => STALLED_PARTS.includes(name))) {
    test(`${part.name} never answered: search gives up after ${DOWNLOAD_TIMEOUT_MS / 1000} s, ignores the late answer, and Retry works`, async ({
      page,
    }) => {
      // The page's clock is moved past the deadline rather than waited for.
      await page.clock.install();
      const held: Route[] = [];
      let requested!: () => void;
      const firstRequest = new Promise<void>((resolve) => (requested = resolve));
      await page.route(part.url, (route) => {
        held.push(route);
        requested();
      });
      await visit(page, '/docs/');
      await openAndSearch(page, part);
      await firstRequest;
      await expect(statusLine(page)).toContainText(part.neededFor === 'opening' ? 'Loading the search index' : 'Searching');
      await page.clock.fastForward(DOWNLOAD_TIMEOUT_MS);
      await expectFailedDownload(page, part);
      const failureShown = await statusLine(page).textContent();
      const optionsShown = await options(page).count();

      // The late answers arrive, with whatever the abandoned work downloads after them (a request
      // the page gave up on stays given up), and change nothing.
      const inFlight = new Set<Request>();
      page.on('request', (request) => inFlight.add(request));
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      await page.unroute(part.url);
      await Promise.all(
        held.map(async (route) => {
          await route.continue().catch(() => {});
          await (await route.request().response())?.finished();
        }),
      );
      await expect.poll(() => inFlight.size).toBe(0);
      await page.evaluate(afterTasks, 2);
      expect(await statusLine(page).textContent()).toBe(failureShown);
      await expect(retryButton(page)).toBeVisible();
      expect(await options(page).count()).toBe(optionsShown);

      await expectRetryFinds(page, part);
    });
  }
});

test.describe('results', () => {
  test('an exact API name lists its page first, with kind and version', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await openWithMouse(page);
    await search(page, 'GraphQLObjectType');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/api/class/GraphQLObjectType');
    await expect(first).toContainText('class');
    await expect(first).toContainText('17.x');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  });

  for (const [query, expected] of [
    ['GraphQLObj', '/api/class/GraphQLObjectType'],
    ['gOT', '/api/class/GraphQLObjectType'],
    ['graphqlobjecttype', '/api/class/GraphQLObjectType'],
  ]) {
    test(`"${query}" finds ${expected} among the API symbols`, async ({page}) => {
      await visit(page, '/');
      await openWithMouse(page);
      await search(page, query);
      expect(await optionHrefs(options(page))).toContain(expected);
    });
  }

  test('a typo offers the nearest API names: "exeute" suggests execute first', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await openWithMouse(page);
    await search(page, 'exeute');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/execute');
    await expect(options(page).first()).toContainText('function execute');
    await expect(statusLine(page)).toContainText('Did you mean execute?');
  });

  test('a phrase from a tutorial finds its section, and the result lands on the anchor', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    const content = page.locator('.theme-doc-markdown');
    // The last section of its own: every tutorial's "Next step" says much the same thing.
    const heading = content.locator('h2[id]:not(#next-step)').last();
    const anchor = await heading.getAttribute('id');
    const paragraph = await heading.evaluate((element) => {
      let next = element.nextElementSibling;
      while (next && next.tagName !== 'P') {
        next = next.nextElementSibling;
      }
      return next?.textContent ?? '';
    });
    const phrase = paragraph
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]{3,}$/.test(word))
      .slice(0, 6)
      .join(' ');
    expect(phrase.split(' ').length, `a plain-text phrase under #${anchor}`).toBeGreaterThanOrEqual(4);

    await visit(page, '/');
    await openWithMouse(page);
    await search(page, phrase);
    // The section is nested under its page's row, in the page's group.
    const pageGroup = dialog(page).getByRole('group', {name: 'Basic types (Tutorial)'});
    const result = pageGroup.locator(`[role=option][href="/docs/tutorials/basic-types#${anchor}"]`);
    await expect(result).toBeVisible();
    await expect(pageGroup.getByRole('option').first()).toHaveAttribute('href', '/docs/tutorials/basic-types');
    await expect(result.locator('mark').first()).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(`/docs/tutorials/basic-types#${anchor}`);
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test("one row per page: a page's sections sit beneath it, and a symbol and its page are one result", async ({page}) => {
    await visit(page, '/docs/');
    await openWithMouse(page);
    await search(page, 'how do I deprecate a field');
    // Each result is a group of the listbox: its row, then its sections.
    const groups = dialog(page).getByRole('listbox', {name: 'Search results'}).getByRole('group');
    const rowHrefs = await groups.evaluateAll((elements) =>
      elements.map((group) => group.querySelector('[role=option]')?.getAttribute('href') ?? ''),
    );
    expect(rowHrefs[0]).toBe('/docs/guides/schema-evolution');
    expect(new Set(rowHrefs).size).toBe(rowHrefs.length);
    const sections = await optionHrefs(groups.first().getByRole('option'));
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.slice(1).every((href) => href?.startsWith('/docs/guides/schema-evolution#'))).toBe(true);

    await search(page, 'GraphQLObjectType');
    const hrefs = await optionHrefs(options(page));
    expect(hrefs.filter((href) => href === '/api/class/GraphQLObjectType')).toHaveLength(1);
  });

  test('a question finds the guide that answers it above reference pages, and stop words are not highlighted', async ({page}) => {
    await visit(page, '/docs/');
    await openWithMouse(page);
    for (const [query, expected] of [
      ['turn off introspection in production', /^\/docs\/(guides\/security-limits|tutorials\/going-to-production)/],
      ['what changed in v17', /^\/docs\/upgrade-guides\/v16-v17/],
      ['n+1 problem', /^\/docs\/guides\/batching-with-dataloader/],
    ] as const) {
      await search(page, query);
      await expect(options(page).first()).toHaveAttribute('href', expected);
    }
    await search(page, 'how do I deprecate a field');
    const marked = await dialog(page).locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((text) => /^(how|do|i|a)$/i.test(text.trim()))).toEqual([]);
  });

  test('the index and symbol list load once per page session, not on each opening', async ({page}) => {
    await visit(page, '/docs/');
    await openWithMouse(page);
    await search(page, 'resolver');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await searchButton(page).click();
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
    await search(page, 'resolver');
    await expect(options(page).first()).toBeVisible();
    expect(requested.filter((path) => /\/pagefind\/(pagefind\.js|pagefind-entry|wasm|.*pf_meta)|\/search\/symbols-/.test(path))).toEqual(
      [],
    );
  });

  test('the footer around every page is not indexed', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await openWithMouse(page);
    await search(page, 'Copyright');
    // Were the footer indexed, every page would match with "Copyright" highlighted in its excerpt.
    await expect(dialog(page).locator('mark', {hasText: /copyright/i})).toHaveCount(0);
  });

  test('on a 16.x page it searches 16.x, and the reader can switch to 17.x', async ({page}) => {
    await visit(page, '/api/16.x/class/GraphQLObjectType');
    await openWithMouse(page);
    await expect(dialog(page).getByRole('radio', {name: '16.x'})).toBeChecked();
    await search(page, 'GraphQLObjectType');
    await expect(options(page).first()).toHaveAttribute('href', '/api/16.x/class/GraphQLObjectType');
    const hrefs = await optionHrefs(options(page));
    expect(hrefs.filter((href) => href?.startsWith('/api/'))).not.toEqual([]);
    expect(hrefs.filter((href) => href?.startsWith('/api/') && !href.startsWith('/api/16.x/'))).toEqual([]);

    await dialog(page).getByRole('radio', {name: '17.x'}).check();
    await expect(statusLine(page)).toContainText('(API 17.x)');
    await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLObjectType');
    expect((await optionHrefs(options(page))).filter((href) => href?.startsWith('/api/16.x/'))).toEqual([]);
  });

  test('a name asked for in graphql 16, or gone in 17, comes from the 16.x reference, and the status says so', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await openWithMouse(page);
    await expect(dialog(page).getByRole('radio', {name: '17.x'})).toBeChecked();
    await search(page, 'printSchema graphql 16');
    await expect(options(page).first()).toHaveAttribute('href', '/api/16.x/function/printSchema');
    await expect(statusLine(page)).toContainText('(API 16.x)');
    // Without the version, a name 17 has is the 17.x one; one it removed is the 16.x one.
    await search(page, 'printSchema');
    await expect(options(page).first()).toHaveAttribute('href', '/api/function/printSchema');
    await expect(statusLine(page)).toContainText('(API 17.x)');
    await search(page, 'formatError');
    await expect(options(page).first()).toHaveAttribute('href', '/api/16.x/function/formatError');
    await expect(statusLine(page)).toContainText('(API 16.x)');
  });

  test('outside the API reference it searches the latest version', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await openWithMouse(page);
    await expect(dialog(page).getByRole('radio', {name: '17.x'})).toBeChecked();
  });

  test('records what the benchmark reads: bytes of the first query and query times', async ({page}) => {
    await visit(page, '/');
    const metrics = await measureSearch(page, 'GraphQLSchema', ['parse', 'validate', 'execute']);
    const fetched = metrics.firstQueryFiles.map((file) => file.path);
    expect(fetched).toContain('/pagefind/pagefind.js');
    expect(fetched).toContainEqual(expect.stringMatching(/^\/pagefind\/index\//));
    expect(metrics.firstQueryBytes).toBeGreaterThan(0);
    expect(metrics.queryMs).toHaveLength(3);
    expect(metrics.medianQueryMs).toBeGreaterThan(0);
    expect(metrics.readyMs).toBeGreaterThan(0);
  });
});

test.describe('keyboard only', () => {
  test('arrows move through results, Enter opens one, Tab stays in the dialog', async ({page}) => {
    await visit(page, '/docs/');
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('GraphQLObjectType');
    // The answer to a shorter prefix also lists GraphQLObjectType first, with other options below
    // it: read the options of the whole name's answer, which resets the highlighted one when it lands.
    await expect(statusLine(page)).toContainText('“GraphQLObjectType”');
    await expect(options(page).first()).toHaveAttribute('href', '/api/class/GraphQLObjectType');
    const ids = await options(page).evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.length).toBeGreaterThan(1);

    await expect(input(page)).toHaveAttribute('aria-activedescendant', ids[0]!);
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', ids[1]!);
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', ids[ids.length - 1]!);
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', ids[0]!);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await input(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api/class/GraphQLObjectType');
    await expect(dialog(page)).toBeHidden();
  });

  test('Enter pressed straight after typing opens the first result of what was typed', async ({page}) => {
    await visit(page, '/docs/');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveAttribute('data-search-status', 'ready');
    await page.keyboard.type('GraphQLSchema');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api/class/GraphQLSchema');
  });
});

test.describe('bad input', () => {
  const inputs: [string, string][] = [
    ['empty', ''],
    ['whitespace', '   \t  '],
    ['1000 characters', 'graphql '.repeat(125)],
    ['regex characters', '.*+?^${}()|[]\\'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['emoji', '🚀🔥'],
    ['non-Latin scripts', 'スキーマ схема 模式'],
  ];
  for (const [label, query] of inputs) {
    test(`${label} gives results or a clear message, never an error or an injected element`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('dialog', (alert) => {
        errors.push(`alert: ${alert.message()}`);
        void alert.dismiss();
      });
      await visit(page, '/docs/');
      await openWithMouse(page);
      await search(page, query);
      await expect(statusLine(page)).toContainText(query.trim() === '' ? 'Type to search' : /\d+ results? for|No results for/);
      await expect(dialog(page).locator('img, script, iframe')).toHaveCount(0);
      await expect(dialog(page).locator('mark *')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('accessibility and layout', () => {
  for (const theme of ['light', 'dark']) {
    test(`the open dialog with results passes axe in ${theme} mode`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await visit(page, '/docs/');
      await openWithMouse(page);
      await search(page, 'schema');
      await expect(options(page).first()).toBeVisible();
      const violations = await axeViolations(page, undefined, 'dialog');
      expect(violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    });
  }

  test.describe('on a 375 px phone', () => {
    test.use({viewport: {width: 375, height: 740}});

    test('the button stays in the top bar and the dialog fills the screen', async ({page}) => {
      await visit(page, '/docs/tutorials/');
      await expect(searchButton(page)).toBeInViewport();
      await openWithMouse(page);
      const box = await dialog(page).boundingBox();
      expect(box?.width).toBe(375);
      await search(page, 'GraphQLObjectType');
      await expect(options(page).first()).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test('the slide-out menu has a Search entry that closes the menu and opens the dialog', async ({page}) => {
      await visit(page, '/api/class/GraphQLSchema');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await menu.getByRole('button', {name: /Back to main menu/}).click();
      await menu.getByRole('button', {name: 'Search', exact: true}).click();
      await expect(input(page)).toBeFocused();
      await expect(menu).toBeHidden();
      await search(page, 'execute');
      await expect(options(page).first()).toBeVisible();
    });
  });
});
