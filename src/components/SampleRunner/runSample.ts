// Runs a sample in a worker (worker.ts), one worker per graphql major, kept for the next run.
// A run that outlives the time limit, or that the reader replaces with a new one, is stopped by
// terminating its worker: a loop in the sample cannot be interrupted any other way, and the
// page never waits for it. The next run gets a fresh worker, its scripts from the browser cache.
import type {GraphQLMajor} from '@site/contracts/samples';
import type {SampleError, WorkerMessage} from './protocol';

/** How long a sample may run once its code has started, loading excluded. */
export const TIME_LIMIT_MS = 5_000;

export type RunOutcome =
  | {kind: 'finished'; error?: SampleError; truncated: boolean}
  | {kind: 'timed-out'; truncated: boolean}
  | {kind: 'replaced'}
  | {kind: 'failed-to-load'};

interface ActiveRun {
  id: number;
  truncated: boolean;
  onOutput: (text: string) => void;
  finish: (outcome: RunOutcome) => void;
}

interface SampleWorker {
  worker: Worker;
  active?: ActiveRun;
  timer?: ReturnType<typeof setTimeout>;
}

const workers = new Map<GraphQLMajor, SampleWorker>();
let lastId = 0;

function stop(version: GraphQLMajor, outcome: RunOutcome): void {
  const entry = workers.get(version);
  if (!entry) return;
  entry.worker.terminate();
  clearTimeout(entry.timer);
  workers.delete(version);
  entry.active?.finish(outcome);
}

function workerFor(version: GraphQLMajor): SampleWorker {
  const existing = workers.get(version);
  if (existing) return existing;
  const entry: SampleWorker = {
    worker: new Worker(/* webpackChunkName: "sample-runner-worker" */ new URL('./worker.ts', import.meta.url), {name: `graphql ${version}`}),
  };
  entry.worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    const active = entry.active;
    if (!active || message.id !== active.id) return;
    if (message.type === 'started') {
      entry.timer = setTimeout(() => stop(version, {kind: 'timed-out', truncated: active.truncated}), TIME_LIMIT_MS);
    } else if (message.type === 'output') {
      active.onOutput(message.text);
    } else if (message.type === 'truncated') {
      active.truncated = true;
    } else {
      clearTimeout(entry.timer);
      entry.active = undefined;
      active.finish({kind: 'finished', error: message.error, truncated: active.truncated});
    }
  });
  // The script or its graphql chunk could not be loaded (offline, or a deploy replaced them).
  entry.worker.addEventListener('error', () => stop(version, {kind: 'failed-to-load'}));
  workers.set(version, entry);
  return entry;
}

/** Runs `code` on graphql `version`, passing each printed line to `onOutput` as it comes. */
export function runSample(code: string, version: GraphQLMajor, onOutput: (text: string) => void): Promise<RunOutcome> {
  // One run at a time per major: a run still going (perhaps in a loop) is stopped first.
  if (workers.get(version)?.active) stop(version, {kind: 'replaced'});
  const entry = workerFor(version);
  const id = ++lastId;
  return new Promise((resolve) => {
    entry.active = {id, truncated: false, onOutput, finish: resolve};
    entry.worker.postMessage({id, code, version});
  });
}
