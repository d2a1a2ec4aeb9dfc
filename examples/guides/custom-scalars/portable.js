import {
  graphql,
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
} from 'graphql';

// The three conversions, written once.
function toJson(value) {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new TypeError(`DateTime cannot represent ${String(value)}: expected a valid Date.`);
  }
  return value.toISOString();
}

function fromText(text, node) {
  const date = new Date(text);
  // The moment must print back as the date and time sent: Date rolls February 31 over to March.
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 19) !== text.slice(0, 19)
  ) {
    throw new GraphQLError(`DateTime must be an ISO 8601 date-time in UTC; got "${text}".`, {
      nodes: node,
    });
  }
  return date;
}

function fromVariable(value) {
  if (typeof value !== 'string') {
    throw new GraphQLError(`DateTime must be a string; got ${JSON.stringify(value)}.`);
  }
  return fromText(value);
}

function fromLiteral(node) {
  if (node.kind !== Kind.STRING) {
    throw new GraphQLError('DateTime must be a string.', { nodes: node });
  }
  return fromText(node.value, node);
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  // graphql 17 calls these three...
  coerceOutputValue: toJson,
  coerceInputValue: fromVariable,
  coerceInputLiteral: fromLiteral,
  // ...and graphql 16 these three, which graphql 17 ignores when the new names are present.
  serialize: toJson,
  parseValue: fromVariable,
  parseLiteral: fromLiteral,
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      // Returns the day after the given moment: the resolver works with a Date.
      nextDay: {
        type: DateTime,
        args: { after: { type: DateTime } },
        resolve: (_source, { after }) => new Date(after.getTime() + 24 * 60 * 60 * 1000),
      },
    },
  }),
});

for (const [source, variableValues] of [
  ['{ nextDay(after: "2026-05-04T09:30:00Z") }'],
  ['query ($after: DateTime) { nextDay(after: $after) }', { after: '2026-12-31T23:00:00Z' }],
  ['{ nextDay(after: "tomorrow") }'],
  ['{ nextDay(after: "2026-02-29T09:30:00Z") }'],
]) {
  const result = await graphql({ schema, source, variableValues });
  console.log(JSON.stringify(result));
}
