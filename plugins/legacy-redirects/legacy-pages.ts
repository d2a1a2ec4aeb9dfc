// Every address graphql-js's documentation has been published at, and the page here that now
// answers it, chosen by what each old page covers (read from its source), not by its slug.
//
// Where the lists come from (facts only, no text copied):
// - graphql-js.org, the Nextra site in github.com/graphql/graphql-js, `website/pages/`
//   (`docs/*.mdx`, `api-v16/*.mdx`, `upgrade-guides/v16-v17.mdx`) at commit
//   a7db60beb22b0e417f9ed12215945c7fcb43246e. Nextra serves `pages/a/b.mdx` at `/a/b`.
// - graphql.org's `/graphql-js/` section, github.com/graphql/graphql.github.io:
//   `src/pages/graphql-js/*.mdx` and its `_meta.ts` (the Nextra site, commit
//   1ec1f07c406e3dd6b41a7e6306d2477352b8df06 for `_meta.ts`, the pages at the commits listed in
//   README.md), and the `permalink:` of the Gatsby site before it,
//   `src/content/graphql-js/*.md`, which adds `/graphql-js/express-graphql/`.
// - The anchors of the API pages: the slugs Nextra gives their headings (lowercased) and the
//   `href="#..."` of their overview lists (which keep the export's case: `#parseValue`).

/** An old page that one page here answers. */
export interface LegacyPage {
  /** The old address, without a trailing slash (both forms are redirected). */
  from: string;
  /** The page here that covers the same topic. */
  to: string;
  /** A word of the target page's `<h1>`, which the tests look for after the redirect. */
  topic: string;
}

/**
 * An old per-module API page. It redirects to the module's section of an API overview
 * (`?module=`), where the browser reads the hash the server never sees: an anchor naming an
 * export goes to that export's page (plugins/legacy-redirects/anchor-resolver.ts).
 */
export interface LegacyApiPage {
  from: string;
  /** The module, as the overview's section ids and the symbol index spell it. */
  module: string;
  /** The API version whose overview answers it (its route prefix), e.g. `16.x` for graphql-js.org's `api-v16`. */
  version: '16.x' | '17.x';
  /** Every anchor the old page had that named an export, lowercased. */
  anchors: readonly string[];
}

const tutorial = (slug: string, topic: string) => ({to: `/docs/tutorials/${slug}`, topic});
const guide = (slug: string, topic: string) => ({to: `/docs/guides/${slug}`, topic});

// The tutorial pages both old sites had under the same names, and their pages here.
const TUTORIAL_PAGES: [slug: string, topic: string][] = [
  ['running-an-express-graphql-server', 'Express'],
  ['graphql-clients', 'clients'],
  ['basic-types', 'Basic types'],
  ['passing-arguments', 'Passing arguments'],
  ['object-types', 'Object types'],
  ['mutations-and-input-types', 'Mutations'],
  ['authentication-and-express-middleware', 'Authentication'],
  ['constructing-types', 'Constructing types'],
  ['defer-stream', 'Defer'],
  ['going-to-production', 'production'],
];

// The pages graphql-js.org added after the commit above, read in later versions of
// `website/pages/docs/` (its `_meta.ts` at 114c274badf91689313252cf12841bd9f9816abc also links
// `/docs/graphql-http` from the API menu). Not mapped, because no page here covers their topic:
// `/docs/scaling-graphql` (monoliths, schema stitching, federation) and the older upgrade guides
// `/upgrade-guides/v15-v16` and `/upgrade-guides/v14-v15`; they get the not-found page's suggestions.
const GRAPHQL_JS_ORG_LATER_PAGES: readonly LegacyPage[] = [
  // Cancelling execution with abortSignal, info.getAbortSignal(), AbortedGraphQLExecutionError,
  // and aborting when the client disconnects: the tutorial's "Timeouts and cancellation".
  {from: '/docs/abort-signals', ...tutorial('going-to-production', 'production')},
  // validateExecutionArgs and the root selection set executors for a custom execute or subscribe.
  {from: '/docs/advanced-execution-pipelines', to: '/api/function/validateExecutionArgs', topic: 'validateExecutionArgs'},
  {from: '/docs/authorization-strategies', ...guide('authorization', 'Authorization')},
  {from: '/docs/caching-strategies', ...guide('caching', 'Caching')},
  // enableDevMode and the development condition: the tutorial's "Development-mode checks".
  {from: '/docs/development-mode', ...tutorial('going-to-production', 'production')},
  {from: '/docs/production-build-optimization', ...tutorial('going-to-production', 'production')},
  // Trusted documents, introspection, cost limits and rate limits for production.
  {from: '/docs/secure-for-production', ...tutorial('going-to-production', 'production')},
  // Parser options and the experimental syntax (fragment arguments, directives on directive
  // definitions, incremental delivery): what 17 changed is in the upgrade guide.
  {from: '/docs/experimental-specification-features', to: '/docs/upgrade-guides/v16-v17', topic: '16 to 17'},
  {from: '/docs/directives-on-directives', to: '/docs/upgrade-guides/v16-v17', topic: '16 to 17'},
  {from: '/docs/fragment-arguments', to: '/api/interface/ParseOptions', topic: 'ParseOptions'},
  // default: {value} or {literal}, coerceInputValue, valueToLiteral: "Values and defaults" there.
  {from: '/docs/input-coercion-and-defaults', to: '/docs/upgrade-guides/v16-v17', topic: '16 to 17'},
  {from: '/docs/disabling-error-propagation', ...guide('nullability', 'Nullability')},
  {from: '/docs/nullability', ...guide('nullability', 'Nullability')},
  {from: '/docs/execution-hooks', to: '/api/interface/ExecutionHooks', topic: 'ExecutionHooks'},
  {from: '/docs/graphql-harness', to: '/api/interface/GraphQLHarness', topic: 'GraphQLHarness'},
  {from: '/docs/graphql-http', ...tutorial('running-an-express-graphql-server', 'Express')},
  {from: '/docs/migrating-from-express-graphql', ...tutorial('express-graphql', 'express-graphql')},
  // Depth and cost limits as validation rules.
  {from: '/docs/operation-complexity-controls', ...guide('security-limits', 'Security')},
  // Formatting and masking errors, error codes, custom error classes.
  {from: '/docs/production-errors-debug', ...guide('errors', 'Errors')},
  {from: '/docs/production-monitoring', ...guide('observability', 'Observability')},
  // graphql 17's graphql:* tracing channels, which the Observability guide lists.
  {from: '/docs/tracing-channels', ...guide('observability', 'Observability')},
  {from: '/docs/production-performance', ...guide('execution-performance', 'performance')},
  {from: '/docs/production-schema-management', ...guide('schema-evolution', 'Schema evolution')},
  {from: '/docs/schema-evolution', ...guide('schema-evolution', 'Schema evolution')},
  {from: '/docs/schema-coordinates', to: '/api/function/resolveSchemaCoordinate', topic: 'resolveSchemaCoordinate'},
  {from: '/docs/subscriptions', ...guide('subscriptions', 'Subscriptions')},
  ...['approaches', 'best-practices', 'graphql-servers', 'operations', 'resolvers'].map((slug) => ({
    from: `/docs/testing-${slug}`,
    ...guide('testing', 'Testing'),
  })),
  // Generated resolver and operation types: "Where generated types fit".
  {from: '/docs/type-generation', ...guide('typescript', 'TypeScript')},
  // Custom directives in operations, read by resolvers.
  {from: '/docs/using-directives', ...guide('executable-directives', 'directives')},
];

/** graphql-js.org's pages (website/pages in graphql/graphql-js). */
export const GRAPHQL_JS_ORG_PAGES: readonly LegacyPage[] = [
  // The install-and-first-query page is the tutorial's first page here.
  {from: '/docs/getting-started', ...tutorial('', 'Getting started')},
  ...TUTORIAL_PAGES.map(([slug, topic]) => ({from: `/docs/${slug}`, ...tutorial(slug, topic)})),
  // Interfaces, unions and resolveType.
  {from: '/docs/abstract-types', ...guide('interfaces-and-unions', 'Interfaces')},
  // Both scalar pages (when to write one; validating, serializing and testing it) are one guide here.
  {from: '/docs/custom-scalars', ...guide('custom-scalars', 'scalars')},
  {from: '/docs/advanced-custom-scalars', ...guide('custom-scalars', 'scalars')},
  // Connections, edges and cursors.
  {from: '/docs/cursor-based-pagination', ...guide('pagination', 'Pagination')},
  // GraphQLError, propagation to the nearest nullable field, extensions.
  {from: '/docs/graphql-errors', ...guide('errors', 'Errors')},
  {from: '/docs/n1-dataloader', ...guide('batching-with-dataloader', 'DataLoader')},
  {from: '/docs/oneof-input-objects', ...guide('one-of-input-objects', '@oneOf')},
  // The resolver's four arguments, default resolvers.
  {from: '/docs/resolver-anatomy', ...guide('resolvers', 'Resolvers')},
  {from: '/upgrade-guides/v16-v17', to: '/docs/upgrade-guides/v16-v17', topic: '16 to 17'},
  // Its createHandler (for Express) is what the Express tutorial serves a schema with.
  {from: '/api-v16/graphql-http', ...tutorial('running-an-express-graphql-server', 'Express')},
  ...GRAPHQL_JS_ORG_LATER_PAGES,
];

/** graphql.org's `/graphql-js/` pages (src/pages/graphql-js in graphql/graphql.github.io). */
export const GRAPHQL_ORG_PAGES: readonly LegacyPage[] = [
  // "Getting Started With GraphQL.js": install, a schema, a first query.
  {from: '/graphql-js', ...tutorial('', 'Getting started')},
  ...TUTORIAL_PAGES.map(([slug, topic]) => ({from: `/graphql-js/${slug}`, ...tutorial(slug, topic)})),
  // The Gatsby site's reference of the express-graphql middleware, which its migration page replaces.
  {from: '/graphql-js/express-graphql', ...tutorial('express-graphql', 'express-graphql')},
  {from: '/graphql-js/graphql-http', ...tutorial('running-an-express-graphql-server', 'Express')},
];

// The anchors of the per-module pages, the same on both sites (graphql-js.org's api-v16 pages
// are graphql.org's, moved). graphql.org's execution page lacks `executesync`; listing it there
// too costs nothing.
const MODULE_ANCHORS: Record<string, readonly string[]> = {
  graphql: ['graphql'],
  error: ['graphqlerror', 'syntaxerror', 'locatederror', 'formaterror'],
  execution: ['execute', 'executesync'],
  language: ['source', 'getlocation', 'lex', 'parse', 'parsevalue', 'kind', 'visit', 'break', 'print'],
  type: [
    'graphqlschema',
    'graphqlscalartype',
    'graphqlobjecttype',
    'graphqlinterfacetype',
    'graphqluniontype',
    'graphqlenumtype',
    'graphqlinputobjecttype',
    'graphqllist',
    'graphqlnonnull',
    'isinputtype',
    'isoutputtype',
    'isleaftype',
    'iscompositetype',
    'isabstracttype',
    'getnullabletype',
    'getnamedtype',
    'graphqlint',
    'graphqlfloat',
    'graphqlstring',
    'graphqlboolean',
    'graphqlid',
  ],
  utilities: [
    'introspectionquery',
    'buildclientschema',
    'buildschema',
    'printschema',
    'printintrospectionschema',
    'buildastschema',
    'typefromast',
    'astfromvalue',
    'typeinfo',
    'isvalidjsvalue',
    'isvalidliteralvalue',
  ],
  validation: ['validate', 'specifiedrules'],
};

/**
 * Anchors whose export is gone or renamed, and the export that took its place (checked against
 * the installed graphql by tests/unit/legacy-redirects-map.test.ts). Any other anchor names its
 * export, case aside.
 */
export const RENAMED_EXPORTS: Readonly<Record<string, string>> = {
  // The query string constant, replaced by the function that builds it.
  introspectionquery: 'getIntrospectionQuery',
  // The lexer function, replaced by the Lexer class.
  lex: 'Lexer',
  // Both checked a value against an input type: coercion reports the same errors now, and
  // literals are checked by the validation rule.
  isvalidjsvalue: 'coerceInputValue',
  isvalidliteralvalue: 'ValuesOfCorrectTypeRule',
};

export const API_MODULES = Object.keys(MODULE_ANCHORS);

// The API pages graphql-js.org added later (listed from later versions of `website/pages/`): a
// 17 reference (`api-v17/<module>`) and, in both, one page per topic under each module
// (`api-v16/execution/values`). Their anchors were not listed; the resolver reads any export's
// name from the hash whatever the page, and otherwise shows the module's section.
const LATER_SUBPAGES: Record<'16.x' | '17.x', Record<string, readonly string[]>> = {
  '16.x': {
    error: ['errors'],
    execution: ['execution', 'paths', 'subscriptions', 'values'],
    graphql: ['request-pipeline', 'version'],
    language: ['ast-predicates', 'ast', 'kinds', 'lexing', 'parsing', 'printing', 'source', 'visiting'],
    type: ['definitions', 'directives', 'introspection', 'names', 'paths', 'scalars', 'schema', 'validation'],
    utilities: [
      'ast-utilities',
      'introspection',
      'operations',
      'schema-changes',
      'schema-construction',
      'schema-coordinates',
      'schema-printing',
      'type-comparisons',
      'type-info',
      'typed-documents',
      'validation',
      'values',
    ],
    validation: ['custom-rules', 'validation-context', 'validation-rules', 'validation'],
  },
  '17.x': {
    error: ['errors'],
    execution: ['execution', 'incremental-execution', 'legacy-incremental-execution', 'paths', 'values'],
    graphql: ['development-mode', 'harness', 'request-pipeline'],
    language: ['ast-predicates', 'ast', 'kinds', 'lexing', 'parsing', 'printing', 'source', 'visiting'],
    type: ['definitions', 'directives', 'introspection', 'paths', 'scalars', 'schema', 'validation'],
    utilities: [
      'ast-utilities',
      'introspection',
      'operations',
      'schema-changes',
      'schema-construction',
      'schema-coordinates',
      'schema-printing',
      'type-comparisons',
      'type-info',
      'typed-documents',
      'values',
    ],
    validation: ['custom-rules', 'validation-context', 'validation-rules', 'validation'],
  },
};

const LATER_API_PAGES: LegacyApiPage[] = [
  ...API_MODULES.map((module) => ({from: `/api-v17/${module}`, module, version: '17.x' as const, anchors: []})),
  ...(['16.x', '17.x'] as const).flatMap((version) =>
    Object.entries(LATER_SUBPAGES[version]).flatMap(([module, pages]) =>
      pages.map((page) => ({from: `/api-v${version.slice(0, 2)}/${module}/${page}`, module, version, anchors: []})),
    ),
  ),
  // graphql 16's graphql/subscription module (subscribe, createSourceEventStream), which the
  // 16.x reference here lists under execution.
  {from: '/api-v16/subscription', module: 'execution', version: '16.x', anchors: []},
  {from: '/api-v16/subscription/subscriptions', module: 'execution', version: '16.x', anchors: []},
];

export const LEGACY_API_PAGES: readonly LegacyApiPage[] = [
  ...API_MODULES.map((module) => ({from: `/api-v16/${module}`, module, version: '16.x' as const, anchors: MODULE_ANCHORS[module]!})),
  ...API_MODULES.map((module) => ({from: `/graphql-js/${module}`, module, version: '17.x' as const, anchors: MODULE_ANCHORS[module]!})),
  ...LATER_API_PAGES,
];

/**
 * This site's own pages that moved: their old address stays in site-routes.txt, and the build
 * fails until it is listed here.
 */
export const MOVED_PAGES: readonly LegacyPage[] = [];

export const LEGACY_PAGES: readonly LegacyPage[] = [...GRAPHQL_JS_ORG_PAGES, ...GRAPHQL_ORG_PAGES, ...MOVED_PAGES];
