import {expect, test} from '@playwright/test';
import {readdirSync} from 'node:fs';
import {axeViolations, COLOUR_MODES, describeViolations, useColourMode} from './axe';

// Every hand-written page (their content varies: tables, admonitions, tabs), and one generated
// API page of each kind. A new page type belongs here.
const tutorialPaths = readdirSync('docs/tutorials')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => (file === 'index.mdx' ? '/docs/tutorials/' : `/docs/tutorials/${file.replace(/\.mdx$/, '')}`));

const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs landing', path: '/docs/'},
  ...tutorialPaths.map((path) => ({type: 'tutorial', path})),
  {type: 'upgrade guide', path: '/docs/upgrade-guides/v16-v17'},
  {type: 'API root', path: '/api'},
  {type: 'API class', path: '/api/class/GraphQLObjectType'},
  {type: 'API function', path: '/api/function/graphql'},
  {type: 'API interface', path: '/api/interface/ExecutionResult'},
  {type: 'API enum', path: '/api/enum/Kind'},
  {type: 'API 16.x class', path: '/api/16.x/class/GraphQLSchema'},
  {type: 'not found', path: '/no-such-page', status: 404},
];

test.describe('accessibility (axe: WCAG 2.1 A and AA, best practices)', () => {
  // axe walks every node: on the longest tutorial pages that takes several seconds on two cores.
  test.describe.configure({timeout: 90_000});

  for (const {type, path, status = 200} of PAGES) {
    for (const mode of COLOUR_MODES) {
      test(`${type} ${path} in ${mode} mode has no violations`, async ({page}) => {
        await useColourMode(page, mode);
        const response = await page.goto(path);
        expect(response?.status(), `${path} should exist`).toBe(status);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const violations = await axeViolations(page);
        const rules = violations.map((violation) => violation.id);
        expect(rules, `axe violations on ${path} in ${mode} mode:\n${describeViolations(violations)}`).toEqual([]);
      });
    }
  }
});
