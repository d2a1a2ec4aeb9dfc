// Runs on graphql 16 and 17: results that graphql 17 accepts and graphql 16 refuses.
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema(`
  type Query {
    views: Int
    bytes: Float
    orderId: ID
    reviews: [String]
  }
`);
const rootValue = {
  views: 1234n, // a BigInt from a database driver
  bytes: 9_007_199_254_740_993n,
  orderId: 42n,
  async *reviews() {
    // an async iterable for a list field
    yield 'Bright';
    yield 'Sturdy';
  },
};

const {data, errors = []} = await graphql({
  schema,
  source: '{ views bytes orderId reviews }',
  rootValue,
});
console.log('data:', JSON.stringify(data));
for (const error of errors) {
  console.log(`error at ${error.path.join('.')}: ${error.message}`);
}

// A BigInt passed in variableValues.
const {data: echoed, errors: echoErrors = []} = await graphql({
  schema: buildSchema('type Query { echo(n: Int): Int }'),
  source: 'query ($n: Int) { echo(n: $n) }',
  rootValue: {echo: ({n}) => n},
  variableValues: {n: 7n},
});
console.log('data:', JSON.stringify(echoed));
for (const error of echoErrors) {
  console.log(`error: ${error.message}`);
}
