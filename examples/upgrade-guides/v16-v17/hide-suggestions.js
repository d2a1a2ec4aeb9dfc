// Runs on graphql 16.15 and 17: hideSuggestions keeps "Did you mean" hints out of responses.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema('type Query { products: [String] }');

for (const hideSuggestions of [false, true]) {
  const {errors} = await graphql({schema, source: '{ product }', hideSuggestions});
  console.log(`hideSuggestions: ${hideSuggestions} ->`, errors[0].message);
}
