// prism-react-renderer ships one bundle holding Prism, about 50 grammars and 20 colour themes, all
// run on import. theme-classic imports it on every page, from its client module
// prism-include-languages.js, only to hand its Prism to `@theme/prism-include-languages`, which
// registers `prism.additionalLanguages`. Swizzling that function (the supported way to change
// it) cannot help: the import is in the client module. So the client module is replaced by an
// empty one, and the site's highlighter (src/theme/CodeBlock/Content/highlighter.ts) gives Prism's
// own core (prismjs) to `@theme/prism-include-languages` instead, in a chunk of its own: the
// browser loads no Prism until a code block needs highlighting, and no grammar the site does not
// use. prism-react-renderer is then bundled nowhere in the browser, which the check below keeps.
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler, Module} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {shippedLanguages, unshippedLanguages} from './shipped-languages';
import {cacheDependsOn} from '../bundler-cache';

/** theme-classic's client module that imports prism-react-renderer on every page (see above). */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** The browser chunk that src/theme/CodeBlock/Content/highlighterLoader.ts loads on demand. */
export const HIGHLIGHTER_CHUNK = 'code-highlighter';

/** Prism's core, which src/theme/CodeBlock/Content/prism.ts loads. */
export const PRISM_CORE = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]prism-core\.js$/;

/** Any file of prism-react-renderer, whose bundle holds every grammar and theme. */
export const PRISM_REACT_RENDERER = /[\\/]node_modules[\\/]prism-react-renderer[\\/]/;

function chunkGroupNames(compilation: Compilation, module: Module): string[] {
  const groups = [...compilation.chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => [...chunk.groupsIterable]);
  return [...new Set(groups.map((group) => group.name ?? 'an unnamed chunk group'))];
}

function listed(names: readonly string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

/**
 * Fails the compilation unless Prism's core is bundled, and only into the highlighter's chunks
 * (anywhere else it would be in the code pages load first again), and unless prism-react-renderer
 * is in no chunk at all (theme-classic's client module, or any other import of it, would bring
 * it back to every page).
 */
export class RequirePrismInHighlighterOnly {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'slim-prism', (compilation) => {
      const resource = (module: Module) => (module as {resource?: string}).resource ?? '';
      const modules = [...compilation.modules];
      const problems: string[] = [];
      const core = modules.find((module) => PRISM_CORE.test(resource(module)));
      if (!core) {
        problems.push(`prismjs's prism-core.js is not bundled: src/theme/CodeBlock/Content/prism.ts no longer loads it`);
      } else {
        const others = chunkGroupNames(compilation, core).filter((name) => name !== HIGHLIGHTER_CHUNK);
        if (others.length > 0)
          problems.push(
            `Prism is bundled outside the ${HIGHLIGHTER_CHUNK} chunk, into ${listed(others)}: in the browser only src/theme/CodeBlock/Content/highlighter.ts may import it`,
          );
      }
      const renderer = modules.filter(
        (module) => PRISM_REACT_RENDERER.test(resource(module)) && chunkGroupNames(compilation, module).length > 0,
      );
      if (renderer.length > 0) {
        const groups = [...new Set(renderer.flatMap((module) => chunkGroupNames(compilation, module)))];
        problems.push(
          `prism-react-renderer (${resource(renderer[0]!)}) is bundled into ${listed(groups)}, with every grammar and theme: theme-classic's prism-include-languages.js is no longer replaced, or something else imports it`,
        );
      }
      return problems.map((problem) => `${problem}; update packages/docusaurus-lean-client/slim-prism.`);
    });
  }
}

export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack(config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        ...cacheDependsOn(config, __filename),
        plugins: [
          // In both bundles: the server's would register the grammars on a Prism nothing uses.
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, join(__dirname, 'no-prism-include-languages.js')),
          ...(isProductionBrowser(config, isServer) ? [new RequirePrismInHighlighterOnly()] : []),
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
        throw new Error(
          `slim-prism: code blocks use languages that prism.additionalLanguages does not ship: ${list}. Add them there, in dependency order.`,
        );
      }
    },
  };
}
