import {expect, test} from '@playwright/test';
import {visit} from './visit';
import {readdirSync} from 'node:fs';

const slugs = readdirSync('docs/tutorials')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

test.describe('tutorial pages', () => {
  test('the sidebar lists every tutorial page in reading order, ending at the migration page', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    // Category headers (Advanced, Production, Migrating) are toggles whose href points at their first page.
    const hrefs = await page
      .locator('.theme-doc-sidebar-container a.menu__link:not(.menu__link--sublist)[href^="/docs/tutorials/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(slugs.length);
    expect(hrefs[0]).toBe('/docs/tutorials/');
    expect(hrefs.at(-1)).toBe('/docs/tutorials/express-graphql');
  });

  // packages/docusaurus-lean-client/slim-prism ships only the grammars named in prism.additionalLanguages: each
  // language a page uses must still come out highlighted, not as plain text.
  const highlighted: {path: string; language: string; token: string}[] = [
    {path: '/docs/tutorials/graphql-clients', language: 'bash', token: 'function'},
    {path: '/docs/tutorials/graphql-clients', language: 'json', token: 'property'},
    {path: '/docs/tutorials/graphql-clients', language: 'js', token: 'keyword'},
    {path: '/docs/tutorials/object-types', language: 'graphql', token: 'keyword'},
    {path: '/api/function/graphql', language: 'ts', token: 'keyword'},
  ];
  for (const {path, language, token} of highlighted) {
    test(`${language} code on ${path} is highlighted`, async ({page}) => {
      await visit(page, path);
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block).toBeVisible();
      await expect(block.locator(`.token.${token}`).first()).toBeAttached();
    });
  }

  for (const slug of slugs) {
    const path = slug === 'index' ? '/docs/tutorials/' : `/docs/tutorials/${slug}`;
    test(`${path} reads on a 375 px phone in light and dark mode`, async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      for (const mode of ['light', 'dark']) {
        await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), mode);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${mode} mode overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('version tabs', () => {
  test('choosing graphql 16 switches every version tab on the page and on the next page, and stores nothing', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    const groups = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'graphql 16'})});
    expect(await groups.count()).toBeGreaterThan(1);
    await groups.first().getByRole('tab', {name: 'graphql 16'}).click();
    for (const group of await groups.all()) {
      await expect(group.getByRole('tab', {name: 'graphql 16'})).toHaveAttribute('aria-selected', 'true');
    }
    await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/passing-arguments/);
    // The URL changes at the click; the tabs below must be the next page's, not this one's.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Passing arguments');
    const nextGroup = page
      .locator('.tabs-container')
      .filter({has: page.getByRole('tab', {name: 'graphql 16'})})
      .first();
    await expect(nextGroup.getByRole('tab', {name: 'graphql 16'})).toHaveAttribute('aria-selected', 'true');
    // The spec's storage keys only (ARCHITECTURE.md "Storage and input").
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith('docusaurus.tab.'))).toEqual([]);
  });

  test('tabs keep the keyboard: arrows move between tabs, Enter chooses', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    const group = page
      .locator('.tabs-container')
      .filter({has: page.getByRole('tab', {name: 'graphql 16'})})
      .first();
    await group.getByRole('tab', {name: 'graphql 17'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', {name: 'graphql 16'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('tab', {name: 'graphql 16'})).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText('"data"');
  });
});
