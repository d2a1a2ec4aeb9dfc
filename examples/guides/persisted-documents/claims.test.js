// Claim tests of the persisted documents guide (docs/guides/persisted-documents.mdx): each test
// backs one sentence of the page's prose about graphql-http or graphql-js, quoted in its name, on
// graphql 17 and 16. The page's server is attacked in tests/examples/guides-persisted-documents.test.ts.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { test } from 'node:test';
import express from 'express';
import { buildSchema, execute, GraphQLError, parse, validate, versionInfo } from 'graphql';
import { parseRequestParams } from 'graphql-http';
import { createHandler } from 'graphql-http/lib/use/express';
import { documentIdOf } from './document-id.js';

const schema = buildSchema(`
  type Query { count(first: Int): Int }
  type Mutation { reset: Int }
`);
const rootValue = { count: ({ first }) => first ?? 0, reset: () => 0 };

async function withHandler(options, body) {
  const app = express();
  app.use(express.json());
  app.all('/graphql', createHandler({ schema, rootValue, ...options }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    server.close();
    await once(server, 'close');
  }
}

test('"graphql-http\'s own parseRequestParams … needs a query: without one it answers Missing query"', async () => {
  await assert.rejects(parseRequestParams({ method: 'GET', url: '/graphql?documentId=sha256:1', headers: {}, body: null }), {
    message: 'Missing query',
  });
  const params = await parseRequestParams({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: { query: 'stand-in', variables: { first: 1 }, operationName: 'Count' },
  });
  assert.deepEqual({ ...params }, { query: 'stand-in', variables: { first: 1 }, operationName: 'Count', extensions: undefined });
});

test('"when the parseRequestParams option returns parameters, graphql-http uses them instead of reading the request"', async () => {
  await withHandler({ parseRequestParams: () => ({ query: '{ count(first: 7) }' }) }, async (url) => {
    const response = await fetch(`${url}?query=${encodeURIComponent('{ count(first: 1) }')}`);
    assert.deepEqual(await response.json(), { data: { count: 7 } });
  });
});

test('"an error thrown by parseRequestParams is answered with 400 to a client that accepts application/graphql-response+json, and with 200 to one that accepts only application/json"', async () => {
  const parseRefusing = () => {
    throw new GraphQLError('Unknown persisted document.', { extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } });
  };
  await withHandler({ parseRequestParams: parseRefusing }, async (url) => {
    for (const [accept, status] of [
      ['application/graphql-response+json', 400],
      ['application/json', 200],
    ]) {
      const response = await fetch(url, { headers: { accept } });
      assert.equal(response.status, status, accept);
      assert.deepEqual(await response.json(), {
        errors: [{ message: 'Unknown persisted document.', extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } }],
      });
    }
  });
});

test('"execution arguments returned by onSubscribe are run as they are: graphql-http neither parses nor validates them", and "still refuses a mutation over GET"', async () => {
  const calls = [];
  const prepared = new Map([
    ['count', parse('{ count(first: 3) }')],
    ['reset', parse('mutation { reset }')],
  ]);
  const options = {
    parse: (...args) => (calls.push('parse'), parse(...args)),
    validate: (...args) => (calls.push('validate'), validate(...args)),
    onSubscribe: (_req, params) => ({ schema, document: prepared.get(params.query) }),
  };
  await withHandler(options, async (url) => {
    const count = await fetch(`${url}?query=count`);
    assert.deepEqual(await count.json(), { data: { count: 3 } });
    const reset = await fetch(`${url}?query=reset`);
    assert.equal(reset.status, 405);
    assert.deepEqual(await reset.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });
    assert.deepEqual(calls, []);
  });
});

test('"execute coerces the variables: a value of the wrong type is an error that names the variable, and no resolver runs"', async () => {
  let ran = false;
  const result = await execute({
    schema,
    document: parse('query ($first: Int) { count(first: $first) }'),
    rootValue: { count: () => (ran = true) },
    variableValues: { first: 'all' },
  });
  assert.equal(result.data, undefined);
  const expected =
    versionInfo.major === 17
      ? /^Variable "\$first" has invalid value: Int cannot represent non-integer value: "all"$/
      : /^Variable "\$first" got invalid value "all"; Int cannot represent non-integer value: "all"$/;
  assert.match(result.errors[0].message, expected);
  assert.equal(ran, false);
});

test('"the SHA-256 of its exact text, in hexadecimal", so "one changed character changes the id"', () => {
  // The standard digest of the empty string: any other SHA-256 tool computes the same ids.
  assert.equal(documentIdOf(''), 'sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.notEqual(documentIdOf('{ count }'), documentIdOf('{ count } '));
  assert.match(documentIdOf('{ count }'), /^sha256:[0-9a-f]{64}$/);
});

test('"graphql-http removes white space from the Content-Type before comparing it, so it reads a body sent as application/ json, which express.json leaves alone"', async () => {
  const bodies = [];
  const app = express();
  app.use(express.json());
  app.all('/graphql', (req, _res, next) => (bodies.push(req.body), next()), createHandler({ schema, rootValue }));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/ json' },
      body: JSON.stringify({ query: '{ count(first: 5) }' }),
    });
    assert.deepEqual(bodies, [undefined]);
    assert.deepEqual(await response.json(), { data: { count: 5 } });
  } finally {
    server.close();
    await once(server, 'close');
  }
});

test('"Express\'s default page would quote the body around the error and show the stack trace (unless NODE_ENV is production)", for a body express.json cannot read', async () => {
  const pages = {};
  for (const env of ['development', 'production']) {
    const app = express();
    app.set('env', env);
    app.use(express.json());
    app.post('/graphql', (_req, res) => res.json({}));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    // Express logs the error outside production; the page is what this test looks at.
    const consoleError = console.error;
    console.error = () => {};
    try {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": echo-me-0f3a',
      });
      pages[env] = [response.status, await response.text()];
    } finally {
      server.close();
      await once(server, 'close');
      console.error = consoleError;
    }
  }
  assert.equal(pages.development[0], 400);
  // The page shows JSON.parse's message, which quotes the text around the error, not the whole body.
  assert.match(pages.development[1], /echo-me-0f&quot;\.\.\. is not valid JSON/);
  assert.doesNotMatch(pages.development[1], /echo-me-0f3a/);
  assert.match(pages.development[1], /node_modules[/\\]body-parser/);
  assert.equal(pages.production[0], 400);
  assert.doesNotMatch(pages.production[1], /echo-me-0f3a|node_modules/);
});
