// Claim tests of GraphQL clients (docs/tutorials/graphql-clients.mdx): each test backs one
// sentence of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16. The
// server is the previous page's setup (Express 5 and graphql-http), started on 127.0.0.1 and a
// free port, and closed by the test.
import assert from 'node:assert/strict';
import { createServer, maxHeaderSize } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import express from 'express';
import { buildSchema, GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const require = createRequire(import.meta.url);

const schema = buildSchema(`
  type Query {
    libraryName: String!
    toolNames(category: String): [String!]!
    inventoryReport: String
    requiredReport: String!
  }
  type Mutation {
    borrowTool(name: String!): String!
  }
`);

const resolved = [];
const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  toolNames: ({ category }) => {
    resolved.push(category);
    return category === 'hand' ? ['Hand plane'] : [`category ${JSON.stringify(category)}`];
  },
  inventoryReport: () => {
    throw new Error('The inventory service is down.');
  },
  requiredReport: () => {
    throw new Error('The inventory service is down.');
  },
  borrowTool: ({ name }) => `Borrowed ${name}.`,
};

let server;
let url;

before(async () => {
  const app = express();
  app.all('/graphql', createHandler({ schema, rootValue }));
  server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  url = `http://127.0.0.1:${server.address().port}/graphql`;
});

after(() => new Promise((resolve) => server.close(resolve)));

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** POSTs a GraphQL request as client.js does, and returns the status, content type and body. */
async function send(body, { accept = `${GRAPHQL_RESPONSE}, application/json`, contentType = 'application/json' } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, accept },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    allow: response.headers.get('allow'),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

test('"a request is a small JSON object with up to four members": query, variables, operationName, extensions; query is required', async () => {
  const all = await send({
    query: 'query ToolsIn($category: String) { toolNames(category: $category) } query Name { libraryName }',
    variables: { category: 'hand' },
    operationName: 'ToolsIn',
    extensions: { persistedQuery: null },
  });
  assert.deepEqual(all.body, { data: { toolNames: ['Hand plane'] } });
  const missing = await send({ variables: {} });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body, { errors: [{ message: 'Missing query' }] });
});

test('"POST works for queries and mutations alike"', async () => {
  assert.deepEqual((await send({ query: '{ libraryName }' })).body, { data: { libraryName: 'Elm Street Tool Library' } });
  assert.deepEqual((await send({ query: 'mutation { borrowTool(name: "Saw") }' })).body, {
    data: { borrowTool: 'Borrowed Saw.' },
  });
});

test('"Queries (not mutations) can also be sent with GET, each member URL-encoded in the query string and variables encoded as JSON"', async () => {
  const query = new URLSearchParams({
    query: 'query ToolsIn($category: String) { toolNames(category: $category) }',
    variables: JSON.stringify({ category: 'hand' }),
  });
  const get = await fetch(`${url}?${query}`);
  assert.equal(get.status, 200);
  assert.deepEqual(await get.json(), { data: { toolNames: ['Hand plane'] } });
  const mutation = await fetch(`${url}?${new URLSearchParams({ query: 'mutation { borrowTool(name: "Saw") }' })}`);
  assert.equal(mutation.status, 405);
});

test('"servers limit URL length (the Node.js HTTP server under Express answers 431 once the request line and headers pass 16 KiB), so POST is the usual default"', async () => {
  const query = 'query ToolsIn($category: String) { toolNames(category: $category) }';
  const category = 'x'.repeat(20_000);
  assert.equal(maxHeaderSize, 16 * 1024);
  const get = await fetch(`${url}?${new URLSearchParams({ query, variables: JSON.stringify({ category }) })}`);
  assert.equal(get.status, 431);
  const posted = await send({ query, variables: { category } });
  assert.equal(posted.status, 200);
  assert.deepEqual(posted.body, { data: { toolNames: [`category ${JSON.stringify(category)}`] } });
});

test('Node.js has a global fetch, "which is all a JavaScript client needs"', async () => {
  assert.equal(typeof fetch, 'function');
  assert.deepEqual((await send({ query: '{ libraryName }' })).body, { data: { libraryName: 'Elm Street Tool Library' } });
});

test('"The accept header lists the official GraphQL response media type first ... and plain JSON second, for servers that predate it"', async () => {
  const both = await send({ query: '{ libraryName }' });
  assert.equal(both.contentType, `${GRAPHQL_RESPONSE}; charset=utf-8`);
  // A server that knows only JSON: it ignores the first media type and answers with the second.
  const jsonOnly = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: { accept: req.headers.accept } }));
  });
  await new Promise((resolve) => jsonOnly.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${jsonOnly.address().port}/`, {
      method: 'POST',
      headers: { accept: `${GRAPHQL_RESPONSE}, application/json` },
      body: '{}',
    });
    assert.deepEqual(await response.json(), { data: { accept: `${GRAPHQL_RESPONSE}, application/json` } });
  } finally {
    await new Promise((resolve) => jsonOnly.close(resolve));
  }
});

test('"no value can change the structure of the query, whatever characters it contains"', async () => {
  const hostile = '") { __typename } toolNames(category: "x';
  const result = await send({
    query: 'query ToolsIn($category: String) { toolNames(category: $category) }',
    variables: { category: hostile },
  });
  assert.deepEqual(result.body, { data: { toolNames: [`category ${JSON.stringify(hostile)}`] } });
});

test('"A variable declaration can have a default, used when the client leaves the variable out"', async () => {
  const query = 'query ToolsIn($category: String = "hand") { toolNames(category: $category) }';
  assert.deepEqual((await send({ query })).body, { data: { toolNames: ['Hand plane'] } });
  assert.deepEqual((await send({ query, variables: { category: 'power' } })).body, {
    data: { toolNames: ['category "power"'] },
  });
});

test('"ToolsIn 42 ... The server refuses the whole operation before any resolver runs: there is an error and no data"', async () => {
  resolved.length = 0;
  const result = await send({
    query: 'query ToolsIn($category: String) { libraryName toolNames(category: $category) }',
    variables: { category: 42 },
  });
  assert.equal(result.status, 200);
  assert.equal(result.body.data, undefined);
  assert.equal(result.body.errors.length, 1);
  assert.deepEqual(resolved, []);
});

test('"With several operations and no name ... graphql-http answers 400 with the message Unable to detect operation AST" (200 for a client accepting only JSON)', async () => {
  const query = 'query LibraryName { libraryName } query ToolsIn { toolNames }';
  const refused = await send({ query });
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body, { errors: [{ message: 'Unable to detect operation AST' }] });
  assert.equal((await send({ query }, { accept: 'application/json' })).status, 200);
  assert.deepEqual((await send({ query, operationName: 'LibraryName' })).body, {
    data: { libraryName: 'Elm Street Tool Library' },
  });
});

test('the status table: 200 with data, 200 with data and errors, 200 with errors only, 400 with errors only', async () => {
  const ok = await send({ query: '{ libraryName }' });
  assert.deepEqual([ok.status, Object.keys(ok.body)], [200, ['data']]);

  const partial = await send({ query: '{ libraryName inventoryReport }' });
  assert.deepEqual([partial.status, Object.keys(partial.body).sort()], [200, ['data', 'errors']]);
  assert.deepEqual(partial.body.errors[0].path, ['inventoryReport']);
  assert.equal(partial.body.data.inventoryReport, null);

  const coercion = await send({ query: 'query ($c: String) { toolNames(category: $c) }', variables: { c: 42 } });
  assert.deepEqual([coercion.status, Object.keys(coercion.body)], [200, ['errors']]);

  for (const body of [{ query: '{ libraryName' }, { query: '{ toolCount }' }, { query: 42 }, '{"query": ']) {
    const refused = await send(body);
    assert.deepEqual([refused.status, Object.keys(refused.body)], [400, ['errors']], JSON.stringify(body));
  }
});

test('the status table: "405, 406, 415: empty, or a short errors list": "Wrong method (a mutation over GET included), unacceptable accept header, or a content-type other than JSON (a body sent as JSON that does not parse gets 400)"', async () => {
  const getMutation = await fetch(`${url}?${new URLSearchParams({ query: 'mutation { borrowTool(name: "Saw") }' })}`);
  assert.equal(getMutation.status, 405);
  assert.deepEqual(await getMutation.json(), { errors: [{ message: 'Cannot perform mutations over GET' }] });

  const put = await fetch(url, { method: 'PUT' });
  assert.deepEqual([put.status, await put.text()], [405, '']);

  const unacceptable = await send({ query: '{ libraryName }' }, { accept: 'text/html' });
  assert.deepEqual([unacceptable.status, unacceptable.body], [406, undefined]);

  const notJson = await send('query={ libraryName }', { contentType: 'application/x-www-form-urlencoded' });
  assert.deepEqual([notJson.status, notJson.body], [415, undefined]);
  const unparsable = await send('{"query": ');
  assert.deepEqual([unparsable.status, unparsable.body], [400, { errors: [{ message: 'Unparsable JSON body' }] }]);
});

test('"graphql-http 1.23 sends any result that execution returned with 200, and only the errors it finds before execution with 400"', async () => {
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('graphql-http')), '..', 'package.json'), 'utf8'));
  assert.match(manifest.version, /^1\.23\./);
  // A result without data, straight from execution (a variable that fails coercion): 200.
  const coercion = await send({ query: 'query ($c: String!) { toolNames(category: $c) }', variables: {} });
  assert.equal(coercion.status, 200);
  assert.equal(coercion.body.data, undefined);
  // A result whose data is null, from execution: 200 as well.
  const nullData = await send({ query: '{ requiredReport }' });
  assert.equal(nullData.status, 200);
  assert.equal(nullData.body.data, null);
  // Errors found before execution: 400.
  for (const query of ['{ libraryName', '{ toolCount }', 'query A { libraryName } query B { libraryName }']) {
    assert.equal((await send({ query })).status, 400, query);
  }
});

test('"Each error is an object with a message, usually locations, a path for field errors and sometimes extensions"; on the wire the GraphQLFormattedError shape', async () => {
  const fieldError = (await send({ query: '{ inventoryReport }' })).body.errors[0];
  assert.deepEqual(Object.keys(fieldError), ['message', 'locations', 'path']);
  const requestError = (await send({ query: '{ toolCount }' })).body.errors[0];
  assert.deepEqual(Object.keys(requestError), ['message', 'locations']);
  const withCode = new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  assert.deepEqual(JSON.parse(JSON.stringify(withCode)), { message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
  assert.deepEqual(withCode.toJSON(), { message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
});
