// Runs one reader's sample, away from the page: a dedicated worker has no DOM, and before the
// code runs the worker's global scope loses every way out that a worker has (isolation.ts). Its
// script carries its graphql major (worker17.ts, worker16.ts), so that it loads nothing more,
// and is sent with a policy of its own (plugins/security-headers) that allows `'unsafe-eval'`,
// which compiling the reader's code needs, and no connection and no other script.
//
// The code the reader runs is untrusted (a pasted snippet, a shared link), and it runs in this
// realm: it can replace any method of any built-in object before this file's code runs again.
// So the port to the page stays in this closure; it is used through a function bound to it
// before the sample starts, never through a property lookup, and nothing the sample can reach
// ever holds it. The same goes for the output cap's bookkeeping: it uses only operators and
// functions taken before the sample starts, so that a sample that replaces a built-in (Array's
// join, String's slice, Math.min...) cannot make a line look shorter than it is and flood the
// page. The page gives a worker one run and then terminates it, and enforces the time and output
// limits itself all the same (runSample.ts).
import {formatLogArguments} from './formatLog';
import {isolateGlobalScope} from './isolation';
import {ERROR_LIMIT, OUTPUT_LIMIT, SINGLE_LINE_MESSAGES, type RunRequest, type SampleError, type WorkerMessage} from './protocol';
import {compileSample, errorLine, type SampleFunction, syntaxErrorLine} from './sampleSource';

type GraphQLModule = Record<string, unknown>;

// Taken before anything can replace them.
const uncurry = Function.prototype.bind.bind(Function.prototype.call) as <A extends unknown[], R>(
  method: (...args: A) => R,
) => (target: unknown, ...args: A) => R;
type Listening = <E extends Event>(type: string, listener: (event: E) => void) => void;
const listenOnGlobal = EventTarget.prototype.addEventListener.bind(self) as Listening;
const stopListeningOnGlobal = EventTarget.prototype.removeEventListener.bind(self) as Listening;
const postOnPort = uncurry(MessagePort.prototype.postMessage as (message: WorkerMessage) => void);
const preventDefault = uncurry(Event.prototype.preventDefault);
const sliceString = uncurry(String.prototype.slice as (start: number, end?: number) => string);
const later = setTimeout;
const now = performance.now.bind(performance);

/** A batch of output lines is sent once it is this long, or this old. */
const BATCH_LENGTH = 10_000;
const BATCH_MS = 100;

/** Describes what the sample threw, reading it as little as possible: its getters may throw too. */
function describeThrown(thrown: unknown): SampleError {
  try {
    if (thrown instanceof Error) {
      const name = String(thrown.name);
      const message = String(thrown.message);
      return {summary: sliceString(message ? `${name}: ${message}` : name, 0, ERROR_LIMIT), line: errorLine(thrown)};
    }
    return {summary: sliceString(`Uncaught ${formatLogArguments([thrown], ERROR_LIMIT)}`, 0, ERROR_LIMIT)};
  } catch {
    return {summary: 'Uncaught exception, which could not be read'};
  }
}

/** What an error event carries; its getters, which the sample can replace, may throw. */
function readEvent(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    return error;
  }
}

export function serveOneRun(graphql: GraphQLModule): void {
  let post: ((message: WorkerMessage) => void) | undefined;
  let finished = false;

  // One message a line for the first SINGLE_LINE_MESSAGES lines, then batches of lines.
  let lines = 0;
  let batch: string | undefined;
  let batchSent = 0;
  let batchTimer = false;
  const sendBatch = () => {
    if (batch === undefined || !post) return;
    const text = batch;
    batch = undefined;
    batchSent = now();
    post({type: 'output', text});
  };
  const send = (line: string) => {
    if (++lines <= SINGLE_LINE_MESSAGES) {
      post?.({type: 'output', text: line});
      return;
    }
    batch = batch === undefined ? line : `${batch}\n${line}`;
    // Checked with each line, since a sample that prints in a loop lets no timer run.
    if (batch.length >= BATCH_LENGTH || now() - batchSent >= BATCH_MS) {
      sendBatch();
    } else if (!batchTimer) {
      batchTimer = true;
      later(() => {
        batchTimer = false;
        sendBatch();
      }, BATCH_MS);
    }
  };

  const finish = (error?: SampleError) => {
    if (finished || !post) return;
    sendBatch();
    finished = true;
    try {
      post(error ? {type: 'done', error} : {type: 'done'});
    } catch {
      // The description is not plain text: the sample replaced a string method it is made with.
      post({type: 'done', error: {summary: 'The sample failed with an error that could not be sent to the page'}});
    }
  };

  // An error the sample did not catch (thrown from a timer, a rejected promise nobody awaited,
  // reportError) ends its run, as it ends a Node.js process; the page is not told of it otherwise.
  listenOnGlobal('error', (event: ErrorEvent) => {
    preventDefault(event);
    finish(describeThrown(readEvent(() => event.error ?? event.message)));
  });
  listenOnGlobal('unhandledrejection', (event: PromiseRejectionEvent) => {
    preventDefault(event);
    finish(describeThrown(readEvent(() => event.reason)));
  });

  const leftOver = isolateGlobalScope();

  // Never rejects: a handler chained to it after the sample started would be looked up on
  // Promise.prototype, which the sample may have replaced.
  const run = async (code: string) => {
    if (leftOver.length > 0) {
      finish({summary: `The sample cannot run here: this browser gives it ${leftOver.join(', ')}, which the runner could not take away.`});
      return;
    }
    let compiled: SampleFunction;
    try {
      compiled = compileSample(code);
    } catch (error) {
      finish({...describeThrown(error), line: syntaxErrorLine(code, error)});
      return;
    }
    // Capped here, not only in the page: a loop that logs must not flood the page with
    // messages. One character past the limit tells the page that output was cut. formatLog's
    // result is whatever the sample's replaced built-ins made of it: only a string primitive,
    // whose length no code can change, is counted and sent.
    let room = OUTPUT_LIMIT + 1;
    const log = (...args: unknown[]) => {
      if (room <= 0 || finished) return;
      let formatted: unknown;
      try {
        formatted = formatLogArguments(args, room);
      } catch {
        formatted = undefined;
      }
      const text = typeof formatted === 'string' ? formatted : '[unreadable]';
      // Checked again: the sample's replaced built-ins may have logged while this line was formatted.
      if (room <= 0 || finished) return;
      const line = text.length < room ? text : sliceString(text, 0, room - 1);
      room -= line.length + 1;
      send(line);
    };
    const consoleForSample = {log, info: log, warn: log, error: log, debug: log};
    try {
      await compiled(graphql, consoleForSample);
    } catch (error) {
      finish(describeThrown(error));
      return;
    }
    // An uncaught error or rejection the sample left behind is reported first. Chromium queues
    // the unhandledrejection event at the end of the current task, after a timer set now: the
    // second timer comes after it.
    later(() => later(() => finish(), 0), 0);
  };

  const connect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (!port) return;
    stopListeningOnGlobal('message', connect);
    post = (message) => postOnPort(port, message);
    port.onmessage = ({data}: MessageEvent<RunRequest>) => {
      port.onmessage = null;
      void run(data.code);
    };
    post({type: 'ready'});
  };
  listenOnGlobal('message', connect);
}
