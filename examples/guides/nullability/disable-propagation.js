import { buildSchema, graphql } from 'graphql';

// graphql 17.1 reads this directive on an operation; the schema must declare it for validation
// to accept it. graphql 16 accepts the declaration and ignores the directive.
const schema = buildSchema(`
  directive @experimental_disableErrorPropagation on QUERY | MUTATION | SUBSCRIPTION

  type Tool {
    name: String!
    condition: String!
  }

  type Query {
    tools: [Tool!]!
  }
`);

const rootValue = {
  tools: [
    { name: 'Hand plane', condition: 'sharp' },
    {
      name: 'Cordless drill',
      condition: () => {
        throw new Error('The condition service did not answer.');
      },
    },
  ],
};

for (const source of [
  '{ tools { name condition } }',
  'query @experimental_disableErrorPropagation { tools { name condition } }',
]) {
  const result = await graphql({ schema, source, rootValue });
  console.log(source);
  console.log('data:  ', JSON.stringify(result.data));
  console.log('errors:', result.errors.map((error) => error.path.join('.')).join(', '));
}
