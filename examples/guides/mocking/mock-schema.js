import {
  buildSchema,
  defaultFieldResolver,
  graphql,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  responsePathAsArray,
} from 'graphql';

// The schema as the server will have it: SDL only, no resolvers yet.
const schema = buildSchema(`
  scalar DateTime

  enum Condition { GOOD WORN BROKEN }

  interface Item { id: ID! name: String! }

  type Tool implements Item {
    id: ID!
    name: String!
    condition: Condition!
    dueBack: DateTime
    tags: [String!]!
  }

  type Kit implements Item {
    id: ID!
    name: String!
    tools: [Tool!]!
  }

  type Query {
    items: [Item!]!
    tool(id: ID!): Tool
  }
`);

// A value for each scalar, built-in or custom; the same request always gets the same data.
const scalars = {
  ID: (path) => `id-${path}`,
  String: (path) => `text at ${path}`,
  Int: () => 3,
  Float: () => 1.5,
  Boolean: () => true,
  DateTime: () => '2026-03-14T10:00:00.000Z',
};

// Hand-written values where the generic ones would not do.
const overrides = {
  Query: {
    items: () => [{ __typename: 'Tool' }, { __typename: 'Kit' }],
    tool: ({ id }) => ({ id }),
  },
  Tool: { name: () => 'Hand plane' },
};

/** A value of `type` for the response position `path`. */
function mockValue(schema, type, path) {
  if (isNonNullType(type)) {
    return mockValue(schema, type.ofType, path);
  }
  if (isListType(type)) {
    return [0, 1].map((index) => mockValue(schema, type.ofType, `${path}.${index}`));
  }
  if (isEnumType(type)) {
    return type.getValues()[0].value;
  }
  if (isAbstractType(type)) {
    // defaultTypeResolver reads __typename: the first type that implements the interface.
    return { __typename: schema.getPossibleTypes(type)[0].name };
  }
  if (isObjectType(type)) {
    return {};
  }
  const scalar = scalars[type.name];
  if (!scalar) {
    throw new Error(`No mock for the scalar ${type.name}: add one to scalars.`);
  }
  return scalar(path);
}

/** Resolves every field: an override, a value already on the source, or a generated one. */
function mockResolver(source, args, context, info) {
  const override = overrides[info.parentType.name]?.[info.fieldName];
  if (override) {
    return override(args);
  }
  if (source && Object.hasOwn(source, info.fieldName)) {
    return defaultFieldResolver(source, args, context, info);
  }
  return mockValue(info.schema, info.returnType, responsePathAsArray(info.path).join('.'));
}

const result = await graphql({
  schema,
  fieldResolver: mockResolver,
  source: `{
    items {
      __typename
      name
      ... on Tool { condition dueBack tags }
      ... on Kit { tools { id name } }
    }
    tool(id: "1") { id condition }
  }`,
});
console.log(JSON.stringify(result, null, 2));

// The schema is the real one, so a query the server would refuse is refused here too.
const typo = await graphql({
  schema,
  fieldResolver: mockResolver,
  source: '{ tool(id: "1") { nmae } }',
});
console.log(typo.errors[0].message);
