import {expect, test} from '@playwright/test';
import {visit} from './visit';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';
const CURRENT_ID = 'graphql-17';

test.describe('announcement bar', () => {
  test('shows its content with a readable link', async ({page}) => {
    await visit(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'graphql-js 17 is out'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: /@defer and @stream/})).toHaveAttribute('href', '/docs/tutorials/defer-stream');
  });

  test('closing it hides it and the dismissal is remembered', async ({page}) => {
    await visit(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'graphql-js 17 is out'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(CURRENT_ID);
    await visit(page, '/docs/tutorials/');
    await expect(page.getByText('graphql-js 17 is out')).toHaveCount(0);
  });

  test('a new bar id brings a dismissed bar back', async ({page}) => {
    await page.addInitScript(
      ([dismissKey, idKey]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(dismissKey, 'true');
        localStorage.setItem(idKey, 'an-older-announcement');
      },
      [DISMISS_KEY, ID_KEY],
    );
    await visit(page, '/');
    await expect(page.getByRole('banner').filter({hasText: 'graphql-js 17 is out'})).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('false');
    expect(await page.evaluate((key) => localStorage.getItem(key), ID_KEY)).toBe(CURRENT_ID);
  });

  test('a corrupted dismissal flag shows the bar', async ({page}) => {
    await page.addInitScript(
      ([dismissKey, idKey, id]) => {
        localStorage.setItem(dismissKey, 'maybe');
        localStorage.setItem(idKey, id);
      },
      [DISMISS_KEY, ID_KEY, CURRENT_ID],
    );
    await visit(page, '/');
    await expect(page.getByRole('banner').filter({hasText: 'graphql-js 17 is out'})).toBeVisible();
  });
});
