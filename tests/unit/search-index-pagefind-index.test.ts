import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {markDocContent, markSearchablePages, removeKeywordElements} from '../../plugins/search-index/doc-content';
import {buildPagefindIndex} from '../../plugins/search-index/pagefind-index';
import {loadNodeEngine} from '../../scripts/bench/search-node';
import {API_VERSIONS, builtPage, docPage, writeBuiltFiles} from './search-index-helpers';

describe('buildPagefindIndex', () => {
  it('indexes only the marked doc pages of a build folder', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-pagefind-'));
    try {
      const files: Record<string, string> = {
        'index.html': builtPage('<main><h1>Home</h1><p>Welcome home.</p></main>'),
        '404.html': builtPage('<main><h1>Page Not Found</h1></main>'),
        'docs/tutorials/basic-types/index.html': docPage('Basic types', 'Scalars and lists.'),
        'api/class/Source/index.html': docPage('Source', 'A GraphQL source.'),
      };
      await writeBuiltFiles(outDir, files);
      await markSearchablePages({
        outDir,
        routesPaths: ['/', '/docs/tutorials/basic-types', '/api/class/Source'],
        baseUrl: '/',
        trailingSlash: undefined,
        apiVersions: API_VERSIONS,
      });

      assert.equal(await buildPagefindIndex(outDir), 2);
      const bundle = await readdir(path.join(outDir, 'pagefind'));
      assert.ok(bundle.includes('pagefind.js'));
      // The dialog is its own interface and runs without a worker: Pagefind's are not deployed.
      assert.deepEqual(
        bundle.filter((file) => /^pagefind-.*\.(js|css)$/.test(file)),
        [],
      );
      // Minified: Pagefind 1.6 writes its script with long local names (`ptr`, `filter`).
      const script = await readFile(path.join(outDir, 'pagefind/pagefind.js'), 'utf8');
      assert.ok(script.includes('add_synthetic_filter') && !script.includes('add_synthetic_filter(ptr,filter)'));
      assert.ok((await readdir(path.join(outDir, 'pagefind/filter'))).length > 0, 'version filter written');
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it("finds a page by its keywords, whose results show the page's own text only", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-pagefind-'));
    try {
      const file = path.join(outDir, 'docs/tutorials/basic-types/index.html');
      await writeBuiltFiles(outDir, {'docs/tutorials/basic-types/index.html': docPage('Basic types', 'Scalars and lists.')});
      const keywordsByRoute = new Map([['/docs/tutorials/basic-types', ['primitive', 'float precision']]]);
      await markSearchablePages({
        outDir,
        routesPaths: ['/docs/tutorials/basic-types'],
        baseUrl: '/',
        trailingSlash: undefined,
        apiVersions: API_VERSIONS,
        keywordsByRoute,
      });
      await buildPagefindIndex(outDir);
      await removeKeywordElements({outDir, baseUrl: '/', trailingSlash: undefined, keywordsByRoute});
      // Indexed, then taken out of the served page: no hidden text for search engines to read.
      assert.equal(
        await readFile(file, 'utf8'),
        markDocContent(docPage('Basic types', 'Scalars and lists.'), {route: '/docs/tutorials/basic-types', apiVersion: null}),
      );
      const engine = await loadNodeEngine(outDir);

      const found = await engine.search('float precision', '17.x');
      assert.deepEqual(
        found.rows.map((row) => row.href),
        ['/docs/tutorials/basic-types'],
      );
      // The keywords follow the page's last section in the index; the row shows the page's opening.
      const shown = found.rows.flatMap((row) => [row.excerpt, ...row.sections.map((section) => section.excerpt)]);
      const text = shown.map((excerpt) => excerpt.map((part) => part.text).join('')).join(' | ');
      assert.equal(text, 'Basic types.');
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it('finds a number as written, not as the start of a longer number', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-pagefind-'));
    try {
      const files: Record<string, string> = {
        'docs/guides/versions/index.html': docPage('Versions', 'Runs on Node.js 20 and later.'),
        'docs/guides/statuses/index.html': docPage('Statuses', 'Answers 200, or 2022 rows, on Node.js.'),
      };
      await writeBuiltFiles(outDir, files);
      await markSearchablePages({
        outDir,
        routesPaths: ['/docs/guides/versions', '/docs/guides/statuses'],
        baseUrl: '/',
        trailingSlash: undefined,
        apiVersions: API_VERSIONS,
      });
      await buildPagefindIndex(outDir);
      const engine = await loadNodeEngine(outDir);

      assert.deepEqual(
        (await engine.search('20', '17.x')).rows.map((row) => row.href),
        ['/docs/guides/versions'],
      );
      assert.deepEqual(
        (await engine.search('node 20', '17.x')).rows.map((row) => row.href),
        ['/docs/guides/versions', '/docs/guides/statuses'],
      );
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
