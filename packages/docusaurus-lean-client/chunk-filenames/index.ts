// Docusaurus names each lazily loaded chunk of the browser bundle `[name].[contenthash:8].js`, so
// the webpack runtime that every page loads first (runtime~main.js) has to carry every chunk's
// hash: with a chunk per API page of both versions, about 830 entries, 7 KiB gzip of every first
// visit. Named with the build's hash instead, the chunks need one constant. The cost: every
// chunk's address changes with every build, so after a deploy a returning reader downloads again
// the chunks of the pages they visit (main.js and the runtime mostly change with a deploy anyway),
// and a tab opened before it reloads on its next navigation, as Docusaurus already does when a
// chunk is gone (tests/e2e/loading.spec.ts). Addresses stay unique per build, so `/assets/` can
// still be cached for a year.
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {cacheDependsOn} from '../bundler-cache';

export const CHUNK_FILENAME = 'assets/js/[name].[fullhash:8].js';

/** The files of lazily loaded JS chunks whose names do not carry the build's hash. */
export function filesWithoutBuildHash(chunkFiles: Iterable<string>, buildHash: string): string[] {
  const suffix = `.${buildHash.slice(0, 8)}.js`;
  return [...chunkFiles].filter((file) => file.endsWith('.js') && !file.endsWith(suffix));
}

/** Fails the compilation if a lazily loaded chunk is named otherwise (a Docusaurus or Rspack change). */
export class RequireBuildHashNames {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'chunk-filenames', (compilation) => {
      const lazyFiles = [...compilation.chunks].filter((chunk) => !chunk.canBeInitial()).flatMap((chunk) => [...chunk.files]);
      const wrong = filesWithoutBuildHash(lazyFiles, compilation.hash ?? '');
      return wrong.length === 0
        ? []
        : [
            `lazily loaded chunks not named with the build's hash: ${wrong.length} (first: ${wrong[0]}), so runtime~main.js lists a hash per chunk again; update packages/docusaurus-lean-client/chunk-filenames.`,
          ];
    });
  }
}

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      // The server bundle is never downloaded; the dev server names chunks without hashes.
      if (!isProductionBrowser(config, isServer)) return {};
      return {
        ...cacheDependsOn(config, __filename),
        output: {chunkFilename: CHUNK_FILENAME},
        plugins: [new RequireBuildHashNames()],
      };
    },
  };
}
