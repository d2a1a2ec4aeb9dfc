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
// ever holds it. The page gives a worker one run and then terminates it, and enforces the time
// and output limits itself (runSample.ts).
import {formatLogArguments} from './formatLog';
import {isolateGlobalScope} from './isolation';
import {ERROR_LIMIT, OUTPUT_LIMIT, type RunRequest, type SampleError, type WorkerMessage} from './protocol';
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
const later = setTimeout;

/** Describes what the sample threw, reading it as little as possible: its getters may throw too. */
function describeThrown(thrown: unknown): SampleError {
  try {
    if (thrown instanceof Error) {
      const name = String(thrown.name);
      const message = String(thrown.message);
      return {summary: (message ? `${name}: ${message}` : name).slice(0, ERROR_LIMIT), line: errorLine(thrown)};
    }
    return {summary: `Uncaught ${formatLogArguments([thrown], ERROR_LIMIT)}`.slice(0, ERROR_LIMIT)};
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
  const finish = (error?: SampleError) => {
    if (finished || !post) return;
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
    // messages. One character past the limit tells the page that output was cut.
    let room = OUTPUT_LIMIT + 1;
    const log = (...args: unknown[]) => {
      if (room <= 0 || finished) return;
      let text: string;
      try {
        text = formatLogArguments(args, room);
      } catch {
        text = '[unreadable]';
      }
      if (text.length + 1 > room) text = text.slice(0, room);
      room -= text.length + 1;
      post?.({type: 'output', text});
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
