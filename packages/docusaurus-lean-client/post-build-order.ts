import type {LoadedPlugin} from '@docusaurus/types';

/**
 * Resolves once the named plugin's postBuild has finished, for a plugin (`waiter`) that reads what
 * that one writes: Docusaurus starts every postBuild at once. Must be called synchronously at the
 * start of the waiter's postBuild, before Docusaurus calls the later plugin's, so the named plugin
 * must be listed after the waiter and have a postBuild.
 */
export function postBuildFinished(plugins: LoadedPlugin[], waiter: string, name: string): Promise<void> {
  const own = plugins.findIndex((plugin) => plugin.name === waiter);
  const other = plugins.findIndex((plugin) => plugin.name === name);
  const plugin = plugins[other];
  if (other < own || !plugin?.postBuild) {
    throw new Error(`[${waiter}] must be listed before the ${name} plugin, with a postBuild, whose output it reads.`);
  }
  const original = plugin.postBuild;
  return new Promise((resolve) => {
    plugin.postBuild = async function (this: unknown, ...args) {
      try {
        return await original.apply(this, args);
      } finally {
        resolve();
      }
    };
  });
}
