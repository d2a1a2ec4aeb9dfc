// The committed list of this site's pages (plugins/legacy-redirects/site-routes.txt) against the
// build, and the check that makes a build fail when one of them disappears without a redirect.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {builtPages, committedRoutes, droppedPages} from '../../plugins/legacy-redirects/site-routes';

const BUILD = fileURLToPath(new URL('../../build', import.meta.url));

test('site-routes.txt lists exactly the pages the build serves', async () => {
  assert.ok(existsSync(BUILD), 'run `npm run build` first');
  const built = await builtPages(BUILD);
  const committed = await committedRoutes();
  const fix = 'run `npx tsx scripts/site-routes.ts build` and commit plugins/legacy-redirects/site-routes.txt';
  assert.deepEqual(
    built.filter((page) => !committed.includes(page)),
    [],
    `pages the list lacks: ${fix}`,
  );
  // The build itself fails on a page gone without a redirect; one with a redirect leaves the list.
  assert.deepEqual(
    committed.filter((page) => !built.includes(page)),
    [],
    `pages the build no longer serves: ${fix}`,
  );
});

test('a page gone from the build is reported until a rule redirects its address', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'legacy-redirects-routes-'));
  try {
    for (const file of [
      'index.html',
      '404.html',
      'docs/index.html',
      'docs/guides/errors/index.html',
      'api/class/GraphQLSchema/index.html',
    ]) {
      await mkdir(dirname(join(dir, file)), {recursive: true});
      await writeFile(join(dir, file), '<h1>page</h1>');
    }
    const built = await builtPages(dir);
    assert.deepEqual(built, ['/', '/api/class/GraphQLSchema', '/docs', '/docs/guides/errors']);
    const committed = [...built, '/docs/guides/error-handling'];
    assert.deepEqual(droppedPages(committed, built, new Set()), ['/docs/guides/error-handling']);
    assert.deepEqual(droppedPages(committed, built, new Set(['/docs/guides/error-handling'])), []);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
