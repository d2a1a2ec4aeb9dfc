// Preloaded with `node --import` into the subscriptions guide's server.js: the guide's schema
// gains a query field, `slowReport`, that answers after 3 seconds, so that a test can keep
// operations running while it sends more. Everything else in the schema is the guide's own.
import {registerHooks} from 'node:module';

const GUIDE_SCHEMA = /\/examples\/guides\/subscriptions\/schema\.js$/;

registerHooks({
  load(url, context, nextLoad) {
    if (!GUIDE_SCHEMA.test(url)) return nextLoad(url, context);
    const original = JSON.stringify(`${url}?original`);
    const source = `
      import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
      import { schema as guideSchema } from ${original};
      export * from ${original};
      const config = guideSchema.toConfig();
      const query = guideSchema.getQueryType().toConfig();
      const slowReport = {
        type: GraphQLString,
        resolve: () => new Promise((resolve) => setTimeout(() => resolve('done'), 3000)),
      };
      export const schema = new GraphQLSchema({
        ...config,
        types: config.types.filter((type) => type !== guideSchema.getQueryType()),
        query: new GraphQLObjectType({ ...query, fields: { ...query.fields, slowReport } }),
      });`;
    return {format: 'module', source, shortCircuit: true};
  },
});
