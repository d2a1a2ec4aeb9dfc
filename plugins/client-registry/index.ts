import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryWithoutModuleNames} from './withoutModuleNames';

// The browser bundle gets the route registry without the module names only server rendering
// uses (see withoutModuleNames.ts); the server bundle keeps the original.
export default function clientRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const registry = readFileSync(join(context.generatedFilesDir, 'registry.js'), 'utf8');
      const clientRegistry = join(context.generatedFilesDir, 'client-registry', 'registry.js');
      mkdirSync(join(context.generatedFilesDir, 'client-registry'), {recursive: true});
      writeFileSync(clientRegistry, registryWithoutModuleNames(registry));
      // First, so it wins over Docusaurus's own `@generated` alias for the whole folder.
      config.resolve = {...config.resolve, alias: {'@generated/registry$': clientRegistry, ...config.resolve?.alias}};
      return {};
    },
  };
}
