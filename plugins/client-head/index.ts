// react-helmet-async is how Docusaurus's <Head> sets a page's title, meta and link tags and html
// attributes: the server collects them into each page's HTML, and in the browser the library keeps
// the document's head in step as pages change. The browser part costs every first visit 5.5 KiB
// gzip (with react-fast-compare and invariant); helmet.ts does the same for what Docusaurus uses
// of it in 1 KiB. The server bundle keeps the library.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {cacheDependsOn} from '../bundler-cache';

/** The files of react-helmet-async among a compilation's files (none once the alias applies). */
export function helmetFiles(files: Iterable<string>): string[] {
  return [...files].filter((file) => /[\\/]node_modules[\\/]react-helmet-async[\\/]/.test(file));
}

/** Fails the compilation if the library reaches the browser bundle: something imports it another way. */
export class RequireHelmetReplaced {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('client-head', (compilation) => {
      const bundled = helmetFiles(compilation.fileDependencies);
      if (bundled.length > 0) {
        const message = `client-head: react-helmet-async reached the browser bundle (${bundled[0]}), so it is imported other than as 'react-helmet-async'; update plugins/client-head.`;
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

export default function clientHeadPlugin(): Plugin {
  return {
    name: 'client-head',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...cacheDependsOn(config, __filename),
        resolve: {alias: {'react-helmet-async$': join(__dirname, 'helmet.ts')}},
        plugins: [new RequireHelmetReplaced()],
      };
    },
  };
}
