// Claim tests of the pagination guide (docs/guides/pagination.mdx): each test backs one sentence
// of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import { buildSchema, graphql, versionInfo } from 'graphql';

const is17 = versionInfo.major === 17;

const schema = buildSchema(`
  type Query {
    tools(first: Int! = 10, after: String): [String!]!
  }
`);

/** Runs the query with `variableValues`; returns the result and the args the resolver received. */
async function argsFor(variableValues, source = 'query ($first: Int, $after: String) { tools(first: $first, after: $after) }') {
  const received = [];
  const result = await graphql({
    schema,
    source,
    variableValues,
    rootValue: { tools: (args) => (received.push({ ...args }), []) },
  });
  return { result: JSON.parse(JSON.stringify(result)), received };
}

test('"graphql-js has no pagination API"', () => {
  assert.deepEqual(
    Object.keys(graphqlPackage).filter((name) => /connection|cursor|paginat|edge|pageinfo/i.test(name)),
    [],
  );
});

test('"VG9vbDo1 is Tool:5": the cursors are base64 text', () => {
  assert.equal(atob('VG9vbDo1'), 'Tool:5');
  assert.equal(btoa('Tool:5'), 'VG9vbDo1');
});

test('"btoa and atob ... take ASCII text": other characters throw', () => {
  assert.throws(() => btoa('Outil:5 ✓'), { name: 'InvalidCharacterError' });
  assert.throws(() => atob('not base64!'), { name: 'InvalidCharacterError' });
});

test('"Give first a default (first: Int! = 10) so that clients that omit it get a sensible page"', async () => {
  const { received } = await argsFor({});
  assert.deepEqual(received, [{ first: 10 }]);
});

test('"Making first non-null with a default (Int! = 10) means it is never null": a null variable is refused before the resolver', async () => {
  const { result, received } = await argsFor({ first: null });
  assert.deepEqual(received, []);
  assert.equal(result.errors.length, 1);
  assert.equal(result.data === null || result.data === undefined, true);
});

test('"after: String receives nothing on the first page, but a client may also send null explicitly"', async () => {
  const omitted = await argsFor({}, '{ tools }');
  const explicitNull = await argsFor({}, '{ tools(after: null) }');
  assert.deepEqual(omitted.received, [{ first: 10 }]);
  assert.deepEqual(explicitNull.received, [{ first: 10, after: null }]);
});

test('"graphql 16 also turns a variable whose value is undefined ... into null, where graphql 17 leaves the argument out"', async () => {
  const { received } = await argsFor({ after: undefined });
  assert.deepEqual(received, [is17 ? { first: 10 } : { first: 10, after: null }]);
});

test('"slice(0, -1) silently drops the last item"', () => {
  assert.deepEqual(['a', 'b', 'c'].slice(0, -1), ['a', 'b']);
});

test('"The limit holds per field, not per request": a hundred aliases of tools(first: 50) run the resolver a hundred times', async () => {
  const aliases = Array.from({ length: 100 }, (_, index) => `page${index}: tools(first: 50)`).join(' ');
  const { result, received } = await argsFor({}, `{ ${aliases} }`);
  assert.equal(received.length, 100);
  assert.deepEqual(new Set(received.map(({ first }) => first)), new Set([50]));
  assert.equal(result.errors, undefined);
});

test('"Int accepts" a negative first: it reaches the resolver, which must refuse it itself', async () => {
  const { result, received } = await argsFor({ first: -1 });
  assert.deepEqual(received, [{ first: -1 }]);
  assert.equal(result.errors, undefined);
});
