// The smoke flows, the same in every engine: the reader's main paths through the site, which
// replaces Docusaurus's hydration and routing with its own (packages/docusaurus-lean-client: hydration-shell,
// client-routes, ...), checked outside Chromium. tests/e2e covers each in depth in
// Chromium; the selectors here are the CSS forms of its role-based ones.
import {readFileSync} from 'node:fs';
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {BENCH_PAGES} from '../../scripts/bench/pages';
import {TIME_LIMIT_MS} from '../../src/components/SampleRunner/protocol';
import type {SmokeBrowser, SmokePage} from './browser';
import {breakageFromEnvironment} from './breakages';
import {requireBrowsers} from './install';
import {startSite, type Edit, type OwnFile, type Site} from './site';

/** One page of each type: the benchmark's (home, tutorial, API class and function) and the rest. */
const PAGE_TYPES: readonly {label: string; path: string}[] = [
  ...BENCH_PAGES,
  {label: 'Docs index', path: '/docs/'},
  {label: 'Guide', path: '/docs/guides/errors'},
  {label: 'Upgrade guide', path: '/docs/upgrade-guides/v16-v17'},
  {label: 'API overview', path: '/api'},
  {label: 'API 16.x interface', path: '/api/16.x/interface/FieldNode'},
];
const NOT_FOUND_PATH = '/no/such/page';

const NAVBAR = 'nav[aria-label="Main"]';
const NAVBAR_TUTORIAL = `${NAVBAR} .navbar__items:not(.navbar__items--right) a.navbar__link[href="/docs/tutorials/"]`;
const NAVBAR_API = `${NAVBAR} a.navbar__item.navbar__link[href="/api/"]`;
const COLOUR_TOGGLE = `${NAVBAR} button[aria-label^="Switch between dark and light mode"]`;
const SEARCH_BUTTON = `${NAVBAR} button[aria-haspopup="dialog"]`;
const MENU_TOGGLE = 'button[aria-label="Toggle navigation bar"]';
const MENU = '.navbar-sidebar';
const sidebarLink = (href: string) => `.theme-doc-sidebar-container a.menu__link[href="${href}"]`;
const OVERVIEW_PARSE = 'article h3#language-function + ul a[href="/api/function/parse"]';
const SAMPLE = 'first-query.js';
const SAMPLE_OUTPUT = readFileSync(new URL('../../examples/index/first-query.output.txt', import.meta.url), 'utf8').replace(/\n+$/, '');
const RUN_BUTTON = `button[aria-label="Run ${SAMPLE}"]`;
const RUN_PANEL = `section[aria-label="Run of ${SAMPLE}"]`;

const WAIT_MS = 10_000;

/**
 * Calls `fn` in the page until `until` accepts its result (by default, until it is truthy), and
 * returns that result; fails after `timeout` ms. `fn` runs alone in the page: it may use its
 * arguments, not the names around it here.
 */
async function waitFor<T, A extends unknown[]>(
  page: SmokePage,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  args: A,
  {until = Boolean, timeout = WAIT_MS}: {until?: (value: T) => boolean; timeout?: number} = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T;
  do {
    last = await page.evaluate(fn, ...args);
    if (until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  assert.fail(`Waited ${timeout} ms for ${what}; last seen: ${JSON.stringify(last)}`);
}

async function waitForHydration(page: SmokePage): Promise<void> {
  await waitFor(page, 'hydration', () => document.documentElement.getAttribute('data-has-hydrated') === 'true', []);
}

/** Opens a page and waits until React has hydrated it (before that, links reload the page). */
async function visit(page: SmokePage, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Marks the current document: a page reached without a reload still carries the mark. */
async function markDocument(page: SmokePage): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, {smokeDocumentMark: true});
  });
}

async function assertSameDocument(page: SmokePage, step: string): Promise<void> {
  assert.equal(await page.evaluate(() => 'smokeDocumentMark' in window), true, `${step} reloaded the page`);
}

/** Waits until the address is `path` and the page's heading reads `heading`. */
async function waitForPage(page: SmokePage, path: string, heading: string): Promise<void> {
  await waitFor(
    page,
    `${path} with the heading "${heading}"`,
    () => ({path: location.pathname, heading: document.querySelector('h1')?.textContent}),
    [],
    {until: (seen) => seen.path === path && seen.heading === heading},
  );
}

/** Clicks an element once it can take the click. */
async function click(page: SmokePage, selector: string): Promise<void> {
  await waitFor(page, `${selector} to be clickable`, isClickable, [selector]);
  await page.click(selector);
}

async function followLink(page: SmokePage, selector: string, path: string, heading: string): Promise<void> {
  await click(page, selector);
  await waitForPage(page, path, heading);
  await assertSameDocument(page, `Following ${selector}`);
}

const isVisible = (selector: string) =>
  document.querySelector(selector)?.checkVisibility({visibilityProperty: true, opacityProperty: true}) ?? false;

/**
 * Ready for a click, as Playwright checks before its own: visible, scrolled into view, in the
 * same place over two frames (a link of the mobile menu slides in), and the element the click
 * would reach.
 */
const isClickable = async (selector: string) => {
  const element = document.querySelector(selector);
  if (!element?.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
  const before = element.getBoundingClientRect();
  if (before.bottom <= 0 || before.top >= window.innerHeight) {
    element.scrollIntoView({block: 'center'});
    return false;
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = element.getBoundingClientRect();
  if (box.x !== before.x || box.y !== before.y || box.width !== before.width || box.height !== before.height) return false;
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
};

const runStatus = (panel: string) => document.querySelector(`${panel} [role="status"]`)?.textContent ?? '';

/** The element is wholly inside the viewport, which has scrolled down to it. */
const isScrolledIntoView = (id: string) => {
  const box = document.getElementById(id)?.getBoundingClientRect();
  return box !== undefined && window.scrollY > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
};

const searchDialogState = () => {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[aria-label="Search the documentation"]');
  const input = dialog?.querySelector('input');
  return {
    open: dialog?.open ?? false,
    status: dialog?.getAttribute('data-search-status'),
    focused: input !== undefined && input !== null && document.activeElement === input,
    value: input?.value,
    first: dialog?.querySelector('[role="option"]')?.getAttribute('href'),
    firstSelected: dialog?.querySelector('[role="option"]')?.getAttribute('aria-selected') === 'true',
  };
};

export function defineSmokeTests(
  engine: string,
  launch: (origin: string) => Promise<SmokeBrowser>,
  served: {edits: Edit[]; ownFiles: Record<string, OwnFile>} = {edits: [], ownFiles: {}},
): void {
  const breakage = breakageFromEnvironment();
  describe(`${engine} smoke${breakage ? ` (site broken on purpose: ${breakage.name})` : ''}`, () => {
    let site: Site | undefined;
    let browser: SmokeBrowser | undefined;

    before(async () => {
      requireBrowsers();
      site = await startSite({edits: [...served.edits, ...(breakage?.edits ?? [])], ownFiles: served.ownFiles});
      browser = await launch(site.origin);
    });

    after(async () => {
      await browser?.close();
      await site?.close();
    });

    /** A test on a fresh page, which ends with no uncaught error, policy violation or console error. */
    function smokeTest(name: string, flow: (page: SmokePage) => Promise<void>, timeout = 60_000): void {
      test(name, {timeout}, async () => {
        const page = await browser!.newPage();
        try {
          await flow(page);
          assert.deepEqual(await page.problems(), [], 'uncaught errors, policy violations or console errors');
        } finally {
          await page.close();
        }
      });
    }

    for (const {label, path} of PAGE_TYPES) {
      smokeTest(`${label} (${path}) loads and hydrates with no uncaught error or policy violation`, async (page) => {
        await visit(page, path);
        const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '');
        assert.notEqual(heading, '', 'the page has a heading');
        assert.equal(await page.evaluate(() => document.body.textContent?.includes('This page crashed')), false);
      });
    }

    smokeTest('the colour mode toggles, is saved, and persists across a reload', async (page) => {
      const theme = () => document.documentElement.getAttribute('data-theme');
      await visit(page, '/docs/tutorials/');
      assert.equal(await page.evaluate(theme), 'light');
      await click(page, COLOUR_TOGGLE);
      await waitFor(page, 'dark mode', theme, [], {until: (mode) => mode === 'dark'});
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.evaluate(theme), 'dark', 'dark mode after a reload');
      await click(page, COLOUR_TOGGLE);
      await waitFor(page, 'light mode', theme, [], {until: (mode) => mode === 'light'});
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    });

    smokeTest('navbar, sidebar and API overview links open their pages without a reload', async (page) => {
      await visit(page, '/');
      await markDocument(page);
      await followLink(page, NAVBAR_TUTORIAL, '/docs/tutorials/', 'Getting started');
      await followLink(page, sidebarLink('/docs/tutorials/basic-types'), '/docs/tutorials/basic-types', 'Basic types');
      await followLink(page, NAVBAR_API, '/api/', 'API reference');
      await followLink(page, OVERVIEW_PARSE, '/api/function/parse', 'Function parse');
    });

    smokeTest('Back goes back through those pages without a reload', async (page) => {
      await visit(page, '/docs/tutorials/');
      await markDocument(page);
      await followLink(page, sidebarLink('/docs/tutorials/basic-types'), '/docs/tutorials/basic-types', 'Basic types');
      await followLink(page, NAVBAR_API, '/api/', 'API reference');
      await followLink(page, OVERVIEW_PARSE, '/api/function/parse', 'Function parse');
      for (const [path, heading] of [
        ['/api/', 'API reference'],
        ['/docs/tutorials/basic-types', 'Basic types'],
        ['/docs/tutorials/', 'Getting started'],
      ] as const) {
        await page.back();
        await waitForPage(page, path, heading);
        await assertSameDocument(page, `Back to ${path}`);
      }
    });

    smokeTest('a hash in the address, and a link of the table of contents, scroll to their heading', async (page) => {
      await page.setViewport(1280, 500);
      await visit(page, '/docs/#look-something-up');
      await waitFor(page, '#look-something-up scrolled into view', isScrolledIntoView, ['look-something-up']);
      await page.evaluate(() => window.scrollTo(0, 0));
      await click(page, '.table-of-contents a[href="#solve-a-real-problem"]');
      await waitFor(page, '#solve-a-real-problem scrolled into view', isScrolledIntoView, ['solve-a-real-problem']);
      assert.equal(await page.evaluate(() => location.hash), '#solve-a-real-problem');
    });

    smokeTest('search opens from its button, takes typed keys, and Escape closes it', async (page) => {
      await visit(page, '/docs/tutorials/');
      await click(page, SEARCH_BUTTON);
      await waitFor(page, 'the search dialog, ready, with its input focused', searchDialogState, [], {
        until: (state) => state.open && state.status === 'ready' && state.focused,
      });
      await page.type('GraphQLSchema');
      await waitFor(page, 'GraphQLSchema as the first result', searchDialogState, [], {
        until: (state) => state.first === '/api/class/GraphQLSchema',
      });
      await page.press('Escape');
      await waitFor(page, 'the dialog to close', searchDialogState, [], {until: (state) => !state.open});
    });

    smokeTest('search opens with Control+K and "/", and Enter follows the first result without a reload', async (page) => {
      await visit(page, '/docs/');
      await markDocument(page);
      await page.press('Control+k');
      // Escape while the dialog's code loads is Chromium's test (tests/e2e/search.spec.ts).
      await waitFor(page, 'the search dialog, ready, with its input focused', searchDialogState, [], {
        until: (state) => state.status === 'ready' && state.focused,
      });
      await page.press('Escape');
      await waitFor(page, 'the dialog to close', searchDialogState, [], {until: (state) => !state.open});
      await page.press('/');
      await waitFor(page, 'the search input focused', searchDialogState, [], {until: (state) => state.focused});
      // Typed at once, while the dialog may still be loading: no key may be lost.
      await page.type('execute');
      const state = await waitFor(page, 'execute as the first, selected result', searchDialogState, [], {
        until: (seen) => seen.first === '/api/function/execute' && seen.firstSelected,
      });
      assert.equal(state.value, 'execute', 'the key that opened search is not typed into it');
      await page.press('Enter');
      await waitForPage(page, '/api/function/execute', 'Function execute');
      await assertSameDocument(page, 'Enter on a result');
    });

    smokeTest(`Run prints a sample's output, and stops an endless loop within its ${TIME_LIMIT_MS / 1000} s limit`, async (page) => {
      await visit(page, '/docs/tutorials/');
      await click(page, RUN_BUTTON);
      await waitFor(page, 'the run to finish', runStatus, [RUN_PANEL], {until: (status) => status === 'Finished.'});
      const output = await page.evaluate(
        (panel) => document.querySelector(`${panel} pre[aria-label^="Output of"]`)?.textContent ?? '',
        RUN_PANEL,
      );
      assert.equal(output.replace(/\n+$/, ''), SAMPLE_OUTPUT);

      await click(page, `${RUN_PANEL} button[aria-controls]`);
      const editor = `${RUN_PANEL} textarea[aria-label="Code of ${SAMPLE}"]`;
      await click(page, editor);
      await page.press('Control+a');
      await page.type('while (true) {}');
      assert.equal(
        await page.evaluate((selector) => document.querySelector<HTMLTextAreaElement>(selector)?.value, editor),
        'while (true) {}',
      );
      await click(page, `${RUN_PANEL} button.button--primary`);
      await waitFor(page, 'the run to start', runStatus, [RUN_PANEL], {until: (status) => status.startsWith('Running')});
      // The loop runs in a worker: the page keeps answering, and the run is stopped at the limit.
      await waitFor(page, 'the loop to be stopped', runStatus, [RUN_PANEL], {
        until: (status) => status.startsWith(`Stopped after ${TIME_LIMIT_MS / 1000} seconds`),
        timeout: TIME_LIMIT_MS + 5_000,
      });
    });

    smokeTest('at 400 px the menu button shows the navbar links, which open their page without a reload', async (page) => {
      await page.setViewport(400, 800);
      await visit(page, '/');
      await markDocument(page);
      assert.equal(await page.evaluate(isVisible, NAVBAR_TUTORIAL), false, 'the navbar links are in the menu');
      await click(page, MENU_TOGGLE);
      await followLink(page, `${MENU} a.menu__link[href="/docs/tutorials/"]`, '/docs/tutorials/', 'Getting started');
      await waitFor(page, 'the menu to close', isVisible, [MENU], {until: (visible) => !visible});
    });

    smokeTest(
      'at 390 px no page scrolls sideways',
      async (page) => {
        await page.setViewport(390, 844);
        const sideways: string[] = [];
        for (const path of [...PAGE_TYPES.map((type) => type.path), NOT_FOUND_PATH]) {
          await visit(page, path);
          const scrolled = await page.evaluate(() => {
            window.scrollTo(1000, window.scrollY);
            const x = window.scrollX;
            window.scrollTo(0, window.scrollY);
            return x;
          });
          if (scrolled > 0) sideways.push(`${path} scrolls ${scrolled} px sideways`);
        }
        assert.deepEqual(sideways, []);
      },
      120_000,
    );

    smokeTest('an unknown address gets the not-found page, hydrated, and its links work without a reload', async (page) => {
      await visit(page, NOT_FOUND_PATH);
      assert.equal(await page.evaluate(() => document.querySelector('h1')?.textContent), 'Page not found');
      assert.match(
        await page.evaluate(() => document.querySelector('main')?.textContent ?? ''),
        new RegExp(`There is no page at ${NOT_FOUND_PATH}\\.`),
      );
      await markDocument(page);
      await followLink(page, 'main a[href="/docs/tutorials/"]', '/docs/tutorials/', 'Getting started');
    });

    if (breakage) {
      // Last, after every flow has loaded its files: a breakage whose paths match nothing the
      // browser fetched (a renamed chunk, say) would leave the site whole and prove nothing.
      test(`${breakage.name} changed what the browser was served`, () => {
        const unused = breakage.edits.filter((edit) => !site!.appliedEdits.has(edit));
        assert.equal(unused.length, 0, `${unused.length} of its ${breakage.edits.length} edits matched no response`);
      });
    }
  });
}
