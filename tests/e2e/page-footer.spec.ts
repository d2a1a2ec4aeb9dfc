import {expect, test, type Locator} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {SITEMAP_PATHS} from './built-pages';
import {visit} from './visit';

// The footer of every doc page (src/theme/DocItem/Footer): "Edit this page" opening the page's
// own source file, "Report a problem with this page" and the last-updated date from git.

const EDIT_URL = /^(https:\/\/github\.com\/[^/]+\/[^/]+)\/edit\/[^/]+\/(docs\/.+\.mdx?)$/;
const SITE_URL = 'https://graphql-js.org';

/** The day (UTC) of the last commit that changed a file, or null when the checkout has no history. */
function lastCommitDay(file: string): string | null {
  try {
    if (execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() !== 'false') return null;
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim();
    return seconds === '' ? null : new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

/** The address a docs file is served at: `docs/a/b.mdx` → `/docs/a/b`, `docs/a/index.mdx` → `/docs/a/`. */
const routeOfFile = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;

async function expectReportLink(footer: Locator, repository: string | RegExp, page: {url: string; title: string}): Promise<void> {
  const href = await footer.getByRole('link', {name: 'Report a problem with this page', exact: true}).getAttribute('href');
  const url = new URL(href!);
  expect(url.origin + url.pathname).toMatch(typeof repository === 'string' ? `${repository}/issues/new` : repository);
  expect(url.searchParams.get('title')).toContain(`"${page.title}"`);
  expect(url.searchParams.get('body')).toContain(`Page: ${page.url}\nTitle: ${page.title}\n`);
}

test.describe('doc page footer', () => {
  test('a tutorial page links to its own source file, to a new issue about it, and says when it last changed', async ({page}) => {
    // The date is written by the server and hydrated by the browser: both must format it alike.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, '/docs/tutorials/basic-types');
    const footer = page.locator('article footer');
    const edit = await footer.getByRole('link', {name: 'Edit this page', exact: true}).getAttribute('href');
    const [, repository, file] = EDIT_URL.exec(edit ?? '') ?? [];
    expect(file).toBe('docs/tutorials/basic-types.mdx');
    expect(existsSync(file!)).toBe(true);
    await expectReportLink(footer, repository!, {url: `${SITE_URL}/docs/tutorials/basic-types`, title: 'Basic types'});
    const day = lastCommitDay(file!);
    if (day === null) {
      await expect(footer).not.toContainText('Last updated');
    } else {
      const time = footer.locator('time');
      await expect(time).toHaveAttribute('datetime', day);
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const shown = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(footer).toContainText(`Last updated on ${shown}`);
    }
    expect(errors).toEqual([]);

    // Rendered in the browser after a navigation, the footer is the next page's.
    await page
      .getByRole('navigation', {name: 'Docs pages'})
      .getByRole('link', {name: /Passing arguments/})
      .click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/passing-arguments$/);
    await expect(footer.getByRole('link', {name: 'Edit this page', exact: true})).toHaveAttribute(
      'href',
      `${repository}/edit/${edit!.split('/edit/')[1]!.split('/')[0]}/docs/tutorials/passing-arguments.mdx`,
    );
    await expectReportLink(footer, repository!, {url: `${SITE_URL}/docs/tutorials/passing-arguments`, title: 'Passing arguments'});
  });

  test('an API page has the report link only: it is generated, its Source link leads to graphql-js', async ({page}) => {
    await visit(page, '/api/class/GraphQLObjectType');
    const footer = page.locator('article footer');
    await expectReportLink(footer, /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new$/, {
      url: `${SITE_URL}/api/class/GraphQLObjectType`,
      title: 'GraphQLObjectType',
    });
    await expect(footer.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
    await expect(footer).not.toContainText('Last updated');
  });
});

function findAll(node: Root | Element, match: (element: Element) => boolean): Element[] {
  return node.children.flatMap((child) => (child.type === 'element' ? [...(match(child) ? [child] : []), ...findAll(child, match)] : []));
}

const textOf = (element: Element): string =>
  element.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');

test('every hand-written page has an edit link to the file it is built from, a report link and, with history, its date', () => {
  const pages = SITEMAP_PATHS.filter((route) => route.startsWith('/docs/'));
  expect(pages.length).toBeGreaterThan(25);
  const problems = pages.flatMap((route) => {
    const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
    const [footer] = findAll(
      fromHtml(html),
      (element) =>
        element.tagName === 'footer' && findAll(element, (link) => textOf(link) === 'Report a problem with this page').length > 0,
    );
    if (!footer) return [`${route}: no doc footer`];
    const links = findAll(footer, (element) => element.tagName === 'a');
    const edit = links.find((link) => textOf(link) === 'Edit this page');
    const file = EDIT_URL.exec(String(edit?.properties.href ?? ''))?.[2];
    if (!file || !existsSync(file) || routeOfFile(file) !== route)
      return [`${route}: edit link ${String(edit?.properties.href)} is not its own source file`];
    const day = lastCommitDay(file);
    const time = findAll(footer, (element) => element.tagName === 'time')[0];
    if ((time?.properties.dateTime ?? null) !== day)
      return [`${route}: last updated ${String(time?.properties.dateTime)}, git says ${day}`];
    return [];
  });
  expect(problems).toEqual([]);
});
