import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {htmlFileOfRoute, keywordsElement, markDocContent, markSearchablePages} from '../../plugins/search-index/doc-content';
import {API_VERSIONS} from './search-index-helpers';

// The shape Docusaurus 3.10 renders for a doc page, minified as in a production build.
const DOC_PAGE =
  '<html lang=en><body><nav class="navbar">Tutorial API</nav><article>' +
  '<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>' +
  '<div class="theme-doc-markdown markdown"><header><h1>Basic types</h1></header><p>Scalars.</p></div>' +
  '</article><footer>Copyright</footer></body></html>';
const HOME_PAGE = '<html lang=en><body><main><h1>graphql-js</h1></main></body></html>';

describe('markDocContent', () => {
  it('marks the doc content container with the route and, for API pages, the version', () => {
    const marked = markDocContent(DOC_PAGE, {route: '/api/16.x/class/Source', apiVersion: '16.x'});
    assert.ok(
      marked?.includes(
        '<div class="theme-doc-markdown markdown" data-pagefind-body ' +
          'data-pagefind-meta="route:/api/16.x/class/Source" data-pagefind-filter="version:16.x">',
      ),
    );
    assert.equal(marked?.match(/data-pagefind/g)?.length, 3);
  });

  it('adds no version filter to pages that apply to every version', () => {
    const marked = markDocContent(DOC_PAGE, {route: '/docs/tutorials/basic-types', apiVersion: null});
    assert.ok(marked?.includes('data-pagefind-meta="route:/docs/tutorials/basic-types">'));
    assert.ok(!marked?.includes('data-pagefind-filter'));
  });

  it('escapes the route for the attribute', () => {
    const marked = markDocContent(DOC_PAGE, {route: '/docs/a"b&c', apiVersion: null});
    assert.ok(marked?.includes('data-pagefind-meta="route:/docs/a&quot;b&amp;c"'));
  });

  it('leaves pages without doc content alone, and marks a page only once', () => {
    assert.equal(markDocContent(HOME_PAGE, {route: '/', apiVersion: null}), null);
    const once = markDocContent(DOC_PAGE, {route: '/docs/x', apiVersion: null})!;
    assert.equal(markDocContent(once, {route: '/docs/x', apiVersion: null}), once);
  });
});

describe('keywords', () => {
  it('adds the keywords after the page as a hidden element of their own, saying how many words they add', () => {
    const marked = markDocContent(DOC_PAGE, {route: '/docs/x', apiVersion: null}, ['current user', ' jwt ', '<b>&co']);
    assert.ok(
      marked?.endsWith(
        '<footer>Copyright</footer>' +
          '<div hidden data-pagefind-body data-pagefind-weight="6" data-pagefind-meta="keywordWords:4">current user, jwt, &lt;b&gt;&amp;co</div></body></html>',
      ),
    );
    // Outside the doc content, which React hydrates.
    assert.ok(marked!.indexOf('keywordWords') > marked!.indexOf('</article>'));
  });

  it('adds nothing for a page without keywords', () => {
    assert.equal(
      markDocContent(DOC_PAGE, {route: '/docs/x', apiVersion: null}, ['', ' ']),
      markDocContent(DOC_PAGE, {route: '/docs/x', apiVersion: null}),
    );
    assert.equal(keywordsElement([]), '');
  });
});

describe('htmlFileOfRoute', () => {
  it('follows the Docusaurus output rule for each trailingSlash setting', () => {
    assert.equal(htmlFileOfRoute('/docs/tutorials/basic-types', undefined), 'docs/tutorials/basic-types/index.html');
    assert.equal(htmlFileOfRoute('/docs/tutorials/', undefined), 'docs/tutorials/index.html');
    assert.equal(htmlFileOfRoute('/', undefined), 'index.html');
    assert.equal(htmlFileOfRoute('/docs/intro', false), 'docs/intro.html');
    assert.equal(htmlFileOfRoute('/docs/intro', true), 'docs/intro/index.html');
    assert.equal(htmlFileOfRoute('/404.html', undefined), '404.html');
  });
});

describe('markSearchablePages', () => {
  it('marks every built doc page in place and skips other pages and routes without a file', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    try {
      const write = async (file: string, html: string) => {
        await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await writeFile(path.join(outDir, file), html);
      };
      await write('index.html', HOME_PAGE);
      await write('docs/tutorials/basic-types/index.html', DOC_PAGE);
      await write('api/class/Source/index.html', DOC_PAGE);
      await write('api/16.x/class/Source/index.html', DOC_PAGE);

      const pages = await markSearchablePages({
        outDir,
        routesPaths: ['/', '/docs/tutorials/basic-types', '/api/class/Source', '/api/16.x/class/Source', '/gone'],
        baseUrl: '/',
        trailingSlash: undefined,
        apiVersions: API_VERSIONS,
      });

      assert.deepEqual(
        pages.sort((a, b) => a.route.localeCompare(b.route)),
        [
          {route: '/api/16.x/class/Source', apiVersion: '16.x'},
          {route: '/api/class/Source', apiVersion: '17.x'},
          {route: '/docs/tutorials/basic-types', apiVersion: null},
        ],
      );
      assert.equal(await readFile(path.join(outDir, 'index.html'), 'utf8'), HOME_PAGE);
      const api16 = await readFile(path.join(outDir, 'api/16.x/class/Source/index.html'), 'utf8');
      assert.ok(api16.includes('data-pagefind-filter="version:16.x"'));
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
