import {expect, test, type Locator, type Page} from '@playwright/test';
import {openBeforeHydration, visit} from './visit';

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const content = (page: Page) => page.locator('article');
const signatures = (page: Page) => content(page).locator('pre[class*="signature"]');
const versionDropdown = (page: Page) => navbar(page).locator('.navbar__item.dropdown:has(> .api-version-dropdown)');
const PREFERRED_VERSION_KEY = 'docs-preferred-version-api';

/** The text of an element with runs of whitespace (line breaks of long signatures) collapsed. */
async function flatText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .replace(/([(<]) /g, '$1')
    .replace(/,? ([)>])/g, '$1');
}

test.describe('API reference pages', () => {
  test('"Added since" narrows the overview to the exports added in a release or later, with the name filter', async ({page}) => {
    await visit(page, '/api');
    const since = page.getByRole('combobox', {name: 'Added since'});
    const status = page.getByRole('search', {name: 'Filter exports'}).getByRole('status');
    const shown = content(page).locator('.api-overview-module li:not([hidden])');
    await since.selectOption('16.12.0');
    await expect(status).toHaveText(/^\d+ of \d+ exports were added in 16\.12\.0 or later\.$/);
    await expect(content(page).getByRole('link', {name: 'ArgumentCoordinateNode', exact: true})).toBeVisible();
    await expect(content(page).getByRole('link', {name: 'parse', exact: true})).toBeHidden();
    const releases = await shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-added') ?? 'none'));
    expect(releases.length).toBeGreaterThan(10);
    for (const release of releases)
      expect(['16.12.0', '16.13.0', '16.14.0', '16.15.0', '17.0.0', '17.1.0'], release).toContain(release.replace(/\.\d+$/, '.0'));

    await page.getByRole('searchbox', {name: 'Filter exports by name'}).fill('Coordinate');
    await expect(status).toHaveText(/^\d+ of \d+ exports match “Coordinate” and were added in 16\.12\.0 or later\.$/);
    await since.selectOption('');
    await expect(status).toHaveText(/^\d+ of \d+ exports match “Coordinate”\.$/);
  });

  test('each page says when its export and members were added, deprecated and removed, and so does its Markdown copy', async ({page}) => {
    await visit(page, '/api/interface/ArgumentCoordinateNode');
    await expect(content(page).locator('.api-history').first()).toHaveText('Added in 16.12.0.');
    await expect(content(page)).not.toContainText('New in 17');
    await visit(page, '/api/class/GraphQLSchema');
    await expect(content(page).locator('h3#getField + .api-history')).toHaveText('Added in 17.0.0.');
    await visit(page, '/api/16.x/function/assertValidName');
    await expect(content(page).locator('.api-history').first()).toHaveText(
      'Added in 15.0.0 or earlier. Deprecated in 16.0.0. Removed in 17.0.0.',
    );
    const copy = await (await page.request.get('/api/interface/ArgumentCoordinateNode.md')).text();
    expect(copy).toContain('Added in 16.12.0.');
  });

  test('/api/changes says what changed and whether it breaks callers, and links the upgrade guide', async ({page}) => {
    await visit(page, '/api/changes');
    const typeKind = content(page)
      .getByRole('listitem')
      .filter({has: page.getByRole('link', {name: 'TypeKind', exact: true})});
    await expect(typeKind).toContainText('Breaking: A TypeScript enum made a const object plus union type, with the same values.');
    const extensions = content(page)
      .getByRole('listitem')
      .filter({has: page.getByRole('link', {name: 'GraphQLFieldExtensions', exact: true})});
    await expect(extensions).toContainText('Non-breaking: index signature key string → string | symbol.');
    await expect(content(page).getByRole('link', {name: 'isObjectType', exact: true})).toHaveCount(0);
    await typeKind.getByRole('link', {name: 'TypeScript: Kind, TokenKind and DirectiveLocation'}).click();
    await expect(page).toHaveURL('/docs/upgrade-guides/v16-v17#const-objects');
  });

  test('the root lists the modules, each with a description, then exports by kind', async ({page}) => {
    const response = await visit(page, '/api');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
    await expect(content(page).getByRole('heading', {level: 2})).toHaveText([
      /Request pipeline/,
      /Language/,
      /Type system/,
      /Execution/,
      /Validation/,
      /Utilities/,
      /Errors/,
    ]);
    const language = content(page).locator('h2#language + p');
    await expect(language).toContainText('parse and print GraphQL documents');
    await expect(content(page).locator('h3#language-function + ul').getByRole('link', {name: 'parse', exact: true})).toHaveAttribute(
      'href',
      '/api/function/parse',
    );
    await expect(content(page).locator('h3#validation-rule + ul').getByRole('link', {name: 'KnownTypeNamesRule'})).toBeVisible();
  });

  test('the overview gives each export its summary, and the filter box narrows the lists as you type', async ({page}) => {
    await visit(page, '/api');
    const modules = content(page).getByRole('heading', {level: 2});
    const parse = content(page)
      .locator('h3#language-function + ul li', {hasText: /^parse\b/})
      .first();
    await expect(parse).toContainText('Given a GraphQL source, parses it into a Document.');
    // The dash before the summary is for copied text; on screen the summary has a line of its own.
    expect(await parse.evaluate((item: HTMLElement) => item.innerText)).toBe('parse\nGiven a GraphQL source, parses it into a Document.');
    const filter = page.getByRole('searchbox', {name: 'Filter exports by name'});
    const status = page.getByRole('search', {name: 'Filter exports'}).getByRole('status');

    await filter.pressSequentially('introspectionfromSch');
    await expect(status).toHaveText(/^1 of \d+ exports match “introspectionfromSch”\.$/);
    await expect(modules).toHaveText([/Utilities/]);
    await expect(content(page).getByRole('heading', {level: 3})).toHaveText(['Functions']);
    await expect(page.locator('.api-overview-module').getByRole('listitem')).toHaveCount(1);

    await filter.fill('no such export');
    await expect(status).toHaveText(/No export's name contains “no such export”/);
    await expect(modules).toHaveCount(0);

    await filter.press('Escape');
    await expect(filter).toHaveValue('');
    await expect(status).toHaveText('');
    await expect(modules).toHaveCount(7);

    // The filter does not outlive the page: back on the overview, every module is listed.
    await filter.fill('buildSchema');
    await content(page).getByRole('link', {name: 'buildSchema', exact: true}).click();
    // The URL changes as the link is clicked, while the overview stays on screen until the next
    // page's code has arrived: go back only once the overview has really been left.
    await expect(page).toHaveURL(/\/api\/function\/buildSchema$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Function buildSchema');
    await page.goBack();
    await expect(filter).toHaveValue('');
    await expect(modules).toHaveCount(7);
  });

  test('what is typed in the filter box before the page hydrates is applied when it does', async ({page}) => {
    const release = await openBeforeHydration(page, '/api/16.x');
    const filter = page.getByRole('searchbox', {name: 'Filter exports by name'});
    await filter.fill('findBreakingChanges');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(filter).toHaveValue('findBreakingChanges');
    await expect(content(page).getByRole('heading', {level: 2})).toHaveText([/Utilities/]);
    await expect(page.locator('.api-overview-module').getByRole('listitem')).toHaveText([/^findBreakingChanges/]);
  });

  const pagesOfEachKind = [
    {path: '/api/class/GraphQLSchema', title: 'Class GraphQLSchema', signature: 'class GraphQLSchema'},
    {
      path: '/api/function/parse',
      title: 'Function parse',
      signature: 'function parse(source: string | Source, options?: ParseOptions): DocumentNode',
    },
    {path: '/api/interface/FieldNode', title: 'Interface FieldNode', signature: 'interface FieldNode'},
    {
      path: '/api/16.x/function/graphql',
      title: 'Function graphql',
      signature: 'function graphql(args: GraphQLArgs): Promise<ExecutionResult>',
    },
  ];
  for (const {path, title, signature} of pagesOfEachKind) {
    test(`${path} has its kind and name as title and its signature`, async ({page}) => {
      await visit(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      expect(await flatText(signatures(page).first())).toBe(signature);
    });
  }

  test('a class lists its members with their own anchors and signatures', async ({page}) => {
    await visit(page, '/api/class/GraphQLSchema#getType');
    const heading = page.locator('h3#getType');
    await expect(heading).toBeInViewport();
    await expect(heading.getByRole('link', {name: 'Direct link to getType()'})).toHaveAttribute('href', '#getType');
    expect(await flatText(page.locator('h3#getType + .api-history + pre'))).toBe('getType(name: string): GraphQLNamedType | undefined');
    await expect(page.locator('.table-of-contents').getByRole('link', {name: 'getType()'})).toBeVisible();
    await expect(content(page).getByRole('link', {name: /src\/type\/schema\.ts/})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/graphql\/graphql-js\/blob\/v17\.1\.0\/src\/type\/schema\.ts#L\d+$/,
    );
  });

  test('members whose names are not identifiers get usable anchors, not literal id syntax', async ({page}) => {
    await visit(page, '/api/interface/GraphQLChannelContextByName#graphql-parse');
    const heading = page.locator('h3#graphql-parse');
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText(/^graphql:parse/);
    expect(
      await content(page)
        .locator('h2, h3')
        .evaluateAll((nodes) => nodes.filter((n) => n.textContent?.includes('{#')).length),
    ).toBe(0);
  });

  test('an enum lists every member with its value in a table, each row an anchor', async ({page}) => {
    await visit(page, '/api/enum/Kind');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Enum Kind');
    await expect(page.locator('tr:has(#NAME) td').nth(1)).toHaveText('"Name"');
    await expect(page.locator('tr:has(#DOCUMENT) td').nth(1)).toHaveText('"Document"');
    expect(await content(page).locator('tbody tr').count()).toBeGreaterThan(40);
    await visit(page, '/api/enum/Kind#DOCUMENT');
    await expect(page.locator('tr:has(#DOCUMENT)')).toBeInViewport();
  });

  test('type aliases and variables have anchored entries with their declaration', async ({page}) => {
    await visit(page, '/api/type-aliases/type#GraphQLFieldResolver');
    await expect(page.locator('h2#GraphQLFieldResolver')).toBeInViewport();
    expect(await flatText(page.locator('h2#GraphQLFieldResolver ~ pre').first())).toMatch(
      /^type GraphQLFieldResolver<TSource, TContext, TArgs = any, TResult = unknown> = \(/,
    );
    await visit(page, '/api/variables/type#GraphQLString');
    expect(await flatText(page.locator('h2#GraphQLString ~ pre').first())).toBe('const GraphQLString: GraphQLScalarType<string>');
  });

  test('type references in signatures are links to their page; outside types are plain text', async ({page}) => {
    await visit(page, '/api/function/graphql');
    const signature = signatures(page).first();
    await expect(signature.getByRole('link')).toHaveText(['GraphQLArgs', 'ExecutionResult']);
    await expect(signature).toContainText('Promise<');
    await signature.getByRole('link', {name: 'GraphQLArgs'}).click();
    await expect(page).toHaveURL('/api/interface/GraphQLArgs');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Interface GraphQLArgs');
  });

  test('a type the package does not export leads to its declaration on the page; an interface lists who uses it', async ({page}) => {
    await visit(page, '/api/function/execute');
    await signatures(page).first().getByRole('link', {name: 'PromiseOrValue'}).click();
    await expect(page).toHaveURL('/api/function/execute#helper-PromiseOrValue');
    const entry = page.getByRole('heading', {level: 3, name: 'PromiseOrValue'});
    await expect(entry).toBeInViewport();
    await expect(page.locator('#helper-PromiseOrValue ~ pre').first()).toContainText('type PromiseOrValue<T> = Promise<T> | T;');

    await visit(page, '/api/interface/ExecutionArgs');
    await expect(page.getByRole('heading', {level: 2, name: 'Referenced by'})).toBeVisible();
    await page.getByRole('link', {name: 'subscribe()', exact: true}).click();
    await expect(page).toHaveURL('/api/function/subscribe');
  });

  test('a deprecated export shows a badge and its replacement', async ({page}) => {
    await visit(page, '/api/function/valueFromAST');
    const note = content(page).getByRole('note').first();
    await expect(note).toContainText('Deprecated');
    await expect(note).toContainText('coerceInputLiteral()');
  });
});

test.describe('API page loading', () => {
  // packages/docusaurus-lean-client/client-routes lists the symbol pages compactly in the browser bundle; each must still
  // hydrate without a mismatch and navigate in place (no full page load).
  for (const [start, linkName, target, heading] of [
    ['/api/class/GraphQLObjectType', 'GraphQLSchema', '/api/class/GraphQLSchema', 'Class GraphQLSchema'],
    ['/api/16.x/function/graphql', 'graphqlSync', '/api/16.x/function/graphqlSync', 'Function graphqlSync'],
  ] as const) {
    test(`${start} hydrates cleanly and its sidebar opens ${target} in place`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await visit(page, start);
      await page.evaluate(() => Object.assign(window, {samePageMarker: true}));
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: linkName, exact: true}).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown symbol under a known kind is not found, in both versions', async ({page}) => {
    for (const path of ['/api/class/NotASymbol', '/api/16.x/function/notAFunction']) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    }
  });
});

test.describe('API versions', () => {
  test('the dropdown switches to the same symbol in 16.x, which shows a banner back to 17.x', async ({page}) => {
    await visit(page, '/api/class/GraphQLSchema');
    const dropdown = versionDropdown(page);
    await expect(dropdown.locator('> .navbar__link')).toHaveText('17.x');
    await dropdown.hover();
    await expect(dropdown.getByRole('link')).toHaveText(['17.x', '16.x']);
    await dropdown.getByRole('link', {name: '16.x'}).click();

    await expect(page).toHaveURL('/api/16.x/class/GraphQLSchema');
    // The 17.x page, with the same heading, stays on screen until the 16.x page's code has arrived.
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('This is documentation for graphql-js 16.x');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Class GraphQLSchema');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('16.x');
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/api/class/GraphQLSchema');
    await expect(content(page).getByRole('link', {name: 'src/type/schema.ts', exact: true}).first()).toHaveAttribute(
      'href',
      /\/blob\/v16\.15\.0\//,
    );

    await banner.getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL('/api/class/GraphQLSchema');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    // The docs plugin names the current version (17.x) "current".
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('current');
  });

  test('the dropdown on a symbol new in 17 lands on a 16.x page that says so, not on the overview', async ({page}) => {
    await visit(page, '/api/function/enableDevMode');
    await expect(content(page).locator('.api-history').first()).toHaveText('Added in 17.0.0.');
    const dropdown = versionDropdown(page);
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '16.x'}).click();
    await expect(page).toHaveURL('/api/16.x/function/enableDevMode');
    await expect(content(page)).toContainText('it was added in graphql 17.0.0');
    await content(page).getByRole('link', {name: 'what changed'}).click();
    await expect(page).toHaveURL('/api/changes');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changes from 16.x to 17.x');
    await expect(content(page).getByRole('link', {name: 'enableDevMode', exact: true})).toHaveAttribute(
      'href',
      '/api/function/enableDevMode',
    );
  });

  test('a changed function shows both declarations; the usage block has a copy button', async ({page}) => {
    await visit(page, '/api/function/validate');
    const compare = content(page).locator('.api-compare');
    await expect(compare.locator('pre')).toHaveCount(2);
    await expect(compare.locator('pre').first()).toContainText('typeInfo?: TypeInfo');
    const usage = content(page).locator('.theme-code-block', {hasText: "import { validate } from 'graphql';"});
    await expect(usage).toBeVisible();
    await expect(usage.getByRole('button', {name: /copy/i})).toBeAttached();
  });

  test('deprecated symbols are struck through in the sidebar', async ({page}) => {
    await visit(page, '/api/16.x/function/assertValidName');
    const link = page.locator('.menu__list-item.api-deprecated > .menu__link', {hasText: 'assertValidName'});
    await expect(link).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('the preferred version is remembered: the API link leads to it', async ({page}) => {
    await visit(page, '/');
    await expect(navbar(page).getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/api/');
    await page.evaluate((key) => localStorage.setItem(key, '16.x'), PREFERRED_VERSION_KEY);
    await visit(page, '/docs/tutorials/');
    const apiLink = navbar(page).getByRole('link', {name: 'API', exact: true});
    await expect(apiLink).toHaveAttribute('href', '/api/16.x/');
    await apiLink.click();
    await expect(page).toHaveURL('/api/16.x/');
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    await expect(page.getByText(/Every export of graphql 16\.15\.0/)).toBeVisible();
  });

  test('the dropdown only shows on API pages', async ({page}) => {
    await visit(page, '/docs/tutorials/basic-types');
    await expect(versionDropdown(page)).toBeHidden();
    await visit(page, '/api/16.x/enum/Kind');
    await expect(versionDropdown(page)).toBeVisible();
    await expect(versionDropdown(page).locator('> .navbar__link')).toHaveText('16.x');
  });
});

test.describe('API pages on a phone', () => {
  test.use({viewport: {width: 375, height: 740}});

  for (const path of ['/api/class/GraphQLSchema', '/api/function/buildASTSchema', '/api/type-aliases/language', '/api/']) {
    test(`${path} has no page-wide horizontal scroll; long signatures scroll in their box`, async ({page}) => {
      await visit(page, path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const overflowing = await signatures(page).evaluateAll((boxes) =>
        boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => getComputedStyle(box).overflowX),
      );
      expect(overflowing.every((overflow) => overflow === 'auto')).toBe(true);
    });
  }

  test('the version dropdown is in the slide-out menu of API pages', async ({page}) => {
    await visit(page, '/api/enum/Kind');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('button', {name: 'Versions'})).toBeVisible();
  });
});
