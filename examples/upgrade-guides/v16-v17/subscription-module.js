// Runs on graphql 16 and 17: subscribe is exported by the package root.
import {buildSchema, parse, subscribe} from 'graphql';

const schema = buildSchema('type Query { ok: Boolean } type Subscription { tick: Int }');
const rootValue = {
  async *tick() {
    yield {tick: 1};
    yield {tick: 2};
  },
};

const stream = await subscribe({schema, document: parse('subscription { tick }'), rootValue});
for await (const event of stream) {
  console.log(event);
}
