import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(`
  type Query {
    "A promise: graphql-js waits for it."
    libraryName: String
    "A list may be any iterable, and its items may be promises."
    tags: [String]
    shelves: [String]
    "Nullable fields: an error or null becomes null."
    condition: String
    notes: String
    "Non-null: null is an error, and the error reaches the nearest nullable parent."
    openingHours: Hours
  }

  type Hours {
    weekdays: String!
  }
`);

const wait = (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value));

const rootValue = {
  libraryName: () => wait(10, 'Elm Street Tool Library'),
  tags: () => new Set(['woodwork', 'garden', 'woodwork']),
  shelves: () => [wait(20, 'A1'), 'B2', Promise.reject(new Error('Shelf C is being rebuilt.'))],
  condition: () => {
    throw new Error('The condition service did not answer.');
  },
  notes: () => undefined,
  openingHours: () => ({ weekdays: null }),
};

const result = await graphql({
  schema,
  rootValue,
  source: '{ libraryName tags shelves condition notes openingHours { weekdays } }',
});
console.log('data:', JSON.stringify(result.data, null, 2));
for (const error of result.errors) {
  console.log(`error at ${error.path.join('.')}: ${error.message}`);
}
