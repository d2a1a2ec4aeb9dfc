import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {CONTENT_MODULE, SHELL_QUERY} from '../hydration-shell';
import {buildClientRouteModules, DOC_CARD, type GeneratedModules} from './client-route-modules';

const GENERATED_FILES: Record<keyof GeneratedModules, string> = {
  routes: 'routes.js',
  routesChunkNames: 'routesChunkNames.json',
  registry: 'registry.js',
  globalData: 'globalData.json',
};

/**
 * Fails the compilation when a file never became part of it: if Docusaurus renames its generated
 * modules or resolves them another way, the alias stops applying and every page silently gets
 * the full route tables back.
 */
export class RequireBundled {
  constructor(private readonly files: readonly string[]) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'client-routes', (compilation) => {
      const bundled = new Set(compilation.fileDependencies);
      const missing = this.files.filter((file) => !bundled.has(file));
      return missing.length === 0
        ? []
        : [
            `the lean route modules did not reach the browser bundle (${missing.join(', ')}); Docusaurus's generated modules changed, so update packages/docusaurus-lean-client/client-routes.`,
          ];
    });
  }
}

/** Fails the compilation when DocCard is bundled: it reads the page records the lean props lose. */
export class RefuseDocCard {
  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'client-routes', (compilation) => {
      const docCard = [...compilation.fileDependencies].find((file) => DOC_CARD.test(file));
      return !docCard
        ? []
        : [
            `${docCard} is bundled, and it reads the page records that the browser's docs version props leave out; keep them in versionPropsModule, or drop the cards.`,
          ];
    });
  }
}

// The production browser bundle gets leaner copies of Docusaurus's generated route modules (see
// client-route-modules.ts); the server bundle, which renders every page, keeps the originals. The
// dev server keeps them too: it regenerates them as pages change, and size does not matter there.
export type ClientRoutesOptions = {
  /** The id of the docs plugin whose pages are listed compactly by kind and first letter. */
  apiDocsPluginId: string;
  /** The page kinds (the first path segment of an API page) that plugin has. */
  pageKinds: readonly string[];
  /** The site's browser module exporting holdingWhileOffline, wrapped around every route's preload. */
  loadFailureModule: string;
};

export default function clientRoutesPlugin(context: LoadContext, options: ClientRoutesOptions): Plugin {
  const listMdxFiles = (contentDir: string): string[] => {
    if (!contentDir.startsWith('@site/')) throw new Error(`client-routes: content folder ${contentDir} is not under @site/`);
    const dir = join(context.siteDir, contentDir.slice('@site/'.length));
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => relative(dir, join(dir, file)).split('\\').join('/'));
  };
  return {
    name: 'client-routes',
    configureWebpack(config, isServer) {
      if (!isProductionBrowser(config, isServer)) return {};
      const read = (file: string) => readFileSync(join(context.generatedFilesDir, file), 'utf8');
      const generated = Object.fromEntries(
        Object.entries(GENERATED_FILES).map(([key, file]) => [key, read(file)]),
      ) as unknown as GeneratedModules;
      const readGenerated = (modulePath: string) => read(modulePath.replace(/^@generated\//, ''));
      const {versionProps, apiContent, ...modules} = buildClientRouteModules(generated, {
        pluginId: options.apiDocsPluginId,
        kinds: options.pageKinds,
        listMdxFiles,
        readGenerated,
        content: {module: CONTENT_MODULE, shellQuery: SHELL_QUERY},
        loadFailureModule: join(context.siteDir, options.loadFailureModule),
      });
      const outDir = join(context.generatedFilesDir, 'client-routes');
      mkdirSync(outDir, {recursive: true});
      for (const [file, text] of Object.entries({...versionProps, ...apiContent})) writeFileSync(join(outDir, file), text);
      const alias: Record<string, string> = {};
      for (const [key, text] of Object.entries(modules)) {
        writeFileSync(join(outDir, `${key}.js`), text);
        if (key in GENERATED_FILES) alias[`@generated/${key}$`] = join(outDir, `${key}.js`);
      }
      // First, so they win over Docusaurus's own `@generated` alias for the whole folder.
      config.resolve = {...config.resolve, alias: {...alias, ...config.resolve?.alias}};
      return {plugins: [new RequireBundled([...Object.values(alias)]), new RefuseDocCard()]};
    },
  };
}
