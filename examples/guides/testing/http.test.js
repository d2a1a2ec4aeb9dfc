import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createToolStore } from './schema.js';
import { createApp } from './server.js';

let server;
let endpoint;

before(async () => {
  server = createApp(createToolStore([{ id: '1', name: 'Cordless drill', available: true }]));
  // Port 0: the operating system picks a free port, so test files can run in parallel.
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${server.address().port}/graphql`;
});

after(() => new Promise((resolve) => server.close(resolve)));

function post(body) {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify(body),
  });
}

test('answers a query with 200 and JSON', async () => {
  const response = await post({ query: '{ tool(id: "1") { name } }' });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^application\/graphql-response\+json/);
  assert.deepEqual(await response.json(), { data: { tool: { name: 'Cordless drill' } } });
});

test('refuses an invalid query with 400', async () => {
  const response = await post({ query: '{ tools { price } }' });
  assert.equal(response.status, 400);
  const { errors } = await response.json();
  assert.equal(errors[0].message, 'Cannot query field "price" on type "Tool".');
});

test('refuses a GET mutation with 405', async () => {
  const query = encodeURIComponent('mutation { borrowTool(id: "1") { name } }');
  const response = await fetch(`${endpoint}?query=${query}`);
  assert.equal(response.status, 405);
});
