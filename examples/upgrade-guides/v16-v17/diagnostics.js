// graphql 17 only: graphql-js publishes its work on node:diagnostics_channel
// tracing channels, for APM tools and your own timing, with no wrapper.
import diagnosticsChannel from 'node:diagnostics_channel';
import {buildSchema, graphql} from 'graphql';

const schema = buildSchema('type Query { product: Product } type Product { name: String }');
const rootValue = {product: async () => ({name: 'Lamp'})};

for (const name of ['graphql:parse', 'graphql:validate', 'graphql:execute', 'graphql:resolve']) {
  diagnosticsChannel.tracingChannel(name).subscribe({
    start(context) {
      const detail =
        name === 'graphql:resolve'
          ? ` ${context.fieldPath} (${context.parentType}.${context.fieldName})`
          : '';
      console.log(`start ${name}${detail}`);
    },
    end() {},
    asyncStart() {},
    asyncEnd() {},
    error(context) {
      console.log(`error ${name}:`, context.error.message);
    },
  });
}

console.log(JSON.stringify(await graphql({schema, source: '{ product { name } }', rootValue})));
