// The inline script of 404.html (plugins/legacy-redirects/not-found-script.ts), run with the
// page's globals stood in for: an address that names a page but for case, `.html`, `/index` or
// a trailing slash is replaced with the page's, keeping query and hash; the page itself, or an
// address naming no page or two, stays (no loop) and is shown again.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {notFoundScript} from '../../plugins/legacy-redirects/not-found-script';

const PAGES = ['/', '/docs', '/docs/guides/errors', '/api/class/GraphQLSchema', '/api/enum/Kind', '/api/enum/KIND'];

async function run(pathname: string, pages: unknown = PAGES, search = '', hash = ''): Promise<{replaced?: string; visibility: string}> {
  const result: {replaced?: string; visibility: string} = {visibility: 'unset'};
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const style = {
    set visibility(value: string) {
      result.visibility = value;
      // Shown again: the script has decided to stay.
      if (value === '') done();
    },
  };
  const location = {
    pathname,
    search,
    hash,
    replace(url: string) {
      result.replaced = url;
      done();
    },
  };
  const fetch = async (url: string) => {
    assert.equal(url, '/search/pages.json');
    return {json: async () => (pages instanceof Error ? Promise.reject(pages) : {pages, exports: []})};
  };
  new Function('location', 'fetch', 'document', notFoundScript())(location, fetch, {documentElement: {style}});
  await finished;
  return result;
}

test('a slip of case, .html, /index or a trailing slash goes to the page, keeping query and hash', async () => {
  assert.equal((await run('/API/Class/graphqlschema')).replaced, '/api/class/GraphQLSchema');
  assert.equal((await run('/Docs/Guides/Errors.html', PAGES, '?q=1', '#top')).replaced, '/docs/guides/errors?q=1#top');
  assert.equal((await run('/docs/guides/errors/')).replaced, '/docs/guides/errors');
  assert.equal((await run('/DOCS/index')).replaced, '/docs');
});

test('the page itself, an unknown address, a shared spelling or a failed fetch: the page is shown, nothing moves', async () => {
  for (const [path, pages] of [
    ['/docs/guides/errors', PAGES],
    ['/docs/guides/eror', PAGES],
    ['/api/enum/kind', PAGES],
    ['/%E0%A4%A', PAGES],
    ['/API/Class/graphqlschema', new Error('offline')],
  ] as const) {
    const result = await run(path, pages);
    assert.equal(result.replaced, undefined, path);
    assert.equal(result.visibility, '', path);
  }
});
