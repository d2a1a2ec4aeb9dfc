// Claim tests of the GraphQL over HTTP security guide (docs/guides/http-security.mdx): each test
// backs one sentence of the page's prose about graphql-http or Express, quoted in its name, on
// graphql 17 and 16. The page's own defences are attacked in tests/examples/guides-http-security.test.ts.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
      ['application/x-www-form-urlencoded', borrow],
      ['multipart/form-data; boundary=x', borrow],
      ['text/plain;charset=UTF-8', borrow],
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { borrowTool(toolId: "t9") }')}`],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
      assert.equal(response.status, 415, type);
    }
    // What a browser's multipart form sends, with its own boundary.
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

test('"graphql-http reads only a Content-Type whose first parameter, once spaces are removed and letters lowered, is charset=utf-8, or which has none, and answers any other with an empty 415"', async () => {
  await withBareServer(async (url, borrowed) => {
    const statusOf = async (contentType) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: borrow });
      return [response.status, await response.text()];
    };
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON ; Charset = UTF-8',
      'application/json; charset=utf-8; version=1',
    ]) {
      assert.equal((await statusOf(contentType))[0], 200, contentType);
    }
    for (const contentType of [
      'application/json; charset="utf-8"',
      'application/json; charset=utf8',
      'application/json; charset=utf-16',
      'application/json; charset=',
      'application/json; version=1; charset=utf-8',
    ]) {
      assert.deepEqual(await statusOf(contentType), [415, ''], contentType);
    }
    assert.equal(borrowed.length, 4);
  });
});

test('"express.json would decode some UTF charsets and answer a body that is not in the one announced with 400"', async () => {
  const app = express();
  app.post('/', express.json(), (req, res) => res.json(req.body));
  // The error is the answer; its page does not matter here.
  app.use((error, _req, res, _next) => res.status(error.status).end());
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    const post = (charset, body) =>
      fetch(url, { method: 'POST', headers: { 'content-type': `application/json; charset=${charset}` }, body });
    const decoded = await post('utf-16le', Buffer.from(borrow, 'utf16le'));
    assert.deepEqual([decoded.status, await decoded.json()], [200, JSON.parse(borrow)]);
    for (const charset of ['utf-16', 'utf-32']) {
      assert.equal((await post(charset, borrow)).status, 400, charset);
    }
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"graphql-http removes whitespace from the header, so it takes application/ json as JSON"', async () => {
  await withBareServer(async (url, borrowed) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/ json' }, body: borrow });
    assert.equal(response.status, 200);
    assert.deepEqual(borrowed, ['t9']);
  });
});

test('"res.cookie(SESSION_COOKIE_NAME, id, SESSION_COOKIE) sends __Host-session=…; Path=/; HttpOnly; Secure; SameSite=Lax"', async () => {
  const { SESSION_COOKIE, SESSION_COOKIE_NAME } = await import('./session.js');
  const app = express();
  app.get('/sign-in', (_req, res) => res.cookie(SESSION_COOKIE_NAME, 'abc', SESSION_COOKIE).end());
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/sign-in`);
    assert.equal(response.headers.get('set-cookie'), '__Host-session=abc; Path=/; HttpOnly; Secure; SameSite=Lax');
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

test('"graphql-http 1.23.1" and "Express 5": the versions the page describes are the ones installed', () => {
  const require = createRequire(import.meta.url);
  const versionOf = (name) =>
    JSON.parse(readFileSync(path.join(path.dirname(require.resolve(name)), '..', 'package.json'), 'utf8')).version;
  assert.equal(versionOf('graphql-http'), '1.23.1');
  assert.equal(JSON.parse(readFileSync(require.resolve('express/package.json'), 'utf8')).version.split('.')[0], '5');
});

test('"A server that runs operations sent as text/plain can be made to run a mutation by a plain form, whose single field is named so that name, = and value together spell a JSON document"', async () => {
  // The form of the page, encoded as browsers encode text/plain forms: name=value and a line break.
  const page = readFileSync(new URL('../../../docs/guides/http-security.mdx', import.meta.url), 'utf8');
  const [, name, value] = /<input type="hidden" name='([^']*)' value='([^']*)' \/>/.exec(page);
  const formBody = `${name}=${value}\r\n`;
  assert.deepEqual(JSON.parse(formBody), { query: 'mutation { borrowTool(toolId: "t9") }', x: '=' });
  const borrowed = [];
  const rootValue = { borrowTool: ({ toolId }) => (borrowed.push(toolId), borrowed) };
  const app = express();
  // A server that reads text/plain as JSON, through a parseRequestParams of its own.
  app.all('/graphql', express.text(), createHandler({ schema, rootValue, parseRequestParams: (req) => JSON.parse(req.raw.body) }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: formBody,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(borrowed, ['t9']);
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"graphql-http reads the Content-Type header itself, so a body parser placed before it does not open that door"', async () => {
  const borrowed = [];
  const rootValue = { borrowTool: ({ toolId }) => (borrowed.push(toolId), borrowed) };
  const app = express();
  app.all('/graphql', express.json({ type: () => true }), createHandler({ schema, rootValue }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const post = (type) =>
      fetch(`http://127.0.0.1:${server.address().port}/graphql`, { method: 'POST', headers: { 'content-type': type }, body: borrow });
    assert.equal((await post('text/plain')).status, 415);
    assert.deepEqual(borrowed, []);
    // The parser and the handler together do run JSON: only the header kept the form out.
    assert.equal((await post('application/json')).status, 200);
    assert.deepEqual(borrowed, ['t9']);
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"A check that the origin starts with https://tools.example.org, or a regular expression without anchors, approves https://tools.example.org.attacker.example"', () => {
  const attacker = 'https://tools.example.org.attacker.example';
  assert.equal(attacker.startsWith('https://tools.example.org'), true);
  assert.equal(/https:\/\/tools\.example\.org/.test(attacker), true);
  assert.equal(/^https:\/\/tools\.example\.org$/.test(attacker), false);
  assert.equal(new Set(['https://tools.example.org']).has(attacker), false);
});

test('"Aliases do the same inside a single operation": one request runs a mutation field once per alias', async () => {
  await withBareServer(async (url, borrowed) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { a: borrowTool(toolId: "t1") b: borrowTool(toolId: "t2") c: borrowTool(toolId: "t3") }' }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(borrowed, ['t1', 't2', 't3']);
  });
});

test('"Express answers those with its default HTML error page, which, unless NODE_ENV is production, shows the parser\'s message and the stack trace, with the server\'s file paths. When the parser meets an unexpected character, that message quotes the body around it, up to ten characters on either side."', async () => {
  const secret = 'echo-me-0f3a';
  // A long body whose error comes late, at "near".
  const longBody = `{"password": "start-of-body", "padding": "${'x'.repeat(300)}", "query": near-the-error}`;
  const attempts = [
    ['application/json', `{"query": ${secret}`, 400],
    ['application/json', longBody, 400],
    ['application/json', JSON.stringify({ query: 'x'.repeat(2048) }), 413],
    ['application/json; charset=latin1', '{}', 415],
  ];
  const pages = {};
  const savedEnv = process.env.NODE_ENV;
  // Express logs each error it answers outside the "test" environment; the log is not the answer.
  const savedError = console.error;
  console.error = () => {};
  try {
    for (const env of ['development', 'production']) {
      process.env.NODE_ENV = env;
      const app = express();
      app.post('/', express.json({ limit: 1024 }), (_req, res) => res.end());
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        for (const [type, body, status] of attempts) {
          const response = await fetch(`http://127.0.0.1:${server.address().port}/`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          });
          assert.equal(response.status, status);
          assert.match(response.headers.get('content-type'), /^text\/html/);
          pages[`${env} ${status}${body === longBody ? ' long' : ''}`] = await response.text();
        }
      } finally {
        server.close();
        await once(server, 'close');
      }
    }
  } finally {
    console.error = savedError;
    if (savedEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = savedEnv;
  }
  // The part of the body that the message quotes, with "..." where it was cut.
  const quoted = (page) => {
    const [, excerpt] = /<pre>SyntaxError: [^,]*, (?:\.\.\.)?&quot;(.*?)&quot;(?:\.\.\.)? is not valid JSON/.exec(page);
    return excerpt.replaceAll('&quot;', '"').replaceAll('&#39;', "'");
  };
  assert.equal(quoted(pages['development 400']), `{"query": ${secret.slice(0, 10)}`);
  const longExcerpt = quoted(pages['development 400 long']);
  assert.ok(longBody.includes(longExcerpt) && longExcerpt.includes('"query": near'), longExcerpt);
  assert.ok(longExcerpt.length <= 21, longExcerpt);
  assert.doesNotMatch(pages['development 400 long'], /start-of-body/);
  assert.match(pages['development 413'], /PayloadTooLargeError: request entity too large/);
  assert.match(pages['development 415'], /unsupported charset &quot;LATIN1&quot;/);
  for (const status of [400, 413, 415]) {
    assert.match(pages[`development ${status}`], /node_modules\/body-parser|node_modules\/raw-body/, `stack trace, ${status}`);
    assert.doesNotMatch(pages[`production ${status}`], /echo-me|node_modules|Error:/, `production, ${status}`);
  }
  assert.doesNotMatch(pages['production 400 long'], /near-the-error|node_modules|Error:/);
  assert.match(pages['production 400'], /<pre>Bad Request<\/pre>/);
});
