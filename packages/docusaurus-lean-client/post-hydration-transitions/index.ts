// Swaps two of Docusaurus's client modules for ours in the browser bundle; README.md says why.
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheDependsOn} from '../bundler-cache';
import {originalPattern, replacementProblems, RequireReplaced, type Replacement} from '../module-replacements';

export const REPLACEMENTS: readonly Replacement[] = [
  {original: '@docusaurus/core/lib/client/browserContext.js', replacement: join(__dirname, 'browserContext.js')},
  {original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js', replacement: join(__dirname, 'useWindowSize.js')},
];

export default function postHydrationTransitionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'post-hydration-transitions',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server never runs effects, so only the browser bundle needs the transitions.
      if (isServer) return {};
      const problems = replacementProblems(REPLACEMENTS, join(context.siteDir, 'node_modules'));
      if (problems.length > 0) throw new Error(`post-hydration-transitions: ${problems.join('; ')}`);
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        ...cacheDependsOn(config, __filename),
        plugins: [
          ...REPLACEMENTS.map(({original, replacement}) => new NormalModuleReplacementPlugin(originalPattern(original), replacement)),
          new RequireReplaced(REPLACEMENTS, 'post-hydration-transitions'),
        ],
      };
    },
  };
}
