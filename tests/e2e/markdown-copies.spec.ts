import {expect, test, type Page} from '@playwright/test';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {markdownLeaks, unresolvedSiteLinks} from '../../plugins/markdown-copies/checks';
import {markdownPathOf} from '../../contracts/markdown-copies';
import {axeViolations, COLOUR_MODES, describeViolations, useColourMode} from '../../scripts/browser/axe';
import {visit} from './visit';

// The "Copy page as Markdown" action (src/components/CopyPageMarkdown) and the files it reads
// (plugins/markdown-copies), over the production build.

const PAGE = '/docs/tutorials/basic-types';
const COPY = `${PAGE}.md`;
const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page as Markdown'});
const markdownLink = (page: Page) => page.getByRole('link', {name: 'Markdown file'});
const status = (page: Page) => page.getByRole('status').filter({hasText: /./});

/** Makes the clipboard refuse every write, as a browser does when the reader denies access. */
async function denyClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const deny = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {value: {write: deny, writeText: deny}});
  });
}

const BUILD = 'build';

/** The route of every built HTML page under a folder, from the files (not the plugin's list). */
function builtRoutes(folder: string): string[] {
  return readdirSync(join(BUILD, folder), {recursive: true})
    .map(String)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${folder}/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/');
}

test.describe('Markdown copies', () => {
  test('every built docs and API page has a clean copy, and every llms.txt link names a file', () => {
    const routes = [...builtRoutes('docs'), ...builtRoutes('api')];
    expect(routes.length).toBeGreaterThan(700);
    const problems: string[] = [];
    for (const route of routes) {
      const file = join(BUILD, markdownPathOf(route));
      if (!existsSync(file)) {
        problems.push(`${route}: no ${markdownPathOf(route)}`);
        continue;
      }
      for (const leak of markdownLeaks(readFileSync(file, 'utf8'))) problems.push(`${markdownPathOf(route)}: ${leak}`);
    }
    const llms = readFileSync(join(BUILD, 'llms.txt'), 'utf8');
    for (const link of unresolvedSiteLinks(llms, 'https://graphql-js.org', BUILD)) problems.push(`llms.txt: ${link}`);
    expect(problems).toEqual([]);
  });

  test('the copy downloads only on a click, and lands on the clipboard (keyboard only)', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(request.url());
    });
    await visit(page, PAGE);
    await expect(markdownLink(page)).toHaveAttribute('href', COPY);
    expect(markdownRequests).toEqual([]);

    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(COPY)).text();
    expect(copied).toBe(served);
    expect(copied.startsWith('# Basic types\n')).toBe(true);
    expect(markdownRequests).toHaveLength(1);
  });

  test('a refused clipboard is announced and the Markdown file is offered', async ({page}) => {
    await denyClipboard(page);
    await visit(page, PAGE);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(/did not allow copying.*Open the Markdown file/);
    await markdownLink(page).click();
    await expect(page).toHaveURL(COPY);
    await expect(page.locator('body')).toContainText('# Basic types');
  });

  test('a failed download is announced, and a second try can succeed', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
    await visit(page, PAGE);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(/did not download/);
    await page.unroute('**/*.md');
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Copied the page as Markdown.');
  });

  test('a page sent instead of the copy is not put on the clipboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/*.md', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>'}),
    );
    await visit(page, PAGE);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(/did not download/);
  });

  test('every kind of doc page has the action, with its own copy; the home page has none', async ({page}) => {
    for (const [path, copy] of [
      ['/docs/tutorials/', '/docs/tutorials.md'],
      ['/docs/upgrade-guides/v16-v17', '/docs/upgrade-guides/v16-v17.md'],
      ['/api', '/api.md'],
      ['/api/changes', '/api/changes.md'],
      ['/api/class/GraphQLSchema', '/api/class/GraphQLSchema.md'],
      ['/api/16.x/function/graphql', '/api/16.x/function/graphql.md'],
    ]) {
      await visit(page, path!);
      await expect(markdownLink(page), path).toHaveAttribute('href', copy!);
      const response = await page.request.get(copy!);
      expect(response.status(), copy).toBe(200);
      expect(response.headers()['content-type'], copy).toBe('text/markdown; charset=utf-8');
    }
    await visit(page, '/');
    await expect(copyButton(page)).toHaveCount(0);
  });

  test('llms.txt and llms-full.txt are served as text, and the sitemap lists no copy', async ({request}) => {
    const index = await request.get('/llms.txt');
    expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await index.text();
    expect(text).toMatch(/^# graphql-js\n\n> /);
    expect(text).toContain('/docs/tutorials/basic-types.md)');
    expect(text).toContain('/api/class/GraphQLSchema.md)');
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full.indexOf('# Basic types')).toBeGreaterThan(full.indexOf('# Running an Express GraphQL server'));
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('.md<');
  });

  for (const mode of COLOUR_MODES) {
    test(`axe finds nothing on a page with the action, before and after a failure, in ${mode} mode`, async ({page}) => {
      await useColourMode(page, mode);
      await denyClipboard(page);
      await visit(page, '/api/class/GraphQLSchema');
      expect(describeViolations(await axeViolations(page))).toBe('');
      await copyButton(page).click();
      await expect(status(page)).toHaveText(/did not allow copying/);
      expect(describeViolations(await axeViolations(page))).toBe('');
    });
  }
});
