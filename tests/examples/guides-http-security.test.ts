import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
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
  }
});
