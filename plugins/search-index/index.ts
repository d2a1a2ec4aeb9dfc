import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SYMBOLS_FILE} from '../api-reference/generate';
import {markSearchablePages} from './doc-content';
import {buildPagefindIndex} from './pagefind-index';
import {PAGEFIND_DIR, SYMBOL_INDEX_DIR} from './public-paths';
import {writeSymbolIndexes} from './symbol-index';

// Builds the static search index after `docusaurus build`: marks each doc page's content,
// indexes the built HTML with Pagefind and writes the per-version API symbol files. The search
// dialog (src/components/SearchModal) loads these only once a reader opens search.

function warn(message: string): void {
  console.warn(`[search-index] ${message}`);
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteDir, outDir, baseUrl} = context;
  return {
    name: 'search-index',

    // The dev server has no index of its own; it serves the last build's, when there is one,
    // and the dialog says plainly that a build is needed when there is none.
    configureWebpack() {
      if (process.env.NODE_ENV !== 'development') {
        return undefined;
      }
      const devServer = {
        static: [PAGEFIND_DIR, SYMBOL_INDEX_DIR].map((dir) => ({
          directory: path.join(outDir, dir),
          publicPath: `${baseUrl}${dir}`,
          watch: false,
        })),
      };
      // Docusaurus merges `devServer` into its dev server options; webpack's own types only
      // declare the key when webpack-dev-server's types are loaded.
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({routesPaths, siteConfig}) {
      const pages = await markSearchablePages({
        outDir,
        routesPaths,
        baseUrl,
        trailingSlash: siteConfig.trailingSlash,
      });
      if (pages.length === 0) {
        throw new Error(
          '[search-index] no built page has a doc content container (class "theme-doc-markdown"); ' +
            'did the theme markup change? Search would find nothing.',
        );
      }
      const indexed = await buildPagefindIndex(outDir);
      const symbolCounts = await writeSymbolIndexes({
        symbolsFile: path.join(siteDir, SYMBOLS_FILE),
        outDir,
        warn,
      });
      const symbols = [...symbolCounts].map(([version, count]) => `${count} ${version}`).join(', ');
      console.info(`[search-index] indexed ${indexed} pages; API symbols: ${symbols}`);
    },
  };
}
