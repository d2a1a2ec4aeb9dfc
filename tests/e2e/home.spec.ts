import {expect, test} from '@playwright/test';
import {visit} from './visit';
import {readFileSync} from 'node:fs';
import {version as graphqlVersion} from 'graphql';

const exampleSource = readFileSync('examples/quick-start/hello.js', 'utf8');
const exampleOutput = readFileSync('examples/quick-start/hello.output.txt', 'utf8');

test.describe('home page', () => {
  test('introduces the library with calls to action and the installed version', async ({page}) => {
    await visit(page, '/');
    await expect(page).toHaveTitle(`Documentation for graphql ${graphqlVersion} | graphql-js`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('graphql-js');
    await expect(page.getByText('A reference implementation of GraphQL for JavaScript')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/tutorials/');
    await expect(page.getByRole('main').getByRole('link', {name: 'API reference'}).first()).toHaveAttribute('href', '/api');
    await expect(page.getByText(`Current release: v${graphqlVersion}`)).toBeVisible();
  });

  test('shows the quick-start sample and its output exactly as the example files hold them', async ({page}) => {
    await visit(page, '/');
    const blocks = page.locator('section[aria-labelledby="quick-start"] pre code');
    await expect(blocks).toHaveCount(2);
    const shown = await blocks.evaluateAll((codes) =>
      codes.map((code) => Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n')),
    );
    expect(shown.map((text) => text.trimEnd())).toEqual([exampleSource.trimEnd(), exampleOutput.trimEnd()]);
  });

  test('leads to the tutorial and the API reference', async ({page}) => {
    await visit(page, '/');
    const explore = page.locator('section[aria-labelledby="explore"]');
    await explore.getByRole('link', {name: 'Tutorial', exact: true}).click();
    await expect(page).toHaveURL('/docs/tutorials/');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`fits a 375 px phone without sideways scrolling in ${mode} mode`, async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('link', {name: 'Get started'})).toBeInViewport();
    });
  }
});
