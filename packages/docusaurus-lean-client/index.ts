import {join} from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {ClientRoutesOptions} from './client-routes';
import type {HydrationShellOptions} from './hydration-shell';

/** Every part of the layer, by folder name, in the order they are registered. */
export const LEAN_CLIENT_PARTS = [
  'slim-prism',
  'client-routes',
  'client-stand-ins',
  'tslib-helpers',
  'post-hydration-transitions',
  'chunk-filenames',
  'hydration-shell',
] as const;

export type LeanClientPart = (typeof LEAN_CLIENT_PARTS)[number];

/**
 * The part that LEAN_CLIENT_WITHOUT leaves out, if any: scripts/layer-savings.ts builds the site
 * without each part in turn to measure what it saves. The site itself always has every part.
 */
export function omittedPart(value = process.env.LEAN_CLIENT_WITHOUT): LeanClientPart | undefined {
  if (!value) return undefined;
  const part = LEAN_CLIENT_PARTS.find((name) => name === value);
  if (!part)
    throw new Error(
      `LEAN_CLIENT_WITHOUT is "${value}", which is no part of docusaurus-lean-client; the parts are ${LEAN_CLIENT_PARTS.join(', ')}.`,
    );
  return part;
}

/**
 * The plugins that cut Docusaurus's first page load (README.md), in the order they must run.
 * The page shells come last of all (leanClientShell): they give every docs plugin's MDX rule a twin.
 */
export function leanClientPlugins(options: ClientRoutesOptions): PluginConfig[] {
  const plugins: [LeanClientPart, PluginConfig][] = [
    ['slim-prism', plugin('slim-prism')],
    ['client-routes', [plugin('client-routes'), options]],
    ['client-stand-ins', plugin('client-stand-ins')],
    ['tslib-helpers', plugin('tslib-helpers')],
    ['post-hydration-transitions', plugin('post-hydration-transitions')],
    ['chunk-filenames', plugin('chunk-filenames')],
  ];
  const omitted = omittedPart();
  return plugins.filter(([part]) => part !== omitted).map(([, config]) => config);
}

/** Registered after every docs plugin, whose MDX rules it gives a twin. */
export function leanClientShell(options: HydrationShellOptions = {}): PluginConfig[] {
  return omittedPart() === 'hydration-shell' ? [] : [[plugin('hydration-shell'), options]];
}

function plugin(name: LeanClientPart): string {
  return join(__dirname, name, 'index.ts');
}
