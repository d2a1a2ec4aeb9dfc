import type {Configuration} from 'webpack';

/**
 * Rspack's persistent cache does not see a plugin's bundler settings change: naming the plugin's
 * files among the cache's build dependencies evicts the cache when one of them changes, instead of
 * silently building with the old settings. Name each file that makes those settings. Spread into
 * what `configureWebpack` returns.
 */
export function cacheDependsOn(config: Configuration, ...files: string[]): Configuration {
  return typeof config.experiments?.cache === 'object' ? {experiments: {cache: {buildDependencies: files}}} : {};
}
