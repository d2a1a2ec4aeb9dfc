// Claim tests of the execution performance guide (docs/guides/execution-performance.mdx): each
// test backs one sentence of the page's prose, quoted or paraphrased in its name, on graphql 17
// and 16. Claims about graphql-jit are in tests/examples/guides-execution-performance.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSchema, execute, parse, validate, validateSchema } from 'graphql';
import { prepareDocument } from '../caching/document-cache.js';
import { asyncTools, plainTools, schema, sdl } from './schema.js';

test('"buildSchema builds new type objects on every call"', () => {
  const again = buildSchema(sdl);
  assert.notEqual(again, schema);
  assert.notEqual(again.getType('Tool'), schema.getType('Tool'));
});

test('"graphql-js checks a schema the first time it is used and keeps the answer on the schema object"', () => {
  const fresh = buildSchema(sdl);
  const first = validateSchema(fresh);
  assert.deepEqual(first, []);
  assert.equal(validateSchema(fresh), first, 'the same array: not checked again');
  assert.notEqual(validateSchema(buildSchema(sdl)), first, 'a new schema object is checked again');
});

test('"parse builds a new document from the same text every time"', () => {
  const source = '{ tools { id } }';
  assert.notEqual(parse(source), parse(source));
});

test('"execute does not validate: it runs what it is given"', async () => {
  const unknownField = parse('{ tools { id } nope }');
  assert.equal(validate(schema, unknownField).length, 1);
  const result = await execute({ schema, document: unknownField, rootValue: { tools: plainTools(1) } });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { tools: [{ id: 't0' }] } });
});

test('"a resolver that returns a plain value makes execute return its result without a promise"', async () => {
  const document = parse('{ tools { id } }');
  const plain = execute({ schema, document, rootValue: { tools: plainTools(2) } });
  assert.equal(typeof plain.then, 'undefined');
  const promised = execute({ schema, document, rootValue: { tools: async () => plainTools(2) } });
  assert.equal(typeof promised.then, 'function');
  assert.deepEqual(await promised, plain);
});

test('"graphql-js checks a schema the first time it is used": execute refuses a schema that fails the check', () => {
  const noFields = buildSchema('type Query');
  assert.throws(() => execute({ schema: noFields, document: parse('{ __typename }') }), {
    message: 'Type Query must define one or more fields.',
  });
});

test('"validate runs every rule again" for the same document', () => {
  let visits = 0;
  const countingRule = () => ({ Document: () => void (visits += 1) });
  const document = parse('{ tools { id } }');
  validate(schema, document, [countingRule]);
  validate(schema, document, [countingRule]);
  assert.equal(visits, 2);
});

test('"validation checks that fields with the same name can be merged, wherever they come from"', () => {
  const conflicting = parse(`
    { tools { ...A ...B } }
    fragment A on Tool { label: name }
    fragment B on Tool { label: category }
  `);
  const messages = validate(schema, conflicting).map((error) => error.message);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /^Fields "label" conflict because "name" and "category" are different fields\./);
});

test('"caches keyed by the schema object, such as the document cache of the Caching guide, never find anything" with a schema per request', () => {
  let validations = 0;
  const countingRule = () => ({ Document: () => void (validations += 1) });
  const source = '{ tools { id } }';
  for (let request = 0; request < 3; request += 1) prepareDocument(schema, source, [countingRule]);
  assert.equal(validations, 1, 'one schema: validated once');
  for (let request = 0; request < 3; request += 1) prepareDocument(buildSchema(sdl), source, [countingRule]);
  assert.equal(validations, 4, 'a schema per request: validated every time');
});

test('"the 2,000 fields behind promises (category and owner of 1,000 tools) ... of which the resolvers themselves created 2,000"', async () => {
  let promisesFromResolvers = 0;
  const counted =
    (resolve) =>
    (...args) => {
      const value = resolve(...args);
      if (value instanceof Promise) promisesFromResolvers += 1;
      return value;
    };
  const tools = asyncTools(1000).map((tool) => ({ ...tool, category: counted(tool.category), owner: counted(tool.owner) }));
  const result = await execute({ schema, document: parse('{ tools { id name category owner { id name } } }'), rootValue: { tools } });
  assert.equal(result.data.tools.length, 1000);
  assert.equal(promisesFromResolvers, 2000);
});
