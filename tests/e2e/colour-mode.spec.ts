import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('is light by default and ignores a dark system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  });

  test('the toggle switches mode, saves it under "theme" and keeps it across reloads', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a change in one tab reaches the other open tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await visit(first, '/');
    await visit(second, '/docs/');
    await toggle(first).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle(second).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const stored of ['purple', '', '{"mode":"dark"}', 'DARK']) {
    test(`a stored value of ${JSON.stringify(stored)} falls back to light`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), stored);
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(toggle(page)).toBeEnabled();
    });
  }

  test('an invalid ?docusaurus-theme= in the URL is dropped and the page stays light', async ({page}) => {
    await visit(page, '/docs/?docusaurus-theme=purple');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(new URL(page.url()).search).toBe('');
  });

  test('clearing storage falls back to light', async ({page}) => {
    await visit(page, '/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    expect(await theme(page)).toBe('light');
  });
});
