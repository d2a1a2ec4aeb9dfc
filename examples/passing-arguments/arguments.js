import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    searchTools(term: String!, limit: Int = 2, availableOnly: Boolean = false): [String!]!
  }
`);

const tools = [
  { name: 'Circular saw', available: true },
  { name: 'Hand saw', available: false },
  { name: 'Jigsaw', available: true },
  { name: 'Cordless drill', available: true },
];

const rootValue = {
  // Every argument arrives in one object, defaults already applied.
  searchTools: ({ term, limit, availableOnly }) =>
    tools
      .filter((tool) => tool.name.toLowerCase().includes(term.toLowerCase()))
      .filter((tool) => !availableOnly || tool.available)
      .slice(0, limit ?? undefined)
      .map((tool) => tool.name),
};

async function run(source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(`# ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`);
  console.log(JSON.stringify(result));
}

await run('{ searchTools(term: "saw") }');
await run('{ searchTools(term: "saw", limit: 5, availableOnly: true) }');
// An explicit null is not the same as leaving the argument out: the default does not apply.
await run('{ searchTools(term: "saw", limit: null) }');

const search =
  'query Search($term: String!, $limit: Int = 1) { searchTools(term: $term, limit: $limit) }';
await run(search, { term: 'SAW' });
await run(search, { term: 'saw', limit: 3 });
// A variable without a value or a default of its own leaves the argument's default in charge.
await run('query ($limit: Int) { searchTools(term: "saw", limit: $limit) }', {});

await run('{ searchTools }');
await run(search, {});

// A nullable variable may feed the non-null `term` only with a non-null default of its own:
// `= null` does not count, and validation refuses the document.
await run('query ($term: String = null) { searchTools(term: $term) }', {});
// With a non-null default the document is valid, but an explicit null still reaches `term`,
// and execution reports it as a field error.
await run('query ($term: String = "saw") { searchTools(term: $term) }', { term: null });
