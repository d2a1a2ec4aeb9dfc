// Preloaded with `node --import` to run a sample against graphql 16, as in a project that installed
// graphql 16: where `graphql` or `graphql/*` would resolve to the project's own copy (graphql 17),
// it resolves to the `graphql-16` package (an npm alias of graphql@16) instead, for the sample and
// its dependencies alike, so they share one graphql instance. A dependency that brings a graphql
// of its own in a nested node_modules (graphql-armor does) keeps it, as it would there.
// registerHooks runs in the loading thread and applies to require() as well as import, so
// CommonJS dependencies (graphql-relay) get graphql 16 too.
import {realpathSync} from 'node:fs';
import {registerHooks} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';

const GRAPHQL_SPECIFIER = /^graphql(\/.*)?$/;
// Resolution follows symbolic links, so the project's copy is compared by its real path: with a
// linked node_modules (a git worktree sharing another checkout's) it would otherwise never match,
// and every "graphql 16" run would quietly run graphql 17.
const PROJECT_GRAPHQL = pathToFileURL(realpathSync(fileURLToPath(new URL('../../../node_modules/graphql/', import.meta.url)))).href + '/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const match = GRAPHQL_SPECIFIER.exec(specifier);
    if (!match) return nextResolve(specifier, context);
    // Decided by the copy the bare name reaches from the importer, so that a subpath only graphql
    // 16 has (graphql/subscription, graphql/index.mjs) still reaches 16.
    const copy = nextResolve('graphql', context);
    return nextResolve(copy.url.startsWith(PROJECT_GRAPHQL) ? `graphql-16${match[1] ?? ''}` : specifier, context);
  },
});
