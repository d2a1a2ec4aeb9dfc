// Runs a sample in a worker (worker.ts) of its graphql major, a fresh one for every run: nothing a
// run leaves behind (a timer, a loop started after it returned) reaches the next. The worker for
// the next run is started as soon as a run ends, so that its graphql is loaded by the time the
// reader presses Run again; its script is downloaded once.
//
// Each worker lives in a document of its own (plugins/sample-worker/host-frame.ts), framed with
// `sandbox="allow-scripts"`: an opaque origin, which Chromium runs in a process of its own, so a
// sample that exhausts memory ends that process, not the page. The page fetches the worker's
// script and hands its text to that document, which starts it; removing the frame ends the
// document and its worker. A process that ended says nothing: when a run reaches its time limit
// the page pings the document, and no answer means its process is gone.
//
// The worker runs the reader's code, so what it sends is untrusted: the page talks to it only
// through a MessageChannel port handed over before the code runs, and still checks every
// message, and stops the run, whatever the worker says, once OUTPUT_LIMIT characters have come,
// once more than MESSAGE_LIMIT messages have come, and once TIME_LIMIT_MS have passed since Run,
// the loading of its document and worker included: a document whose request failed or stalls
// never answers. The time is also checked with each message, since a flood of messages can hold
// up the page's timer; closing the port drops the messages still queued, unread. A run that the reader
// replaces with a new one is stopped the same way: a loop in the sample cannot be interrupted
// any other way, and the page never waits for it.
import type {GraphQLMajor} from '@site/contracts/samples';
import {ERROR_LIMIT, MESSAGE_LIMIT, OUTPUT_LIMIT, TIME_LIMIT_MS, type RunRequest, type SampleError} from './protocol';
import {SampleWorkerScript} from './workerScript';

export type RunOutcome =
  | {kind: 'finished'; error?: SampleError}
  | {kind: 'timed-out'}
  /** OUTPUT_LIMIT characters came and more was on its way: the run was stopped there. */
  | {kind: 'output-limit'}
  /** More than MESSAGE_LIMIT messages came: the worker broke the protocol. */
  | {kind: 'flooded'}
  /** The process running the sample ended (it ran out of memory, most likely). */
  | {kind: 'process-ended'}
  | {kind: 'replaced'}
  | {kind: 'failed-to-load'}
  /** The time limit passed before the sample could start: the host document or graphql had not loaded. */
  | {kind: 'not-started'; hostAnswered: boolean};

/** How long the document hosting a run that reached its time limit has to answer a ping; it answers at once unless its process has ended. */
const PING_ANSWER_MS = 1_000;

interface SampleHost {
  frame: HTMLIFrameElement;
  port: MessagePort;
  /** `loading` until the worker says it is ready; `failed` if its script could not be loaded. */
  state: 'loading' | 'ready' | 'failed';
  /** Whether the document has loaded and said so: one whose request failed or stalls never does. */
  answered: boolean;
  /** Called when the state leaves `loading`. */
  onSettled?: () => void;
  /** The run's handlers, once the worker has one. */
  onMessage?: (message: unknown) => void;
  onError?: (message: string) => void;
  onPong?: () => void;
  /** Ends the document and its worker, and stops listening. */
  stop: () => void;
}

function workerScriptUrl(version: GraphQLMajor): URL {
  return version === '16'
    ? new SampleWorkerScript(/* webpackChunkName: "sample-runner-worker.16" */ new URL('./worker16.ts', import.meta.url)).url
    : new SampleWorkerScript(/* webpackChunkName: "sample-runner-worker.17" */ new URL('./worker17.ts', import.meta.url)).url;
}

const scripts = new Map<GraphQLMajor, Promise<string>>();

/** The worker's script, downloaded once; a failed download is tried again on the next call. */
function workerScript(version: GraphQLMajor): Promise<string> {
  let script = scripts.get(version);
  if (!script) {
    script = fetch(workerScriptUrl(version)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for the sample worker`);
      return response.text();
    });
    script.catch(() => scripts.delete(version));
    scripts.set(version, script);
  }
  return script;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function start(version: GraphQLMajor): SampleHost {
  const channel = new MessageChannel();
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.hidden = true;
  // The dev server has no host document to serve: it hands over the document itself
  // (plugins/sample-worker). Read in the condition, so that the bundler drops the branch not taken.
  if (process.env.SAMPLE_HOST_FRAME_SRCDOC !== undefined) frame.srcdoc = process.env.SAMPLE_HOST_FRAME_SRCDOC;
  else frame.src = process.env.SAMPLE_HOST_FRAME!;
  const script = workerScript(version);
  const host: SampleHost = {frame, port: channel.port1, state: 'loading', answered: false, stop: () => {}};
  const settle = (state: 'ready' | 'failed') => {
    if (host.state !== 'loading') return;
    host.state = state;
    host.onSettled?.();
  };
  host.port.onmessage = (event: MessageEvent<unknown>) => {
    if (host.state !== 'loading') host.onMessage?.(event.data);
    else if (isRecord(event.data) && event.data.type === 'ready') settle('ready');
  };
  const fromHost = (event: MessageEvent<unknown>) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    if (message === 'host-ready') {
      host.answered = true;
      script.then(
        (text) => frame.contentWindow?.postMessage({script: text}, '*', [channel.port2]),
        () => {},
      );
    } else if (message === 'pong') {
      host.onPong?.();
    } else if (isRecord(message) && message.type === 'worker-error') {
      // Before the worker is ready, its script or graphql could not be loaded (a deploy replaced
      // them); after, only the sample's code can have failed.
      if (host.state === 'loading') settle('failed');
      else host.onError?.(typeof message.message === 'string' ? message.message : '');
    }
  };
  addEventListener('message', fromHost);
  host.stop = () => {
    removeEventListener('message', fromHost);
    frame.remove();
    host.port.close();
  };
  script.catch(() => settle('failed'));
  document.body.append(frame);
  return host;
}

const spares = new Map<GraphQLMajor, SampleHost>();
/** Ends the run in progress on each major. */
const running = new Map<GraphQLMajor, (outcome: RunOutcome) => void>();

function takeHost(version: GraphQLMajor): SampleHost {
  const spare = spares.get(version);
  spares.delete(version);
  if (spare?.state !== 'failed') return spare ?? start(version);
  // Its download failed earlier; the connection may be back.
  spare.stop();
  return start(version);
}

/** The error a worker reported, as far as it is one: text, cut to ERROR_LIMIT, and a line number. */
function sampleError(error: unknown): SampleError | undefined {
  if (error === undefined) return undefined;
  const summary = isRecord(error) && typeof error.summary === 'string' && error.summary ? error.summary.slice(0, ERROR_LIMIT) : 'Error';
  const line = isRecord(error) && Number.isSafeInteger(error.line) && (error.line as number) > 0 ? (error.line as number) : undefined;
  return line === undefined ? {summary} : {summary, line};
}

/**
 * Output as it arrives, handed on at most once a frame. `add` returns false, with the output cut,
 * once more than OUTPUT_LIMIT characters have come.
 */
function outputKeeper(onOutput: (text: string) => void) {
  let kept = 0;
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
    add(line: string): boolean {
      const room = OUTPUT_LIMIT - kept;
      if (line.length + 1 <= room) {
        pending += `${line}\n`;
        kept += line.length + 1;
      } else {
        if (room > 0) pending += `${line.slice(0, room - 1)}\n`;
        kept = OUTPUT_LIMIT;
      }
      if (pending) frame ||= requestAnimationFrame(flush);
      return line.length + 1 <= room;
    },
    flush,
  };
}

/** Runs `code` on graphql `version`, passing what it prints to `onOutput` (whole lines, each ending in a line break) as it comes. */
export function runSample(code: string, version: GraphQLMajor, onOutput: (text: string) => void): Promise<RunOutcome> {
  // One run at a time per major: a run still going (perhaps in a loop) is stopped first.
  running.get(version)?.({kind: 'replaced'});
  const host = takeHost(version);
  return new Promise((resolve) => {
    const output = outputKeeper(onOutput);
    let messages = 0;
    // The limit counts from Run: a host document or a script that never arrives ends the run too.
    const deadline = performance.now() + TIME_LIMIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (outcome: RunOutcome) => {
      if (running.get(version) !== end) return;
      running.delete(version);
      clearTimeout(timer);
      host.stop();
      output.flush();
      if (outcome.kind === 'process-ended') {
        // Chromium may have put the spare documents in the process that ended.
        for (const spare of spares.values()) spare.stop();
        spares.clear();
      }
      // The next run's worker, unless this one could not be loaded: the next Run tries again.
      if (outcome.kind !== 'failed-to-load' && outcome.kind !== 'not-started' && !spares.has(version)) spares.set(version, start(version));
      resolve(outcome);
    };
    running.set(version, end);
    host.onMessage = (message) => {
      if (performance.now() >= deadline) {
        end({kind: 'timed-out'});
      } else if (++messages > MESSAGE_LIMIT) {
        end({kind: 'flooded'});
      } else if (isRecord(message) && message.type === 'done') {
        end({kind: 'finished', error: sampleError(message.error)});
      } else if (isRecord(message) && message.type === 'output' && typeof message.text === 'string' && !output.add(message.text)) {
        end({kind: 'output-limit'});
      }
    };
    // Defence in depth: the worker catches what its sample throws and sends it as `done`.
    host.onError = (message) => end({kind: 'finished', error: {summary: (message || 'Uncaught error').slice(0, ERROR_LIMIT)}});
    const timeUp = () => {
      if (host.state === 'loading') {
        end({kind: 'not-started', hostAnswered: host.answered});
        return;
      }
      host.onPong = () => end({kind: 'timed-out'});
      host.frame.contentWindow?.postMessage('ping', '*');
      timer = setTimeout(() => end({kind: 'process-ended'}), PING_ANSWER_MS);
    };
    const begin = () => {
      if (host.state === 'failed') {
        end({kind: 'failed-to-load'});
        return;
      }
      const request: RunRequest = {code};
      host.port.postMessage(request);
    };
    timer = setTimeout(timeUp, TIME_LIMIT_MS);
    if (host.state === 'loading') host.onSettled = begin;
    else begin();
  });
}
