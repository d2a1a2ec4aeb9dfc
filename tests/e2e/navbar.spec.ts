import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('navbar', () => {
  test('has the brand, Tutorial and API on the left, the repository, colour toggle and search', async ({page}) => {
    await visit(page, '/docs/');
    const bar = navbar(page);
    const brand = bar.locator('.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.getByRole('img', {name: 'graphql-js logo'})).toBeVisible();
    await expect(brand).toContainText('graphql-js');

    const left = bar.locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.getByRole('link', {name: 'Tutorial', exact: true})).toHaveAttribute('href', '/docs/tutorials/');
    // The API item links to the docs root of the reader's preferred API version.
    await expect(left.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/api/');

    const right = bar.locator('.navbar__items--right');
    const repository = right.getByRole('link', {name: 'graphql-js repository on GitHub'});
    await expect(repository).toHaveAttribute('href', 'https://github.com/graphql/graphql-js');
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(repository).toHaveAttribute('rel', /noopener/);
    await expect(right.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(right.locator('.navbar__search, [class*="search" i]').first()).toBeAttached();
  });

  test('Tutorial and API lead to their sections and mark the active item', async ({page}) => {
    await visit(page, '/');
    await navbar(page).getByRole('link', {name: 'Tutorial', exact: true}).click();
    await expect(page).toHaveURL('/docs/tutorials/');
    await expect(navbar(page).getByRole('link', {name: 'Tutorial', exact: true})).toHaveClass(/navbar__link--active/);
    await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/?$/);
    // The tutorial's heading stays on screen until the API page's code has arrived.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
  });

  test('hides when scrolling down and comes back when scrolling up or near the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 400});
    await visit(page, '/');
    const bar = page.locator('nav.navbar');
    await expect(bar).toBeInViewport();
    await page.mouse.wheel(0, 300);
    await page.mouse.wheel(0, 300);
    await expect(bar).not.toBeInViewport();
    await page.mouse.wheel(0, -120);
    await expect(bar).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(bar).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();
  });
});

test.describe('mobile menu (996 px and narrower)', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('slides out with the navbar items and closes again', async ({page}) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items a', {hasText: 'Tutorial'}).first()).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Tutorial', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('on a doc page it shows the docs sidebar with "Back to main menu"', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Tutorial', exact: true})).toBeVisible();
  });

  test('closes when the viewport grows to desktop size', async ({page}) => {
    await visit(page, '/docs/tutorials/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await page.setViewportSize({width: 375, height: 740});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test('the slide-out menu starts at 996 px wide; at 997 px the items are in the bar', async ({page}) => {
  await page.setViewportSize({width: 996, height: 700});
  await visit(page, '/docs/');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await page.setViewportSize({width: 997, height: 700});
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tutorial', exact: true})).toBeVisible();
});
