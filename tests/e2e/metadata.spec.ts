import {expect, test} from '@playwright/test';
import {visit} from './visit';

const pages = ['/', '/docs/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api'];

test.describe('page metadata', () => {
  for (const path of pages) {
    test(`${path} has a title with the "|" delimiter, a description, Open Graph tags and the favicon`, async ({page}) => {
      await visit(page, path);
      const title = await page.title();
      expect(title === 'graphql-js' || / \| graphql-js$/.test(title)).toBe(true);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      expect((await description.getAttribute('content'))?.length).toBeGreaterThan(20);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:description"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https:\/\/graphql-js\.org\//);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/img/favicon.svg');
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }

  test('a tutorial tab reads "{page} | graphql-js"', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    await expect(page).toHaveTitle('Basic types | graphql-js');
  });

  test('robots.txt and the sitemap are served and list the pages', async ({request}) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap: https://graphql-js.org/sitemap.xml');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ['/', '/docs/tutorials/', '/docs/tutorials/basic-types']) {
      expect(xml).toContain(`<loc>https://graphql-js.org${path}</loc>`);
    }
  });

  test('nothing is requested from another host', async ({page}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1:')) outside.push(request.url());
    });
    for (const path of pages) await visit(page, path);
    expect(outside).toEqual([]);
  });
});
