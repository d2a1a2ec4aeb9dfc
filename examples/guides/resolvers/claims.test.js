// Claim tests of the resolvers guide (docs/guides/resolvers.mdx): each test backs one sentence of
// the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  buildSchema,
  defaultFieldResolver,
  execute,
  executeSync,
  graphql,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  responsePathAsArray,
  versionInfo,
} from 'graphql';

const is17 = versionInfo.major === 17;

const schema = buildSchema(`
  type Tool { name: String! shelf(visitor: String, limit: Int = 3): String }
  type Query { tool: Tool tools: [Tool] libraryName: String tags: [String] hours: Hours }
  type Hours { weekdays: String! }
  type Mutation { first: String second: String }
`);

/** Runs a document against plain JSON of the result (no null-prototype objects). */
async function run(source, rootValue, options = {}) {
  return JSON.parse(JSON.stringify(await graphql({ schema, source, rootValue, ...options })));
}

// The four arguments

test('"the root value ... is the source of the root fields" / "the value its parent\'s resolver returned is the source"', async () => {
  const rootValue = { tool: () => tool };
  const tool = { name: 'Hand plane' };
  const sources = [];
  const spy = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        tool: {
          type: new GraphQLObjectType({
            name: 'Tool',
            fields: { name: { type: GraphQLString, resolve: (source) => (sources.push(source), source.name) } },
          }),
          resolve: (source) => (sources.push(source), tool),
        },
      },
    }),
  });
  await graphql({ schema: spy, source: '{ tool { name } }', rootValue });
  assert.equal(sources[0], rootValue);
  assert.equal(sources[1], tool);
  let mutationSource;
  const mutationRoot = { first: (...args) => ((mutationSource = args), 'done') };
  await graphql({ schema, source: 'mutation { first }', rootValue: mutationRoot });
  // Through the default resolver, a root value's method gets (args, context, info); `this` is the root value.
  assert.equal(mutationSource.length, 3);
  const explicit = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { a: { type: GraphQLString } } }),
    mutation: new GraphQLObjectType({
      name: 'Mutation',
      fields: { first: { type: GraphQLString, resolve: (source) => ((mutationSource = source), 'done') } },
    }),
  });
  await graphql({ schema: explicit, source: 'mutation { first }', rootValue: mutationRoot });
  assert.equal(mutationSource, mutationRoot);
});

test('"args holds the field\'s arguments, already coerced to their types, with defaults filled in; an argument the client left out and that has no default is absent, not undefined"', async () => {
  let received;
  await graphql({
    schema,
    source: '{ tool { shelf } }',
    rootValue: { tool: { name: 'Saw', shelf: (args) => ((received = args), 'A1') } },
  });
  assert.deepEqual({ ...received }, { limit: 3 });
  assert.equal('visitor' in received, false);
  await graphql({
    schema,
    source: 'query ($who: String) { tool { shelf(visitor: $who, limit: "2") } }',
    variableValues: { who: 'Ada' },
    rootValue: { tool: { name: 'Saw', shelf: (args) => ((received = args), 'A1') } },
  });
  // "2" is not an Int: the document fails validation and the resolver is not called.
  assert.deepEqual({ ...received }, { limit: 3 });
  await graphql({
    schema,
    source: 'query ($who: String) { tool { shelf(visitor: $who, limit: 2) } }',
    variableValues: { who: 'Ada' },
    rootValue: { tool: { name: 'Saw', shelf: (args) => ((received = args), 'A1') } },
  });
  assert.deepEqual({ ...received }, { visitor: 'Ada', limit: 2 });
});

test('"On graphql 17, args is an object without a prototype ... on graphql 16 it is an ordinary object"', async () => {
  let received;
  await graphql({
    schema,
    source: '{ tool { shelf(visitor: "Ada") } }',
    rootValue: { tool: { shelf: (args) => ((received = args), 'A1') } },
  });
  assert.equal(Object.getPrototypeOf(received), is17 ? null : Object.prototype);
  assert.equal(typeof received.hasOwnProperty, is17 ? 'undefined' : 'function');
  assert.equal(Object.hasOwn(received, 'visitor'), true);
});

test('"Object.hasOwn(args, name) works on both majors; on graphql 16, \'constructor\' in args is true even when the client left constructor out"', async () => {
  const inherited = buildSchema('type Query { tool(constructor: String, name: String): String }');
  let received;
  await graphql({ schema: inherited, source: '{ tool(name: "Saw") }', rootValue: { tool: (args) => ((received = args), 'x') } });
  assert.equal(Object.hasOwn(received, 'constructor'), false);
  assert.equal(Object.hasOwn(received, 'name'), true);
  assert.equal('name' in received, true);
  assert.equal('constructor' in received, !is17);
});

test('"context is whatever you passed as contextValue: the same object in every resolver of one request"', async () => {
  const contextValue = { member: true };
  const seen = new Set();
  const shelf = (_args, context) => (seen.add(context), 'A1');
  await graphql({
    schema,
    source: '{ tools { shelf } tool { shelf } }',
    contextValue,
    rootValue: { tools: [{ shelf }, { shelf }], tool: { shelf } },
  });
  assert.deepEqual([...seen], [contextValue]);
});

// The default field resolver

test('"A field without a resolve function gets graphql-js\'s default one ... buildSchema creates no resolvers at all"', () => {
  const fields = schema.getQueryType().getFields();
  for (const field of Object.values(fields)) {
    assert.equal(field.resolve, undefined);
  }
  assert.equal(typeof defaultFieldResolver, 'function');
});

test('"it reads the property named like the field ... when that property is a function it calls it, with (args, context, info), and with the source as this"', async () => {
  let call;
  const source = {
    shelf(...args) {
      call = { self: this, args };
      return 'B2';
    },
  };
  const contextValue = { member: true };
  await graphql({ schema, source: '{ tool { shelf(visitor: "Ada") } }', contextValue, rootValue: { tool: source } });
  assert.equal(call.self, source);
  assert.equal(call.args.length, 3);
  assert.deepEqual({ ...call.args[0] }, { visitor: 'Ada', limit: 3 });
  assert.equal(call.args[1], contextValue);
  assert.equal(call.args[2].fieldName, 'shelf');
});

test('"an arrow function as a property has no this of its own"', async () => {
  let self = 'unset';
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test reads what an arrow function's this is
  const tool = { shelf: () => ((self = this), 'B2') };
  await graphql({ schema, source: '{ tool { shelf } }', rootValue: { tool } });
  assert.equal(self, undefined);
});

test('"A getter is read like any other property" and "a property that holds a promise is awaited"', async () => {
  class Tool {
    get name() {
      return 'Hand plane';
    }
    get shelf() {
      return Promise.resolve('B2');
    }
  }
  assert.deepEqual(await run('{ tool { name shelf } }', { tool: new Tool() }), { data: { tool: { name: 'Hand plane', shelf: 'B2' } } });
});

test('"a getter ... runs only when a query selects label"', async () => {
  let reads = 0;
  const tool = {
    name: 'Hand plane',
    get shelf() {
      reads += 1;
      return 'B2';
    },
  };
  await graphql({ schema, source: '{ tool { name } }', rootValue: { tool } });
  assert.equal(reads, 0);
  await graphql({ schema, source: '{ tool { name shelf } }', rootValue: { tool } });
  assert.equal(reads, 1);
});

test('"A missing property gives null ... the default resolver does not translate names: shelf_code is not shelf"', async () => {
  assert.deepEqual(await run('{ tool { shelf } }', { tool: { shelf_code: 'B2' } }), { data: { tool: { shelf: null } } });
});

test('"the default resolver returns undefined when the source is not an object or function" (a string source gives null)', async () => {
  assert.equal(defaultFieldResolver('text', {}, {}, { fieldName: 'length' }), undefined);
  assert.deepEqual(await run('{ tool { name } }', { tool: 'Hand plane' }), {
    errors: [
      { message: 'Cannot return null for non-nullable field Tool.name.', locations: [{ line: 1, column: 10 }], path: ['tool', 'name'] },
    ],
    data: { tool: null },
  });
});

test('"fieldResolver replaces the default resolver for every field that has none of its own"', async () => {
  const result = await graphql({
    schema,
    source: '{ libraryName tool { name } }',
    rootValue: { tool: {} },
    fieldResolver: (source, _args, _context, info) => (info.fieldName === 'tool' ? {} : `<${info.parentType.name}.${info.fieldName}>`),
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result)), { data: { libraryName: '<Query.libraryName>', tool: { name: '<Tool.name>' } } });
  const ownResolver = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { own: { type: GraphQLString, resolve: () => 'own' }, other: { type: GraphQLString } },
    }),
  });
  const mixed = await graphql({ schema: ownResolver, source: '{ own other }', fieldResolver: () => 'replaced' });
  assert.deepEqual(JSON.parse(JSON.stringify(mixed)), { data: { own: 'own', other: 'replaced' } });
});

// info

test('"info has the same fields on both majors ... graphql 17 adds two functions, getAbortSignal and getAsyncHelpers"', async () => {
  let keys;
  await graphql({
    schema,
    source: '{ libraryName }',
    rootValue: { libraryName: (_a, _c, info) => ((keys = Object.keys(info).sort()), 'x') },
  });
  const common = [
    'fieldName',
    'fieldNodes',
    'fragments',
    'operation',
    'parentType',
    'path',
    'returnType',
    'rootValue',
    'schema',
    'variableValues',
  ];
  assert.deepEqual(keys, is17 ? [...common, 'getAbortSignal', 'getAsyncHelpers'].sort() : common);
});

test('"info.getAsyncHelpers() returns two helpers, promiseAll and track, which graphql 17\'s type declarations describe as tracking asynchronous work so that execution\'s completion hooks wait for it"', async () => {
  let helpers;
  await graphql({
    schema,
    source: '{ libraryName }',
    rootValue: { libraryName: (_a, _c, info) => ((helpers = info.getAsyncHelpers?.()), 'x') },
  });
  if (is17) {
    assert.deepEqual(Object.keys(helpers).sort(), ['promiseAll', 'track']);
    const declarations = readFileSync(new URL('./type/definition.d.ts', import.meta.resolve('graphql')), 'utf8');
    assert.ok(declarations.includes('Tracks asynchronous work that should delay execution completion hooks.'));
  } else {
    assert.equal(helpers, undefined);
  }
});

test('"info.path is a linked list from the field back to the root (prev, key, typename); responsePathAsArray turns it into the path errors show, list indexes included"', async () => {
  const paths = [];
  await graphql({
    schema,
    source: '{ tools { name } }',
    rootValue: {
      tools: [{ name: (_a, _c, info) => (paths.push(info.path), 'a') }, { name: (_a, _c, info) => (paths.push(info.path), 'b') }],
    },
  });
  assert.deepEqual(paths.map(responsePathAsArray), [
    ['tools', 0, 'name'],
    ['tools', 1, 'name'],
  ]);
  assert.deepEqual(Object.keys(paths[0]).sort(), ['key', 'prev', 'typename']);
  assert.equal(paths[0].typename, 'Tool');
  assert.equal(paths[0].prev.key, 0);
});

test('"On graphql 17, info.variableValues is an object with sources and coerced, and the values are in coerced; on graphql 16 it is the map of values itself"', async () => {
  let variableValues;
  await graphql({
    schema,
    source: 'query ($who: String) { tool { shelf(visitor: $who) } }',
    variableValues: { who: 'Ada' },
    rootValue: { tool: { shelf: (_a, _c, info) => ((variableValues = info.variableValues), 'A1') } },
  });
  if (is17) {
    assert.deepEqual(Object.keys(variableValues).sort(), ['coerced', 'sources']);
    assert.equal(variableValues.coerced.who, 'Ada');
  } else {
    assert.deepEqual({ ...variableValues }, { who: 'Ada' });
  }
});

test('"info.fieldNodes holds every occurrence of the field in the document ... selected twice under one name, the resolver runs once with two nodes"', async () => {
  const calls = [];
  await graphql({
    schema,
    source: '{ tool { name } tool { shelf } }',
    rootValue: { tool: (_a, _c, info) => (calls.push(info.fieldNodes.length), { name: 'Saw', shelf: 'A1' }) },
  });
  assert.deepEqual(calls, [2]);
  let firstNode;
  await graphql({
    schema,
    source: '{ tools { name } tools { id: __typename } }',
    rootValue: { tools: (_a, _c, info) => ((firstNode = info.fieldNodes[0]), []) },
  });
  // "a helper that read only fieldNodes[0] would miss id"
  assert.deepEqual(
    firstNode.selectionSet.selections.map((selection) => selection.name.value),
    ['name'],
  );
});

test('"an alias gives a separate call: info.fieldName is the schema\'s name, the alias is on the node"', async () => {
  const calls = [];
  await graphql({
    schema,
    source: '{ a: tools { name } b: tools { name } }',
    rootValue: { tools: (_a, _c, info) => (calls.push([info.fieldName, info.fieldNodes.length, info.path.key]), []) },
  });
  assert.deepEqual(calls, [
    ['tools', 1, 'a'],
    ['tools', 1, 'b'],
  ]);
});

test('"On graphql 17, info.getAbortSignal() returns a signal that aborts when the abortSignal given to execute aborts, with the same reason; execute then rejects with AbortedGraphQLExecutionError. graphql 16 has neither"', async () => {
  const controller = new AbortController();
  let signal;
  const pending = graphql({
    schema,
    source: '{ libraryName }',
    abortSignal: controller.signal,
    rootValue: {
      libraryName: (_a, _c, info) => {
        signal = info.getAbortSignal?.();
        return new Promise((resolve) => setTimeout(resolve, 50, 'late'));
      },
    },
  });
  const reason = new Error('the client went away');
  setTimeout(() => controller.abort(reason), 5);
  if (is17) {
    await assert.rejects(pending, { name: 'AbortedGraphQLExecutionError', message: reason.message });
    assert.equal(signal.aborted, true);
    assert.equal(signal.reason, reason);
  } else {
    assert.deepEqual(JSON.parse(JSON.stringify(await pending)), { data: { libraryName: 'late' } });
    assert.equal(signal, undefined);
  }
});

// What a resolver returns

test('"Sibling fields of a query start together, so their promises wait in parallel; the root fields of a mutation run one after another"', async () => {
  const log = [];
  const slow = (name, ms) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${name}`);
    return name;
  };
  await graphql({
    schema,
    source: '{ libraryName tool { name } }',
    rootValue: { libraryName: slow('libraryName', 30), tool: slow('tool', 5) },
  });
  assert.deepEqual(log.splice(0), ['start libraryName', 'start tool', 'end tool', 'end libraryName']);
  await graphql({ schema, source: 'mutation { first second }', rootValue: { first: slow('first', 30), second: slow('second', 5) } });
  assert.deepEqual(log, ['start first', 'end first', 'start second', 'end second']);
});

test('"graphql always returns a promise"', () => {
  const result = graphql({ schema, source: '{ libraryName }', rootValue: { libraryName: 'x' } });
  assert.ok(result instanceof Promise);
});

test('"executeSync throws when a resolver returns a promise"', () => {
  assert.throws(() => executeSync({ schema, document: parse('{ libraryName }'), rootValue: { libraryName: async () => 'x' } }), {
    message: 'GraphQL execution failed to complete synchronously.',
  });
});

test('"It throws only once execute has returned, so the other resolvers of the request have run by then, and the promise\'s work goes on"', async () => {
  const log = [];
  let finished;
  const done = new Promise((resolve) => (finished = resolve));
  assert.throws(
    () =>
      executeSync({
        schema,
        document: parse('{ libraryName tags }'),
        rootValue: {
          libraryName: async () => {
            log.push('libraryName started');
            await null;
            log.push('libraryName finished');
            finished();
            return 'x';
          },
          tags: () => (log.push('tags'), []),
        },
      }),
    { message: 'GraphQL execution failed to complete synchronously.' },
  );
  assert.deepEqual(log, ['libraryName started', 'tags']);
  await done;
  assert.deepEqual(log, ['libraryName started', 'tags', 'libraryName finished']);
});

test('"execute returns the result itself, not a promise, when no resolver returned one"', async () => {
  const result = execute({ schema, document: parse('{ libraryName }'), rootValue: { libraryName: () => 'x' } });
  assert.equal(typeof result.then, 'undefined');
  const later = execute({ schema, document: parse('{ libraryName }'), rootValue: { libraryName: async () => 'x' } });
  assert.equal(typeof later.then, 'function');
});

test('"A list field accepts any iterable (an array, a Set, a generator) but not a string, which is refused like any other non-list"', async () => {
  function* generated() {
    yield 'garden';
    yield 'woodwork';
  }
  assert.deepEqual(await run('{ tags }', { tags: () => generated() }), { data: { tags: ['garden', 'woodwork'] } });
  assert.deepEqual(await run('{ tags }', { tags: new Set(['a', 'a', 'b']) }), { data: { tags: ['a', 'b'] } });
  for (const notAList of ['garden', { 0: 'garden' }]) {
    const result = await run('{ tags }', { tags: notAList });
    assert.deepEqual(result.data, { tags: null });
    assert.equal(result.errors[0].message, 'Expected Iterable, but did not find one for field "Query.tags".');
  }
});

test('"graphql 17 also accepts an async iterable, such as an async generator, and waits for each of its items; graphql 16 refuses one with that same error"', async () => {
  async function* generated() {
    yield 'garden';
    await new Promise((resolve) => setTimeout(resolve, 5));
    yield 'woodwork';
  }
  const result = await run('{ tags }', { tags: () => generated() });
  if (is17) {
    assert.deepEqual(result, { data: { tags: ['garden', 'woodwork'] } });
  } else {
    assert.deepEqual(result.data, { tags: null });
    assert.equal(result.errors[0].message, 'Expected Iterable, but did not find one for field "Query.tags".');
  }
});

test('"The items may be promises, each awaited on its own; a rejected item fails only that item ... If the items are non-null ([String!]), the whole list becomes null instead"', async () => {
  const items = () => [Promise.resolve('A1'), Promise.reject(new Error('Shelf C is being rebuilt.'))];
  const nullable = await run('{ tags }', { tags: items });
  assert.deepEqual(nullable.data, { tags: ['A1', null] });
  assert.deepEqual(nullable.errors[0].path, ['tags', 1]);
  const strict = buildSchema('type Query { tags: [String!] }');
  const result = JSON.parse(JSON.stringify(await graphql({ schema: strict, source: '{ tags }', rootValue: { tags: items } })));
  assert.deepEqual(result.data, { tags: null });
  assert.deepEqual(result.errors[0].path, ['tags', 1]);
});

test('"Throwing, returning a rejected promise and returning an Error all give a field error"', async () => {
  const failures = {
    thrown: () => {
      throw new Error('thrown');
    },
    rejected: () => Promise.reject(new Error('rejected')),
    returned: () => new Error('returned'),
  };
  for (const [message, libraryName] of Object.entries(failures)) {
    const result = await run('{ libraryName }', { libraryName });
    assert.deepEqual(result, {
      errors: [{ message, locations: [{ line: 1, column: 3 }], path: ['libraryName'] }],
      data: { libraryName: null },
    });
  }
});

test('"a list item that is an Error fails that item alone"', async () => {
  const result = await run('{ tags }', { tags: ['a', new Error('bad tag'), 'c'] });
  assert.deepEqual(result.data, { tags: ['a', null, 'c'] });
  assert.deepEqual(result.errors[0].path, ['tags', 1]);
});

test('"undefined and null both become null; in a non-null field, null is a field error"', async () => {
  assert.deepEqual(await run('{ libraryName tags }', { libraryName: () => undefined, tags: null }), {
    data: { libraryName: null, tags: null },
  });
  const result = await run('{ hours { weekdays } }', { hours: {} });
  assert.deepEqual(result.data, { hours: null });
  assert.equal(result.errors[0].message, 'Cannot return null for non-nullable field Hours.weekdays.');
});

test('"A value of the wrong type is a field error too ... an object for a String ... while a number becomes its text"', async () => {
  const object = await run('{ libraryName }', { libraryName: { name: 'Elm Street' } });
  assert.equal(object.errors[0].message, 'String cannot represent value: { name: "Elm Street" }');
  assert.deepEqual(await run('{ libraryName }', { libraryName: 42 }), { data: { libraryName: '42' } });
});
