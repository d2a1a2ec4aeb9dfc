import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BOTH_VERSIONS, type GraphQLVersion, type RunningServer, samplePath, withServer} from './support/samples';

const SERVER = 'guides/graphiql/server.js';
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

// What the page's server must answer in development: the IDE page and the four files it loads,
// byte for byte the ones installed in node_modules.
const ASSETS = [
  {path: '/graphiql/react.js', type: 'text/javascript', file: path.join(packageDir('react'), 'umd/react.production.min.js')},
  {path: '/graphiql/react-dom.js', type: 'text/javascript', file: path.join(packageDir('react-dom'), 'umd/react-dom.production.min.js')},
  {path: '/graphiql/graphiql.js', type: 'text/javascript', file: path.join(packageDir('graphiql'), 'graphiql.min.js')},
  {path: '/graphiql/graphiql.css', type: 'text/css', file: path.join(packageDir('graphiql'), 'graphiql.min.css')},
];

/** Starts the server with NODE_ENV set (or removed), which startServer passes on from our environment. */
async function withNodeEnv(
  nodeEnv: string | undefined,
  version: GraphQLVersion,
  body: (server: RunningServer, base: string) => Promise<void>,
): Promise<string> {
  const saved = process.env.NODE_ENV;
  if (nodeEnv === undefined) {
    delete process.env.NODE_ENV;
  } else {
    process.env.NODE_ENV = nodeEnv;
  }
  try {
    return await withServer(SERVER, version, (server) => body(server, server.endpoint.replace(/\/graphql$/, '')));
  } finally {
    if (saved === undefined) {
      delete process.env.NODE_ENV;
    } else {
      process.env.NODE_ENV = saved;
    }
  }
}

async function assertApiAnswers(endpoint: string): Promise<void> {
  const response = await fetch(`${endpoint}?query=${encodeURIComponent('{ libraryName }')}`);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {data: {libraryName: 'Elm Street Tool Library'}});
}

describe('guides/graphiql', () => {
  test('the IDE page loads nothing from another origin', () => {
    const html = readFileSync(samplePath('guides/graphiql/graphiql.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    assert.deepEqual(urls, ['data:,', '/graphiql/graphiql.css', '/graphiql/react.js', '/graphiql/react-dom.js', '/graphiql/graphiql.js']);
  });

  for (const version of BOTH_VERSIONS) {
    test(`in development, server.js serves GraphiQL and its assets with graphql ${version}`, async () => {
      const stderr = await withNodeEnv(undefined, version, async ({endpoint}, base) => {
        const page = await fetch(`${base}/graphiql`);
        assert.equal(page.status, 200);
        assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
        assert.match(await page.text(), /<div id="graphiql">/);

        for (const asset of ASSETS) {
          const response = await fetch(`${base}${asset.path}`);
          assert.equal(response.status, 200, asset.path);
          assert.equal(response.headers.get('content-type'), `${asset.type}; charset=utf-8`, asset.path);
          assert.ok(Buffer.from(await response.arrayBuffer()).equals(readFileSync(asset.file)), asset.path);
        }

        // Only the listed files: nothing else from node_modules is reachable.
        for (const other of ['/graphiql/package.json', '/graphiql/graphiql.min.js', '/graphiql/..%2Fpackage.json']) {
          assert.equal((await fetch(`${base}${other}`)).status, 404, other);
        }
        await assertApiAnswers(endpoint);
      });
      assert.equal(stderr, '');
    });

    test(`with NODE_ENV=production, server.js has no IDE routes with graphql ${version}`, async () => {
      const stderr = await withNodeEnv('production', version, async ({endpoint}, base) => {
        for (const url of ['/graphiql', ...ASSETS.map((asset) => asset.path)]) {
          assert.equal((await fetch(`${base}${url}`)).status, 404, url);
        }
        await assertApiAnswers(endpoint);
      });
      assert.equal(stderr, '');
    });
  }
});
