// Messages between the page (runSample.ts) and a sample worker (worker.ts). The page creates one
// worker per run and hands it, in its one message to the worker's global scope, the port of a
// MessageChannel; everything else goes through that port, which the sample's code cannot reach.
// What the worker sends is read as untrusted all the same (runSample.ts).

/** Characters of output kept per run: far more than any sample prints, little enough for the page. */
export const OUTPUT_LIMIT = 100_000;

/**
 * Lines of output the worker sends a message each: what a sample printed before it hangs shows at
 * once. Later lines go in batches (worker.ts), so that a run sends few messages.
 */
export const SINGLE_LINE_MESSAGES = 1_000;

/**
 * Messages the page reads from a run at most: the single lines, about one batch per 10,000
 * characters or 100 ms, and `done` come to far fewer. A worker that sends more breaks the
 * protocol, and a flood of messages holds up the page.
 */
export const MESSAGE_LIMIT = 2_000;

/** How long a run may take from Run, the loading of its frame and of graphql included. */
export const TIME_LIMIT_MS = 5_000;

/** Characters of an error's description kept: its name and message. */
export const ERROR_LIMIT = 10_000;

export interface SampleError {
  /** `TypeError: message`, or `Uncaught 42` for a thrown value that is not an Error. */
  summary: string;
  /** Line in the sample as the reader sees it, when known. */
  line?: number;
}

/** Page to worker, through the port, once the worker is ready. */
export interface RunRequest {
  code: string;
}

/** Worker to page, through the port. */
export type WorkerMessage =
  /** graphql is loaded and the sample's surroundings are cleared: it may run. */
  | {type: 'ready'}
  /** A line of output, or several joined by line breaks. */
  | {type: 'output'; text: string}
  | {type: 'done'; error?: SampleError};
