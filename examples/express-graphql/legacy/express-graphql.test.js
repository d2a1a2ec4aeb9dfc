// Claim tests of the express-graphql column of Migrating from express-graphql
// (docs/tutorials/express-graphql.mdx). express-graphql 0.12.0 accepts graphql 14 or 15 only, so
// this folder is an npm workspace of its own: it installs express-graphql and graphql 15 in its
// own node_modules, while Express 5 comes from the project's. tests/examples/express-graphql.test.ts
// runs this file. Each test name quotes the cell it backs; servers listen on 127.0.0.1 on a port
// the system picks and are closed by the test that started them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import express from 'express';
import { graphqlHTTP } from 'express-graphql';
import { buildSchema, versionInfo } from 'graphql';

const require = createRequire(import.meta.url);

const schema = buildSchema(`
  type Query {
    libraryName: String!
    count(n: Int!): Int
  }
  type Subscription {
    toolReturned: String
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  count: ({ n }) => n,
  toolReturned: () => 'resolved once, as a query field',
};

async function withServer(mount, body) {
  const app = express();
  mount(app, graphqlHTTP({ schema, rootValue }));
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    await body(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const mountedWithUse = (app, handler) => app.use('/graphql', handler);

function postJson(url, payload) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
}

function packageJsonOf(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
}

test('"The express-graphql column describes its last release, 0.12.0, with graphql 15", run on Express 5', () => {
  assert.equal(packageJsonOf('express-graphql').version, '0.12.0');
  assert.equal(versionInfo.major, 15);
  assert.equal(packageJsonOf('express').version.split('.')[0], '5');
});

test('"declares a peer dependency on graphql ^14.7.0 || ^15.3.0 only"', () => {
  assert.deepEqual(packageJsonOf('express-graphql').peerDependencies, { graphql: '^14.7.0 || ^15.3.0' });
});

test('"Request bodies: JSON, application/x-www-form-urlencoded and application/graphql"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const url = `${origin}/graphql`;
    const expected = { data: { libraryName: 'Elm Street Tool Library' } };
    const json = await postJson(url, { query: '{ libraryName }' });
    assert.equal(json.status, 200);
    assert.deepEqual(await json.json(), expected);
    const form = await fetch(url, { method: 'POST', body: new URLSearchParams({ query: '{ libraryName }' }) });
    assert.equal(form.status, 200);
    assert.deepEqual(await form.json(), expected);
    const graphqlBody = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/graphql' }, body: '{ libraryName }' });
    assert.equal(graphqlBody.status, 200);
    assert.deepEqual(await graphqlBody.json(), expected);
  });
});

test('"parameters also read from the query string of a POST"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const query = new URLSearchParams({ query: 'query ($n: Int!) { count(n: $n) }', variables: '{"n":3}' });
    const response = await fetch(`${origin}/graphql?${query}`, { method: 'POST' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { data: { count: 3 } });
  });
});

test('"Syntax and validation errors: Status 400"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const syntax = await postJson(`${origin}/graphql`, { query: '{ libraryName' });
    assert.equal(syntax.status, 400);
    assert.match((await syntax.json()).errors[0].message, /^Syntax Error/);
    const validation = await postJson(`${origin}/graphql`, { query: '{ noSuchField }' });
    assert.equal(validation.status, 400);
    assert.equal((await validation.json()).errors[0].message, 'Cannot query field "noSuchField" on type "Query".');
  });
});

test('"Result without data (a variable of the wrong type, for instance): Status 500"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const response = await postJson(`${origin}/graphql`, { query: 'query ($n: Int!) { count(n: $n) }', variables: { n: 'three' } });
    assert.equal(response.status, 500);
    const body = await response.json();
    assert.equal('data' in body, false);
    assert.match(body.errors[0].message, /^Variable "\$n" got invalid value "three"/);
  });
});

test('"Usually mounted with app.use, which also matched sub-paths"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const response = await postJson(`${origin}/graphql/anything`, { query: '{ libraryName }' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library' } });
  });
});

test('"Subscriptions: A subscription operation sent over HTTP is executed once, like a query, and answered with a single result"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    const response = await postJson(`${origin}/graphql`, { query: 'subscription { toolReturned }' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { data: { toolReturned: 'resolved once, as a query field' } });
  });
});

test('"@defer, @stream: Unknown directives with graphql 15: status 400"', async () => {
  await withServer(mountedWithUse, async (origin) => {
    for (const [query, directive] of [
      ['{ ... @defer { libraryName } }', 'defer'],
      ['{ libraryName @stream }', 'stream'],
    ]) {
      const response = await postJson(`${origin}/graphql`, { query });
      assert.equal(response.status, 400);
      assert.deepEqual(
        (await response.json()).errors.map((error) => error.message),
        [`Unknown directive "@${directive}".`],
      );
    }
  });
});

test('"No context: express-graphql passed the Express request to resolvers"', async () => {
  const app = express();
  const contextSchema = buildSchema('type Query { contextIsRequest: Boolean }');
  let request;
  app.use('/graphql', (req, _res, next) => {
    request = req;
    next();
  });
  app.use('/graphql', graphqlHTTP({ schema: contextSchema, rootValue: { contextIsRequest: (_args, context) => context === request } }));
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    const response = await postJson(`http://127.0.0.1:${server.address().port}/graphql`, { query: '{ contextIsRequest }' });
    assert.deepEqual(await response.json(), { data: { contextIsRequest: true } });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('"options as a function (request, response, params)"', async () => {
  const calls = [];
  const app = express();
  app.use(
    '/graphql',
    graphqlHTTP((request, response, params) => {
      calls.push({ typeOfRequestUrl: typeof request.url, typeOfResponseSetHeader: typeof response.setHeader, query: params.query });
      return { schema, rootValue };
    }),
  );
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    const response = await postJson(`http://127.0.0.1:${server.address().port}/graphql`, { query: '{ libraryName }' });
    assert.equal(response.status, 200);
    assert.deepEqual(calls, [{ typeOfRequestUrl: 'string', typeOfResponseSetHeader: 'function', query: '{ libraryName }' }]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the options table names options that express-graphql 0.12.0 declares', () => {
  const declarations = readFileSync(require.resolve('express-graphql/index.d.ts'), 'utf8');
  const declared = new Set([...declarations.matchAll(/^ {4}(\w+)\?:/gm)].map((match) => match[1]));
  for (const option of [
    'schema',
    'rootValue',
    'context',
    'validationRules',
    'customValidateFn',
    'customExecuteFn',
    'customParseFn',
    'customFormatErrorFn',
    'formatError',
    'extensions',
    'fieldResolver',
    'typeResolver',
    'graphiql',
    'pretty',
  ]) {
    assert.ok(declared.has(option) || new RegExp(`^ {4}${option}:`, 'm').test(declarations), option);
  }
});
