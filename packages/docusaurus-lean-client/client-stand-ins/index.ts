// Smaller stand-ins, in the browser bundle only, for two libraries that Docusaurus loads on every
// page for a small part of what they do, and for one generated module. The server bundle keeps
// the originals.
// - react-helmet-async is how Docusaurus's <Head> sets a page's title, meta and link tags and html
//   attributes: the server collects them into each page's HTML, and in the browser the library
//   keeps the document's head in step as pages change. With react-fast-compare and invariant it
//   costs every first visit 5.5 KiB gzip; helmet.ts does what Docusaurus uses of it in 1 KiB.
// - nprogress draws the progress bar of a slow navigation (1.6 KiB gzip, with a spinner, settings
//   and a queue the theme does not use); progress-bar.ts draws the same bar in 0.4 KiB.
// - The generated site config, without what only the build reads, and the generated site
//   metadata, without every plugin's version (site-config.ts).
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {failBuildOnProblems, isProductionBrowser} from '../build-checks';
import {cacheDependsOn} from '../bundler-cache';
import {browserSiteConfig, browserSiteMetadata, PRISM_THEME_READER} from './site-config';

export const STAND_INS: Record<string, string> = {
  'react-helmet-async': join(__dirname, 'helmet.ts'),
  nprogress: join(__dirname, 'progress-bar.ts'),
};

/**
 * Fails the compilation if an original reaches the browser bundle (something imports it another
 * way), or if usePrismTheme does (it reads the Prism themes the browser's config leaves out).
 */
export class RequireStandIns {
  constructor(
    private readonly generatedConfig: string,
    private readonly generatedMetadata: string,
  ) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'client-stand-ins', (compilation) => {
      const files = [...compilation.fileDependencies];
      const problems = Object.keys(STAND_INS).flatMap((library) => {
        const bundled = files.find((file) => file.split(/[\\/]/).join('/').includes(`/node_modules/${library}/`));
        return bundled ? [`${library} reached the browser bundle (${bundled}), so it is imported other than as '${library}'`] : [];
      });
      if (files.includes(this.generatedConfig))
        problems.push(
          `the full site config reached the browser bundle (${this.generatedConfig}), so it is imported other than as '@generated/docusaurus.config'`,
        );
      if (files.includes(this.generatedMetadata))
        problems.push(
          `the full site metadata reached the browser bundle (${this.generatedMetadata}), so it is imported other than as '@generated/site-metadata'`,
        );
      // Built whenever theme-common is, so only its place in a chunk counts.
      const reader = [...compilation.modules].find((module) => PRISM_THEME_READER.test((module as {resource?: string}).resource ?? ''));
      if (reader && [...compilation.chunkGraph.getModuleChunksIterable(reader)].length > 0) {
        problems.push(
          `${(reader as {resource?: string}).resource} is bundled, and it reads the Prism themes that the browser's site config leaves out`,
        );
      }
      return problems.map((problem) => `${problem}; update packages/docusaurus-lean-client/client-stand-ins.`);
    });
  }
}

export default function clientStandInsPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-stand-ins',
    configureWebpack(config, isServer) {
      // The dev server rewrites the generated config as the config changes, so it keeps its own.
      if (!isProductionBrowser(config, isServer)) return {};
      const generatedConfig = join(context.generatedFilesDir, 'docusaurus.config.mjs');
      const siteConfig = join(context.generatedFilesDir, 'client-stand-ins', 'docusaurus.config.mjs');
      mkdirSync(join(context.generatedFilesDir, 'client-stand-ins'), {recursive: true});
      writeFileSync(siteConfig, browserSiteConfig(readFileSync(generatedConfig, 'utf8')));
      const generatedMetadata = join(context.generatedFilesDir, 'site-metadata.json');
      const siteMetadata = join(context.generatedFilesDir, 'client-stand-ins', 'site-metadata.json');
      writeFileSync(siteMetadata, browserSiteMetadata(readFileSync(generatedMetadata, 'utf8')));
      const libraries = Object.fromEntries(Object.entries(STAND_INS).map(([library, file]) => [`${library}$`, file]));
      // First, so the config's wins over Docusaurus's own `@generated` alias for the whole folder.
      config.resolve = {
        ...config.resolve,
        alias: {
          ...libraries,
          '@generated/docusaurus.config$': siteConfig,
          '@generated/site-metadata$': siteMetadata,
          ...config.resolve?.alias,
        },
      };
      return {...cacheDependsOn(config, __filename), plugins: [new RequireStandIns(generatedConfig, generatedMetadata)]};
    },
  };
}
