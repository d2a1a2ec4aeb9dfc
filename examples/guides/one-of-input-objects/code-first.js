import {
  graphql,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  printType,
} from 'graphql';

// The same input type as in SDL: `isOneOf: true` is what `@oneOf` becomes.
const LoanLookup = new GraphQLInputObjectType({
  name: 'LoanLookup',
  isOneOf: true,
  fields: {
    id: { type: GraphQLID },
    barcode: { type: GraphQLString },
    borrowerEmail: { type: GraphQLString },
  },
});

const loans = [
  { id: '7', tool: 'Hand plane', barcode: 'HP-0042', borrowerEmail: 'ines@example.org' },
  { id: '8', tool: 'Cordless drill', barcode: 'CD-0007', borrowerEmail: 'sam@example.org' },
];

// One branch per field: the shape a oneOf input is made for.
function findLoan(by) {
  if (by.id !== undefined) {
    return loans.find((loan) => loan.id === by.id);
  }
  if (by.barcode !== undefined) {
    return loans.find((loan) => loan.barcode === by.barcode);
  }
  return loans.find((loan) => loan.borrowerEmail === by.borrowerEmail.toLowerCase());
}

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      loanTool: {
        type: GraphQLString,
        args: { by: { type: new GraphQLNonNull(LoanLookup) } },
        resolve: (_source, { by }) => findLoan(by)?.tool,
      },
    },
  }),
});

console.log(printType(LoanLookup));

const result = await graphql({
  schema,
  source: `{
    byId: loanTool(by: { id: "8" })
    byEmail: loanTool(by: { borrowerEmail: "Ines@example.org" })
    __type(name: "LoanLookup") { isOneOf }
  }`,
});
console.log(JSON.stringify(result));
