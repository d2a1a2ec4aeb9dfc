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

/**
 * Opens a page with the site's main script held back, so that a test can act on the server's
 * markup before React hydrates it; the returned function lets the script load.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts run before DOMContentLoaded: wait for the response only.
  await page.goto(path, {waitUntil: 'commit'});
  return release;
}
