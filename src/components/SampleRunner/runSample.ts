// Runs a sample in a worker (worker.ts) of its graphql major, a fresh one for every run: nothing a
// run leaves behind (a timer, a loop started after it returned) reaches the next. The worker for
// the next run is started as soon as a run ends, so that its graphql is loaded by the time the
// reader presses Run again; its script comes from the browser cache.
//
// The worker runs the reader's code, so what it sends is untrusted: the page talks to it only
// through a MessageChannel port handed over before the code runs, and still checks every
// message, keeps at most OUTPUT_LIMIT characters of output, and stops the run after
// TIME_LIMIT_MS by terminating the worker, whatever the worker says. A run that the reader
// replaces with a new one is stopped the same way: a loop in the sample cannot be interrupted
// any other way, and the page never waits for it.
import type {GraphQLMajor} from '@site/contracts/samples';
import {ERROR_LIMIT, OUTPUT_LIMIT, TIME_LIMIT_MS, type RunRequest, type SampleError} from './protocol';

export type RunOutcome =
  | {kind: 'finished'; error?: SampleError; truncated: boolean}
  | {kind: 'timed-out'; truncated: boolean}
  | {kind: 'replaced'}
  | {kind: 'failed-to-load'};

interface SampleWorker {
  worker: Worker;
  port: MessagePort;
  /** `loading` until the worker says it is ready; `failed` if its script could not be loaded. */
  state: 'loading' | 'ready' | 'failed';
  /** Called when the state leaves `loading`. */
  onSettled?: () => void;
  /** The run's handlers, once the worker has one. */
  onMessage?: (message: Record<string, unknown>) => void;
  onError?: (message: string) => void;
}

function createWorker(version: GraphQLMajor): Worker {
  return version === '16'
    ? new Worker(/* webpackChunkName: "sample-runner-worker.16" */ new URL('./worker16.ts', import.meta.url), {name: 'graphql 16'})
    : new Worker(/* webpackChunkName: "sample-runner-worker.17" */ new URL('./worker17.ts', import.meta.url), {name: 'graphql 17'});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function start(version: GraphQLMajor): SampleWorker {
  const channel = new MessageChannel();
  const entry: SampleWorker = {worker: createWorker(version), port: channel.port1, state: 'loading'};
  const settle = (state: 'ready' | 'failed') => {
    if (entry.state !== 'loading') return;
    entry.state = state;
    entry.onSettled?.();
  };
  entry.port.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isRecord(message)) return;
    if (entry.state === 'loading') {
      if (message.type === 'ready') settle('ready');
    } else {
      entry.onMessage?.(message);
    }
  };
  entry.worker.addEventListener('error', (event) => {
    event.preventDefault();
    // Before the worker is ready, its script or graphql could not be loaded (offline, or a
    // deploy replaced them); after, only the sample's code can have failed.
    if (entry.state === 'loading') settle('failed');
    else entry.onError?.(event.message);
  });
  entry.worker.postMessage(null, [channel.port2]);
  return entry;
}

const spares = new Map<GraphQLMajor, SampleWorker>();
/** Ends the run in progress on each major. */
const running = new Map<GraphQLMajor, (outcome: RunOutcome) => void>();

function takeWorker(version: GraphQLMajor): SampleWorker {
  const spare = spares.get(version);
  spares.delete(version);
  if (spare?.state !== 'failed') return spare ?? start(version);
  // Its download failed earlier; the connection may be back.
  spare.worker.terminate();
  return start(version);
}

/** The error a worker reported, as far as it is one: text, cut to ERROR_LIMIT, and a line number. */
function sampleError(error: unknown): SampleError | undefined {
  if (error === undefined) return undefined;
  const summary = isRecord(error) && typeof error.summary === 'string' && error.summary ? error.summary.slice(0, ERROR_LIMIT) : 'Error';
  const line = isRecord(error) && Number.isSafeInteger(error.line) && (error.line as number) > 0 ? (error.line as number) : undefined;
  return line === undefined ? {summary} : {summary, line};
}

/** Output as it arrives, at most OUTPUT_LIMIT characters, handed on at most once a frame. */
function outputKeeper(onOutput: (text: string) => void) {
  let kept = 0;
  let truncated = false;
  let pending = '';
  let frame = 0;
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (!pending) return;
    const text = pending;
    pending = '';
    onOutput(text);
  };
  return {
    add(line: string) {
      if (truncated) return;
      const room = OUTPUT_LIMIT - kept;
      if (line.length + 1 <= room) {
        pending += `${line}\n`;
        kept += line.length + 1;
      } else {
        truncated = true;
        if (room > 0) pending += `${line.slice(0, room - 1)}\n`;
        kept = OUTPUT_LIMIT;
      }
      frame ||= requestAnimationFrame(flush);
    },
    flush,
    get truncated() {
      return truncated;
    },
  };
}

/** Runs `code` on graphql `version`, passing what it prints to `onOutput` (whole lines, each ending in a line break) as it comes. */
export function runSample(code: string, version: GraphQLMajor, onOutput: (text: string) => void): Promise<RunOutcome> {
  // One run at a time per major: a run still going (perhaps in a loop) is stopped first.
  running.get(version)?.({kind: 'replaced'});
  const entry = takeWorker(version);
  return new Promise((resolve) => {
    const output = outputKeeper(onOutput);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (outcome: RunOutcome) => {
      if (running.get(version) !== end) return;
      running.delete(version);
      clearTimeout(timer);
      entry.worker.terminate();
      entry.port.close();
      output.flush();
      // The next run's worker, unless this one could not be downloaded: the next Run tries again.
      if (outcome.kind !== 'failed-to-load' && !spares.has(version)) spares.set(version, start(version));
      resolve(outcome);
    };
    running.set(version, end);
    entry.onMessage = (message) => {
      if (message.type === 'output' && typeof message.text === 'string') output.add(message.text);
      else if (message.type === 'done') end({kind: 'finished', error: sampleError(message.error), truncated: output.truncated});
    };
    // Defence in depth: the worker catches what its sample throws and sends it as `done`.
    entry.onError = (message) =>
      end({kind: 'finished', error: {summary: (message || 'Uncaught error').slice(0, ERROR_LIMIT)}, truncated: output.truncated});
    const begin = () => {
      if (entry.state === 'failed') {
        end({kind: 'failed-to-load'});
        return;
      }
      const request: RunRequest = {code};
      entry.port.postMessage(request);
      timer = setTimeout(() => end({kind: 'timed-out', truncated: output.truncated}), TIME_LIMIT_MS);
    };
    if (entry.state === 'loading') entry.onSettled = begin;
    else begin();
  });
}
