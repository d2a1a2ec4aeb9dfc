// The accessibility bar, shared by tests/e2e/accessibility.spec.ts (the gate in `npm test`)
// and scripts/bench (the table): one rule set, one way to run it and to print the results.
import {readFileSync} from 'node:fs';
import type {AxeResults, Result, RunOptions} from 'axe-core';
import type {Page} from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules whose outcome depends on colours: all that can change with the colour mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type ColourMode = 'light' | 'dark';
export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Makes the next navigations open in `mode` the way a returning reader's choice does. */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
}

/**
 * Runs axe-core in the page itself (injected through the DevTools protocol, so the site's
 * Content-Security-Policy does not apply) and collects violations only: several times faster
 * than @axe-core/playwright, which also gathers every passing check and opens a page per run.
 * `within` (a selector) limits the check to a part of the page, such as an open dialog.
 */
export async function axeViolations(page: Page, rules?: readonly string[], within?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours measured halfway through a transition (a hovered button fading in) are ones no reader
  // looks at: finish what is running, as the reader sees it a moment later. Endless ones (a
  // spinner) cannot be finished and are left alone.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: [...rules]} : {type: 'tag', values: AXE_TAGS},
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ({selector, runOptions}) =>
      (window as unknown as {axe: {run(context: Document | {include: string[]}, options: RunOptions): Promise<AxeResults>}}).axe.run(
        selector ? {include: [selector]} : document,
        runOptions,
      ),
    {selector: within ?? null, runOptions: options},
  );
  return results.violations;
}

/** One line per rule and one per offending element, e.g. for a failed test. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          // The first failed check says why, e.g. the two colours and their contrast ratio.
          const reason = [...node.any, ...node.all, ...node.none][0]?.message;
          return `    ${node.target.join(' ')}${reason ? `: ${reason}` : ''}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}
