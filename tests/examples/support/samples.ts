import assert from 'node:assert/strict';
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {type GraphQLMajor, isRunnableSample, RUNNABLE_SAMPLES, type RunnableSample} from '../../../contracts/samples';
import {SAMPLE_NODE} from './runtime';

export type GraphQLVersion = GraphQLMajor;

/** Samples that work with both majors run against each of them. */
export const BOTH_VERSIONS: readonly GraphQLVersion[] = ['17', '16'];

/** The majors a sample that runs in the page runs on: contracts/samples.ts, shared with the page. */
export function versionsOf(sample: RunnableSample): readonly GraphQLVersion[] {
  return RUNNABLE_SAMPLES[sample];
}

/** The name of a page's claim tests, beside its samples (tests/examples/claims.test.ts runs them). */
export const CLAIM_FILE = 'claims.test.js';

export const EXAMPLES_DIR = fileURLToPath(new URL('../../../examples/', import.meta.url));

/** The address every sample uses by default; tests swap in the real ephemeral one. */
export const DEFAULT_ENDPOINT = 'http://127.0.0.1:4000/graphql';

const USE_GRAPHQL_16 = fileURLToPath(new URL('./use-graphql-16.mjs', import.meta.url));

// Generous: the machine is shared, and a hung sample should fail rather than stall the suite.
const PROCESS_TIMEOUT_MS = 30_000;

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  version: GraphQLVersion;
  env?: Record<string, string>;
  /** Extra Node.js flags, such as --conditions=development. */
  nodeArgs?: string[];
  /** How long the process may run; PROCESS_TIMEOUT_MS unless given. */
  timeoutMs?: number;
}

export function samplePath(relativePath: string): string {
  return path.join(EXAMPLES_DIR, relativePath);
}

function nodeArgsFor(version: GraphQLVersion): string[] {
  return version === '16' ? ['--import', USE_GRAPHQL_16] : [];
}

function collect(child: ChildProcess, description: string, timeoutMs = PROCESS_TIMEOUT_MS): Promise<ProcessResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${description} did not finish within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr});
    });
  });
}

/** Runs `node <sample>` to completion, against the given graphql major. */
export function runSample(relativePath: string, options: RunOptions): Promise<ProcessResult> {
  const file = samplePath(relativePath);
  const env = {...process.env, ...options.env};
  // Set by the test runner for its own child processes: with it, a node:test file (a page's claim
  // tests) would report to this runner over its private channel instead of printing.
  delete env.NODE_TEST_CONTEXT;
  const child = spawn(SAMPLE_NODE.executable, [...nodeArgsFor(options.version), ...(options.nodeArgs ?? []), file], {
    cwd: path.dirname(file),
    env,
  });
  return collect(child, `node ${relativePath}`, options.timeoutMs);
}

/** The summary counts that node:test's TAP reporter prints last. */
export function summaryOf(tap: string): Record<string, number> {
  return Object.fromEntries([...tap.matchAll(/^# (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
}

/**
 * The expected output for a version: `name.output.v16.txt` when graphql 16 prints something
 * different, otherwise `name.output.txt`.
 */
export function expectedOutputPath(relativeOutputPath: string, version: GraphQLVersion): string {
  const file = samplePath(relativeOutputPath);
  const v16File = file.replace(/\.txt$/, '.v16.txt');
  return version === '16' && existsSync(v16File) ? v16File : file;
}

export async function readExpectedOutput(relativeOutputPath: string, version: GraphQLVersion): Promise<string> {
  return readFile(expectedOutputPath(relativeOutputPath, version), 'utf8');
}

/**
 * Output files end with a newline so that they are ordinary text files; curl prints none after
 * the body. Only trailing line ends are ignored.
 */
export function assertSameOutput(actual: string, expected: string, what: string): void {
  assert.equal(actual.replace(/\n+$/, ''), expected.replace(/\n+$/, ''), `output of ${what}`);
}

/** Runs a sample and asserts it succeeds, writes nothing to stderr, and prints the page's output. */
export async function assertSamplePrints(relativePath: string, relativeOutputPath: string, options: RunOptions): Promise<void> {
  if (isRunnableSample(relativePath) && !versionsOf(relativePath).includes(options.version)) {
    throw new Error(`contracts/samples.ts says ${relativePath} does not run on graphql ${options.version}`);
  }
  await assertPrinted(await runSample(relativePath, options), relativePath, relativeOutputPath, options.version);
}

async function assertPrinted(
  result: ProcessResult,
  relativePath: string,
  relativeOutputPath: string,
  version: GraphQLVersion,
): Promise<void> {
  assert.equal(result.stderr, '', `stderr of ${relativePath}`);
  assert.equal(result.code, 0, `exit code of ${relativePath}`);
  assertSameOutput(result.stdout, await readExpectedOutput(relativeOutputPath, version), relativePath);
}

export interface RunningServer {
  /** The GraphQL endpoint, on the port the operating system chose. */
  endpoint: string;
  /** What the server printed once it was listening, with the real port. */
  readyLine: string;
  /** The server's process id, to read its resident memory. */
  pid: number;
  /** Stops the server and returns what it wrote to stderr. */
  stop(): Promise<string>;
}

const READY_LINE = /^GraphQL API listening at (http:\/\/127\.0\.0\.1:(\d+)\/graphql)$/m;

/**
 * Starts a server sample with PORT=0, and `env` if given, and waits until it prints the address it
 * listens on. The process may live `timeoutMs` in all (PROCESS_TIMEOUT_MS unless given).
 */
export function startServer(
  relativePath: string,
  version: GraphQLVersion,
  env: Record<string, string> = {},
  timeoutMs = PROCESS_TIMEOUT_MS,
): Promise<RunningServer> {
  const file = samplePath(relativePath);
  const child = spawn(SAMPLE_NODE.executable, [...nodeArgsFor(version), file], {
    cwd: path.dirname(file),
    env: {...process.env, ...env, PORT: '0'},
  });
  const exited = collect(child, `server ${relativePath}`, timeoutMs);

  return new Promise((resolve, reject) => {
    let stdout = '';
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = READY_LINE.exec(stdout);
      if (!match) {
        return;
      }
      child.stdout?.off('data', onData);
      resolve({
        endpoint: match[1]!,
        readyLine: match[0],
        pid: child.pid!,
        async stop() {
          child.kill('SIGTERM');
          return (await exited).stderr;
        },
      });
    };
    child.stdout?.on('data', onData);
    exited.then((result) => reject(new Error(`${relativePath} exited (${result.code}) before listening:\n${result.stderr}`)), reject);
  });
}

/** The ready line as the page shows it: with the default port instead of the ephemeral one. */
export function withDefaultPort(readyLine: string): string {
  return readyLine.replace(/127\.0\.0\.1:\d+/, '127.0.0.1:4000');
}

/**
 * Runs a curl command file exactly as the page shows it, except that the default address is
 * replaced by the test server's.
 */
export async function runCurlCommand(relativePath: string, endpoint: string): Promise<ProcessResult> {
  const command = await readFile(samplePath(relativePath), 'utf8');
  assert.ok(command.includes(DEFAULT_ENDPOINT), `${relativePath} should call ${DEFAULT_ENDPOINT}`);
  const child = spawn('sh', ['-c', command.replaceAll(DEFAULT_ENDPOINT, endpoint)]);
  return collect(child, `curl in ${relativePath}`);
}

/** Runs a client sample against a running server, given its endpoint in GRAPHQL_URL. */
export function runClient(relativePath: string, endpoint: string): Promise<ProcessResult> {
  // Clients use fetch only; the graphql version is the server's concern.
  return runSample(relativePath, {version: '17', env: {GRAPHQL_URL: endpoint}});
}

/**
 * Runs a client sample against a server on graphql `serverVersion` and asserts it succeeds,
 * writes nothing to stderr, and prints the page's output for that version.
 */
export async function assertClientPrints(
  relativePath: string,
  endpoint: string,
  relativeOutputPath: string,
  serverVersion: GraphQLVersion,
): Promise<void> {
  await assertPrinted(await runClient(relativePath, endpoint), relativePath, relativeOutputPath, serverVersion);
}

/** Starts a server, hands it to `body`, and always stops it; returns the server's stderr. */
export async function withServer(
  relativePath: string,
  version: GraphQLVersion,
  body: (server: RunningServer) => Promise<void>,
  env: Record<string, string> = {},
  timeoutMs = PROCESS_TIMEOUT_MS,
): Promise<string> {
  const server = await startServer(relativePath, version, env, timeoutMs);
  try {
    await body(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop();
}
