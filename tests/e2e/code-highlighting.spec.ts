import {expect, test} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';
import {visit} from './visit';

// Code blocks are coloured by a stylesheet, not inline styles (src/theme/CodeBlock). Every
// token must look as prism-react-renderer's inline styles made it look: for each span, the
// colour and font style of its innermost type, merged over its outer types as the theme says.

type Style = {color?: string; fontStyle?: string};

function dictionary(theme: PrismTheme): Record<string, Style> {
  const result: Record<string, Style> = {};
  for (const {types, style} of theme.styles) for (const type of types) result[type] = {...result[type], ...(style as Style)};
  return result;
}

const PAGES = ['/docs/tutorials/basic-types', '/api/class/ValidationContext'];
const MODES = [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const;

for (const path of PAGES) {
  for (const [mode, theme] of MODES) {
    test(`every token on ${path} has its ${mode} theme colour`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await visit(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const mismatches = await page.evaluate(
        ({dict, plain}) => {
          const probe = document.createElement('span');
          document.body.append(probe);
          const normalise = (colour: string) => {
            probe.style.color = colour;
            return getComputedStyle(probe).color;
          };
          const found: string[] = [];
          const tokens = Array.from(document.querySelectorAll<HTMLElement>('pre code .token'));
          for (const token of tokens) {
            const types: string[] = [];
            for (let node: HTMLElement | null = token; node?.classList.contains('token'); node = node.parentElement) {
              types.unshift(Array.from(node.classList).find((name) => name !== 'token')!);
            }
            const expected = Object.assign({color: plain.color, fontStyle: 'normal'}, ...types.map((type) => dict[type] ?? {}));
            const actual = getComputedStyle(token);
            if (actual.color !== normalise(expected.color) || actual.fontStyle !== expected.fontStyle) {
              found.push(
                `${types.join('>')} "${token.textContent}": ${actual.color} ${actual.fontStyle}, expected ${expected.color} ${expected.fontStyle}`,
              );
            }
          }
          probe.remove();
          return {count: tokens.length, found: found.slice(0, 10)};
        },
        {dict: dictionary(theme), plain: theme.plain as Style},
      );
      expect(mismatches.count).toBeGreaterThan(100);
      expect(mismatches.found).toEqual([]);
      // The block itself takes the theme's background and text colours.
      const block = page.locator('pre.prism-code').first();
      await expect(block).toHaveCSS(
        'background-color',
        await page.evaluate((colour) => {
          const probe = document.createElement('span');
          probe.style.color = colour;
          document.body.append(probe);
          const value = getComputedStyle(probe).color;
          probe.remove();
          return value;
        }, theme.plain.backgroundColor!),
      );
    });
  }
}

test("a first visit keeps the server's highlighting and downloads no highlighter", async ({page}) => {
  const highlighterRequests: string[] = [];
  page.on('request', (request) => /\/code-highlighter\.\w+\.js$/.test(request.url()) && highlighterRequests.push(request.url()));
  // The home page has a block with no token (a one-line shell command), tutorial pages plain text.
  for (const path of ['/', '/docs/tutorials/basic-types', '/api/class/GraphQLSchema']) {
    await visit(page, path);
    await expect(page.locator('pre code .token').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(highlighterRequests).toEqual([]);
});

test('a block rendered after a client-side navigation is highlighted too', async ({page}) => {
  await visit(page, '/docs/tutorials/basic-types');
  await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
  // basic-types' own blocks, highlighted by the server, stay until the next page renders.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Passing arguments');
  await expect(page.locator('pre code .token.keyword').first()).toBeVisible();
});

test("once loaded, Prism's core leaves the page's blocks alone: it does not highlight the page by itself", async ({page}) => {
  await visit(page, '/docs/tutorials/basic-types');
  await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
  // basic-types' own blocks, highlighted by the server, stay until the next page renders.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Passing arguments');
  await expect(page.locator('pre code .token.keyword').first()).toBeVisible();
  // Without `manual`, Prism's core highlights every `language-*` block on the next animation
  // frame after it loads, replacing each block's line divs by its own spans.
  const blocks = await page.evaluate(async () => {
    await new Promise((framesDrawn) => requestAnimationFrame(() => requestAnimationFrame(framesDrawn)));
    return Array.from(document.querySelectorAll('pre code'), (code) => code.querySelector(':scope > .token-line') !== null);
  });
  expect(blocks.length).toBeGreaterThan(0);
  expect(blocks.every(Boolean)).toBe(true);
  expect(await page.evaluate(() => (window as {Prism?: {manual?: boolean}}).Prism?.manual)).toBe(true);
});

test('when the highlighter fails to download, code stays readable and the next page tries again', async ({page}) => {
  let blocked = true;
  await page.route(/\/assets\/js\/code-highlighter\.\w+\.js$/, (route) => (blocked ? route.abort('connectionfailed') : route.continue()));
  await visit(page, '/docs/tutorials/basic-types');
  const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
  await next.click();
  await expect(page).toHaveURL(/passing-arguments/);
  // basic-types' own blocks, which also hold `type Query`, stay until the next page renders.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Passing arguments');
  const firstBlock = page.locator('pre code').first();
  await expect(firstBlock).toContainText('type Query');
  await expect(page.locator('pre code .token')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  blocked = false;
  await next.click();
  await expect(page).toHaveURL(/object-types/);
  await expect(page.locator('pre code .token.keyword').first()).toBeVisible();
});
