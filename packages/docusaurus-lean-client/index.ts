import {join} from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {ClientRoutesOptions} from './client-routes';

/**
 * The plugins that cut Docusaurus's first page load (README.md), in the order they must run.
 * The page shells come last of all (leanClientShell): they give every docs plugin's MDX rule a twin.
 */
export function leanClientPlugins(options: ClientRoutesOptions): PluginConfig[] {
  return [
    plugin('slim-prism'),
    [plugin('client-routes'), options],
    plugin('client-stand-ins'),
    plugin('tslib-helpers'),
    plugin('post-hydration-transitions'),
    plugin('chunk-filenames'),
  ];
}

/** Registered after every docs plugin, whose MDX rules it gives a twin. */
export const leanClientShell: PluginConfig = plugin('hydration-shell');

function plugin(name: string): string {
  return join(__dirname, name, 'index.ts');
}
