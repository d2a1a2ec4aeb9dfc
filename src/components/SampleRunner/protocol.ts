// Messages between the page (runSample.ts) and the sample worker (worker.ts).
import type {GraphQLMajor} from '@site/contracts/samples';

/** Characters of output kept per run: far more than any sample prints, little enough for the page. */
export const OUTPUT_LIMIT = 100_000;

export interface RunRequest {
  /** Tells this run's messages from those of a run the reader has since replaced. */
  id: number;
  code: string;
  version: GraphQLMajor;
}

export interface SampleError {
  name: string;
  message: string;
  /** Line in the sample as the reader sees it, when known. */
  line?: number;
}

export type WorkerMessage =
  | {id: number; type: 'started'}
  | {id: number; type: 'output'; text: string}
  | {id: number; type: 'truncated'}
  | {id: number; type: 'done'; error?: SampleError};
