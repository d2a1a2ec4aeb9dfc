import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

const pages = ['/', '/docs/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api'];

/** What <Head> sets: the title, the html element's attributes and the head tags it manages. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    html: ['lang', 'dir', 'class'].map((name) => document.documentElement.getAttribute(name)),
    // Attribute order aside, as Node.isEqualNode compares them.
    tags: [...document.head.querySelectorAll('[data-rh]')]
      .map((tag) => [tag.localName, ...[...tag.attributes].map(({name, value}) => `${name}=${value}`).sort(), tag.textContent].join(' '))
      .sort(),
  }));

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

  // The browser keeps the head with a stand-in for react-helmet-async (packages/docusaurus-lean-client/client-stand-ins),
  // the server writes it with the library itself: after each move in the browser, the head must
  // be the one a direct load of the page gets.
  test('after each navigation in the browser, the head is the one the server wrote for the page', async ({page, context}) => {
    // Ten page loads: 7 s on an idle 2-core machine, past 30 s beside another worker on a slow one.
    test.slow();
    const direct = await context.newPage();
    const steps: [string, (page: Page) => Promise<void>][] = [
      ['/docs/tutorials/', (p) => p.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tutorial', exact: true}).click()],
      [
        '/docs/tutorials/basic-types',
        (p) => p.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Basic types'}).click(),
      ],
      ['/api/', (p) => p.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click()],
      ['/api/class/GraphQLObjectType', (p) => p.locator('article').getByRole('link', {name: 'GraphQLObjectType', exact: true}).click()],
      ['/', (p) => p.getByRole('navigation', {name: 'Main'}).locator('.navbar__brand').click()],
    ];
    await visit(page, '/docs/');
    for (const [path, go] of steps) {
      await go(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await visit(direct, path);
      const expected = await headOf(direct);
      await expect.poll(() => headOf(page), {message: path}).toEqual(expected);
    }
  });

  test('the title the server wrote stays in the head once the page has hydrated', async ({page}) => {
    for (const path of pages) {
      await visit(page, path);
      // The stand-in sets the title through document.title and must not remove this element.
      await expect(page.locator('head > title[data-rh]'), path).toHaveCount(1);
      await expect(page.locator('head > title'), path).toHaveCount(1);
      expect(await page.title(), path).not.toBe('');
    }
  });

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
