import { buildSchema, graphql } from 'graphql';

// A loan can be looked up by exactly one of three keys.
const schema = buildSchema(`
  input LoanLookup @oneOf {
    id: ID
    barcode: String
    borrowerEmail: String
  }

  type Loan {
    id: ID!
    tool: String!
  }

  type Query {
    loan(by: LoanLookup!): Loan
  }
`);

const loans = [
  { id: '7', tool: 'Hand plane', barcode: 'HP-0042', borrowerEmail: 'ines@example.org' },
  { id: '8', tool: 'Cordless drill', barcode: 'CD-0007', borrowerEmail: 'sam@example.org' },
];

const rootValue = {
  // `by` holds exactly one key with a non-null value: graphql-js has checked that already.
  loan: ({ by }) => {
    const [[key, value]] = Object.entries(by);
    return loans.find((loan) => loan[key] === value);
  },
};

async function run(source, variableValues) {
  const result = await graphql({ schema, source, rootValue, variableValues });
  console.log(`# ${source}${variableValues ? ` with ${JSON.stringify(variableValues)}` : ''}`);
  console.log(JSON.stringify(result));
}

// Exactly one field: fine.
await run('{ loan(by: { barcode: "CD-0007" }) { id tool } }');
// No field, two fields, or a null: refused during validation.
await run('{ loan(by: {}) { id } }');
await run('{ loan(by: { id: "7", barcode: "HP-0042" }) { id } }');
await run('{ loan(by: { id: null }) { id } }');

// The whole input object as a variable: checked when execution starts.
const byVariable = 'query ($by: LoanLookup!) { loan(by: $by) { id tool } }';
await run(byVariable, { by: { borrowerEmail: 'ines@example.org' } });
await run(byVariable, { by: { id: '7', barcode: 'HP-0042' } });
await run(byVariable, { by: { id: null } });

// A variable for one field: declare it non-null, or a null only fails once the field runs.
await run('query ($id: ID) { loan(by: { id: $id }) { id } }', { id: null });
await run('query ($id: ID!) { loan(by: { id: $id }) { id tool } }', { id: '7' });
