import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Tool {
    name: String!
    label: String!
    condition: String
    shelf: String
    dueBack(format: String = "short"): String
    loanCount: Int
  }

  type Query {
    tool(id: ID!): Tool
  }
`);

// No field has a resolver, so graphql-js uses its default one on every field: it reads the
// property named like the field and, when that property is a function, calls it.
class Tool {
  constructor(row) {
    this.name = row.name;
    this.shelf_code = row.shelf_code;
    this.dueDate = new Date(row.due);
  }

  // A getter is a property like any other.
  get label() {
    return `${this.name} (${this.shelf_code})`;
  }

  // A method receives (args, context, info), not the source: the source is `this`.
  dueBack({ format }, context) {
    const style = format === 'long' ? 'full' : 'short';
    return this.dueDate.toLocaleDateString(context.locale, { dateStyle: style, timeZone: 'UTC' });
  }

  // A property may hold a promise; graphql-js waits for it.
  get loanCount() {
    return Promise.resolve(12);
  }
}

const rows = { 1: { name: 'Hand plane', shelf_code: 'B2', due: '2026-03-14' } };

// The root value is the source of the Query fields: `tool` is a method of it.
const rootValue = {
  tool: ({ id }) => (rows[id] ? new Tool(rows[id]) : null),
};

const result = await graphql({
  schema,
  rootValue,
  contextValue: { locale: 'en-GB' },
  source: `{
    tool(id: "1") { name label condition shelf short: dueBack long: dueBack(format: "long") loanCount }
    missing: tool(id: "9") { name }
  }`,
});
console.log(JSON.stringify(result, null, 2));
