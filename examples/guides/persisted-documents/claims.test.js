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

test('"graphql-http removes white space from the Content-Type before comparing it, so it takes a body sent as application/ json as JSON, one that express.json leaves alone by default and graphql-http would then read itself, with no size limit"; with type: () => true, express.json reads it', async () => {
  const padded = JSON.stringify({ query: '{ count(first: 5) }', padding: 'x'.repeat(1_000) });
  async function post(jsonOptions) {
    const bodies = [];
    const app = express();
    app.use(express.json({ limit: 100, ...jsonOptions }));
    app.all('/graphql', (req, _res, next) => (bodies.push(req.body), next()), createHandler({ schema, rootValue }));
    app.use((error, _req, res, _next) => res.status(error.status).json({ errors: [{ message: error.type }] }));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/ json' },
        body: padded,
      });
      return { bodies, status: response.status, body: await response.json() };
    } finally {
      server.close();
      await once(server, 'close');
    }
  }
  // By default: express.json leaves the body, ten times its limit, to graphql-http, which runs it.
  assert.deepEqual(await post({}), { bodies: [undefined], status: 200, body: { data: { count: 5 } } });
  assert.deepEqual(await post({ type: () => true }), {
    bodies: [],
    status: 413,
    body: { errors: [{ message: 'entity.too.large' }] },
  });
});

test('"Express\'s default page would show the stack trace and the parser\'s message, which can quote the body, unless NODE_ENV is production", for a body express.json cannot read', async () => {
  const pages = {};
  const nodeEnv = process.env.NODE_ENV;
  // Express reads NODE_ENV when the application is created; its error page logs outside production.
  const consoleError = console.error;
  console.error = () => {};
  try {
    for (const env of ['development', 'production']) {
      process.env.NODE_ENV = env;
      const app = express();
      app.use(express.json());
      app.post('/graphql', (_req, res) => res.json({}));
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        pages[env] = [];
        for (const body of ['{"query": echo-me-0f3a', '{"query": "echo-me-0f3a" }}']) {
          const response = await fetch(`http://127.0.0.1:${server.address().port}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          pages[env].push([response.status, await response.text()]);
        }
      } finally {
        server.close();
        await once(server, 'close');
      }
    }
  } finally {
    console.error = consoleError;
    if (nodeEnv === undefined) {
      delete process.env.NODE_ENV;
    } else {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const [[quotedStatus, quoted], [unquotedStatus, unquoted]] = pages.development;
  assert.equal(quotedStatus, 400);
  // JSON.parse's message quotes the text around an unexpected token, not the whole body.
  assert.match(quoted, /echo-me-0f&quot;\.\.\. is not valid JSON/);
  assert.doesNotMatch(quoted, /echo-me-0f3a/);
  assert.match(quoted, /node_modules[/\\]body-parser/);
  // Other syntax errors give only a position.
  assert.equal(unquotedStatus, 400);
  assert.match(unquoted, /JSON at position \d+/);
  assert.doesNotMatch(unquoted, /echo-me/);
  assert.match(unquoted, /node_modules[/\\]body-parser/);
  for (const [status, page] of pages.production) {
    assert.equal(status, 400);
    assert.doesNotMatch(page, /echo-me|node_modules|JSON/);
  }
});
