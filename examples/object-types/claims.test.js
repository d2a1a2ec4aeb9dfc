// Claim tests of Object types (docs/tutorials/object-types.mdx): each test backs one sentence of
// the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { buildSchema, defaultFieldResolver, graphql, parse, validate } from 'graphql';

const json = (value) => JSON.parse(JSON.stringify(value));

// Tool is declared before Member, which it refers to, and the two refer to each other.
const schema = buildSchema(`
  type Query {
    tool(id: ID!): Tool
  }

  type Tool {
    id: ID!
    name: String!
    owner: Member!
    portable(maxKg: Float = 10): Boolean!
  }

  type Member {
    name: String!
    tools: [Tool!]!
  }
`);

test('"types may refer to each other in any order and in circles"', async () => {
  const member = { name: 'Ines' };
  const tool = { id: 't1', name: 'Cordless drill', owner: member };
  member.tools = [tool];
  const result = await graphql({
    schema,
    source: '{ tool(id: "t1") { owner { tools { owner { name } } } } }',
    rootValue: { tool: () => tool },
  });
  assert.deepEqual(json(result), { data: { tool: { owner: { tools: [{ owner: { name: 'Ines' } }] } } } });
});

test('"tool(id: ID!): Tool, returning null for an unknown id" (the Map lookup returns undefined)', async () => {
  const result = await graphql({ schema, source: '{ tool(id: "t9") { name } }', rootValue: { tool: () => undefined } });
  assert.deepEqual(json(result), { data: { tool: null } });
});

test('"the default field resolver (exported as defaultFieldResolver) looks up the property with the field\'s name on the source": a value is used as is', () => {
  const info = { fieldName: 'name' };
  assert.equal(defaultFieldResolver({ name: 'Cordless drill' }, {}, undefined, info), 'Cordless drill');
  assert.equal(defaultFieldResolver({}, {}, undefined, info), undefined);
});

test('"if it holds a function, it calls it as a method (so this is the source) with (args, context, info)"', () => {
  let call;
  const source = {
    portable(...args) {
      call = { self: this, args };
      return true;
    },
  };
  const args = { maxKg: 1 };
  const context = { caller: 'Ines' };
  const info = { fieldName: 'portable' };
  assert.equal(defaultFieldResolver(source, args, context, info), true);
  assert.equal(call.self, source);
  assert.deepEqual(call.args, [args, context, info]);
});

test('"The private details of the classes (weightKg, ownerId) are not fields in the schema, so no client can ask for them"', () => {
  const errors = validate(schema, parse('{ tool(id: "t1") { weightKg } }'));
  assert.deepEqual(
    errors.map((error) => error.message),
    ['Cannot query field "weightKg" on type "Tool".'],
  );
});

class Member {
  constructor(name, log) {
    this.name = name;
    this.log = log;
  }

  tools() {
    this.log.push('Member.tools');
    return [new Tool('Cordless drill', this, this.log), new Tool('Hand plane', this, this.log)];
  }
}

class Tool {
  constructor(name, owner, log) {
    this.storedName = name;
    this.storedOwner = owner;
    this.log = log;
  }

  get name() {
    this.log.push(`name ${this.storedName}`);
    return this.storedName;
  }

  owner() {
    this.log.push('owner');
    return this.storedOwner;
  }

  portable({ maxKg }) {
    this.log.push(`portable ${maxKg}`);
    return maxKg >= 2;
  }
}

test('"Execution starts at the top and resolves each field against its parent\'s value", in the order of the sample\'s steps 1 to 3', async () => {
  const log = [];
  const ines = new Member('Ines', log);
  const drill = new Tool('Cordless drill', ines, log);
  await graphql({
    schema,
    source: '{ tool(id: "t1") { name portable pocketSized: portable(maxKg: 1) owner { name tools { name } } } }',
    rootValue: { tool: () => (log.push('Query.tool'), drill) },
  });
  assert.deepEqual(log, [
    'Query.tool',
    'name Cordless drill',
    'portable 10',
    'portable 1',
    'owner',
    'Member.tools',
    'name Cordless drill',
    'name Hand plane',
  ]);
});

test('"Without the alias both answers would need the key portable in the result": validation refuses the two', () => {
  const errors = validate(schema, parse('{ tool(id: "t1") { portable portable(maxKg: 1) } }'));
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /^Fields "portable" conflict because they have differing arguments\./);
});

test('"Any field can be aliased, and the result uses the alias as its key"', async () => {
  const log = [];
  const ines = new Member('Ines', log);
  const result = await graphql({
    schema,
    source: '{ drill: tool(id: "t1") { title: name heavy: portable(maxKg: 1) keeper: owner { who: name } } }',
    rootValue: { tool: () => new Tool('Cordless drill', ines, log) },
  });
  assert.deepEqual(json(result), { data: { drill: { title: 'Cordless drill', heavy: false, keeper: { who: 'Ines' } } } });
});

test('"Resolvers may return arrays, other iterables, or promises of either; items may be promises as well. graphql-js waits for everything and preserves the order"', async () => {
  const listSchema = buildSchema('type Query { a: [Int] b: [Int] c: [Int] d: [Int] }');
  const later = (value, ms) => sleep(ms).then(() => value);
  const result = await graphql({
    schema: listSchema,
    source: '{ a b c d }',
    rootValue: {
      a: () => [later(1, 30), later(2, 10), 3],
      b: () => new Set([later(1, 20), later(2, 5)]),
      c: () => later([1, 2], 5),
      d: () => later(new Set([later(1, 15), 2]), 5),
    },
  });
  assert.deepEqual(json(result), { data: { a: [1, 2, 3], b: [1, 2], c: [1, 2], d: [1, 2] } });
});

test('"A query for a tool\'s name never looks up its owner"; "Methods can be async and return promises"', async () => {
  const log = [];
  const ines = new Member('Ines', log);
  const drill = new Tool('Cordless drill', ines, log);
  await graphql({ schema, source: '{ tool(id: "t1") { name } }', rootValue: { tool: () => drill } });
  assert.deepEqual(log, ['name Cordless drill']);

  const asyncTool = {
    name: 'Tile cutter',
    async owner() {
      await sleep(5);
      return { name: 'Tomasz' };
    },
  };
  const result = await graphql({ schema, source: '{ tool(id: "t2") { owner { name } } }', rootValue: { tool: () => asyncTool } });
  assert.deepEqual(json(result), { data: { tool: { owner: { name: 'Tomasz' } } } });
});
