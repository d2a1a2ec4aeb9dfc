// Our files in place of Docusaurus's own modules in the browser bundle, as two plugins do
// (post-hydration-transitions, hydration-shell), and the checks that keep such a swap honest: the
// original still exists and exports what ours does, ours is bundled, and the original is not.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Compiler} from 'webpack';
import {failBuildOnProblems} from './build-checks';

export interface Replacement {
  /** The Docusaurus module, as a package path. */
  original: string;
  /** Our file that the browser bundle gets instead. */
  replacement: string;
}

/** The names a module exports, read from its `export function|const|class` declarations. */
export function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((match) => match[1]!).sort();
}

/**
 * Where a replacement would not stand in for its original: an original that is gone, or other
 * exports. Originals are read from the site's node_modules, as plugins/api-reference reads the
 * graphql packages (their `exports` hide these files from require.resolve).
 */
export function replacementProblems(
  replacements: readonly Replacement[],
  nodeModulesDir: string,
  read = (file: string) => readFileSync(file, 'utf8'),
): string[] {
  return replacements.flatMap(({original, replacement}) => {
    let originalSource: string;
    try {
      originalSource = read(join(nodeModulesDir, original));
    } catch {
      return [`${original} no longer exists`];
    }
    const expected = exportedNames(originalSource);
    const actual = exportedNames(read(replacement));
    return expected.join() === actual.join()
      ? []
      : [`${original} exports ${expected.join(', ')} but ${replacement} exports ${actual.join(', ')}`];
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the original's path on any platform, e.g. `…/@docusaurus/core/lib/client/browserContext.js`. */
export function originalPattern(original: string): RegExp {
  return new RegExp(`${original.split('/').map(escapeRegExp).join('[\\\\/]')}$`);
}

/**
 * Fails the compilation unless every replacement is bundled and no original is: a Docusaurus
 * update that moves or renames a module would otherwise silently undo the replacement.
 */
export class RequireReplaced {
  constructor(
    private readonly replacements: readonly Replacement[],
    /** The plugin that replaces them, which the message names. */
    private readonly plugin: string,
  ) {}

  apply(compiler: Compiler): void {
    failBuildOnProblems(compiler, this.plugin, (compilation) => {
      // A child compilation (the dev server's HTML page) bundles none of the site's code.
      if (compilation.compiler.isChild()) return [];
      const bundled = [...compilation.modules].map((module) => (module as {resource?: string}).resource ?? '');
      const problems = this.replacements.flatMap(({original, replacement}) => {
        const pattern = originalPattern(original);
        return [
          ...(bundled.includes(replacement) ? [] : [`${replacement} is not bundled`]),
          ...(bundled.some((file) => pattern.test(file)) ? [`${original} is still bundled`] : []),
        ];
      });
      return problems.length === 0
        ? []
        : [`${problems.join('; ')}. Docusaurus's client modules changed, so update packages/docusaurus-lean-client/${this.plugin}.`];
    });
  }
}
