// The workers that run readers' samples (src/components/SampleRunner) may load no script: their
// policy (plugins/security-headers) leaves 'self' out of script-src, so that import() in a
// sample requests nothing. Each worker's script must therefore carry its graphql, which the
// bundler would otherwise move into a chunk of its own (the vendors split of node_modules code
// that async chunks get) and load with importScripts, which that policy refuses. The build fails
// if a worker needs another chunk all the same, or if the workers are no longer found by name.
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {cacheDependsOn} from '../../packages/docusaurus-lean-client/bundler-cache';
import {failBuildOnProblems, isProductionBrowser} from '../../packages/docusaurus-lean-client/build-checks';

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

export default function sampleWorkerPlugin(): Plugin {
  return {
    name: 'sample-worker',
    configureWebpack(config, isServer) {
      // The server bundle has no workers; the dev server sends no policy.
      if (!isProductionBrowser(config, isServer)) return {};
      return {
        ...cacheDependsOn(config, __filename),
        // Docusaurus's split, 'async' by default, for every chunk but the workers'.
        optimization: {splitChunks: {chunks: (chunk) => !chunk.canBeInitial() && !isSampleWorker(chunk)}},
        plugins: [new RequireSelfContainedWorkers()],
      };
    },
  };
}
