import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Tool {
    id: ID!
    name: String!
    stock: Int!
    weightKg: Float
    electric: Boolean!
    tags: [String!]!
    manualUrl: String
    loanCount: Int
    ratings: [Int!]
  }

  type Query {
    tool: Tool
  }
`);

// A unit-carrying number, as some libraries return: valueOf() gives the plain number.
class Kilograms {
  constructor(amount) {
    this.amount = amount;
  }

  valueOf() {
    return this.amount;
  }
}

// A record as it might come out of storage: some values are not the JavaScript
// type the schema asks for, and graphql-js coerces each one while building the result.
const storedTool = {
  id: 7, // a number: ID results are always strings
  name: 'Cordless drill',
  stock: '3', // a numeric string: Int accepts it and returns a number
  weightKg: new Kilograms(1.8), // an object: its valueOf() result is coerced
  electric: 1, // a number: Boolean accepts it and returns true
  tags: new Set(['power', 'drilling']), // any iterable can back a list
  manualUrl: null, // allowed: the field is nullable
  loanCount: 1204n, // a BigInt, as database drivers return for 64-bit columns (graphql 17)
  async *ratings() {
    // an async iterable, such as a database cursor, can back a list (graphql 17)
    yield 5;
    yield 4;
  },
};

const result = await graphql({
  schema,
  source: '{ tool { id name stock weightKg electric tags manualUrl loanCount ratings } }',
  rootValue: { tool: () => storedTool },
});

console.log(JSON.stringify(result, null, 2));
