// axe-core on one page in one colour mode, with the same rules as the accessibility test.
import type {Browser} from 'playwright-core';
import {axeViolations, useColourMode, type ColourMode} from '../browser/axe';

/** Offending element count per rule id; empty when the page passes. */
export type ViolationsByRule = Record<string, number>;

export async function axeByRule(browser: Browser, url: string, mode: ColourMode): Promise<ViolationsByRule> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await useColourMode(page, mode);
    await page.goto(url, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const violations = await axeViolations(page);
    return Object.fromEntries(violations.map((violation) => [violation.id, violation.nodes.length]));
  } finally {
    await context.close();
  }
}
