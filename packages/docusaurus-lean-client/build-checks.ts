import type {Compilation, Compiler, Configuration} from 'webpack';

/**
 * Every touchpoint of the layer with Docusaurus's internals is guarded by a check run after each
 * compilation: when Docusaurus changes, the build fails naming the plugin to update, instead of
 * silently shipping what the plugin cut. `check` returns the problems, each one error.
 */
export function failBuildOnProblems(compiler: Compiler, plugin: string, check: (compilation: Compilation) => readonly string[]): void {
  compiler.hooks.afterCompile.tap(plugin, (compilation) => {
    for (const problem of check(compilation)) compilation.errors.push(new compiler.webpack.WebpackError(`${plugin}: ${problem}`));
  });
}

/**
 * The layer changes only the production browser bundle: the server bundle renders every page whole
 * and is never downloaded, and the dev server regenerates Docusaurus's modules as pages change, where
 * size does not matter.
 */
export function isProductionBrowser(config: Configuration, isServer: boolean): boolean {
  return !isServer && config.mode === 'production';
}
