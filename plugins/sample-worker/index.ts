// The workers that run readers' samples (src/components/SampleRunner) start from their script's
// text, in the document that hosts them (host-frame.ts), and may load no script: their policy
// (plugins/security-headers) leaves 'self' out of script-src, so that import() in a sample
// requests nothing. Each worker's script must therefore carry its graphql, which the bundler
// would otherwise move into a chunk of its own (the vendors split of node_modules code that async
// chunks get) and load with importScripts, which that policy refuses. The build fails if a worker
// needs another chunk all the same, or if the workers are no longer found by name.
//
// The page needs each worker script's address without starting it: `new SampleWorkerScript(new
// URL('./worker17.ts', import.meta.url))` is declared to the bundler as a worker's syntax, so
// that it builds the worker's chunk and passes its address. The host document is written into
// the build, and its address given to the page as process.env.SAMPLE_HOST_FRAME; the dev server
// gives the page the document itself instead (hostFrameDefinitions).
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Chunk, Compiler} from 'webpack';
import {cacheDependsOn} from '../../packages/docusaurus-lean-client/bundler-cache';
import {failBuildOnProblems, isProductionBrowser} from '../../packages/docusaurus-lean-client/build-checks';
import {HOST_FRAME_FILE, HOST_FRAME_HTML, HOST_FRAME_PATH} from './host-frame';

/** Start of the workers' webpackChunkName, in src/components/SampleRunner/runSample.ts. */
export const SAMPLE_WORKER_CHUNK = 'sample-runner-worker.';

/** How many sample workers there are: one per graphql major. */
export const SAMPLE_WORKER_COUNT = 2;

export function isSampleWorker(chunk: {name?: string | null}): boolean {
  return chunk.name?.startsWith(SAMPLE_WORKER_CHUNK) === true;
}

interface CheckedChunk {
  name?: string | null;
  groupsIterable: Iterable<{chunks: readonly unknown[]}>;
}

/** Fails the compilation unless every sample worker is one chunk, and both are there. */
export class RequireSelfContainedWorkers {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'sample-worker', (compilation) => {
      const workers = [...(compilation.chunks as Iterable<CheckedChunk>)].filter(isSampleWorker);
      const problems = workers.flatMap((chunk) =>
        [...chunk.groupsIterable].some((group) => group.chunks.length > 1) ? [`${chunk.name} loads other chunks`] : [],
      );
      if (workers.length !== SAMPLE_WORKER_COUNT)
        problems.push(`${workers.length} chunks are named ${SAMPLE_WORKER_CHUNK}*, not ${SAMPLE_WORKER_COUNT}`);
      return problems.length === 0
        ? []
        : [
            `${problems.join('; ')}. The sample workers' policy lets them load no script, so each must be a single chunk; update plugins/sample-worker.`,
          ];
    });
  }
}

/**
 * How the page gets the host document: in production, its address (postBuild writes it); on the
 * dev server, which has no such file, the document itself, framed as `srcdoc`. A sandboxed srcdoc
 * frame is opaque too, and takes the page's policy, which the dev server does not send. The
 * definition left out is `undefined`, so the minifier drops the other way from the bundle.
 */
export function hostFrameDefinitions(
  production: boolean,
): Record<'process.env.SAMPLE_HOST_FRAME' | 'process.env.SAMPLE_HOST_FRAME_SRCDOC', string> {
  return {
    'process.env.SAMPLE_HOST_FRAME': production ? JSON.stringify(HOST_FRAME_PATH) : 'undefined',
    'process.env.SAMPLE_HOST_FRAME_SRCDOC': production ? 'undefined' : JSON.stringify(HOST_FRAME_HTML),
  };
}

/** The class that names a worker's script in src/components/SampleRunner/runSample.ts, and the module it comes from. */
const WORKER_SCRIPT_SYNTAX = 'SampleWorkerScript from ./workerScript';

export default function sampleWorkerPlugin(): Plugin {
  return {
    name: 'sample-worker',
    configureWebpack(config, isServer, {currentBundler}) {
      const hostFrame = new currentBundler.instance.DefinePlugin(hostFrameDefinitions(config.mode === 'production'));
      const workerSyntax = {module: {parser: {javascript: {worker: [WORKER_SCRIPT_SYNTAX, '...']}}}};
      // The server bundle runs no sample.
      if (isServer) return {...workerSyntax, plugins: [hostFrame]};
      // Docusaurus's split, 'async' by default, for every chunk but the workers'. The dev server's
      // workers too start as blob: workers, which cannot load a chunk by its path.
      const selfContainedWorkers = {
        optimization: {splitChunks: {chunks: (chunk: Chunk) => !chunk.canBeInitial() && !isSampleWorker(chunk)}},
      };
      if (!isProductionBrowser(config, isServer)) return {...workerSyntax, ...selfContainedWorkers, plugins: [hostFrame]};
      return {
        ...cacheDependsOn(config, __filename, join(__dirname, 'host-frame.ts')),
        ...workerSyntax,
        ...selfContainedWorkers,
        plugins: [hostFrame, new RequireSelfContainedWorkers()],
      };
    },
    async postBuild({outDir}) {
      const file = join(outDir, HOST_FRAME_FILE);
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, HOST_FRAME_HTML);
    },
  };
}
