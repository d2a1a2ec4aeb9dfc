// graphql 17 only: the new method names (graphql 16 ignores them).
import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  graphql,
  Kind,
} from 'graphql';

function toDate(text) {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`Invalid date: ${JSON.stringify(text)}`);
  }
  return date;
}

const DateScalar = new GraphQLScalarType({
  name: 'Date',
  // was serialize: internal value -> response
  coerceOutputValue: (date) => date.toISOString().slice(0, 10),
  // was parseValue: variable value -> internal value
  coerceInputValue: (value) => toDate(value),
  // was parseLiteral: literal in the document -> internal value. Variables
  // inside the literal are already replaced by their values.
  coerceInputLiteral(node) {
    if (node.kind !== Kind.STRING) {
      throw new GraphQLError('A Date is written as a string');
    }
    return toDate(node.value);
  },
  // new: internal value -> literal, used to print default values
  valueToLiteral: (date) => ({kind: Kind.STRING, value: date.toISOString().slice(0, 10)}),
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      nextDay: {
        type: DateScalar,
        args: {date: {type: DateScalar}},
        resolve: (_, {date}) => new Date(date.getTime() + 86_400_000),
      },
    },
  }),
});

for (const [source, variableValues] of [
  ['{ nextDay(date: "2025-02-28") }', undefined],
  ['query ($d: Date) { nextDay(date: $d) }', {d: '2024-02-28'}],
  ['{ nextDay(date: 20250228) }', undefined],
]) {
  console.log(JSON.stringify(await graphql({schema, source, variableValues})));
}
