import {expect, test, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {openBeforeHydration, visit} from './visit';

// packages/docusaurus-lean-client/hydration-shell: a page opened directly hydrates from its shell, which keeps the
// server's markup and leaves the page's text out of its scripts; every page rendered in the
// browser afterwards, the first one included, gets its full content, and looks the same.

const content = (page: Page) => page.locator('.theme-doc-markdown');

/** The text of every script the page has loaded so far. */
async function scriptsLoaded(page: Page): Promise<string> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return texts.join('\n');
}

/** A run of plain words from the page's first paragraph, as its source line has it. */
async function phraseOfFirstParagraph(page: Page): Promise<string> {
  const text = (await content(page).locator('> p').first().textContent())!;
  const phrase = /[A-Za-z][A-Za-z ,]{30,}/.exec(text.split('\n')[0]!)?.[0];
  expect(phrase, text).toBeTruthy();
  return phrase!.slice(0, 40);
}

test.describe('pages hydrated from their shell', () => {
  // What a reader sees must not depend on how the page came: the server's markup kept by the
  // shell, or the full content rendered in the browser after a navigation.
  for (const [path, from, link, text] of [
    // From the overview's list, and from the tutorial's sidebar.
    [
      '/api/class/ValidationContext',
      '/api',
      (page: Page) => page.getByRole('main').getByRole('link', {name: 'ValidationContext', exact: true}),
      // Not its summary, which the overview shows too until the class's page renders.
      'extends ASTValidationContext',
    ],
    [
      '/docs/tutorials/basic-types',
      '/docs/tutorials/',
      (page: Page) => page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Basic types', exact: true}),
      'Every field in a schema',
    ],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${path} looks the same opened directly and reached in the browser, in ${mode} mode`, async ({browser}) => {
        const shot = async (open: (page: Page) => Promise<void>) => {
          const page = await browser.newPage({viewport: {width: 1280, height: 900}});
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          await open(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // Highlighted in both cases: in the browser, once the highlighter has arrived.
          await expect(content(page).locator('pre code .token').first()).toBeVisible();
          const image = await page.locator('article').screenshot({animations: 'disabled'});
          await page.close();
          return image;
        };
        const direct = await shot((page) => visit(page, path).then(() => undefined));
        const reached = await shot(async (page) => {
          await visit(page, from);
          await link(page).click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(content(page)).toContainText(text);
        });
        expect(direct.equals(reached), 'the two screenshots differ').toBe(true);
      });
    }
  }

  test('a page opened directly shows its text, which is not in the code it loads; going back to it later loads it', async ({page}) => {
    await visit(page, '/docs/upgrade-guides/v16-v17');
    const phrase = await phraseOfFirstParagraph(page);
    await expect(content(page)).toContainText(phrase);
    expect(await scriptsLoaded(page)).not.toContain(phrase);

    await content(page).locator('a[href="/api/function/graphql"]').first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Function graphql');
    await page.goBack();
    // Shown at once with its whole content, rendered in the browser from the page's full module.
    await expect(content(page)).toContainText(phrase);
    expect(await scriptsLoaded(page)).toContain(phrase);
  });

  test('an API page opened directly loads no code of the components its shell keeps; the first API page rendered in the browser loads them, once', async ({
    page,
  }) => {
    // packages/docusaurus-lean-client/hydration-shell/chunks.ts gathers them (ApiSignature, ApiSource, ...) into one chunk.
    const loaded: string[] = [];
    page.on('request', (request) => /\/assets\/js\/static-components\.[^/]+\.js$/.test(request.url()) && loaded.push(request.url()));
    await visit(page, '/api/class/GraphQLSchema');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    for (const name of ['GraphQLObjectType', 'GraphQLInterfaceType']) {
      await content(page).locator(`a[href="/api/class/${name}"]`).first().click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`Class ${name}`);
      await expect(content(page).locator('pre[class*="signature"]').first()).toBeVisible();
    }
    expect(loaded).toHaveLength(1);
  });

  test('a link in the kept text is preloaded on hover and opens its page in place', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    await page.evaluate(() => Object.assign(window, {samePageMarker: true}));
    const link = content(page).locator('a[href="/docs/tutorials/"]').first();
    const preload = page.waitForRequest((request) => request.url().endsWith('.js'));
    await link.hover();
    await preload;
    await link.click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
    expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
  });

  test('a kept link clicked with a modifier key, or to another site, is left to the browser', async ({page, context}) => {
    await visit(page, '/docs/tutorials/basic-types');
    const opened = context.waitForEvent('page');
    await content(page)
      .locator('a[href="/docs/tutorials/"]')
      .first()
      .click({modifiers: ['ControlOrMeta']});
    await opened;
    await expect(page).toHaveURL(/\/docs\/tutorials\/basic-types$/);

    await visit(page, '/docs/upgrade-guides/v16-v17');
    const external = content(page).locator('a[href^="https://"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    const tab = context.waitForEvent('page');
    await external.click();
    expect(new URL((await tab).url()).host).not.toBe(new URL(page.url()).host);
  });

  // Run reads the code the same way: sample-runner.spec.ts runs every sample on pages opened directly.
  test('a code block hydrated without its code copies the code it shows', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/docs/tutorials/basic-types');
    const block = content(page).locator('.theme-code-block').filter({hasText: 'scalars.js'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const sample = readFileSync('examples/basic-types/scalars.js', 'utf8').replace(/\n$/, '');
    // The button writes with navigator.clipboard.writeText, a promise the click does not wait for.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sample);
  });

  test('content that no longer matches its shell is rendered again from the full content', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const release = await openBeforeHydration(page, '/docs/tutorials/basic-types');
    const first = content(page).locator('> p').first();
    await first.waitFor({state: 'attached'});
    const text = (await first.textContent())!;
    // Another element where the shell keeps a paragraph: React cannot hydrate it.
    await first.evaluate((paragraph) =>
      paragraph.replaceWith(Object.assign(document.createElement('section'), {textContent: 'Changed before hydration'})),
    );
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(content(page).locator('> p').first()).toHaveText(text);
    await expect(content(page)).not.toContainText('Changed before hydration');
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    // React reports the mismatch (its production errors 418 and 423) and renders in the browser.
    expect(errors.join('\n')).toMatch(/onRecoverableError: Error: Minified React error #4(18|23)/);
  });
});
