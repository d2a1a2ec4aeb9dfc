// Preloaded with `node --import` to run a sample against graphql 16: `graphql` and `graphql/*`
// resolve to the `graphql-16` package (an npm alias of graphql@16), for the sample and for its
// dependencies alike, so the whole process shares one graphql instance, as it would in a project
// that installed graphql 16. registerHooks runs in the loading thread and applies to require() as
// well as import, so CommonJS dependencies (graphql-relay) get graphql 16 too.
import {registerHooks} from 'node:module';

const GRAPHQL_SPECIFIER = /^graphql(\/.*)?$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const match = GRAPHQL_SPECIFIER.exec(specifier);
    return nextResolve(match ? `graphql-16${match[1] ?? ''}` : specifier, context);
  },
});
