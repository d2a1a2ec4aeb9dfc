/**
 * Whether the libraries a graphql-js server usually sits in accept graphql 17, read from the
 * `peerDependencies` of one published version of each, or, for an instrumentation that declares
 * no graphql peer, from the graphql versions its own code patches. docs/upgrade-guides/v16-v17.mdx
 * renders it. After changing a row, run `npm run ecosystem-registry`, which records what the npm
 * registry says of each row in graphql17EcosystemRegistry.json; tests/unit/ecosystem-table.test.ts
 * checks every row against that record, and the record against the copies `npm ci` installs.
 */
export interface EcosystemEntry {
  /** npm package name. */
  name: string;
  /** What the library does in a graphql-js server. */
  role: string;
  /** The published version the row describes. */
  version: string;
  /** Its `graphql` peer dependency range, or null when it declares none. */
  graphqlPeer: string | null;
  /**
   * For a library with no graphql peer that patches graphql's modules (an instrumentation): the
   * graphql versions its code lists as the ones it patches (its `supportedVersions`).
   */
  instrumentedRange?: string;
  /**
   * Whether graphql 17.1.0 satisfies the peer range, or else the instrumented range (true when
   * there is neither).
   */
  accepts17: boolean;
  /** What to do while upgrading. */
  note: string;
}

/** The graphql 17 release the table is checked against. */
export const GRAPHQL_17_VERSION = '17.1.0';

export const graphql17Ecosystem: readonly EcosystemEntry[] = [
  {
    name: 'graphql-http',
    role: 'GraphQL over HTTP handler',
    version: '1.23.1',
    graphqlPeer: '>=0.11 <=17',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: 'graphql-ws',
    role: 'subscriptions over WebSocket',
    version: '6.4.2',
    graphqlPeer: '^15.10.1 || ^16 || ^17',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: 'graphql-sse',
    role: 'subscriptions over server-sent events',
    version: '2.6.1',
    graphqlPeer: '>=0.11 <=17',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: 'dataloader',
    role: 'batching and caching of loads',
    version: '2.2.3',
    graphqlPeer: null,
    accepts17: true,
    note: 'Does not depend on graphql.',
  },
  {
    name: '@graphql-tools/schema',
    role: 'makeExecutableSchema',
    version: '11.0.6',
    graphqlPeer: '^16.0.0 || ^17.0.0',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: '@pothos/core',
    role: 'code-first schema builder',
    version: '4.15.1',
    graphqlPeer: '^16.10.0 || ^17.0.0',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: 'graphql-relay',
    role: 'global IDs and connections',
    version: '0.11.0',
    graphqlPeer: '^16.2.0 || ^17.0.0',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: 'graphql-jit',
    role: 'compiled execution',
    version: '0.8.9',
    graphqlPeer: '>=15',
    accepts17: true,
    note: 'Use this version; it does not validate, so validate each document before compiling it.',
  },
  {
    name: '@apollo/server',
    role: 'Apollo Server',
    version: '5.5.1',
    graphqlPeer: '^16.11.0',
    accepts17: false,
    note: 'Stay on graphql 16 for now, or serve the schema with graphql-http.',
  },
  {
    name: 'graphql-yoga',
    role: 'GraphQL Yoga server',
    version: '5.24.1',
    graphqlPeer: '^15.2.0 || ^16.0.0 || ^17.0.0',
    accepts17: true,
    note: 'Use this version.',
  },
  {
    name: '@opentelemetry/instrumentation-graphql',
    role: 'OpenTelemetry tracing of graphql',
    version: '0.72.0',
    graphqlPeer: null,
    instrumentedRange: '>=14.0.0 <17',
    accepts17: false,
    note: "Declares no graphql peer, but its code patches only graphql >=14.0.0 <17: trace graphql 17 through graphql's own diagnostics channels.",
  },
  {
    name: 'express-graphql',
    role: 'Express middleware',
    version: '0.12.0',
    graphqlPeer: '^14.7.0 || ^15.3.0',
    accepts17: false,
    note: 'Its latest release does not accept graphql 16 either: move to graphql-http first.',
  },
];
