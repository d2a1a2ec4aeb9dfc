// Swaps two of Docusaurus's client modules for ours in the browser bundle; README.md says why.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {cacheDependsOn} from '../bundler-cache';

export interface Replacement {
  /** The Docusaurus module, as a package path. */
  original: string;
  /** Our file that the browser bundle gets instead. */
  replacement: string;
}

export const REPLACEMENTS: readonly Replacement[] = [
  {original: '@docusaurus/core/lib/client/browserContext.js', replacement: join(__dirname, 'browserContext.js')},
  {original: '@docusaurus/theme-common/lib/hooks/useWindowSize.js', replacement: join(__dirname, 'useWindowSize.js')},
];

/** The names a module exports, read from its `export function|const|class` declarations. */
export function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((match) => match[1]!).sort();
}

/**
 * Where a replacement would not stand in for its original: an original that is gone, or other
 * exports. Originals are read from the site's node_modules, as plugins/api-reference reads the
 * graphql packages (their `exports` hide these files from require.resolve).
 */
export function replacementProblems(replacements: readonly Replacement[], nodeModulesDir: string, read = (file: string) => readFileSync(file, 'utf8')): string[] {
  return replacements.flatMap(({original, replacement}) => {
    let originalSource: string;
    try {
      originalSource = read(join(nodeModulesDir, original));
    } catch {
      return [`${original} no longer exists`];
    }
    const expected = exportedNames(originalSource);
    const actual = exportedNames(read(replacement));
    return expected.join() === actual.join() ? [] : [`${original} exports ${expected.join(', ')} but ${replacement} exports ${actual.join(', ')}`];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the original's path on any platform, e.g. `…/@docusaurus/core/lib/client/browserContext.js`. */
export function originalPattern(original: string): RegExp {
  return new RegExp(`${original.split('/').map(escapeRegExp).join('[\\\\/]')}$`);
}

/**
 * Fails the compilation unless every replacement is bundled and no original is: a Docusaurus
 * update that moves or renames a module would otherwise silently bring the long task back.
 */
export class RequireReplaced {
  constructor(private readonly replacements: readonly Replacement[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('post-hydration-transitions', (compilation) => {
      const bundled = [...compilation.modules].map((module) => (module as {resource?: string}).resource ?? '');
      const problems = this.replacements.flatMap(({original, replacement}) => {
        const pattern = originalPattern(original);
        return [
          ...(bundled.includes(replacement) ? [] : [`${replacement} is not bundled`]),
          ...(bundled.some((file) => pattern.test(file)) ? [`${original} is still bundled`] : []),
        ];
      });
      if (problems.length > 0) {
        const message = `post-hydration-transitions: ${problems.join('; ')}. Docusaurus's client modules changed, so update plugins/post-hydration-transitions.`;
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

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
          new RequireReplaced(REPLACEMENTS),
        ],
      };
    },
  };
}
