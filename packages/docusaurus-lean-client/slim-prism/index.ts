import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {shippedLanguages, unshippedLanguages} from './shipped-languages';
import {slimPrismBundle} from './slim-bundle';
import {cacheDependsOn} from '../bundler-cache';

/** theme-classic's client module that imports Prism on every page (see no-prism-include-languages.js). */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** The browser chunk that src/theme/CodeBlock/Content/highlighterLoader.ts loads on demand. */
export const HIGHLIGHTER_CHUNK = 'code-highlighter';

/**
 * Fails the compilation unless Prism (the slimmed prism-react-renderer) is bundled, and only
 * into the highlighter's chunks: anywhere else it would be in the code pages load first again.
 */
export class RequirePrismInHighlighterOnly {
  constructor(private readonly prismFile: string) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'slim-prism', (compilation) => {
      const prism = [...compilation.modules].find((module) => (module as {resource?: string}).resource === this.prismFile);
      let problem: string | undefined;
      if (!prism) {
        problem = `${this.prismFile} is not bundled: the alias stopped applying`;
      } else {
        const groups = [...compilation.chunkGraph.getModuleChunksIterable(prism)].flatMap((chunk) => [...chunk.groupsIterable]);
        const others = [...new Set(groups.map((group) => group.name ?? 'an unnamed chunk group'))].filter((name) => name !== HIGHLIGHTER_CHUNK);
        const named = others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
        if (others.length > 0) problem = `Prism is bundled outside the ${HIGHLIGHTER_CHUNK} chunk, into ${named}: in the browser only src/theme/CodeBlock/Content/highlighter.ts may import prism-react-renderer`;
      }
      return problem ? [`${problem}; update packages/docusaurus-lean-client/slim-prism.`] : [];
    });
  }
}

// Serves a slimmed prism-react-renderer (see slim-bundle.ts) to both bundles, so the page code
// Docusaurus loads first carries no grammar or theme the site does not use, and in the browser
// no Prism at all until a code block needs highlighting.
export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack(config, isServer, {currentBundler}) {
      const original = require.resolve('prism-react-renderer/dist/index.mjs');
      const slimmed = join(context.generatedFilesDir, 'slim-prism', 'prism-react-renderer.mjs');
      mkdirSync(dirname(slimmed), {recursive: true});
      writeFileSync(slimmed, slimPrismBundle(readFileSync(original, 'utf8')));
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        ...cacheDependsOn(config, __filename),
        resolve: {alias: {'prism-react-renderer$': slimmed}},
        plugins: [
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, join(__dirname, 'no-prism-include-languages.js')),
          ...(isProductionBrowser(config, isServer) ? [new RequirePrismInHighlighterOnly(slimmed)] : []),
        ],
      };
    },
    // The saving must not cost highlighting: a fence in a language the site does not ship fails
    // the build instead of rendering as plain text.
    async postBuild({outDir}) {
      const {additionalLanguages = []} = (context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}}).prism ?? {};
      const missing = unshippedLanguages(outDir, shippedLanguages(additionalLanguages, context.siteDir));
      if (missing.size > 0) {
        const list = Array.from(missing, ([language, page]) => `${language} (first in ${page})`).join(', ');
        throw new Error(`slim-prism: code blocks use languages that prism.additionalLanguages does not ship: ${list}. Add them there, in dependency order.`);
      }
    },
  };
}
