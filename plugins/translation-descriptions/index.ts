// Docusaurus's theme declares each of its texts with a note for translators (`description`),
// and the browser bundle carried every note, though nothing reads them at run time: 0.35 KiB
// gzip of main.js on every page and 0.4 KiB more in the docs layout chunks (strip.js says what
// is removed and why it is safe). This plugin takes them out of the browser bundle; the server
// bundle and `docusaurus write-translations`, which reads the sources, are unchanged. The build
// fails if no description was found, as it would be if Docusaurus declared them another way.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {cacheDependsOn} from '../../packages/docusaurus-lean-client/bundler-cache';
import {failBuildOnProblems, isProductionBrowser} from '../../packages/docusaurus-lean-client/build-checks';

/** Docusaurus's own packages: the theme, its common parts, the docs plugin's and the core's client code. */
const DOCUSAURUS_MODULES = /[\\/]node_modules[\\/]@docusaurus[\\/][^\\/]+[\\/]lib[\\/].+\.jsx?$/;

export interface Tally {
  removed: number;
}

export class RequireDescriptionsRemoved {
  constructor(private readonly tally: Tally) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, 'translation-descriptions', (compilation) =>
      compilation.compiler.isChild() || this.tally.removed > 0
        ? []
        : [
            'no translation description was removed from the theme; Docusaurus changed how it declares them, so update plugins/translation-descriptions.',
          ],
    );
  }
}

export default function translationDescriptionsPlugin(): Plugin {
  return {
    name: 'translation-descriptions',
    configureWebpack(config, isServer) {
      if (!isProductionBrowser(config, isServer)) return {};
      const tally: Tally = {removed: 0};
      return {
        ...cacheDependsOn(config, __filename, join(__dirname, 'loader.js'), join(__dirname, 'strip.js')),
        module: {rules: [{test: DOCUSAURUS_MODULES, enforce: 'pre', use: [{loader: join(__dirname, 'loader.js'), options: {tally}}]}]},
        plugins: [new RequireDescriptionsRemoved(tally)],
      };
    },
  };
}
