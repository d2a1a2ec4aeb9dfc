import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  experimentalExecuteIncrementally,
  GraphQLDeferDirective,
  GraphQLSchema,
  parse,
  specifiedDirectives,
  validate,
} from 'graphql';
import { createToolStore, schema } from './schema.js';

// @defer is opt-in: validation accepts it only in a schema that lists it, as this copy does.
const deferSchema = new GraphQLSchema({
  ...schema.toConfig(),
  directives: [...specifiedDirectives, GraphQLDeferDirective],
});

test('a deferred fragment arrives after the initial result', async () => {
  const tools = createToolStore([{ id: '1', name: 'Cordless drill', available: true }]);
  const document = parse('{ tool(id: "1") { name ... @defer { available } } }');
  // Execution does not validate: a server validates first, and so does the test.
  assert.deepEqual(validate(deferSchema, document), []);
  const result = await experimentalExecuteIncrementally({
    schema: deferSchema,
    document,
    contextValue: { tools },
  });

  // Without @defer in the operation the result is a plain ExecutionResult instead.
  assert.ok('initialResult' in result);
  const payloads = [JSON.parse(JSON.stringify(result.initialResult))];
  for await (const payload of result.subsequentResults) {
    payloads.push(JSON.parse(JSON.stringify(payload)));
  }

  assert.deepEqual(payloads, [
    {
      data: { tool: { name: 'Cordless drill' } },
      pending: [{ id: '0', path: ['tool'] }],
      hasNext: true,
    },
    {
      incremental: [{ data: { available: true }, id: '0' }],
      completed: [{ id: '0' }],
      hasNext: false,
    },
  ]);
});
