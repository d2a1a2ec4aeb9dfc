import {
  graphql,
  GraphQLError,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
} from 'graphql';

// Turns "2026-03-14" into a Date at midnight UTC, or refuses it. `valueNode`, for literals,
// lets the error point at the value in the request text.
function parseDay(text, valueNode) {
  const date = new Date(`${text}T00:00:00Z`);
  // The round trip refuses days that do not exist, which Date would roll over: 2026-02-30.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new GraphQLError(
      `Day cannot represent "${text}": expected a date such as "2026-03-14".`,
      {
        nodes: valueNode,
      },
    );
  }
  return date;
}

// A calendar day: a Date inside the server, "YYYY-MM-DD" in requests and results.
const DayType = new GraphQLScalarType({
  name: 'Day',
  description: 'A calendar date, written YYYY-MM-DD.',
  // Result coercion: what a resolver returned -> what the response holds.
  coerceOutputValue(value) {
    if (!(value instanceof Date)) {
      throw new GraphQLError('Day can only represent a Date.');
    }
    return value.toISOString().slice(0, 10);
  },
  // Input coercion of a value from the variables (already parsed JSON).
  coerceInputValue(value) {
    if (typeof value !== 'string') {
      throw new GraphQLError('Day must be a string such as "2026-03-14".');
    }
    return parseDay(value);
  },
  // Input coercion of a literal written in the request text.
  coerceInputLiteral(valueNode) {
    if (valueNode.kind !== Kind.STRING) {
      throw new GraphQLError('Day must be a string such as "2026-03-14".', { nodes: valueNode });
    }
    return parseDay(valueNode.value, valueNode);
  },
});

const tools = [
  { name: 'Cordless drill', lastServiced: new Date('2026-02-10T00:00:00Z') },
  { name: 'Tile cutter', lastServiced: new Date('2025-11-03T00:00:00Z') },
];

const ToolType = new GraphQLObjectType({
  name: 'Tool',
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    lastServiced: { type: DayType },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      toolsServicedSince: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ToolType))),
        args: { day: { type: new GraphQLNonNull(DayType) } },
        // `day` arrives as a Date, ready to compare.
        resolve: (_root, { day }) => tools.filter((tool) => tool.lastServiced >= day),
      },
    },
  }),
});

async function run(source, variableValues) {
  const result = await graphql({ schema, source, variableValues });
  console.log(`# ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`);
  console.log(JSON.stringify(result));
}

await run('{ toolsServicedSince(day: "2026-01-01") { name lastServiced } }');
await run('{ toolsServicedSince(day: "last week") { name } }');
await run('query ($day: Day!) { toolsServicedSince(day: $day) { name } }', { day: '2026-02-30' });
