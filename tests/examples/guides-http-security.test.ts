import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {EventEmitter, once} from 'node:events';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http, {type IncomingHttpHeaders} from 'node:http';
import https from 'node:https';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {fileURLToPath, pathToFileURL} from 'node:url';
import path from 'node:path';
import {describe, test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumPath} from '../../scripts/browser/chromium-path';
import ensureChromium from '../e2e/global-setup';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';
import {assertBodyRefusalsMasked} from './support/body-refusals';

const APP = 'https://tools.example.org';
const COOKIE = '__Host-session=session-of-ines';

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
  const stale = await send(endpoint, {headers: {...fromApp, cookie: '__Host-session=forged'}, body: graphqlBody('{ me { name } }')});
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
  const gzipBomb = gzipSync(graphqlBody(`mutation { borrowTool(toolId: "t9") } #${'x'.repeat(1024 * 1024)}`));
  // Well under the limit as sent, so that only the inflated size can refuse it.
  assert.ok(gzipBomb.length < 2 * 1024, String(gzipBomb.length));
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
      'a gzip body that inflates to 1 MiB',
      send(endpoint, {headers: {'content-type': 'application/json', 'content-encoding': 'gzip'}, body: gzipBomb}),
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
  // /GRAPHQL and /graphql/ reach the GraphQL handler itself.
  for (const path of ['/GRAPHQL', '/graphql/']) {
    const response = await send(endpoint, {path, headers: fromApp, body: graphqlBody('{ me { name } }')});
    assert.deepEqual(await response.json(), {data: {me: {name: 'Ines'}}}, path);
  }
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

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

interface Tls {
  key: Buffer;
  cert: Buffer;
}

/** A self-signed certificate for the test's HTTPS hosts, made by openssl in a temporary folder. */
function throwawayCertificate(): Tls {
  const folder = mkdtempSync(path.join(tmpdir(), 'http-security-tls-'));
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=tools.test',
      ]),
      {stdio: 'ignore'},
    );
    return {key: readFileSync(key), cert: readFileSync(cert)};
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/**
 * An HTTPS server on 127.0.0.1 that forwards every request to server.js and records it as server.js
 * received it (headers and body) with the status it answered, so that the test sees what a browser
 * really sent.
 */
async function recordingProxy(
  target: string,
  tls: Tls,
): Promise<{port: number; received: Received[]; next(match: (r: Received) => boolean): Promise<Received>; close(): Promise<void>}> {
  const received: Received[] = [];
  const arrivals = new EventEmitter();
  const server = https.createServer(tls, (req, res) => {
    // Sign-in, left out of server.js: the cookie that res.cookie(SESSION_COOKIE_NAME, id,
    // SESSION_COOKIE) sets, and two more that show what SameSite changes.
    if (req.url === '/sign-in') {
      const cookies = [
        `${COOKIE}; Path=/; HttpOnly; Secure; SameSite=Lax`,
        'no-samesite=1; Path=/; Secure',
        'strict=1; Path=/; Secure; SameSite=Strict',
      ];
      res.writeHead(200, {'set-cookie': cookies}).end();
      return;
    }
    // Two CORS policies the page warns against, answered here rather than by server.js: `*` with
    // credentials, and every origin echoed with credentials.
    if (req.url === '/cors-wildcard' || req.url === '/cors-echo') {
      const allowOrigin = req.url === '/cors-wildcard' ? '*' : (req.headers.origin ?? '');
      res.writeHead(200, {'access-control-allow-origin': allowOrigin, 'access-control-allow-credentials': 'true'});
      res.end(`cookies: ${req.headers.cookie ?? ''}`);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwarded = http.request(new URL(req.url ?? '/', target), {method: req.method, headers: req.headers}, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        const record = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: body.toString('utf8'),
          status: answer.statusCode ?? 0,
        };
        received.push(record);
        arrivals.emit('request', record);
      });
      forwarded.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    received,
    async next(match) {
      const earlier = received.find(match);
      if (earlier) return earlier;
      for (;;) {
        const [record] = (await once(arrivals, 'request')) as [Received];
        if (match(record)) return record;
      }
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The names of the cookies of a Cookie header, sorted. */
function cookieNames(header: string | undefined): string[] {
  return (header ?? '')
    .split('; ')
    .filter(Boolean)
    .map((cookie) => cookie.split('=')[0]!)
    .sort();
}

// The page's own form, as it appears in the guide.
function formOfThePage(): string {
  const page = readFileSync(new URL('../../docs/guides/http-security.mdx', import.meta.url), 'utf8');
  return /<form method="post" enctype="text\/plain"[\s\S]*?<\/form>/.exec(page)![0];
}

// Chromium, on a page of a sibling subdomain and on a page of another site, attacks server.js
// with the requests the guide describes; a proxy records what reached the server. The hosts map to
// 127.0.0.1 and are served over HTTPS, since Sec-Fetch-*, Secure cookies and the __Host- prefix
// need it; the browser is told to accept the self-signed certificate.
async function assertBrowserAttacksRefused(endpoint: string): Promise<void> {
  const tls = throwawayCertificate();
  const proxy = await recordingProxy(endpoint, tls);
  const pages = https.createServer(tls, (_req, res) => res.writeHead(200, {'content-type': 'text/html'}).end(attackPage));
  pages.listen(0, '127.0.0.1');
  await once(pages, 'listening');
  const pagePort = (pages.address() as AddressInfo).port;
  const api = `https://api.tools.test:${proxy.port}`;
  const sibling = `https://blog.tools.test:${pagePort}`;
  const otherSite = `https://attacker.test:${pagePort}`;
  const attackPage = `<!doctype html><title>Attack</title><iframe name="sink"></iframe>${formOfThePage().replace(
    'action="https://api.tools.example.org/graphql"',
    `action="${api}/graphql" target="sink"`,
  )}`;
  assert.ok(attackPage.includes(`action="${api}/graphql"`), 'the form of the page posts to the API');
  // This file runs before the browser tests, which install Chromium when it is missing.
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--host-resolver-rules=MAP *.tools.test 127.0.0.1, MAP attacker.test 127.0.0.1', '--ignore-certificate-errors'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${api}/sign-in`);
    assert.deepEqual(
      (await context.cookies(api)).map(({name, value}) => `${name}=${value}`),
      [COOKIE, 'no-samesite=1', 'strict=1'],
    );
    // The sibling is the same site: its requests carry every cookie, Strict included. Requests that
    // another site's page makes without navigating carry none.
    for (const [origin, site, cookies] of [
      [sibling, 'same-site', ['__Host-session', 'no-samesite', 'strict']],
      [otherSite, 'cross-site', []],
    ] as const) {
      await page.goto(`${origin}/`);
      // The form: Origin comes with it, its body is the JSON of the mutation, and it is refused.
      await page.evaluate(() => document.forms[0]!.submit());
      const form = await proxy.next((r) => r.method === 'POST' && r.headers.origin === origin);
      assert.equal(form.headers['content-type'], 'text/plain', origin);
      assert.deepEqual(JSON.parse(form.body), {query: 'mutation { borrowTool(toolId: "t9") }', x: '='}, origin);
      assert.equal(form.headers['sec-fetch-site'], site, origin);
      assert.deepEqual(cookieNames(form.headers.cookie), cookies, origin);
      assert.equal(form.status, 403, origin);
      // An <img>: no Origin, but Sec-Fetch-Site; refused.
      const query = `/graphql?query=${encodeURIComponent(`{ me { name } } # ${site}`)}`;
      await page.evaluate((src) => void (new Image().src = src), `${api}${query}`);
      const image = await proxy.next((r) => r.path === query);
      assert.equal(image.headers.origin, undefined, origin);
      assert.equal(image.headers['sec-fetch-site'], site, origin);
      assert.deepEqual(cookieNames(image.headers.cookie), cookies, origin);
      assert.equal(image.status, 403, origin);
      // JSON with credentials: announced by a preflight, which is refused, so it is never sent.
      const failure = await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            credentials: 'include',
            headers: {'content-type': 'application/json'},
            body: '{"query":"mutation { borrowTool(toolId: \\"t8\\") }"}',
          }).then(
            (response) => `answered ${response.status}`,
            (error: Error) => error.name,
          ),
        `${api}/graphql`,
      );
      assert.equal(failure, 'TypeError', origin);
      const preflight = await proxy.next((r) => r.method === 'OPTIONS' && r.headers.origin === origin);
      assert.equal(preflight.headers['access-control-request-method'], 'POST', origin);
      assert.equal(preflight.headers['access-control-request-headers'], 'content-type', origin);
      assert.equal(preflight.status, 403, origin);
    }
    // What a page reads of answers to credentialed requests: nothing under `*`; the whole answer
    // when the origin is echoed, which holds the visitor's cookies only for the sibling, the same
    // site.
    const readBy = (path: string) =>
      page.evaluate(
        (url) =>
          fetch(url, {credentials: 'include'}).then(
            (response) => response.text(),
            (error: Error) => error.name,
          ),
        `${api}${path}`,
      );
    for (const [origin, cookies] of [
      [sibling, `cookies: ${COOKIE}; no-samesite=1; strict=1`],
      [otherSite, 'cookies: '],
    ] as const) {
      await page.goto(`${origin}/`);
      assert.equal(await readBy('/cors-wildcard'), 'TypeError', origin);
      assert.equal(await readBy('/cors-echo'), cookies, origin);
    }
    // A link on another site: a top-level GET, which carries the Lax cookie (not the Strict one)
    // and Sec-Fetch-Site: cross-site; refused.
    const linked = `/graphql?query=${encodeURIComponent('{ me { name } } # link')}`;
    await Promise.all([
      page.waitForURL(`${api}${linked}`),
      page.evaluate((href) => Object.assign(document.body.appendChild(document.createElement('a')), {href}).click(), `${api}${linked}`),
    ]);
    const link = await proxy.next((r) => r.path === linked);
    assert.deepEqual(cookieNames(link.headers.cookie), ['__Host-session', 'no-samesite']);
    assert.equal(link.headers['sec-fetch-site'], 'cross-site');
    assert.equal(link.status, 403);
    // The same form submitted in place of the page, a top-level POST: Chromium leaves out the Lax
    // cookie, but sends the one without SameSite that was set moments ago; refused.
    await page.goto(`${otherSite}/`);
    await Promise.all([
      page.waitForURL(`${api}/graphql?top`),
      page.evaluate((action) => Object.assign(document.forms[0]!, {action, target: '_self'}).submit(), `${api}/graphql?top`),
    ]);
    const topForm = await proxy.next((r) => r.path === '/graphql?top');
    assert.deepEqual(cookieNames(topForm.headers.cookie), ['no-samesite']);
    assert.equal(topForm.status, 403);
    // The sibling subdomain sets cookies for the whole site, one under the name the API reads, to
    // put its own session in place of Ines's. A cookie named session, as an API without the prefix
    // would have set it at sign-in, shows which of two cookies of one name comes first.
    await context.addCookies([{name: 'session', value: 'session-of-ines', url: api, secure: true, sameSite: 'Lax'}]);
    await page.goto(`${sibling}/`);
    await page.evaluate(() => {
      document.cookie = 'session=tossed; domain=tools.test; path=/graphql';
      document.cookie = '__Host-session=tossed; domain=tools.test; path=/; secure';
      // A cookie without a name is sent as its value alone: here, __Host-session=tossed.
      document.cookie = '=__Host-session=tossed; domain=tools.test; path=/graphql; secure';
      // The same attributes under a name without the prefix, and without a name: accepted, so only
      // the prefix refuses.
      document.cookie = 'site-wide=tossed; domain=tools.test; path=/; secure';
      document.cookie = '=nameless; domain=tools.test; path=/; secure';
    });
    const ownQuery = `/graphql?query=${encodeURIComponent('{ me { name } } # typed')}`;
    const typed = await page.goto(`${api}${ownQuery}`);
    const ownRequest = await proxy.next((r) => r.path === ownQuery);
    assert.equal(ownRequest.headers['sec-fetch-site'], 'none');
    // The tossed session cookie arrives first, for its longer path, ahead of the API's own of that
    // name; the browser refused both prefixed ones. This API reads only __Host-session: Ines.
    assert.deepEqual(ownRequest.headers.cookie?.split('; '), [
      'session=tossed',
      COOKIE,
      'no-samesite=1',
      'strict=1',
      'session=session-of-ines',
      'site-wide=tossed',
      'nameless',
    ]);
    assert.deepEqual(await typed?.json(), {data: {me: {name: 'Ines'}}});
    assert.deepEqual(
      proxy.received.filter((r) => r.headers['content-type'] === 'application/json').map((r) => r.path),
      [],
      'no JSON request got past its preflight',
    );
  } finally {
    await browser.close();
    await proxy.close();
    pages.closeAllConnections();
    pages.close();
  }
  // Had the browser sent a tossed cookie under the API's name first, the API would read it:
  // session.js reads the first of two cookies of its name.
  const readWith = async (cookie: string) =>
    (await send(endpoint, {headers: {cookie, 'content-type': 'application/json'}, body: graphqlBody('{ me { name } }')})).status;
  assert.equal(await readWith(`__Host-session=tossed; ${COOKIE}`), 401);
  assert.equal(await readWith(`${COOKIE}; __Host-session=tossed`), 200);
  const me = await send(endpoint, {
    headers: {authorization: 'Bearer token-of-ines', 'content-type': 'application/json'},
    body: graphqlBody('{ me { borrowed } }'),
  });
  assert.deepEqual(await me.json(), {data: {me: {borrowed: []}}});
}

// "415 for a charset other than UTF-8", whatever the charset and whatever the body: each answer
// carries the message, and only UTF-8 (or no charset) runs the operation.
async function assertEveryCharsetAnswered(endpoint: string): Promise<void> {
  const query = JSON.stringify({query: '{ me { name } }'});
  const utf16le = Buffer.from(`\ufeff${query}`, 'utf16le');
  const utf32be = Buffer.alloc(query.length * 4);
  [...query].forEach((character, index) => utf32be.writeUInt32BE(character.codePointAt(0)!, index * 4));
  const accepted: [string, BodyInit][] = [
    ['application/json', query],
    ['application/json; charset=utf-8', query],
    ['application/json;charset=UTF-8', query],
    ['Application/JSON; Charset = utf-8', query],
  ];
  const refused: [string, BodyInit][] = [
    ['application/json; charset=utf8', query],
    ['application/json; charset="utf-8"', query],
    ['application/json; charset=utf-16', query],
    ['application/json; charset=utf-16', utf16le],
    ['application/json; charset=utf-16le', utf16le],
    ['application/json; charset=utf-32', query],
    ['application/json; charset=utf-32be', utf32be],
    ['application/json; charset=iso-8859-1', query],
    ['application/json; charset=us-ascii', query],
    ['application/json; charset=', query],
    ['application/json; version=1; charset=utf-8', query],
  ];
  for (const [contentType, body] of accepted) {
    const response = await send(endpoint, {headers: {...fromApp, 'content-type': contentType}, body});
    assert.deepEqual([response.status, await response.json()], [200, {data: {me: {name: 'Ines'}}}], contentType);
  }
  for (const [contentType, body] of refused) {
    const response = await send(endpoint, {headers: {...fromApp, 'content-type': contentType}, body});
    assert.deepEqual([response.status, await response.json()], [415, {errors: [{message: 'Send JSON encoded in UTF-8.'}]}], contentType);
  }
  // What the parser itself refuses with 415: a Content-Encoding it cannot decode.
  const compressed = await send(endpoint, {headers: {...fromApp, 'content-encoding': 'compress'}, body: query});
  assert.deepEqual([compressed.status, await compressed.json()], [415, {errors: [{message: 'The Content-Encoding is not supported.'}]}]);
}

const SHIFTED_CLOCK = pathToFileURL(fileURLToPath(new URL('./support/shifted-clock.mjs', import.meta.url))).href;

// Attack: one member asks for hundreds of upload URLs in one request, with aliases, and again in
// later requests. The server holds at most five per member, and removes them once they expire.
async function assertUploadsBounded(endpoint: string, advanceClock: (ms: number) => void): Promise<void> {
  const startUploads = async (count: number) => {
    const aliases = Array.from({length: count}, (_, index) => `u${index}: startPhotoUpload(toolId: $t, contentType: $c, size: $s) { url }`);
    const body = JSON.stringify({
      query: `mutation ($t: ID!, $c: String!, $s: Int!) { ${aliases.join(' ')} }`,
      variables: {t: 't1', c: 'image/png', s: 2048},
    });
    const response = await send(endpoint, {headers: fromApp, body});
    assert.equal(response.status, 200);
    const result = (await response.json()) as {
      data: Record<string, {url: string}> | null;
      errors?: {message: string; extensions: {code: string}}[];
    };
    return {body, result};
  };
  const TOO_MANY = {message: 'You have 5 uploads waiting; send them or wait until they expire.', extensions: {code: 'TOO_MANY_UPLOADS'}};
  const refusals = (errors: {message: string; extensions: {code: string}}[] = []) =>
    errors.map(({message, extensions}) => ({message, extensions}));

  const {body, result: flood} = await startUploads(600);
  assert.ok(body.length < 50 * 1024, 'the request is under 50 KiB');
  // The sixth alias is refused; startPhotoUpload is non-null, so data is null and nothing runs after it.
  assert.equal(flood.data, null);
  assert.deepEqual(refusals(flood.errors), [TOO_MANY]);
  // The five the flood took are still held: a later request gets none.
  for (let request = 0; request < 3; request += 1) {
    assert.deepEqual(refusals((await startUploads(1)).result.errors), [TOO_MANY]);
  }
  // Ten minutes later the five have expired and are gone: five new ones, and no more.
  advanceClock(601_000);
  const {result: fresh} = await startUploads(5);
  assert.equal(fresh.errors, undefined);
  assert.equal(new Set(Object.values(fresh.data!).map((upload) => upload.url)).size, 5);
  assert.deepEqual(refusals((await startUploads(1)).result.errors), [TOO_MANY]);
  // A URL that has taken its file no longer counts: one more, and no more.
  const [expiredUrl, usedUrl] = Object.values(fresh.data!).map((upload) => upload.url);
  const upload = (url: string) =>
    send(endpoint, {method: 'PUT', path: url, headers: {origin: APP, 'content-type': 'image/png'}, body: new Uint8Array(2048)});
  assert.equal((await upload(usedUrl!)).status, 201);
  assert.equal((await startUploads(1)).result.errors, undefined);
  assert.deepEqual(refusals((await startUploads(1)).result.errors), [TOO_MANY]);
  // An expired URL takes no file.
  advanceClock(1_202_000);
  assert.equal((await upload(expiredUrl!)).status, 404);
  assert.equal((await startUploads(5)).result.errors, undefined);
}

// Attack: ids that a client makes up. Each photo the server keeps is filed under its tool, and each
// loan is added to the member's list, which every borrowTool answer returns: with any id accepted,
// a member could store 512 KiB per made-up tool without end, and 600 aliases of borrowTool would
// grow the list with every request and return it 600 times.
async function assertMadeUpToolsRefused(endpoint: string): Promise<void> {
  const ask = async (query: string) => (await send(endpoint, {headers: fromApp, body: graphqlBody(query)})).json();
  const noSuchTool = (path: string) => [{message: 'No such tool.', path: [path], extensions: {code: 'BAD_USER_INPUT'}}];
  const withoutLocations = ({errors}: {errors: {locations?: unknown}[]}) => errors.map(({locations: _, ...error}) => error);
  for (const toolId of ['made-up', 't10', 'T1', '']) {
    const upload = await ask(`mutation { startPhotoUpload(toolId: "${toolId}", contentType: "image/png", size: 2048) { url } }`);
    assert.equal(upload.data, null, toolId);
    assert.deepEqual(withoutLocations(upload), noSuchTool('startPhotoUpload'), toolId);
    const loan = await ask(`mutation { borrowTool(toolId: "${toolId}") }`);
    assert.deepEqual(withoutLocations(loan), noSuchTool('borrowTool'), toolId);
  }
  const aliases = Array.from({length: 600}, (_, index) => `b${index}: borrowTool(toolId: "t2")`);
  const loans = await ask(`mutation { ${aliases.join(' ')} }`);
  assert.equal(loans.errors, undefined);
  assert.ok(Object.values(loans.data).every((borrowed) => JSON.stringify(borrowed) === '["t2"]'));
  assert.deepEqual(await ask('{ me { borrowed } photoSize(toolId: "made-up") }'), {data: {me: {borrowed: ['t2']}, photoSize: null}});
}

describe('guides/http-security', () => {
  // What the browser sends does not depend on the graphql version: graphql 17 only.
  test('attacks from Chromium against server.js', async () => {
    const stderr = await withServer('guides/http-security/server.js', '17', (server) => assertBrowserAttacksRefused(server.endpoint));
    assert.equal(stderr, '');
  });

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

    test(`upload URLs stay bounded per member and expire, against server.js on graphql ${version}`, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'http-security-clock-'));
      const offsetFile = path.join(dir, 'offset-ms');
      writeFileSync(offsetFile, '0');
      try {
        const stderr = await withServer(
          'guides/http-security/server.js',
          version,
          (server) => assertUploadsBounded(server.endpoint, (ms) => writeFileSync(offsetFile, String(ms))),
          {NODE_OPTIONS: `--import=${SHIFTED_CLOCK}`, CLOCK_OFFSET_FILE: offsetFile},
        );
        assert.equal(stderr, '');
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    });

    test(`made-up tool ids are refused, and a loan is listed once, against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) => assertMadeUpToolsRefused(server.endpoint));
      assert.equal(stderr, '');
    });

    test(`every charset gets 415 with a message, but UTF-8, against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) => assertEveryCharsetAnswered(server.endpoint));
      assert.equal(stderr, '');
    });

    test(`forgotten paths against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/http-security/server.js', version, (server) => assertForgottenPathsRefused(server.endpoint));
      assert.equal(stderr, '');
    });
  }
});
