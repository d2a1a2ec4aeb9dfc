// Runs a reader's sample, away from the page: a dedicated worker has no DOM, and before the code
// runs it loses the ways a worker still has to reach the page's storage, the network or other
// tabs. Its script is sent with a policy of its own (plugins/security-headers) that allows
// `'unsafe-eval'`, which compiling the reader's code needs, and no connections. One worker serves
// one graphql major, fixed by its first request: loading the other major later would need
// importScripts, which the sample must not have.
import {formatLogArguments} from './formatLog';
import {OUTPUT_LIMIT, type RunRequest, type WorkerMessage} from './protocol';
import {compileSample, errorLine, type SampleFunction, syntaxErrorLine} from './sampleSource';

type GraphQLModule = Record<string, unknown>;

const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RunRequest>) => void): void;
};
const post = (message: WorkerMessage) => scope.postMessage(message);

/** Globals a sample could use to leave the worker: storage shared with the page, the network, other tabs, more scripts. */
const WITHHELD = ['indexedDB', 'caches', 'fetch', 'XMLHttpRequest', 'WebSocket', 'WebTransport', 'EventSource', 'BroadcastChannel', 'importScripts', 'Worker', 'SharedWorker', 'navigator'];

function withhold(): void {
  for (const name of WITHHELD) {
    Object.defineProperty(self, name, {value: undefined, configurable: false, writable: false});
  }
}

let graphql: Promise<GraphQLModule> | undefined;

function loadGraphQL(version: RunRequest['version']): Promise<GraphQLModule> {
  graphql ??= (version === '16' ? import('graphql-16') : import('graphql')).then(
    (module) => {
      withhold();
      return module as unknown as GraphQLModule;
    },
    (error: unknown) => {
      // A failed download is tried again on the next run.
      graphql = undefined;
      throw error;
    },
  );
  return graphql;
}

async function run({id, code, version}: RunRequest): Promise<void> {
  const module = await loadGraphQL(version);
  let compiled: SampleFunction;
  try {
    compiled = compileSample(code);
  } catch (error) {
    post({id, type: 'done', error: {name: 'SyntaxError', message: (error as Error).message, line: syntaxErrorLine(code, error)}});
    return;
  }
  // Capped here, not only in the page: a loop that logs must not flood the page with messages.
  let budget = OUTPUT_LIMIT;
  const log = (...args: unknown[]) => {
    if (budget <= 0) return;
    const text = formatLogArguments(args);
    budget -= text.length + 1;
    post({id, type: 'output', text: budget < 0 ? text.slice(0, budget) : text});
    if (budget <= 0) post({id, type: 'truncated'});
  };
  const consoleForSample = {log, info: log, warn: log, error: log, debug: log};
  post({id, type: 'started'});
  try {
    await compiled(module, consoleForSample);
    post({id, type: 'done'});
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : formatLogArguments([error]);
    post({id, type: 'done', error: {name, message, line: errorLine(error)}});
  }
}

scope.addEventListener('message', (event) => {
  run(event.data).catch((error: unknown) => {
    post({id: event.data.id, type: 'done', error: {name: 'Error', message: `The runner failed: ${String(error)}`}});
  });
});
