import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';
import {assertBodyRefusalsMasked} from './support/body-refusals';

const APP = 'https://tools.example.org';
const COOKIE = 'session=session-of-ines';

/** A request to the running server.js, with Ines's session cookie unless `headers` replaces it. */
async function send(
  endpoint: string,
  {
    method = 'POST',
    path = '/graphql',
    headers = {},
    body,
  }: {method?: string; path?: string; headers?: Record<string, string>; body?: BodyInit},
): Promise<Response> {
  return fetch(new URL(path, endpoint), {method, headers: {cookie: COOKIE, ...headers}, body});
}

function graphqlBody(query: string): string {
  return JSON.stringify({query});
}

const fromApp = {origin: APP, 'sec-fetch-site': 'same-site', 'content-type': 'application/json'};

// Attacks against server.js beyond those attacks.js prints: each must be refused, and nothing the
// attack asked for may happen.
async function assertFurtherAttacksRefused(endpoint: string): Promise<void> {
  // Origin: null is what a sandboxed frame or a file sends; a near miss of the allowed origin.
  for (const origin of ['null', 'https://tools.example.org.attacker.example', 'http://tools.example.org']) {
    const response = await send(endpoint, {headers: {...fromApp, origin}, body: graphqlBody('mutation { borrowTool(toolId: "t9") }')});
    assert.equal(response.status, 403, origin);
    assert.equal(response.headers.get('access-control-allow-origin'), null, origin);
  }
  // Every answer varies with Origin, so that no cache hands one origin's CORS headers to another.
  const ownPage = await send(endpoint, {headers: fromApp, body: graphqlBody('{ me { name } }')});
  assert.equal(ownPage.headers.get('vary'), 'Origin');
  assert.equal(ownPage.headers.get('access-control-allow-origin'), APP);
  assert.equal(ownPage.headers.get('access-control-allow-credentials'), 'true');
  assert.deepEqual(await ownPage.json(), {data: {me: {name: 'Ines'}}});
  const preflight = await send(endpoint, {
    method: 'OPTIONS',
    headers: {origin: APP, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type'},
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-headers'), 'content-type, authorization');
  assert.equal(preflight.headers.get('access-control-max-age'), '600');
  // A forged bearer token is refused too.
  const forgedToken = await send(endpoint, {
    headers: {'content-type': 'application/json', authorization: 'Bearer forged'},
    body: graphqlBody('{ me { name } }'),
  });
  assert.equal(forgedToken.status, 401);
  // A cross-site navigation (a link) sends Sec-Fetch-Site and no Origin.
  const link = await send(endpoint, {
    method: 'GET',
    path: `/graphql?query=${encodeURIComponent('{ me { name } }')}`,
    headers: {'sec-fetch-site': 'cross-site'},
  });
  assert.equal(link.status, 403);
  // application/ json, which graphql-http would read as JSON, is not JSON to req.is.
  const spaced = await send(endpoint, {
    headers: {'content-type': 'application/ json'},
    body: graphqlBody('mutation { borrowTool(toolId: "t9") }'),
  });
  assert.equal(spaced.status, 415);
  // A body past the limit: refused before it is parsed, with a fixed message.
  const large = await send(endpoint, {
    headers: {'content-type': 'application/json'},
    body: graphqlBody(`{ me { name } } #${'x'.repeat(64 * 1024)}`),
  });
  assert.equal(large.status, 413);
  assert.deepEqual(await large.json(), {errors: [{message: 'The request body is too large.'}]});
  // Bodies that are not JSON, or not UTF-8: a fixed message, no echo of the body, no stack trace.
  await assertBodyRefusalsMasked(endpoint);
  // A session that matches nothing is refused, not read as anonymous.
  const stale = await send(endpoint, {headers: {...fromApp, cookie: 'session=forged'}, body: graphqlBody('{ me { name } }')});
  assert.equal(stale.status, 401);
  // Uploads: only the announced file, only by its member, only once; and only photos.
  const refusedType = await send(endpoint, {
    headers: fromApp,
    body: graphqlBody('mutation { startPhotoUpload(toolId: "t2", contentType: "text/html", size: 10) { url } }'),
  });
  assert.equal((await refusedType.json()).errors[0].extensions.code, 'BAD_USER_INPUT');
  const started = await send(endpoint, {
    headers: fromApp,
    body: graphqlBody('mutation { startPhotoUpload(toolId: "t2", contentType: "image/jpeg", size: 100) { url expiresInSeconds } }'),
  });
  const {url, expiresInSeconds} = (await started.json()).data.startPhotoUpload;
  assert.equal(expiresInSeconds, 600);
  assert.match(url, /^\/uploads\/[\w-]{32}$/);
  const put = (headers: Record<string, string>, size = 100) =>
    send(endpoint, {
      method: 'PUT',
      path: url,
      headers: {origin: APP, 'content-type': 'image/jpeg', ...headers},
      body: new Uint8Array(size),
    });
  assert.equal((await put({cookie: ''})).status, 404, 'no session');
  assert.equal((await put({'content-type': 'text/html'})).status, 400, 'another type');
  assert.equal((await put({}, 101)).status, 400, 'another size');
  assert.equal((await put({}, 600 * 1024)).status, 413, 'past the limit');
  assert.equal(
    (await send(endpoint, {method: 'PUT', path: '/uploads/guessed', headers: {origin: APP, 'content-type': 'image/jpeg'}, body: 'x'}))
      .status,
    404,
  );
  const photoSize = async () =>
    (await (await send(endpoint, {headers: {'content-type': 'application/json'}, body: graphqlBody('{ photoSize(toolId: "t2") }')})).json())
      .data.photoSize;
  assert.equal(await photoSize(), null);
  assert.equal((await put({})).status, 201);
  assert.equal(await photoSize(), 100);
  // Nothing above borrowed anything.
  const me = await send(endpoint, {
    headers: {authorization: 'Bearer token-of-ines', 'content-type': 'application/json'},
    body: graphqlBody('{ me { borrowed } }'),
  });
  assert.deepEqual(await me.json(), {data: {me: {borrowed: []}}});
}

/** A GET of a query to the running server.js, with Ines's session cookie and the given headers. */
function getQuery(endpoint: string, query: string, headers: Record<string, string>): Promise<Response> {
  return send(endpoint, {method: 'GET', path: `/graphql?query=${encodeURIComponent(query)}`, headers});
}

// The paths around the checks that are easy to forget: each answer must refuse, carry Vary: Origin
// and no CORS approval, and in the end nothing may have been borrowed.
async function assertForgottenPathsRefused(endpoint: string): Promise<void> {
  const borrowMutation = graphqlBody('mutation { borrowTool(toolId: "t9") }');
  const refusals: [string, Promise<Response>, number][] = [
    // Without Origin, Sec-Fetch-Site decides: same-site (a sibling subdomain's <img>) is refused too.
    ['same-site GET without Origin', getQuery(endpoint, '{ me { name } }', {'sec-fetch-site': 'same-site'}), 403],
    // A GET that carries another site's Origin (a cross-origin fetch) is refused like a POST.
    ['GET with another Origin', getQuery(endpoint, '{ me { name } }', {origin: 'https://attacker.example'}), 403],
    // fetch(url, {mode: 'no-cors', body: new Blob([json])}) sends a POST without any Content-Type.
    ['POST without Content-Type', send(endpoint, {body: new Blob([borrowMutation])}), 415],
    // Express matches /GRAPHQL and /graphql/ to the same route, so the same checks run there.
    ['text/plain to /GRAPHQL', send(endpoint, {path: '/GRAPHQL', headers: {'content-type': 'text/plain'}, body: borrowMutation}), 415],
    ['text/plain to /graphql/', send(endpoint, {path: '/graphql/', headers: {'content-type': 'text/plain'}, body: borrowMutation}), 415],
    ['PATCH to /graphql', send(endpoint, {method: 'PATCH', headers: {'content-type': 'text/plain'}, body: borrowMutation}), 405],
    // The limit counts the bytes after decompression, and bodies sent without Content-Length.
    [
      'a gzip body of 1 MiB',
      send(endpoint, {
        headers: {'content-type': 'application/json', 'content-encoding': 'gzip'},
        body: gzipSync(graphqlBody(`mutation { borrowTool(toolId: "t9") } #${'x'.repeat(1024 * 1024)}`)),
      }),
      413,
    ],
    [
      'a chunked body of 100 KiB',
      fetch(endpoint, {
        method: 'POST',
        headers: {cookie: COOKIE, 'content-type': 'application/json'},
        body: new Blob([`{"query":"mutation { borrowTool(toolId: \\"t9\\") }","x":"${'x'.repeat(100 * 1024)}"}`]).stream(),
        duplex: 'half',
      } as RequestInit),
      413,
    ],
    // Preflights that are not the application's: no Origin, a page asking to send a bearer token,
    // a page asking to PUT an upload.
    ['preflight without Origin', send(endpoint, {method: 'OPTIONS', headers: {'access-control-request-method': 'POST'}}), 403],
    [
      'preflight for Authorization from another site',
      send(endpoint, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://attacker.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      }),
      403,
    ],
    [
      'preflight for an upload from another site',
      send(endpoint, {
        method: 'OPTIONS',
        path: '/uploads/x',
        headers: {origin: 'https://attacker.example', 'access-control-request-method': 'PUT'},
      }),
      403,
    ],
  ];
  for (const [what, answer, status] of refusals) {
    const response = await answer;
    assert.equal(response.status, status, what);
    assert.equal(response.headers.get('vary'), 'Origin', what);
    assert.equal(response.headers.get('access-control-allow-origin'), null, what);
    assert.equal(response.headers.get('access-control-allow-methods'), null, what);
  }
  // The application's decompressed body is read; the chunked one was refused for its size only.
  const gzipped = await send(endpoint, {
    headers: {...fromApp, 'content-encoding': 'gzip'},
    body: gzipSync(graphqlBody('{ me { name } }')),
  });
  assert.deepEqual(await gzipped.json(), {data: {me: {name: 'Ines'}}});
  // Without Origin, Sec-Fetch-Site none (a typed address) and same-origin pass.
  for (const site of ['none', 'same-origin']) {
    const response = await getQuery(endpoint, '{ me { name } }', {'sec-fetch-site': site});
    assert.equal(response.status, 200, site);
    assert.deepEqual(await response.json(), {data: {me: {name: 'Ines'}}}, site);
  }
  // startPhotoUpload checks the size against the limit, and needs a member.
  for (const size of [0, 512 * 1024 + 1]) {
    const response = await send(endpoint, {
      headers: fromApp,
      body: graphqlBody(`mutation { startPhotoUpload(toolId: "t2", contentType: "image/png", size: ${size}) { url } }`),
    });
    assert.equal((await response.json()).errors[0].extensions.code, 'BAD_USER_INPUT', String(size));
  }
  const anonymous = await send(endpoint, {
    headers: {...fromApp, cookie: ''},
    body: graphqlBody('mutation { startPhotoUpload(toolId: "t2", contentType: "image/png", size: 10) { url } }'),
  });
  assert.equal((await anonymous.json()).errors[0].extensions.code, 'UNAUTHENTICATED');
  const me = await send(endpoint, {
    headers: {authorization: 'Bearer token-of-ines', 'content-type': 'application/json'},
    body: graphqlBody('{ me { borrowed } }'),
  });
  assert.deepEqual(await me.json(), {data: {me: {borrowed: []}}});
}

describe('guides/http-security', () => {
  for (const version of BOTH_VERSIONS) {
    test(`attacks.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) =>
        assertClientPrints('guides/http-security/attacks.js', server.endpoint, 'guides/http-security/attacks.output.txt', version),
      );
      assert.equal(stderr, '');
    });

    test(`further attacks against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) => assertFurtherAttacksRefused(server.endpoint));
      assert.equal(stderr, '');
    });

    test(`forgotten paths against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) => assertForgottenPathsRefused(server.endpoint));
      assert.equal(stderr, '');
    });
  }
});
