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
  print,
  printType,
} from 'graphql';

// Internally a JavaScript Date; in JSON and in queries an ISO 8601 string in UTC.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

// `node` is the literal in the query text, when there is one: it gives the error a location.
function parseDateTime(text, node) {
  const date = new Date(text);
  // Date rolls a day that does not exist over into the next month (February 31 becomes March 3):
  // the moment must print back as the date and time that were sent.
  if (
    !ISO_UTC.test(text) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 19) !== text.slice(0, 19)
  ) {
    throw new GraphQLError(
      `DateTime must be an ISO 8601 date-time in UTC, like "2026-05-04T09:30:00Z"; got "${text}".`,
      {
        nodes: node,
      },
    );
  }
  return date;
}

// A value refused here is a bug in the server's own data: an ordinary Error, for the logs, which a
// masking formatError keeps from clients (see the errors guide).
function toDateTimeString(value) {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new TypeError(`DateTime cannot represent ${String(value)}: expected a valid Date.`);
  }
  return value.toISOString();
}

function fromVariable(value) {
  if (typeof value !== 'string') {
    throw new GraphQLError(`DateTime must be a string; got ${JSON.stringify(value)}.`);
  }
  return parseDateTime(value);
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A moment in time, written as an ISO 8601 string in UTC.',
  specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc3339',
  // Date (internal) -> string (JSON), for every DateTime in a result.
  coerceOutputValue: toDateTimeString,
  // JSON value of a variable -> Date.
  coerceInputValue: fromVariable,
  // Literal written in the query text -> Date.
  coerceInputLiteral(node) {
    if (node.kind !== Kind.STRING) {
      throw new GraphQLError(`DateTime must be a string; got ${print(node)}.`, { nodes: node });
    }
    return parseDateTime(node.value, node);
  },
  // External value (as in JSON) -> literal, to print default values in SDL and introspection.
  valueToLiteral: (value) => ({ kind: Kind.STRING, value: toDateTimeString(fromVariable(value)) }),
});

const loans = [
  { title: 'Hand plane', dueAt: new Date('2026-05-04T09:30:00Z') },
  { title: 'Cordless drill', dueAt: new Date('2026-05-11T17:00:00Z') },
  { title: 'Mitre saw', dueAt: '2026-05-20' }, // a bug: a string slipped into the data
];

const Loan = new GraphQLObjectType({
  name: 'Loan',
  fields: { title: { type: GraphQLString }, dueAt: { type: DateTime } },
});

const Query = new GraphQLObjectType({
  name: 'Query',
  fields: {
    loans: { type: new GraphQLList(Loan), resolve: () => loans },
    loansDueBefore: {
      type: new GraphQLList(GraphQLString),
      args: {
        date: {
          type: new GraphQLNonNull(DateTime),
          default: { value: '2026-06-01T00:00:00Z' },
        },
      },
      // The resolver receives the internal value: a Date it can compare.
      resolve: (_source, { date }) =>
        loans
          .filter((loan) => loan.dueAt instanceof Date && loan.dueAt < date)
          .map((loan) => loan.title),
    },
  },
});

const schema = new GraphQLSchema({ query: Query });

console.log(printType(DateTime));
console.log(printType(Query));

async function run(source, variableValues) {
  const result = await graphql({ schema, source, variableValues });
  console.log(`# ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`);
  console.log(JSON.stringify(result));
}

// Output coercion: Dates become strings; the bad value becomes a field error.
await run('{ loans { title dueAt } }');
// Literal input, and the default value.
await run('{ loansDueBefore(date: "2026-05-10T00:00:00Z") }');
await run('{ loansDueBefore }');
// Variable input.
await run('query ($date: DateTime!) { loansDueBefore(date: $date) }', {
  date: '2026-05-12T00:00:00Z',
});
// Bad input: a literal of the wrong kind, an unparsable string, a variable of the wrong type.
await run('{ loansDueBefore(date: 20260510) }');
await run('{ loansDueBefore(date: "next Tuesday") }');
await run('query ($date: DateTime!) { loansDueBefore(date: $date) }', { date: 1778371200000 });
// Strict: days that do not exist, February 29 in leap years and others, a time past 23:59:59,
// an offset other than Z, and digits past the millisecond.
for (const date of [
  '2026-02-31T00:00:00Z',
  '2026-04-31T23:59:59Z',
  '2026-02-29T00:00:00Z',
  '2028-02-29T00:00:00Z',
  '2100-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '2026-05-04T24:00:00Z',
  '2026-05-04T09:30:00+02:00',
  '2026-05-04T09:30:00.123456Z',
]) {
  const { errors } = await graphql({
    schema,
    source: 'query ($date: DateTime!) { loansDueBefore(date: $date) }',
    variableValues: { date },
  });
  console.log(`${date}: ${errors ? 'refused' : 'accepted'}`);
}
