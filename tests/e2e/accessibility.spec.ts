import {expect, test} from '@playwright/test';
import {axeViolations, COLOUR_MODES, describeViolations, useColourMode} from './axe';

// One page of each type the site has. A new page type belongs here.
const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs landing', path: '/docs/'},
  {type: 'tutorial index', path: '/docs/tutorials/'},
  {type: 'tutorial', path: '/docs/tutorials/basic-types'},
  {type: 'API root', path: '/api'},
  {type: 'API class', path: '/api/class/GraphQLObjectType'},
  {type: 'API function', path: '/api/function/graphql'},
  {type: 'API interface', path: '/api/interface/ExecutionResult'},
  {type: 'API enum', path: '/api/enum/Kind'},
  {type: 'API 16.x class', path: '/api/16.x/class/GraphQLSchema'},
  {type: 'not found', path: '/no-such-page', status: 404},
];

test.describe('accessibility (axe: WCAG 2.1 A and AA, best practices)', () => {
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
