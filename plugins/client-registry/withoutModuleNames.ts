// Each entry of Docusaurus's generated registry (.docusaurus/registry.js) is
//   "chunk": [() => import("module"), "module", require.resolveWeak("module")],
// The middle string tells server rendering which chunks a page used; the browser never reads
// it (react-loadable reports module names only inside a server-side capture). With one entry per
// page, those paths were about 7 KiB of every page's first download.
const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\])/g;

export function registryWithoutModuleNames(registry: string): string {
  const entries = registry.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const result = registry.replace(ENTRY, (_match, loader: string, _name: string, weak: string) => {
    replaced++;
    return `${loader}, "", ${weak}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(`client-registry: ${replaced} of ${entries} registry entries have the expected shape; Docusaurus's registry.js changed, so update plugins/client-registry.`);
  }
  return result;
}
