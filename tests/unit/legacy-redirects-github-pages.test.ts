// scripts/github-pages-redirects.ts over a small build: a page at each old address (not at the
// lowercase API spellings), with the canonical link and title of the page that answers it, a
// meta refresh to it, and the site's script (no inline one) that keeps the hash. The browser
// follows them in tests/e2e/legacy-redirects.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {FALLBACK_SCRIPT, FALLBACK_SCRIPT_SOURCE, writeFallbackPages} from '../../plugins/legacy-redirects/github-pages';
import {formatRedirectsFile, REDIRECTS_FILE} from '../../plugins/legacy-redirects/rules';

const page = (title: string, canonical: string) =>
  `<!doctype html><html><head><title>${title}</title><link data-rh=true rel=canonical href=${canonical}></head><body><h1>${title}</h1></body></html>`;

test('a page at each old address, pointing at the page that answers it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'legacy-redirects-github-pages-'));
  try {
    const files: Record<string, string> = {
      'docs/guides/batching-with-dataloader/index.html': page(
        'N+1 queries &amp; DataLoader | graphql-js',
        'https://graphql-js.org/docs/guides/batching-with-dataloader',
      ),
      'api/16.x/index.html': page('API reference | graphql-js', 'https://graphql-js.org/api/16.x'),
      'api/class/GraphQLSchema/index.html': page('GraphQLSchema | graphql-js', 'https://graphql-js.org/api/class/GraphQLSchema'),
      [REDIRECTS_FILE]: formatRedirectsFile([
        {from: '/docs/n1-dataloader', to: '/docs/guides/batching-with-dataloader'},
        {from: '/docs/n1-dataloader/', to: '/docs/guides/batching-with-dataloader'},
        {from: '/api-v16/execution', to: '/api/16.x?module=execution'},
        {from: '/api/class/graphqlschema', to: '/api/class/GraphQLSchema'},
      ]),
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), {recursive: true});
      await writeFile(join(dir, path), content);
    }
    assert.equal(await writeFallbackPages(dir), 2);
    const moved = await readFile(join(dir, 'docs/n1-dataloader/index.html'), 'utf8');
    assert.match(moved, /<link rel="canonical" href="https:\/\/graphql-js\.org\/docs\/guides\/batching-with-dataloader">/);
    assert.match(moved, /<meta http-equiv="refresh" content="0; url=\/docs\/guides\/batching-with-dataloader">/);
    assert.match(moved, /<title>Moved: N\+1 queries &amp; DataLoader \| graphql-js<\/title>/);
    assert.match(moved, /<a href="\/docs\/guides\/batching-with-dataloader">/);
    assert.match(moved, /<meta name="robots" content="noindex">/);
    // The only script is the site's file, which the policy's script-src 'self' allows.
    assert.deepEqual(
      [...moved.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].map(([, attributes, body]) => [attributes, body]),
      [[` src="/${FALLBACK_SCRIPT}" data-to="/docs/guides/batching-with-dataloader"`, '']],
    );
    const api = await readFile(join(dir, 'api-v16/execution/index.html'), 'utf8');
    assert.match(api, /data-to="\/api\/16\.x\?module=execution"/);
    assert.equal(await readFile(join(dir, FALLBACK_SCRIPT), 'utf8'), FALLBACK_SCRIPT_SOURCE);
    // The lowercase spelling gets none: it would be the same file as the page on a case-insensitive disk.
    assert.equal(existsSync(join(dir, 'api/class/graphqlschema')), false);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
