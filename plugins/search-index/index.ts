import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SYMBOLS_FILE} from '../api-reference/generate';
import {readDocumentedPackages} from '../api-reference/packages';
import {PAGEFIND_DIR, SEARCH_INDEX_PLUGIN, SYMBOL_INDEX_DIR, type SearchIndexGlobalData} from '../../contracts/search';
import {apiVersionsOfPackages, checkApiVersions, type ServedVersion} from './api-versions';
import {markSearchablePages, removeKeywordElements} from './doc-content';
import {buildPagefindIndex} from './pagefind-index';
import {readApiSymbols, writeSymbolIndexes} from './symbol-index';

// Builds the static search index after `docusaurus build`: marks each doc page's content,
// indexes the built HTML with Pagefind and writes the per-version API symbol files. The search
// dialog (src/components/SearchModal) loads these only once a reader opens search.

function warn(message: string): void {
  console.warn(`[search-index] ${message}`);
}

export interface SearchIndexOptions {
  /** The packages the API generator documents, current first (its `DOCUMENTED_PACKAGES`). */
  apiPackages: readonly string[];
  /** Id of the docs plugin instance that serves the API reference. */
  apiDocsPluginId: string;
}

interface LoadedDocs {
  // Docusaurus has already checked that `keywords` is a list of strings.
  loadedVersions: {docs: {permalink: string; frontMatter: {keywords?: string[]}}[]}[];
}

/** Each doc page's front matter `keywords`, by permalink. */
function keywordsOfDocs(instances: readonly LoadedDocs[]): Map<string, string[]> {
  const docs = instances.flatMap(({loadedVersions}) => loadedVersions.flatMap((version) => version.docs));
  return new Map(docs.flatMap(({permalink, frontMatter}) => (frontMatter.keywords?.length ? [[permalink, frontMatter.keywords]] : [])));
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const {siteDir, outDir, baseUrl} = context;
  // The versions come from the generator's own reading of the installed packages.
  const apiVersions = apiVersionsOfPackages(readDocumentedPackages(siteDir, options.apiPackages));
  let served: ServedVersion[] = [];
  let keywordsByRoute = new Map<string, string[]>();
  return {
    name: SEARCH_INDEX_PLUGIN,

    allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[options.apiDocsPluginId] as {loadedVersions: ServedVersion[]} | undefined;
      if (!docs) {
        throw new Error(`[search-index] no docs plugin instance "${options.apiDocsPluginId}" serves the API reference`);
      }
      served = docs.loadedVersions.map(({label, path: versionPath}) => ({label, path: versionPath}));
      keywordsByRoute = keywordsOfDocs(Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as LoadedDocs[]);
      checkApiVersions({versions: apiVersions, served, baseUrl, symbolVersions: apiVersions.map(({name}) => name)});
      actions.setGlobalData({apiVersions} satisfies SearchIndexGlobalData);
    },

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
      const symbolsFile = path.join(siteDir, SYMBOLS_FILE);
      const apiSymbols = await readApiSymbols(symbolsFile);
      checkApiVersions({
        versions: apiVersions,
        served,
        baseUrl,
        // A missing file is reported below; search then has no symbols.
        symbolVersions: apiSymbols ? apiSymbols.map(({version}) => version) : apiVersions.map(({name}) => name),
      });
      const pages = await markSearchablePages({
        outDir,
        routesPaths,
        baseUrl,
        trailingSlash: siteConfig.trailingSlash,
        apiVersions,
        keywordsByRoute,
      });
      if (pages.length === 0) {
        throw new Error(
          '[search-index] no built page has a doc content container (class "theme-doc-markdown"); ' +
            'did the theme markup change? Search would find nothing.',
        );
      }
      const indexed = await buildPagefindIndex(outDir);
      await removeKeywordElements({outDir, baseUrl, trailingSlash: siteConfig.trailingSlash, keywordsByRoute});
      const symbolCounts = await writeSymbolIndexes({symbolsFile, outDir, apiVersions, warn});
      const symbols = [...symbolCounts].map(([version, count]) => `${count} ${version}`).join(', ');
      console.info(`[search-index] indexed ${indexed} pages; API symbols: ${symbols}`);
    },
  };
}
