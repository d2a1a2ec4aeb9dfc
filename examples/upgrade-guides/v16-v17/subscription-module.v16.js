// graphql 16 only: the graphql/subscription module does not exist in graphql 17.
// (graphql 16 has no "exports" map, so ES modules must name the file.)
import {buildSchema, parse} from 'graphql';
import {subscribe} from 'graphql/subscription/index.js';

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
