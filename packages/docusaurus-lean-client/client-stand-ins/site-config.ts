// The site config the browser gets (@generated/docusaurus.config, in main.js on every page):
// Docusaurus's generated module without what only the build reads. The plugin and preset
// options, the Markdown and broken-link settings, head tags and client module paths are never
// read in the browser, nor are the Prism themes: code blocks are coloured by the stylesheet that
// plugins/code-theme generates (the build fails if usePrismTheme, their reader, is bundled).
// 1.1 KiB gzip of every page. Of the future flags, the browser reads only which router to use
// (Docusaurus's client reads `future.experimental_router` alone): the Rspack, v4 and VCS settings
// were 0.15 KiB more.

/** Top-level fields only the build reads. */
export const BUILD_ONLY_FIELDS = [
  'plugins',
  'presets',
  'themes',
  'markdown',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

/** The theme's only reader of `themeConfig.prism.theme` and `darkTheme`, which the browser's config leaves out. */
export const PRISM_THEME_READER = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme\.js$/;

/** The browser's copy of the generated `export default {...};` module. */
export function browserSiteConfig(generated: string): string {
  const start = generated.indexOf('export default ');
  const body = generated.slice(start + 'export default '.length).trim();
  let config: Record<string, unknown> & {themeConfig?: {prism?: Record<string, unknown>}};
  try {
    if (start === -1 || !body.endsWith(';')) throw new Error('no default export');
    config = JSON.parse(body.slice(0, -1)) as typeof config;
  } catch (error) {
    throw new Error(
      `client-stand-ins: .docusaurus/docusaurus.config.mjs is not \`export default <JSON>;\` (${String(error)}); update packages/docusaurus-lean-client/client-stand-ins/site-config.ts.`,
      {cause: error},
    );
  }
  const kept = Object.fromEntries(Object.entries(config).filter(([field]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(field)));
  const future = config.future as {experimental_router?: unknown} | undefined;
  if (future) kept.future = {experimental_router: future.experimental_router};
  const prism = config.themeConfig?.prism;
  if (prism) {
    const {theme: _light, darkTheme: _dark, ...rest} = prism;
    kept.themeConfig = {...config.themeConfig, prism: rest};
  }
  return `// The site config for the browser (packages/docusaurus-lean-client/client-stand-ins/site-config.ts).\nexport default ${JSON.stringify(kept)};\n`;
}

/**
 * The browser's copy of `@generated/site-metadata` (the JSON Docusaurus writes as
 * site-metadata.json): the Docusaurus version without the version of every plugin. Only the debug
 * plugin and Algolia's search bar read `pluginVersions` in the browser, and this site uses
 * neither; the list was 0.3 KiB gzip of every page, and grew when a plugin moved into a package.
 */
export function browserSiteMetadata(generated: string): string {
  let metadata: {docusaurusVersion?: unknown};
  try {
    metadata = JSON.parse(generated) as typeof metadata;
    if (typeof metadata.docusaurusVersion !== 'string') throw new Error('no docusaurusVersion');
  } catch (error) {
    throw new Error(
      `client-stand-ins: .docusaurus/site-metadata.json is not the JSON of {docusaurusVersion, pluginVersions} (${String(error)}); update packages/docusaurus-lean-client/client-stand-ins/site-config.ts.`,
      {cause: error},
    );
  }
  return JSON.stringify({...metadata, pluginVersions: {}});
}
