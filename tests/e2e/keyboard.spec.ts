import {expect, test, type Page} from '@playwright/test';
import {visit} from './visit';

const PAGES = ['/', '/docs/tutorials/basic-types'];

/** Whether the focused element shows a focus ring: an outline or a box shadow. */
async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return {
      description: element.outerHTML.slice(0, 120),
      hasRing: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      hasArea: rect.width > 0 && rect.height > 0,
    };
  });
}

test.describe('keyboard', () => {
  for (const path of PAGES) {
    test(`on ${path}, the skip link is the first stop and moves focus to the main content`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', {name: 'Skip to main content'});
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      // Docusaurus focuses <main> and drops its temporary tabindex, so Chromium hands focus to
      // <body>; what the reader gets is that the next Tab starts inside the main content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    });

    test(`on ${path}, Tab reaches every visible control and each shows where focus is`, async ({page}) => {
      // One Tab and two page evaluations per control: basic-types has about a hundred stops (its
      // samples, output tabs and copy buttons), more than the default timeout allows on a busy machine.
      test.slow();
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.evaluate(() => ((window as unknown as {reached: Set<Element>}).reached = new Set()));
      const withoutRing: string[] = [];
      for (let stop = 0; stop < 400; stop++) {
        await page.keyboard.press('Tab');
        const focused = await focusedElement(page);
        if (!focused) break;
        const seen = await page.evaluate(() => {
          const {reached} = window as unknown as {reached: Set<Element>};
          const again = reached.has(document.activeElement!);
          reached.add(document.activeElement!);
          return again;
        });
        if (seen) break;
        if (!focused.hasRing || !focused.hasArea) withoutRing.push(focused.description);
      }
      expect(withoutRing, 'focused elements without a visible focus indicator').toEqual([]);
      const unreached = await page.evaluate(() => {
        const {reached} = window as unknown as {reached: Set<Element>};
        const controls = document.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]');
        return Array.from(controls)
          .filter((control) => control.getAttribute('tabindex') !== '-1' && control.checkVisibility({visibilityProperty: true}))
          .filter((control) => !reached.has(control))
          .map((control) => control.outerHTML.slice(0, 120));
      });
      expect(unreached, 'visible controls that Tab never reaches').toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  const category = (page: Page) =>
    page.locator('.theme-doc-sidebar-item-category').filter({has: page.getByRole('button', {name: 'Production'})});
  const toggle = (page: Page) => category(page).getByRole('button', {name: 'Production'});
  const list = (page: Page) => category(page).locator(':scope > ul.menu__list');
  /** How long the category's height animates once toggled, in milliseconds, as the browser computes it. */
  const collapseDuration = (page: Page) =>
    list(page).evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000);

  test('sidebar categories collapse at once when the reader prefers reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await visit(page, '/docs/tutorials/basic-types');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    // The duration is set on the frame after the toggle; the list hides only once it is.
    await expect(list(page)).toBeHidden();
    expect(await collapseDuration(page)).toBeLessThanOrEqual(1);
  });

  test('without that preference they animate over a visible duration', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await visit(page, '/docs/tutorials/basic-types');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    // Docusaurus sets the transition on the next animation frame, not as aria-expanded changes.
    await expect.poll(() => collapseDuration(page)).toBeGreaterThanOrEqual(100);
  });
});
