// Smaller stand-ins, in the browser bundle only, for two libraries Docusaurus loads on every page
// for a small part of what they do. The server bundle keeps the originals.
// - react-helmet-async is how Docusaurus's <Head> sets a page's title, meta and link tags and html
//   attributes: the server collects them into each page's HTML, and in the browser the library
//   keeps the document's head in step as pages change. With react-fast-compare and invariant it
//   costs every first visit 5.5 KiB gzip; helmet.ts does what Docusaurus uses of it in 1 KiB.
// - nprogress draws the progress bar of a slow navigation (1.6 KiB gzip, with a spinner, settings
//   and a queue the theme does not use); progress-bar.ts draws the same bar in 0.4 KiB.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {cacheDependsOn} from '../bundler-cache';

export const STAND_INS: Record<string, string> = {
  'react-helmet-async': join(__dirname, 'helmet.ts'),
  nprogress: join(__dirname, 'progress-bar.ts'),
};

/** Fails the compilation if a library with a stand-in reaches the browser bundle: something imports it another way. */
export class RequireStandIns {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('client-stand-ins', (compilation) => {
      for (const library of Object.keys(STAND_INS)) {
        const bundled = [...compilation.fileDependencies].find((file) => file.split(/[\\/]/).join('/').includes(`/node_modules/${library}/`));
        if (bundled) {
          const message = `client-stand-ins: ${library} reached the browser bundle (${bundled}), so it is imported other than as '${library}'; update plugins/client-stand-ins.`;
          compilation.errors.push(new compiler.webpack.WebpackError(message));
        }
      }
    });
  }
}

export default function clientStandInsPlugin(): Plugin {
  return {
    name: 'client-stand-ins',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...cacheDependsOn(config, __filename),
        resolve: {alias: Object.fromEntries(Object.entries(STAND_INS).map(([library, file]) => [`${library}$`, file]))},
        plugins: [new RequireStandIns()],
      };
    },
  };
}
