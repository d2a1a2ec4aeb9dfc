// The accessibility bar, shared by tests/e2e/accessibility.spec.ts (the gate in `npm test`)
// and scripts/bench (the table): one rule set, one way to read and print the results.
import {AxeBuilder} from '@axe-core/playwright';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type ColourMode = 'light' | 'dark';
export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/** Makes the next navigations open in `mode` the way a returning reader's choice does. */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
}

export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
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
