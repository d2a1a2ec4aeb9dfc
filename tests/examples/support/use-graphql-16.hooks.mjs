// Node module resolve hook: `graphql` and `graphql/*` resolve to the `graphql-16` package (an npm
// alias of graphql@16), for the sample and for its dependencies alike (graphql-http), so the whole
// process shares one graphql instance, as it would in a project that installed graphql 16.
const GRAPHQL_SPECIFIER = /^graphql(\/.*)?$/;

export async function resolve(specifier, context, nextResolve) {
  const match = GRAPHQL_SPECIFIER.exec(specifier);
  if (match) {
    return nextResolve(`graphql-16${match[1] ?? ''}`, context);
  }
  return nextResolve(specifier, context);
}
