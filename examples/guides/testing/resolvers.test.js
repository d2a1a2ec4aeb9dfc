import assert from 'node:assert/strict';
import { test } from 'node:test';
import { graphql } from 'graphql';
import { createToolStore, schema } from './schema.js';

// Each test gets fresh data, so no test sees what another one changed.
async function run(source, variableValues) {
  const tools = createToolStore([
    { id: '1', name: 'Cordless drill', available: true },
    { id: '2', name: 'Hand plane', available: false },
  ]);
  const result = await graphql({ schema, source, variableValues, contextValue: { tools } });
  // The result as a client receives it: plain objects, errors in their JSON form.
  return JSON.parse(JSON.stringify(result));
}

test('lists the tools', async () => {
  const result = await run('{ tools { name available } }');
  assert.deepEqual(result, {
    data: {
      tools: [
        { name: 'Cordless drill', available: true },
        { name: 'Hand plane', available: false },
      ],
    },
  });
});

test('borrowing an available tool marks it unavailable', async () => {
  const result = await run('mutation ($id: ID!) { borrowTool(id: $id) { available } }', {
    id: '1',
  });
  assert.deepEqual(result, { data: { borrowTool: { available: false } } });
});

test('borrowing an unavailable tool fails with NOT_AVAILABLE', async () => {
  const result = await run('mutation { borrowTool(id: "2") { name } }');
  assert.equal(result.data, null);
  assert.deepEqual(result.errors, [
    {
      message: 'Tool 2 cannot be borrowed right now.',
      locations: [{ line: 1, column: 12 }],
      path: ['borrowTool'],
      extensions: { code: 'NOT_AVAILABLE' },
    },
  ]);
});

test('an invalid query is rejected before any resolver runs', async () => {
  const result = await run('{ tools { price } }');
  assert.deepEqual(
    result.errors.map((error) => error.message),
    ['Cannot query field "price" on type "Tool".'],
  );
});
