import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {shippedLanguages, unshippedLanguages} from './shipped-languages';
import {slimPrismBundle} from './slim-bundle';

// Serves a slimmed prism-react-renderer (see slim-bundle.ts) to both bundles, so the page code
// Docusaurus loads first carries no grammar or theme the site does not use.
export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      const original = require.resolve('prism-react-renderer/dist/index.mjs');
      const slimmed = join(context.generatedFilesDir, 'slim-prism', 'prism-react-renderer.mjs');
      mkdirSync(dirname(slimmed), {recursive: true});
      writeFileSync(slimmed, slimPrismBundle(readFileSync(original, 'utf8')));
      return {resolve: {alias: {'prism-react-renderer$': slimmed}}};
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
