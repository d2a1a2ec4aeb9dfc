import type {Configuration} from 'webpack';

/**
 * Rspack's persistent cache does not see a plugin's bundler settings change: naming the plugin's
 * file among the cache's build dependencies evicts the cache when the file changes, instead of
 * silently building with the old settings. Spread into what `configureWebpack` returns.
 */
export function cacheDependsOn(config: Configuration, file: string): Configuration {
  return typeof config.experiments?.cache === 'object' ? {experiments: {cache: {buildDependencies: [file]}}} : {};
}
