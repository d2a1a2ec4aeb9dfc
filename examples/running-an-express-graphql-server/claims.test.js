// Claim tests of Running an Express GraphQL server
// (docs/tutorials/running-an-express-graphql-server.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16. Servers listen on
// 127.0.0.1, on a port the system picks, and are closed by the test that started them.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import express from 'express';
import * as graphqlModule from 'graphql';
import { buildSchema, execute, GraphQLError, parse, specifiedRules, validate, versionInfo } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import semver from 'semver';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);

function manifestOf(name) {
  // Looked up in the folders Node.js searches, not resolved: on the graphql 16 run a resolve hook
  // sends `graphql` to graphql-16, and this asks for the package installed under the name.
  for (const folder of require.resolve.paths(name) ?? []) {
    const manifest = path.join(folder, name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8'));
  }
  throw new Error(`${name} is not installed`);
}

const schema = buildSchema(`
  type Query {
    libraryName: String!
    toolNames(category: String): [String!]!
  }
  type Mutation {
    borrowTool(name: String!): String!
  }
  type Subscription {
    toolReturned: String!
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  toolNames: (args) => (args.category === 'power' ? ['Cordless drill'] : ['Cordless drill', 'Hand plane']),
  borrowTool: ({ name }) => `Borrowed ${name}.`,
};

/** Starts `app` on 127.0.0.1 and a free port, runs `body` with its /graphql address, and closes it. */
async function withApp(app, body) {
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function appWith(handlerOptions) {
  const app = express();
  app.all('/graphql', createHandler({ schema, rootValue, ...handlerOptions }));
  return app;
}

function post(url, body, headers = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

test('"Express 5.3 declares Node.js 18 or later in its engines, which graphql 17\'s own requirement already covers"', () => {
  assert.ok(semver.satisfies(manifestOf('express').version, '~5.3.0'));
  assert.equal(manifestOf('express').engines.node, '>= 18');
  assert.ok(semver.subset(manifestOf('graphql').engines.node, manifestOf('express').engines.node));
});

test('"graphql-http works with graphql 16 and 17 alike (its peer dependency accepts any graphql up to 17)"', () => {
  const range = manifestOf('graphql-http').peerDependencies.graphql;
  assert.equal(range, '>=0.11 <=17');
  for (const version of ['16.15.0', '17.1.0', '17.99.0']) {
    assert.ok(semver.satisfies(version, range), version);
  }
  assert.equal(semver.satisfies('18.0.0', range), false);
});

test('"graphql-js passes the arguments of a field to its resolver as one object"', async () => {
  let received;
  const result = await graphqlModule.graphql({
    schema,
    source: '{ toolNames(category: "power") }',
    rootValue: { toolNames: (...args) => ((received = args), []) },
  });
  assert.equal(result.errors, undefined);
  assert.deepEqual({ ...received[0] }, { category: 'power' });
});

test('"createHandler returns an ordinary Express request handler"; it "writes a response with the right status code and content type"', async () => {
  const handler = createHandler({ schema, rootValue });
  assert.equal(typeof handler, 'function');
  await withApp(appWith(), async (url) => {
    const response = await post(url, { query: '{ libraryName }' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library' } });
  });
});

test('"POST with a JSON body, for queries and mutations"; "GET with the request in the query string, for queries only"', async () => {
  await withApp(appWith(), async (url) => {
    const mutation = await post(url, { query: 'mutation { borrowTool(name: "Step ladder") }' });
    assert.equal(mutation.status, 200);
    assert.deepEqual(await mutation.json(), { data: { borrowTool: 'Borrowed Step ladder.' } });

    const query = new URLSearchParams({
      query: 'query Tools($category: String) { toolNames(category: $category) }',
      variables: JSON.stringify({ category: 'power' }),
      operationName: 'Tools',
      extensions: JSON.stringify({}),
    });
    const get = await fetch(`${url}?${query}`);
    assert.equal(get.status, 200);
    assert.deepEqual(await get.json(), { data: { toolNames: ['Cordless drill'] } });
  });
});

test('"graphql-http refuses mutations over GET (with 405 Method Not Allowed and Allow: POST)"', async () => {
  let borrowed = 0;
  const app = appWith({ rootValue: { ...rootValue, borrowTool: () => String((borrowed += 1)) } });
  await withApp(app, async (url) => {
    const response = await fetch(`${url}?${new URLSearchParams({ query: 'mutation { borrowTool(name: "Saw") }' })}`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.deepEqual(await response.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });
  });
  assert.equal(borrowed, 0);
});

test('"app.all sends every method to the handler"; "any other method gets 405 with an Allow: GET, POST header, without the request reaching graphql-js"', async () => {
  const parsed = [];
  const app = appWith({ parse: (text) => (parsed.push(text), parse(text)) });
  await withApp(app, async (url) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) {
      const body = method === 'HEAD' ? undefined : '{"query":"{ libraryName }"}';
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, POST', method);
    }
  });
  assert.deepEqual(parsed, []);
});

test('"the server listens on 127.0.0.1"; "leave the host out" to accept connections from elsewhere; "PORT=0 asks the operating system for any free port"', async () => {
  for (const host of ['127.0.0.1', undefined]) {
    const app = express();
    const server = await new Promise((resolve, reject) => {
      const callback = (error) => (error ? reject(error) : resolve(listening));
      const listening = host === undefined ? app.listen(0, callback) : app.listen(0, host, callback);
    });
    try {
      const { address, port } = server.address();
      assert.ok(port > 0);
      if (host === undefined) {
        assert.ok(['::', '0.0.0.0'].includes(address), address);
      } else {
        assert.equal(address, '127.0.0.1');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
});

test('"In Express 5, app.listen also calls its callback when listening fails, such as when the port is already taken, with the error as the argument"', async () => {
  await withApp(express(), async (url) => {
    const port = Number(new URL(url).port);
    const error = await new Promise((resolve) => {
      const second = express().listen(port, '127.0.0.1', (listenError) => {
        second.close();
        resolve(listenError);
      });
    });
    assert.equal(error?.code, 'EADDRINUSE');
  });
});

test('"It accepts GET ... and POST with a JSON body holding the same keys. Other content types get 415 Unsupported Media Type."', async () => {
  await withApp(appWith(), async (url) => {
    const withKeys = await post(url, {
      query: 'query Tools($category: String) { toolNames(category: $category) }',
      variables: { category: 'power' },
      operationName: 'Tools',
      extensions: {},
    });
    assert.deepEqual(await withKeys.json(), { data: { toolNames: ['Cordless drill'] } });
    for (const contentType of ['application/graphql', 'application/x-www-form-urlencoded', 'text/plain']) {
      const response = await post(url, '{ libraryName }', { 'content-type': contentType });
      assert.equal(response.status, 415, contentType);
    }
  });
});

test('"A client that sends Accept: application/graphql-response+json receives that media type, and a request that fails to parse or validate comes back with status 400"', async () => {
  await withApp(appWith(), async (url) => {
    const accept = { accept: 'application/graphql-response+json' };
    const fine = await post(url, { query: '{ libraryName }' }, accept);
    assert.equal(fine.status, 200);
    assert.equal(fine.headers.get('content-type'), 'application/graphql-response+json; charset=utf-8');
    for (const query of ['{ libraryName', '{ toolCount }']) {
      const response = await post(url, { query }, accept);
      assert.equal(response.status, 400, query);
      assert.equal(response.headers.get('content-type'), 'application/graphql-response+json; charset=utf-8');
      assert.equal((await response.json()).data, undefined);
    }
  });
});

test('"Clients that only accept application/json keep getting 200 for those"', async () => {
  await withApp(appWith(), async (url) => {
    for (const query of ['{ libraryName', '{ toolCount }']) {
      const response = await post(url, { query }, { accept: 'application/json' });
      assert.equal(response.status, 200, query);
      assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.ok((await response.json()).errors.length > 0);
    }
  });
});

test('"a client that accepts neither gets 406 Not Acceptable"; "When the header names both, graphql-http takes the one listed first and ignores q weights"; "A variable of the wrong type ... gets 200 with either media type"', async () => {
  const GRAPHQL_RESPONSE = 'application/graphql-response+json';
  await withApp(appWith(), async (url) => {
    for (const accept of ['text/html', 'application/xml, text/plain']) {
      const refused = await post(url, { query: '{ libraryName }' }, { accept });
      assert.equal(refused.status, 406, accept);
      await refused.arrayBuffer();
    }
    for (const [accept, mediaType, status] of [
      [`${GRAPHQL_RESPONSE}, application/json`, GRAPHQL_RESPONSE, 400],
      [`application/json, ${GRAPHQL_RESPONSE}`, 'application/json', 200],
      [`application/json;q=0.1, ${GRAPHQL_RESPONSE}`, 'application/json', 200],
      [`${GRAPHQL_RESPONSE};q=0, application/json`, GRAPHQL_RESPONSE, 400],
      [`*/*, ${GRAPHQL_RESPONSE}`, 'application/json', 200],
    ]) {
      const response = await post(url, { query: '{ toolCount }' }, { accept });
      assert.equal(response.headers.get('content-type'), `${mediaType}; charset=utf-8`, accept);
      assert.equal(response.status, status, accept);
      await response.arrayBuffer();
    }
    for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
      const response = await post(
        url,
        { query: 'query ($category: String) { toolNames(category: $category) }', variables: { category: 3 } },
        { accept },
      );
      assert.equal(response.status, 200, accept);
      const body = await response.json();
      assert.equal(body.data, undefined);
      assert.match(body.errors[0].message, /^Variable "\$category"/);
    }
  });
});

test('"It calls graphql-js\'s parse, validate (with specifiedRules) and execute. Each one can be replaced through an option of the same name."', async () => {
  const calls = [];
  const app = appWith({
    parse: (text) => (calls.push(['parse', text]), parse(text)),
    validate: (s, document, rules) => (calls.push(['validate', rules]), validate(s, document, rules)),
    execute: (args) => (calls.push(['execute', args.document.kind]), execute(args)),
  });
  await withApp(app, async (url) => {
    const response = await post(url, { query: '{ libraryName }' });
    assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library' } });
  });
  assert.deepEqual(
    calls.map(([name]) => name),
    ['parse', 'validate', 'execute'],
  );
  assert.equal(calls[0][1], '{ libraryName }');
  assert.deepEqual(calls[1][1], [...specifiedRules]);
  assert.equal(calls[2][1], 'Document');
});

test('"Subscriptions need a long-lived connection; the handler answers them with an error"', async () => {
  await withApp(appWith(), async (url) => {
    const response = await post(url, { query: 'subscription { toolReturned }' }, { accept: 'application/graphql-response+json' });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errors: [{ message: 'Subscriptions are not supported' }] });
  });
});

test('the options table: schema and context may be functions of the request, validationRules are added, formatError rewrites each error, onSubscribe and onOperation run before and after execution, parseRequestParams reads the request', async () => {
  const order = [];
  const refuseTypename = (context) => ({
    Field(node) {
      if (node.name.value === '__typename') {
        context.reportError(new GraphQLError('No __typename here.', { nodes: node }));
      }
    },
  });
  const app = appWith({
    schema: (req) => (order.push(`schema ${req.method}`), schema),
    rootValue: { libraryName: (_args, context) => `Library of ${context.caller}` },
    context: (req) => ({ caller: req.headers['x-caller'] }),
    validationRules: [refuseTypename],
    formatError: (error) => new GraphQLError(`[formatted] ${error.message}`),
    onSubscribe: () => void order.push('onSubscribe'),
    onOperation: (_req, _args, result) => (order.push('onOperation'), { ...result, extensions: { seen: true } }),
    parseRequestParams: (req) => (req.method === 'GET' && req.url.endsWith('?name') ? { query: '{ libraryName }' } : undefined),
  });
  await withApp(app, async (url) => {
    const response = await post(url, { query: '{ libraryName }' }, { 'x-caller': 'Ines' });
    assert.deepEqual(await response.json(), { data: { libraryName: 'Library of Ines' }, extensions: { seen: true } });
    assert.deepEqual(order, ['onSubscribe', 'schema POST', 'onOperation']);

    const refused = await post(url, { query: '{ __typename toolCount }' });
    assert.deepEqual(
      (await refused.json()).errors.map((error) => error.message),
      ['[formatted] No __typename here.', '[formatted] Cannot query field "toolCount" on type "Query".'],
    );

    const custom = await fetch(`${url}?name`, { headers: { 'x-caller': 'Tomasz' } });
    assert.deepEqual(await custom.json(), { data: { libraryName: 'Library of Tomasz' }, extensions: { seen: true } });
  });
});

test('"a schema built by one copy is not accepted by another"', async () => {
  // The other copy: graphql 16 when this run's `graphql` is 17, and 17 when it is 16. Imported by
  // file, past the resolve hook that maps `graphql` to graphql-16.
  const otherEntry = is17
    ? pathToFileURL(path.join(path.dirname(require.resolve('graphql-16')), 'index.mjs'))
    : pathToFileURL(path.join(path.dirname(require.resolve('graphql-16')), '..', 'graphql', 'index.mjs'));
  const other = await import(otherEntry.href);
  assert.notEqual(other.versionInfo.major, versionInfo.major);
  const foreignSchema = other.buildSchema('type Query { libraryName: String }');
  const app = express();
  app.all('/graphql', createHandler({ schema: foreignSchema, rootValue }));
  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args.map(String).join(' '));
  try {
    await withApp(app, async (url) => {
      const response = await post(url, { query: '{ libraryName }' });
      assert.equal(response.status, 500);
    });
  } finally {
    console.error = consoleError;
  }
  assert.equal(logged.length, 1);
  // graphql 17 checks with a plain instanceof unless development mode is on; graphql 16's
  // development checks, on unless NODE_ENV is 'production', name the cause.
  assert.match(
    logged[0],
    is17
      ? /^Internal error occurred during request handling\. .*Error: Expected .* to be a GraphQL schema\.$/s
      : /^Internal error occurred during request handling\. .*Error: Cannot use GraphQLSchema .* from another module or realm\./s,
  );
});
