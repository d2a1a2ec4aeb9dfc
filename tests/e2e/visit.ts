import {expect, type Page, type Response} from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: before that, buttons such as the menu
 * toggle or the announcement's Close do nothing and links reload the whole page.
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return response;
}
