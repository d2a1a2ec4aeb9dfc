// Docusaurus puts every page's route, chunk names, registry entry and docs-list entry into the
// code each page loads first (facebook/docusaurus#7256). With one page per API symbol in two
// versions, that was about 45 KiB gzip of a first visit, before any of the page's own code.
//
// For the browser bundle this writes replacements of the four generated modules in which the
// API symbol pages are not listed one by one: each version's pages are a list of doc ids, from
// which their routes, chunk names, registry entries and docs-list entries are rebuilt when the
// code starts. The pages of each version and kind are lazy `require.context`s by first letter
// (one chunk per page, as before), each of whose maps from page to chunk ids is a chunk of its
// own, loaded with the first page it serves: in main.js the maps cost every page 11 KiB gzip, the
// id lists 2.6 KiB. The registry loses module names (registry.ts), every docs version's props lose
// the summary of every page, and the API's give their sidebar's links by doc id
// (versionPropsModule). Every page's content, symbol pages' included, loads through
// packages/docusaurus-lean-client/hydration-shell's loadContent, which gives the page opened first its shell, and every
// route's preload through preloadingFullContent and holdingWhileOffline
// (src/clientModules/loadFailureBox.ts). Everything else is kept as Docusaurus generated it.
// The server bundle keeps the originals, and the browser builds the same component tree for
// each page, so hydration matches. Every assumption about the generated files is checked here; a
// mismatch fails the build.
import {parseRegistry, type RegistryEntry} from './registry';

/** The one reader of the page records that the docs versions' props lose (versionPropsModule). */
export const DOC_CARD = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocCard[\\/]/;

/** What `ComponentCreator(path, hash)` was called with in routes.js. */
export interface Creator {
  path: string;
  hash?: string;
}

export interface RouteConfig {
  path: string;
  component: Creator;
  exact?: boolean;
  routes?: RouteConfig[];
  [key: string]: unknown;
}

type ChunkNames = Record<string, Record<string, unknown>>;

interface DocsVersion {
  name: string;
  path: string;
  docs: {id: string; path: string; sidebar?: string}[];
}

type GlobalData = Record<string, Record<string, {versions?: DocsVersion[]}>>;

export interface GeneratedModules {
  routes: string;
  routesChunkNames: string;
  registry: string;
  globalData: string;
}

export interface ApiPagesOptions {
  /** The docs plugin instance whose symbol pages are listed compactly. */
  pluginId: string;
  /** First path segments of symbol pages (class, enum, ...): the pages one folder level down. */
  kinds: readonly string[];
  /** Lists the MDX files of a content folder (given as the registry names it, e.g. `@site/...`). */
  listMdxFiles(contentDir: string): string[];
  /** Reads a generated data file the registry names (`@generated/...`). */
  readGenerated(modulePath: string): string;
  /** The most pages one map lists, unless they share a first letter (PAGES_PER_MAP). */
  pagesPerMap?: number;
  /** Where pages' content comes from: their shell or their full module (packages/docusaurus-lean-client/hydration-shell). */
  content: ContentOptions;
  /** The browser module exporting holdingWhileOffline (src/clientModules/loadFailureBox.ts). */
  loadFailureModule: string;
}

export interface ContentOptions {
  /** The browser module exporting loadContent and preloadingFullContent. */
  module: string;
  /** The query that asks for a page's shell. */
  shellQuery: string;
}

/** Runs the generated routes.js with a stand-in for ComponentCreator to get the route tree. */
export function evaluateRoutes(routesModule: string): RouteConfig[] {
  const body = routesModule.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const creator = (path: string, hash?: string): Creator => (hash === undefined ? {path} : {path, hash});
  return new Function('ComponentCreator', body)(creator) as RouteConfig[];
}

function fail(message: string): never {
  throw new Error(`client-routes: ${message}; update packages/docusaurus-lean-client/client-routes.`);
}

interface ApiVersionPages {
  version: DocsVersion;
  contentDir: string;
  sidebar: string | undefined;
  parent: RouteConfig;
  leaves: Set<RouteConfig>;
  chunkKeys: Set<string>;
  contentChunks: Set<string>;
}

const chunkKey = (route: RouteConfig) => `${route.component.path}-${route.component.hash}`;

/**
 * The four replacements, the module they share (apiPages.js), each version's page props
 * (versionPropsModule), and the lazily loaded maps of pages to chunks, one per version, kind of
 * page and group of first letters (apiContentFile), by file name.
 */
export type ClientRouteModules = GeneratedModules & {
  apiPages: string;
  versionProps: Record<string, string>;
  apiContent: Record<string, string>;
};

/**
 * The module holding the `require.context` of a version's pages of one kind whose names start
 * with one group's letters, which apiPages.js imports when the first such page loads. A page loads
 * the map of its group only: each entry costs about 18 bytes gzip, mostly chunk ids, so a kind's
 * whole map was 3.3 KiB for the functions of a version.
 */
const apiContentFile = (versionName: string, kind: string, group: number) => `apiContent-${versionName}-${kind}-${group}.js`;

/** The same group's map of pages to their shells, which only the page opened first loads. */
const apiShellsFile = (versionName: string, kind: string, group: number) => `apiShells-${versionName}-${kind}-${group}.js`;

/** The most pages one map lists, unless they share a first letter. */
export const PAGES_PER_MAP = 64;

/**
 * The pages' first letters (lower case) in alphabetical order, cut into groups of consecutive
 * letters with at most `limit` pages each, unless one letter alone has more.
 */
export function firstLetterGroups(names: readonly string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name[0].toLowerCase(), (counts.get(name[0].toLowerCase()) ?? 0) + 1);
  const groups: string[] = [];
  let size = 0;
  for (const letter of [...counts.keys()].sort()) {
    const count = counts.get(letter)!;
    if (groups.length === 0 || size + count > limit) {
      groups.push('');
      size = 0;
    }
    groups[groups.length - 1] += letter;
    size += count;
  }
  return groups;
}

/** The letters as a character class that matches either case. */
function eitherCase(letters: string): string {
  const escape = (char: string) => (/[\w]/.test(char) ? char : `\\${char}`);
  return `[${[...new Set([...letters].flatMap((letter) => [letter, letter.toUpperCase()]))].map(escape).join('')}]`;
}

/** A regular expression source for the files of a folder whose names start with one of the letters, in either case. */
function firstLetterPattern(letters: string): string {
  return `/^\\.\\/${eitherCase(letters)}[^/]*\\.mdx$/`;
}

/** The same files, for `webpackInclude`, which is tested against each file's absolute path. */
function firstLetterFilePattern(letters: string): string {
  return `/[\\\\/]${eitherCase(letters)}[^\\\\/]*\\.mdx$/`;
}

interface SidebarItem {
  type?: string;
  href?: string;
  label?: string;
  docId?: string;
  items?: SidebarItem[];
  [key: string]: unknown;
}

/** A link that `{type: 'link', href: path/id, label: the id's last segment, docId: id, unlisted: false}` describes whole. */
function isPlainLink(item: SidebarItem, versionPath: string): boolean {
  const {type, href, label, docId, unlisted, ...rest} = item;
  return (
    type === 'link' &&
    typeof docId === 'string' &&
    href === `${versionPath}/${docId}` &&
    label === docId.slice(docId.lastIndexOf('/') + 1) &&
    unlisted === false &&
    Object.keys(rest).length === 0
  );
}

/** The sidebar with each plain link given by its doc id (the browser's `expand` undoes it). */
function compactSidebar(items: readonly SidebarItem[], versionPath: string): unknown[] {
  return items.map((item) => {
    if (isPlainLink(item, versionPath)) return item.docId;
    if (item.type === 'category' && item.items) return {...item, items: compactSidebar(item.items, versionPath)};
    return item;
  });
}

/**
 * A docs version's props hold its sidebars and the id, title and description of every page of
 * the version, about 70 KB for the API: every page loaded all the others' summaries (2.5 KiB gzip
 * of every tutorial and guide page). The theme reads that record only in DocCard (category index
 * cards), which the site does not use (`DOC_CARD` must stay out of the browser bundle), so it is
 * left out. The API's sidebar lists every page as a link object that its doc id alone describes:
 * the module gives those by id and makes them whole when it is loaded (5.3 → 2.9 KiB gzip for
 * the API's sidebar, loaded by every API page).
 */
function versionPropsModule(json: string, pluginId: string, version: DocsVersion): string {
  const props = JSON.parse(json) as {
    version?: {pluginId?: string; version?: string; docs?: unknown; docsSidebars?: Record<string, SidebarItem[]>};
  };
  if (
    props.version?.pluginId !== pluginId ||
    props.version.version !== version.name ||
    typeof props.version.docs !== 'object' ||
    typeof props.version.docsSidebars !== 'object' ||
    !Object.values(props.version.docsSidebars).every(Array.isArray)
  ) {
    fail(`the props of docs version ${version.name} are not {version: {pluginId, version, docs, docsSidebars: {name: [items]}, ...}}`);
  }
  const docsSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([name, items]) => [name, compactSidebar(items, version.path)]),
  );
  return [
    "// A docs version's props for the browser (packages/docusaurus-lean-client/client-routes/client-route-modules.ts).",
    `const path = ${JSON.stringify(version.path)};`,
    'const link = (docId) => ({type: "link", href: `${path}/${docId}`, label: docId.slice(docId.lastIndexOf("/") + 1), docId, unlisted: false});',
    'const expand = (items) => items.map((item) => (typeof item === "string" ? link(item) : item.type === "category" && item.items ? {...item, items: expand(item.items)} : item));',
    `const props = ${JSON.stringify({...props, version: {...props.version, docs: {}, docsSidebars}})};`,
    'for (const [name, items] of Object.entries(props.version.docsSidebars)) props.version.docsSidebars[name] = expand(items);',
    'export default props;',
    '',
  ].join('\n');
}

/**
 * A page's content in the browser's registry: its shell or its full module, as loadContent
 * chooses, each a chunk of its own. The shell's chunk has no name: the runtime that every page
 * loads first lists the name of every named chunk. No module id for react-loadable, which uses
 * it only to render a module already loaded at once, and none is until the loader runs.
 */
function contentLine({chunkName, modulePath}: RegistryEntry, shellQuery: string): string {
  const name = JSON.stringify(chunkName);
  const shell = `() => import(${JSON.stringify(`${modulePath}?${shellQuery}`)})`;
  const full = `() => import(/* webpackChunkName: ${name} */ ${JSON.stringify(modulePath)})`;
  return `  ${name}: [() => loadContent(${name}, ${shell}, ${full}), "", undefined],`;
}

export function buildClientRouteModules(generated: GeneratedModules, options: ApiPagesOptions): ClientRouteModules {
  const routes = evaluateRoutes(generated.routes);
  const chunkNames = JSON.parse(generated.routesChunkNames) as ChunkNames;
  const registry = parseRegistry(generated.registry);
  const registryByChunk = new Map(registry.map((entry) => [entry.chunkName, entry]));
  const globalData = JSON.parse(generated.globalData) as GlobalData;
  const docsPlugins = globalData['docusaurus-plugin-content-docs'] ?? {};
  const docsPlugin = docsPlugins[options.pluginId];
  if (!docsPlugin?.versions) fail(`no docs plugin "${options.pluginId}" in globalData.json`);
  const kindPattern = `(?:${options.kinds.join('|')})`;
  const symbolPage = new RegExp(`^/${kindPattern}/[^/]+$`);

  const versions: ApiVersionPages[] = docsPlugin.versions.map((version) => {
    const isLeaf = (route: RouteConfig) =>
      route.exact === true && route.path.startsWith(`${version.path}/`) && symbolPage.test(route.path.slice(version.path.length));
    const parents: RouteConfig[] = [];
    const visit = (list: RouteConfig[]) =>
      list.forEach((route) => {
        if (route.routes?.some(isLeaf)) parents.push(route);
        if (route.routes) visit(route.routes);
      });
    visit(routes);
    if (parents.length !== 1) fail(`${parents.length} routes hold the symbol pages of version ${version.name}, not one`);
    const [parent] = parents;
    const leaves = parent.routes!.filter(isLeaf);
    const sidebars = new Set(leaves.map((leaf) => leaf.sidebar as string | undefined));
    if (sidebars.size !== 1) fail(`the pages of version ${version.name} do not share one sidebar`);
    const contentDirs = new Set<string>();
    const contentChunks = new Set<string>();
    for (const leaf of leaves) {
      const names = chunkNames[chunkKey(leaf)];
      if (!names || Object.keys(names).join() !== '__comp,content')
        fail(`route ${leaf.path} does not load exactly a component and its content`);
      const content = registryByChunk.get(names.content as string);
      const suffix = `${leaf.path.slice(version.path.length)}.mdx`;
      if (!content?.modulePath.endsWith(suffix)) fail(`route ${leaf.path} is not served by a file ending in ${suffix}`);
      contentDirs.add(content.modulePath.slice(0, -suffix.length));
      contentChunks.add(content.chunkName);
    }
    if (contentDirs.size !== 1) fail(`the pages of version ${version.name} come from ${contentDirs.size} folders`);
    const [contentDir] = contentDirs;
    const files = options.listMdxFiles(contentDir).filter((file) => new RegExp(`^${kindPattern}/[^/]+\\.mdx$`).test(file));
    const expected = leaves.map((leaf) => `${leaf.path.slice(version.path.length + 1)}.mdx`);
    if (files.length !== expected.length || !expected.every((file) => files.includes(file))) {
      fail(`the symbol pages of version ${version.name} are not exactly the MDX files of ${contentDir}`);
    }
    const docs = new Map(version.docs.map((doc) => [doc.path, doc]));
    for (const leaf of leaves) {
      const doc = docs.get(leaf.path);
      const id = leaf.path.slice(version.path.length + 1);
      if (doc?.id !== id || doc.sidebar !== leaf.sidebar)
        fail(`the docs list entry of ${leaf.path} is not {id: "${id}", sidebar: "${String(leaf.sidebar)}"}`);
    }
    return {
      version,
      contentDir,
      sidebar: [...sidebars][0],
      parent,
      leaves: new Set(leaves),
      chunkKeys: new Set(leaves.map(chunkKey)),
      contentChunks,
    };
  });

  const docItemChunks = new Set(versions.flatMap(({leaves}) => [...leaves].map((leaf) => chunkNames[chunkKey(leaf)].__comp as string)));
  if (docItemChunks.size !== 1) fail('symbol pages use more than one page component');
  const [docItemChunk] = docItemChunks;

  const apiContent: Record<string, string> = {};
  const contentImports = (version: DocsVersion, contentDir: string, ids: string[]) =>
    `{${options.kinds
      .map((kind) => {
        const groups = firstLetterGroups(
          ids.filter((id) => id.startsWith(`${kind}/`)).map((id) => id.slice(kind.length + 1)),
          options.pagesPerMap ?? PAGES_PER_MAP,
        );
        const loaders = groups.map((letters, group) => {
          const file = apiContentFile(version.name, kind, group);
          apiContent[file] =
            `export default require.context(${JSON.stringify(`${contentDir}/${kind}`)}, false, ${firstLetterPattern(letters)}, "lazy");\n`;
          return `() => import(/* webpackChunkName: ${JSON.stringify(`api-pages-${version.name}-${kind}-${group}`)} */ ${JSON.stringify(`./${file}`)})`;
        });
        const shellLoaders = groups.map((letters, group) => {
          const file = apiShellsFile(version.name, kind, group);
          // A template literal, as a require.context cannot add a query to the files it maps.
          apiContent[file] =
            `export default (file) => import(/* webpackInclude: ${firstLetterFilePattern(letters)} */ \`${contentDir}/${kind}/\${file}?${options.content.shellQuery}\`);\n`;
          return `() => import(/* webpackChunkName: ${JSON.stringify(`api-shells-${version.name}-${kind}-${group}`)} */ ${JSON.stringify(`./${file}`)})`;
        });
        return `${kind}: {letters: ${JSON.stringify(groups)}, load: [${loaders.join(', ')}], shells: [${shellLoaders.join(', ')}]}`;
      })
      .join(', ')}}`;
  const apiPagesModule = [
    `import {loadContent} from ${JSON.stringify(options.content.module)};`,
    '',
    `export const DOC_ITEM_CHUNK = ${JSON.stringify(docItemChunk)};`,
    '// A page\'s doc id "class/Name" is its path under the version\'s; its file is "./Name.mdx" in the',
    '// folder of its kind, whose map of pages to chunks the loader of the group of its first letter',
    "// in `content[kind]` loads (and whose map of pages to shells, the same group's `shells`).",
    'const versions = [',
    ...versions.map(({version, contentDir, sidebar, leaves}) => {
      const ids = [...leaves].map((leaf) => leaf.path.slice(version.path.length + 1)).sort();
      return `  {name: ${JSON.stringify(version.name)}, path: ${JSON.stringify(version.path)}, sidebar: ${JSON.stringify(sidebar)}, ids: ${JSON.stringify(ids)}, content: ${contentImports(version, contentDir, ids)}},`;
    }),
    '];',
    'export const apiPages = versions.flatMap(({name, path, sidebar, ids, content}) =>',
    '  ids.map((id) => {',
    "    const [kind, file] = id.split('/');",
    '    const {letters, load, shells} = content[kind];',
    '    const group = letters.findIndex((first) => first.includes(file[0].toLowerCase()));',
    '    const shell = () => shells[group]().then((pages) => pages.default(`${file}.mdx`));',
    '    const full = () => load[group]().then((pages) => pages.default(`./${file}.mdx`));',
    '    return {version: name, id, path: `${path}/${id}`, sidebar, load: () => loadContent(`api:${path}/${id}`, shell, full)};',
    '  }),',
    ');',
    '',
  ].join('\n');

  const allLeaves = new Set(versions.flatMap(({leaves}) => [...leaves]));
  const parentVersion = new Map(versions.map(({parent, version}) => [parent, version.name]));
  const printRoute = (route: RouteConfig, indent: string): string => {
    const {path, component, routes: children, ...rest} = route;
    const fields = [
      `path: ${JSON.stringify(path)}`,
      `component: create(${[component.path, component.hash]
        .filter((part) => part !== undefined)
        .map((part) => JSON.stringify(part))
        .join(', ')})`,
    ];
    for (const [key, value] of Object.entries(rest)) fields.push(`${key}: ${JSON.stringify(value)}`);
    if (children) {
      const kept = children.filter((child) => !allLeaves.has(child)).map((child) => printRoute(child, `${indent}    `));
      const version = parentVersion.get(route);
      if (version !== undefined) kept.push(`${indent}    ...apiRoutes(${JSON.stringify(version)})`);
      fields.push(`routes: [\n${kept.join(',\n')}\n${indent}  ]`);
    }
    return `${indent}{${fields.join(', ')}}`;
  };
  const routesModule = [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {preloadingFullContent} from ${JSON.stringify(options.content.module)};`,
    `import {holdingWhileOffline} from ${JSON.stringify(options.loadFailureModule)};`,
    "import {apiPages} from './apiPages.js';",
    "import routesChunkNames from './routesChunkNames.js';",
    '',
    "// A route's preload also loads the full content of a page shown first from its shell, and,",
    '// when it fails offline, keeps the current page with a message instead of reloading.',
    'const create = (path, hash) => holdingWhileOffline(preloadingFullContent(ComponentCreator(path, hash), routesChunkNames[`${path}-${hash}`]?.content), path);',
    '',
    "// A page's loadable component is made when the router first asks for it, not for every page",
    '// at start-up: only the opened page and the ones it navigates to are ever rendered.',
    'const apiRoutes = (version) =>',
    '  apiPages',
    '    .filter((page) => page.version === version)',
    '    .map((page) => {',
    '      let component;',
    "      const get = () => (component ??= create(page.path, 'api'));",
    '      return Object.defineProperty({path: page.path, exact: true, sidebar: page.sidebar}, "component", {get, enumerable: true});',
    '    });',
    '',
    `export default [\n${routes.map((route) => printRoute(route, '  ')).join(',\n')}\n];`,
    '',
  ].join('\n');

  const leafChunkKeys = new Set(versions.flatMap(({chunkKeys}) => [...chunkKeys]));
  const keptChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !leafChunkKeys.has(key)));
  const routesChunkNamesModule = [
    "import {apiPages, DOC_ITEM_CHUNK} from './apiPages.js';",
    '',
    `const routesChunkNames = ${JSON.stringify(keptChunkNames)};`,
    'for (const page of apiPages) routesChunkNames[`${page.path}-api`] = {__comp: DOC_ITEM_CHUNK, content: `api:${page.path}`};',
    'export default routesChunkNames;',
    '',
  ].join('\n');

  const leafContentChunks = new Set(versions.flatMap(({contentChunks}) => [...contentChunks]));
  const stillUsed = new Set(Object.values(keptChunkNames).flatMap((names) => Object.values(names)));
  const keptEntries: RegistryEntry[] = registry.filter(
    (entry) => !leafContentChunks.has(entry.chunkName) || stillUsed.has(entry.chunkName),
  );
  const versionProps: Record<string, string> = {};
  const docsVersions = Object.entries(docsPlugins).flatMap(([pluginId, {versions: list}]) =>
    (list ?? []).map((version) => ({pluginId, version})),
  );
  for (const {pluginId, version} of docsVersions) {
    const propsChunks = Object.entries(chunkNames)
      .filter(([key, names]) => key.startsWith(`${version.path}-`) && typeof names.__props === 'string')
      .map(([, names]) => registryByChunk.get(names.__props as string))
      .filter((entry) => entry?.modulePath.startsWith(`@generated/docusaurus-plugin-content-docs/${pluginId}/`));
    if (propsChunks.length !== 1)
      fail(`${propsChunks.length} routes carry the props of docs version ${version.name} of plugin ${pluginId}, not one`);
    const [entry] = propsChunks as RegistryEntry[];
    const file = `props-${entry.chunkName}.js`;
    versionProps[file] = versionPropsModule(options.readGenerated(entry.modulePath), pluginId, version);
    const index = keptEntries.indexOf(entry);
    keptEntries[index] = {...entry, clientLine: entry.clientLine.replaceAll(JSON.stringify(entry.modulePath), JSON.stringify(`./${file}`))};
  }
  const registryModule = [
    `import {loadContent} from ${JSON.stringify(options.content.module)};`,
    "import {apiPages} from './apiPages.js';",
    '',
    'const registry = {',
    ...keptEntries.map((entry) => (/\.mdx?$/.test(entry.modulePath) ? contentLine(entry, options.content.shellQuery) : entry.clientLine)),
    '};',
    "for (const page of apiPages) registry[`api:${page.path}`] = [page.load, '', undefined];",
    'export default registry;',
    '',
  ].join('\n');

  const leafPaths = new Set([...allLeaves].map((leaf) => leaf.path));
  for (const version of docsPlugin.versions) version.docs = version.docs.filter((doc) => !leafPaths.has(doc.path));
  const globalDataModule = [
    "import {apiPages} from './apiPages.js';",
    '',
    `const globalData = ${JSON.stringify(globalData)};`,
    `const versions = globalData["docusaurus-plugin-content-docs"][${JSON.stringify(options.pluginId)}].versions;`,
    'for (const {version, id, path, sidebar} of apiPages) versions.find((candidate) => candidate.name === version).docs.push({id, path, sidebar});',
    'export default globalData;',
    '',
  ].join('\n');

  return {
    routes: routesModule,
    routesChunkNames: routesChunkNamesModule,
    registry: registryModule,
    globalData: globalDataModule,
    apiPages: apiPagesModule,
    versionProps,
    apiContent,
  };
}
