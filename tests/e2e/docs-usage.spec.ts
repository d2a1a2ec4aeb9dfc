import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {axeViolations, COLOUR_RULES, describeViolations} from '../../scripts/browser/axe';
import {visit} from './visit';

// The docs and the reference joined (plugins/docs-usage): names in the docs' samples link to
// their API pages, for the block's graphql major, and API pages list the docs sections that use
// them.

const codeBlock = (page: Page, title: string) => page.locator('main .theme-code-block').filter({hasText: title}).first();

test.describe('links from code samples to the API reference', () => {
  test('a tutorial sample links its imported names in the HTML the server sends', async ({request}) => {
    const html = await (await request.get('/docs/tutorials/')).text();
    const sample = html.slice(html.indexOf('first-query.js'));
    // The build minifies the HTML: attribute values lose their quotes.
    expect(sample).toMatch(/<a href="?\/api\/function\/buildSchema"?>buildSchema<\/a>/);
    expect(sample).toMatch(/<a href="?\/api\/function\/graphql"?>graphql<\/a>/);
  });

  test('the links are in the hydrated page, reached by keyboard from the block, and lead to the API page', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    const block = codeBlock(page, 'first-query.js');
    const links = block.locator('pre a');
    // Both names in the import, and every use of them after it.
    expect(await links.allTextContents()).toEqual(['buildSchema', 'graphql', 'buildSchema', 'graphql']);
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveCSS('text-decoration-style', 'solid');
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/api\/function\/buildSchema$/);
    await expect(page.locator('h1')).toContainText('buildSchema');
  });

  test('a sample in a "graphql 16" tab links to the 16.x reference; the other tab to the current one', async ({page}) => {
    await visit(page, '/docs/upgrade-guides/v16-v17');
    const before = codeBlock(page, 'error-constructor.v16.js');
    await expect(before.locator('pre a', {hasText: 'GraphQLError'}).first()).toHaveAttribute('href', '/api/16.x/class/GraphQLError');
    const after = codeBlock(page, 'error-constructor.js');
    await expect(after.locator('pre a', {hasText: 'GraphQLError'}).first()).toHaveAttribute('href', '/api/class/GraphQLError');
  });

  test('a block rendered after a client-side navigation has its links too', async ({page}) => {
    await visit(page, '/docs/tutorials/running-an-express-graphql-server');
    await page.locator('nav a[href="/docs/tutorials/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/$/);
    await expect(codeBlock(page, 'first-query.js').locator('pre a[href="/api/function/buildSchema"]').first()).toBeVisible();
  });

  test('Copy copies the code without markup', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/docs/tutorials/');
    const block = codeBlock(page, 'first-query.js');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const sample = readFileSync('examples/index/first-query.js', 'utf8').replace(/\n$/, '');
    // The button writes with navigator.clipboard.writeText, a promise the click does not wait for.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sample);
  });

  test('a page with linked samples has no axe violations in either colour mode', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    const light = await axeViolations(page);
    expect(light, describeViolations(light)).toEqual([]);
    // axeViolations finishes the colours' fade into dark mode before it measures.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await axeViolations(page, COLOUR_RULES);
    expect(dark, describeViolations(dark)).toEqual([]);
  });
});

test.describe('"Used in the docs" on API pages', () => {
  test('an export lists the docs sections that use it, each linking to its heading', async ({page}) => {
    await visit(page, '/api/function/buildSchema');
    const heading = page.locator('main h2#used-in-the-docs');
    await expect(heading).toHaveText(/Used in the docs/);
    const list = page.locator('main h2#used-in-the-docs + ul');
    const first = list.locator('li').first();
    // Tutorials first, the sample's line as code.
    await expect(first).toContainText('Tutorial');
    await expect(first.locator('code')).toContainText('buildSchema');
    const link = first.locator('a').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/tutorials\/[^#]*#[\w-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });

  test('the 16.x page of an export lists the sections too, and a member lists the calls of it', async ({page}) => {
    await visit(page, '/api/16.x/function/buildSchema');
    await expect(page.locator('main h2#used-in-the-docs + ul li').first()).toBeVisible();
    await visit(page, '/api/class/GraphQLSchema');
    const member = page.locator('main h3#getType ~ p', {hasText: 'Used in the docs'}).first();
    await expect(member).toBeVisible();
    await expect(member.locator('+ ul li code').first()).toContainText('getType(');
  });

  test('the overview narrows its lists to the exports used in the docs', async ({page}) => {
    await visit(page, '/api');
    await page.getByLabel('Used in the docs').check();
    await expect(page.getByRole('search', {name: 'Filter exports'}).getByRole('status')).toHaveText(
      /^\d+ of \d+ exports are used in the docs\.$/,
    );
    await expect(page.locator('main li:visible a', {hasText: /^buildSchema$/})).toBeVisible();
    await expect(page.locator('main li:visible a', {hasText: /^getIntrospectionQuery$/})).toHaveCount(0);
  });
});
