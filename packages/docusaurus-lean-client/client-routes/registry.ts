// Docusaurus's generated registry (.docusaurus/registry.js) has one line per chunk (the last
// one closes the object):
//   "chunk": [() => import(/* webpackChunkName: "chunk" */ "module"), "module", require.resolveWeak("module")],
// The middle string tells server rendering which chunks a page used; the browser never reads
// it (react-loadable reports module names only inside a server-side capture).
const ENTRY =
  /^ {2}("[^"]+"): \[(\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \3, (require\.resolveWeak\(\3\))\],(?:\};)?$/;

export interface RegistryEntry {
  chunkName: string;
  modulePath: string;
  /** The entry as a line of the browser's registry object, without the module name. */
  clientLine: string;
}

export function parseRegistry(registry: string): RegistryEntry[] {
  const lines = registry.split('\n').filter((line) => /^ {2}"/.test(line));
  const entries = lines.flatMap((line) => {
    const match = ENTRY.exec(line);
    if (!match) return [];
    const [, chunkName, loader, modulePath, weak] = match;
    return [
      {
        chunkName: JSON.parse(chunkName) as string,
        modulePath: JSON.parse(modulePath) as string,
        clientLine: `  ${chunkName}: [${loader}, "", ${weak}],`,
      },
    ];
  });
  if (lines.length === 0 || entries.length !== lines.length) {
    throw new Error(
      `client-routes: ${entries.length} of ${lines.length} registry entries have the expected shape; Docusaurus's registry.js changed, so update packages/docusaurus-lean-client/client-routes.`,
    );
  }
  return entries;
}
