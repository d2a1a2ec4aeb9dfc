// Claim tests of the GraphQL over HTTP security guide (docs/guides/http-security.mdx): each test
// backs one sentence of the page's prose about graphql-http or Express, quoted in its name, on
// graphql 17 and 16. The page's own defences are attacked in tests/examples/guides-http-security.test.ts.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { test } from 'node:test';
import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Query { borrowed: [ID!]! }
  type Mutation { borrowTool(toolId: ID!): [ID!]! }
`);

/** graphql-http alone on Express 5, as a server without this page's middleware; counts mutations. */
async function withBareServer(body) {
  const borrowed = [];
  const rootValue = { borrowed: () => borrowed, borrowTool: ({ toolId }) => (borrowed.push(toolId), borrowed) };
  const app = express();
  app.all('/graphql', createHandler({ schema, rootValue }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`, borrowed);
  } finally {
    server.close();
    await once(server, 'close');
  }
}

const borrow = JSON.stringify({ query: 'mutation { borrowTool(toolId: "t9") }' });

test('"graphql-http answers 415 Unsupported Media Type to a POST whose body is text/plain, application/x-www-form-urlencoded or multipart/form-data, even when the body is valid JSON, and runs nothing"', async () => {
  await withBareServer(async (url, borrowed) => {
    const multipart = new FormData();
    multipart.set('operations', borrow);
    const bodies = [
      ['text/plain', borrow],
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { borrowTool(toolId: "t9") }')}`],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
      assert.equal(response.status, 415, type);
    }
    const response = await fetch(url, { method: 'POST', body: multipart });
    assert.equal(response.status, 415, 'multipart/form-data');
    assert.deepEqual(borrowed, []);
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: borrow });
    assert.equal(json.status, 200);
    assert.deepEqual(borrowed, ['t9']);
  });
});

test('"graphql-http runs a query sent with GET, which needs no Content-Type", and "refuses a mutation over GET with 405 and Cannot perform mutations over GET"', async () => {
  await withBareServer(async (url, borrowed) => {
    const query = await fetch(`${url}?query=${encodeURIComponent('{ borrowed }')}`);
    assert.equal(query.status, 200);
    assert.deepEqual(await query.json(), { data: { borrowed: [] } });
    const mutation = await fetch(`${url}?query=${encodeURIComponent('mutation { borrowTool(toolId: "t9") }')}`);
    assert.equal(mutation.status, 405);
    assert.equal(mutation.headers.get('allow'), 'POST');
    assert.deepEqual(await mutation.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });
    assert.deepEqual(borrowed, []);
  });
});

test('"graphql-http sets no Access-Control-* header and answers OPTIONS with 405"', async () => {
  await withBareServer(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://tools.example.org', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ borrowed }' }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(
      [...response.headers.keys()].filter((name) => name.startsWith('access-control-')),
      [],
    );
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://tools.example.org', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 405);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });
});

test('"graphql-http does not batch: it answers a JSON array of operations with 400 and Missing query, and runs none of them"', async () => {
  await withBareServer(async (url, borrowed) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `[${borrow}, ${borrow}]`,
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errors: [{ message: 'Missing query' }] });
    assert.deepEqual(borrowed, []);
  });
});

test('"graphql-http answers 415 to application/json with a charset other than UTF-8"', async () => {
  await withBareServer(async (url) => {
    const latin1 = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=iso-8859-1' }, body: borrow });
    assert.equal(latin1.status, 415);
    const utf8 = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: borrow });
    assert.equal(utf8.status, 200);
  });
});

test('"graphql-http removes whitespace from the header, so it takes application/ json as JSON"', async () => {
  await withBareServer(async (url, borrowed) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/ json' }, body: borrow });
    assert.equal(response.status, 200);
    assert.deepEqual(borrowed, ['t9']);
  });
});

test('"res.cookie(\'session\', id, SESSION_COOKIE) sends session=…; Path=/; HttpOnly; Secure; SameSite=Lax"', async () => {
  const { SESSION_COOKIE } = await import('./session.js');
  const app = express();
  app.get('/sign-in', (_req, res) => res.cookie('session', 'abc', SESSION_COOKIE).end());
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/sign-in`);
    assert.equal(response.headers.get('set-cookie'), 'session=abc; Path=/; HttpOnly; Secure; SameSite=Lax');
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"req.is(\'application/json\') compares the media type and ignores its parameters", and "does not take application/ json"', async () => {
  const app = express();
  const seen = [];
  app.post('/', (req, res) => (seen.push(Boolean(req.is('application/json'))), res.end()));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/json-seq', 'application/ json']) {
      await fetch(url, { method: 'POST', headers: { 'content-type': type }, body: '{}' });
    }
    assert.deepEqual(seen, [true, true, false, false, false]);
  } finally {
    server.close();
    await once(server, 'close');
  }
});
