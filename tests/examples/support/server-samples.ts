import {readFileSync} from 'node:fs';
import {CLAIM_FILE, type GraphQLVersion, samplePath} from './samples';

// Every server the pages show, for the attack battery (tests/examples/server-battery.test.ts). A new
// server sample joins by one entry here; tests/examples/server-battery.test.ts fails while a file
// under examples/ starts a server and is in neither list.

/** A request the server must answer with 200 and data, before and after every attack. */
export interface NormalRequest {
  /** The JSON body of a POST to /graphql. */
  body: Record<string, unknown>;
}

export interface ServerSample {
  /** The graphql majors it runs on; both unless given. */
  versions?: readonly GraphQLVersion[];
  /** Environment the server needs to start. */
  env?: Record<string, string>;
  normalRequest: NormalRequest;
  /** graphql-ws on /graphql: the battery also attacks over WebSocket. */
  webSocket?: {subscription: string};
  /** graphql-sse on this path: the battery also attacks with event streams. */
  sse?: {path: string; subscription: string};
  /** A mutation that makes the subscriptions above send an event. */
  publish?: string;
  /** A query whose data is one number: how many subscriptions are running. */
  countSubscriptions?: string;
}

const TYPENAME: NormalRequest = {body: {query: '{ __typename }'}};

const PERSISTED_MANIFEST = 'guides/persisted-documents/build-manifest.output.txt';

/** The id of the page's ToolList document in the manifest the page prints. */
function persistedToolListId(): string {
  const manifest = JSON.parse(readFileSync(samplePath(PERSISTED_MANIFEST), 'utf8')) as Record<string, string>;
  const id = Object.keys(manifest).find((key) => manifest[key]!.includes('query ToolList'));
  if (id === undefined) throw new Error(`${PERSISTED_MANIFEST} has no ToolList`);
  return id;
}

const TOOL_RETURNED = 'subscription { toolReturned { tool { name } borrower { name } } }';
// Events of about 8 KiB within the server's limits (10 aliases, 10,000 characters): long aliases
// fill the kernel's socket buffers in a few hundred events, after which the server holds the rest.
const LARGE_TOOL_RETURNED = `subscription { toolReturned { ${Array.from({length: 9}, (_, index) => `${'a'.repeat(900)}${index}: tool { name }`).join(' ')} } }`;
const RETURN_TOOL = 'mutation { returnTool(name: "Hand plane", member: "Kofi") }';

/** Paths under examples/ of the server samples, keyed for the battery. */
export const SERVER_SAMPLES: Record<string, ServerSample> = {
  'running-an-express-graphql-server/server.js': {normalRequest: TYPENAME},
  'authentication-and-express-middleware/server.js': {normalRequest: TYPENAME},
  // @defer and @stream are graphql 17 only.
  'defer-stream/server.js': {versions: ['17'], normalRequest: TYPENAME},
  'express-graphql/server.js': {normalRequest: TYPENAME},
  'going-to-production/server.js': {normalRequest: TYPENAME},
  'guides/caching/server.js': {normalRequest: TYPENAME},
  'guides/graphiql/server.js': {normalRequest: TYPENAME},
  'guides/http-security/server.js': {normalRequest: TYPENAME},
  'guides/persisted-documents/server.js': {
    env: {MANIFEST: samplePath(PERSISTED_MANIFEST)},
    normalRequest: {body: {documentId: persistedToolListId()}},
  },
  'guides/testing/server.js': {normalRequest: TYPENAME},
  'guides/subscriptions/server.js': {
    normalRequest: TYPENAME,
    webSocket: {subscription: TOOL_RETURNED},
    publish: RETURN_TOOL,
    countSubscriptions: '{ activeSubscriptions }',
  },
  'guides/subscriptions-sse/server.js': {
    normalRequest: TYPENAME,
    sse: {path: '/graphql/stream', subscription: LARGE_TOOL_RETURNED},
    publish: RETURN_TOOL,
    countSubscriptions: '{ activeSubscriptions }',
  },
};

/** Files under examples/ that listen on a port but are not server samples, and why. */
export const NOT_SERVER_SAMPLES: Record<string, string> = {
  'guides/testing/http.test.js': "the page's test of testing/server.js: it listens on a port of its own choosing",
  'express-graphql/legacy/express-graphql.test.js': 'a test of the removed express-graphql package, run in its own folder',
};

/** Whether a file starts a server: it listens, creates one, or opens a WebSocket server. */
export function startsAServer(source: string): boolean {
  return /\.listen\(|\bcreateServer\(|new WebSocketServer\(/.test(source);
}

/** Claim tests start servers to prove what a page says; they are not samples. */
export function isClaimTest(relativePath: string): boolean {
  return relativePath.endsWith(`/${CLAIM_FILE}`);
}
