import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  buildClientRouteModules,
  evaluateRoutes,
  firstLetterGroups,
  type ClientRouteModules,
  type Creator,
  type GeneratedModules,
  type RouteConfig,
} from '../../packages/docusaurus-lean-client/client-routes/client-route-modules';

// A small site shaped as Docusaurus generates it: a tutorial, and an API docs plugin ("api")
// with an overview page and symbol pages in two versions.
const pages = {
  current: {dir: '@site/.generated/api/docs', path: '/api', files: ['class/Source.mdx', 'function/buildSchema.mdx', 'function/parse.mdx']},
  '16.x': {dir: '@site/api_versioned_docs/version-16.x', path: '/api/16.x', files: ['function/parse.mdx']},
};

const leaf = (path: string, hash: string, sidebar = 'api') =>
  `{\n path: '${path}',\n component: ComponentCreator('${path}', '${hash}'),\n exact: true,\n sidebar: "${sidebar}"\n}`;

function generated(): GeneratedModules {
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api',
    component: ComponentCreator('/api', 'a00'),
    routes: [
      {path: '/api/16.x', component: ComponentCreator('/api/16.x', 'a01'), routes: [${[leaf('/api/16.x/', 'a02'), leaf('/api/16.x/function/parse', 'a03')].join(',')}]},
      {path: '/api', component: ComponentCreator('/api', 'a04'), routes: [${[leaf('/api/', 'a05'), leaf('/api/class/Source', 'a06'), leaf('/api/function/parse', 'a07'), leaf('/api/function/buildSchema', 'a09'), leaf('/api/variables/language', 'a08')].join(',')}]}
    ]
  },
  {path: '/docs', component: ComponentCreator('/docs', 'd00'), routes: [{path: '/docs/tutorials/basic-types', component: ComponentCreator('/docs/tutorials/basic-types', 'b00'), exact: true, sidebar: "tutorial"}]},
  {path: '*', component: ComponentCreator('*')},
];
`;
  const chunkNames: Record<string, Record<string, string>> = {
    '/api-a00': {__comp: 'root'},
    '/api/16.x-a01': {__comp: 'version', __props: 'props16'},
    '/api-a04': {__comp: 'version', __props: 'props17'},
    '/api/16.x/-a02': {__comp: 'docItem', content: 'index16'},
    '/api/16.x/function/parse-a03': {__comp: 'docItem', content: 'parse16'},
    '/api/-a05': {__comp: 'docItem', content: 'index17'},
    '/api/class/Source-a06': {__comp: 'docItem', content: 'source17'},
    '/api/function/parse-a07': {__comp: 'docItem', content: 'parse17'},
    '/api/function/buildSchema-a09': {__comp: 'docItem', content: 'build17'},
    '/api/variables/language-a08': {__comp: 'docItem', content: 'language17'},
    '/docs-d00': {__comp: 'version', __props: 'propsDocs'},
    '/docs/tutorials/basic-types-b00': {__comp: 'docItem', content: 'basicTypes'},
  };
  const modules: Record<string, string> = {
    root: '@theme/DocsRoot',
    version: '@theme/DocVersionRoot',
    docItem: '@theme/DocItem',
    props16: '@generated/docusaurus-plugin-content-docs/api/p/api-16.json',
    props17: '@generated/docusaurus-plugin-content-docs/api/p/api.json',
    propsDocs: '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
    index16: `${pages['16.x'].dir}/index.mdx`,
    parse16: `${pages['16.x'].dir}/function/parse.mdx`,
    index17: `${pages.current.dir}/index.mdx`,
    source17: `${pages.current.dir}/class/Source.mdx`,
    parse17: `${pages.current.dir}/function/parse.mdx`,
    build17: `${pages.current.dir}/function/buildSchema.mdx`,
    language17: `${pages.current.dir}/variables/language.mdx`,
    basicTypes: '@site/docs/tutorials/basic-types.mdx',
  };
  const registry = `export default {\n${Object.entries(modules)
    .map(
      ([chunk, module]) =>
        `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`,
    )
    .join('\n')}};\n`;
  const doc = (id: string, path: string) => ({id, path, sidebar: 'api'});
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {name: 'current', path: '/docs', docs: [{id: 'tutorials/basic-types', path: '/docs/tutorials/basic-types', sidebar: 'tutorial'}]},
        ],
      },
      api: {
        path: '/api',
        versions: [
          {
            name: 'current',
            path: '/api',
            docs: [
              doc('index', '/api/'),
              doc('class/Source', '/api/class/Source'),
              doc('function/parse', '/api/function/parse'),
              doc('function/buildSchema', '/api/function/buildSchema'),
              doc('variables/language', '/api/variables/language'),
            ],
          },
          {name: '16.x', path: '/api/16.x', docs: [doc('index', '/api/16.x/'), doc('function/parse', '/api/16.x/function/parse')]},
        ],
      },
    },
  };
  return {routes, routesChunkNames: JSON.stringify(chunkNames), registry, globalData: JSON.stringify(globalData)};
}

const tutorialProps = {
  version: {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    docsSidebars: {
      tutorial: [
        {type: 'link', href: '/docs/tutorials/basic-types', label: 'Basic types', docId: 'tutorials/basic-types', unlisted: false},
      ],
    },
    docs: {
      'tutorials/basic-types': {
        id: 'tutorials/basic-types',
        title: 'Basic types',
        description: 'The built-in scalars.',
        sidebar: 'tutorial',
      },
    },
  },
};

const versionProps = (version: string) => {
  const path = version === 'current' ? '/api' : `/api/${version}`;
  return {
    version: {
      pluginId: 'api',
      version,
      label: version,
      docsSidebars: {
        api: [
          {type: 'link', href: `${path}/`, label: 'Overview', docId: 'index', unlisted: false},
          {
            type: 'category',
            label: 'Language',
            collapsed: true,
            items: [
              {type: 'link', href: `${path}/function/parse`, label: 'parse', docId: 'function/parse', unlisted: false},
              {
                type: 'link',
                href: `${path}/class/Source`,
                label: 'Source',
                docId: 'class/Source',
                unlisted: false,
                className: 'api-deprecated',
              },
              {type: 'link', href: `${path}/class/Lexer`, label: 'The lexer', docId: 'class/Lexer', unlisted: false},
            ],
            collapsible: true,
          },
        ],
      },
      docs: {'function/parse': {id: 'function/parse', title: 'parse', description: 'Parses a document.', sidebar: 'api'}},
    },
  };
};

const options = (files: Record<string, string[]> = {}) => ({
  pluginId: 'api',
  kinds: ['class', 'enum', 'function', 'interface'],
  readGenerated: (modulePath: string) =>
    JSON.stringify(
      modulePath.includes('/default/')
        ? tutorialProps
        : versionProps(
            {
              '@generated/docusaurus-plugin-content-docs/api/p/api-16.json': '16.x',
              '@generated/docusaurus-plugin-content-docs/api/p/api.json': 'current',
            }[modulePath]!,
          ),
    ),
  listMdxFiles: (dir: string) =>
    files[dir] ??
    Object.values(pages)
      .find((version) => version.dir === dir)!
      .files.concat('index.mdx', 'variables/language.mdx'),
  content: {module: '/site/packages/docusaurus-lean-client/hydration-shell/content.ts', shellQuery: 'hydration-shell'},
  loadFailureModule: '/site/src/clientModules/loadFailureBox.ts',
});

/** What loadContent (packages/docusaurus-lean-client/hydration-shell) was asked for, and which of the two it loaded. */
interface ContentLoad {
  key: string;
  loaded: unknown;
}

/**
 * Runs the written modules as the browser would, with require.context, template-literal imports,
 * ComponentCreator and the content loader stubbed; `content` chooses what loadContent loads.
 */
function run(modules: ClientRouteModules, created: string[] = [], content: 'shell' | 'full' = 'full') {
  // A context over one kind's folder of a version, such as `${pages.current.dir}/class`.
  const context = (dir: string, _recursive: boolean, pattern: RegExp) => {
    const version = Object.values(pages).find((candidate) => dir.startsWith(`${candidate.dir}/`))!;
    const kind = dir.slice(version.dir.length + 1);
    const files = version.files
      .filter((file) => file.startsWith(`${kind}/`))
      .map((file) => file.slice(kind.length + 1))
      .filter((file) => pattern.test(`./${file}`));
    const load = (key: string) => {
      // As webpack's context, which knows only the files its pattern matched.
      if (!files.includes(key.slice(2))) throw new Error(`Cannot find module '${key}' in ${dir} (${pattern})`);
      return `loaded ${dir}/${key.slice(2)}`;
    };
    return Object.assign(load, {keys: () => files.map((file) => `./${file}`)});
  };
  const evaluate = (text: string, scope: Record<string, unknown>) => {
    const body = text
      .replace(/^import .*$/gm, '')
      .replace(/^export const (\w+) = /gm, 'exports.$1 = ')
      .replace(/^export default /m, 'exports.default = ');
    const exports: Record<string, unknown> = {};
    new Function('exports', 'require', ...Object.keys(scope), body)(
      exports,
      {context, resolveWeak: (module: string) => module},
      ...Object.values(scope),
    );
    return exports;
  };
  // A shell map's template-literal import, as webpack's context for it: the files of the folder
  // that its webpackInclude pattern matches, each with the query.
  const importTemplate = (pattern: RegExp, request: string) => {
    const [path, query] = request.split('?');
    const file = path!.slice(path!.lastIndexOf('/') + 1);
    const version = Object.values(pages).find((candidate) => path!.startsWith(`${candidate.dir}/`))!;
    if (!version.files.includes(path!.slice(version.dir.length + 1)) || !pattern.test(`/site/${path}`))
      return Promise.reject(new Error(`Cannot find module './${file}'`));
    return Promise.resolve(`loaded ${path}?${query}`);
  };
  const mapModule = (text: string) =>
    evaluate(text.replace(/import\(\/\* webpackInclude: (\/.*\/) \*\/ (`[^`]*`)\)/, 'importTemplate($1, $2)'), {importTemplate});
  // apiPages.js imports a version's require.context when a page of it first loads.
  const importModule = (file: string) => Promise.resolve(mapModule(modules.apiContent[file]!));
  const loads: ContentLoad[] = [];
  const loadContent = async (key: string, shell: () => Promise<unknown>, full: () => Promise<unknown>) => {
    const loaded = await (content === 'shell' ? shell() : full());
    loads.push({key, loaded});
    return loaded;
  };
  const apiPages = evaluate(modules.apiPages.replace(/\bimport\((\/\*[^*]*\*\/ )?"\.\/([^"]+)"\)/g, 'importModule("$2")'), {
    importModule,
    loadContent,
  });
  const creator = (path: string, hash?: string): Creator => {
    created.push(path);
    return hash === undefined ? {path} : {path, hash};
  };
  const scope = {apiPages: apiPages.apiPages, DOC_ITEM_CHUNK: apiPages.DOC_ITEM_CHUNK, ComponentCreator: creator, loadContent};
  const chunkNames = evaluate(modules.routesChunkNames, scope).default as Record<string, Record<string, string>>;
  // Each route's component, with the content key its preload also loads the full content of.
  const preloadingFullContent = (component: Creator, contentKey: unknown) =>
    typeof contentKey === 'string' ? {...component, contentKey} : component;
  // And the path whose failed preload, offline, keeps the current page (src/clientModules/loadFailureBox.ts).
  const holdingWhileOffline = (component: Creator, path: string) => ({...component, heldOffline: path});
  return {
    loads,
    routes: evaluate(modules.routes, {...scope, routesChunkNames: chunkNames, preloadingFullContent, holdingWhileOffline})
      .default as RouteConfig[],
    chunkNames,
    registry: evaluate(
      modules.registry.replace(
        /\(\) => import\(([^)]*)\)/g,
        (_, request: string) => `async () => "static import of ${request.replace(/\/\*.*\*\/ /, '').replace(/"/g, '')}"`,
      ),
      scope,
    ).default as Record<string, unknown[]>,
    globalData: evaluate(modules.globalData, scope).default as {
      'docusaurus-plugin-content-docs': Record<string, {versions: {name: string; docs: unknown[]}[]}>;
    },
  };
}

function leaves(routes: RouteConfig[]): Map<string, RouteConfig> {
  const found = new Map<string, RouteConfig>();
  const visit = (list: RouteConfig[]) => list.forEach((route) => (route.routes ? visit(route.routes) : found.set(route.path, route)));
  visit(routes);
  return found;
}

async function assertSameRoutes(pagesPerMap?: number) {
  const input = generated();
  const modules = buildClientRouteModules(input, {...options(), pagesPerMap});
  const browser = run(modules);
  const shells = run(modules, [], 'shell');
  const original = leaves(evaluateRoutes(input.routes));
  const rebuilt = leaves(browser.routes);
  assert.deepEqual([...rebuilt.keys()].sort(), [...original.keys()].sort());
  for (const [path, route] of original) {
    const {component: rebuiltComponent, ...rest} = rebuilt.get(path)!;
    const {contentKey, heldOffline, ...component} = rebuiltComponent as Creator & {contentKey?: string; heldOffline?: string};
    const {component: originalComponent, ...originalRest} = route;
    assert.deepEqual(rest, originalRest, path);
    // Every route's preload, offline, keeps the current page while the failed one is its own.
    assert.equal(heldOffline, path);
    if (path === '*') continue; // The not-found route loads its page without chunk names.
    const names = browser.chunkNames[`${component.path}-${component.hash}`];
    assert.ok(names, `${path} has chunk names`);
    // A page's preload also loads its full content when its shell is in use.
    assert.equal(contentKey, names.content, path);
    if (path.startsWith('/api') && /\/(class|function)\//.test(path)) {
      // Symbol pages: DocItem plus the page's own MDX, loaded through the version's context, or
      // its shell through the shells' map of the same group.
      assert.equal(names.__comp, 'docItem');
      const file = `${path.startsWith('/api/16.x') ? pages['16.x'].dir : pages.current.dir}/${path.replace(/^\/api(\/16\.x)?\//, '')}.mdx`;
      assert.equal(await (browser.registry[names.content]![0] as () => Promise<string>)(), `loaded ${file}`);
      assert.equal(await (shells.registry[names.content]![0] as () => Promise<string>)(), `loaded ${file}?hydration-shell`);
      assert.deepEqual(shells.loads.at(-1), {key: names.content, loaded: `loaded ${file}?hydration-shell`});
    } else {
      assert.deepEqual(component, originalComponent, path);
    }
  }
  const docs = (data: typeof browser.globalData) =>
    data['docusaurus-plugin-content-docs'].api.versions.map(({name, docs: list}) => [
      name,
      [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ]);
  assert.deepEqual(docs(browser.globalData), docs(JSON.parse(input.globalData)));
}

test('the browser modules describe the same routes, pages and docs lists as the generated ones', () => assertSameRoutes());

test("with a map per page, each symbol page still loads its own file through its group's map", () => assertSameRoutes(1));

test("a symbol page's component is only made when the router asks for it", () => {
  const created: string[] = [];
  const {routes} = run(buildClientRouteModules(generated(), options()), created);
  assert.ok(!created.includes('/api/class/Source'));
  assert.deepEqual(leaves(routes).get('/api/class/Source')!.component, {
    path: '/api/class/Source',
    hash: 'api',
    contentKey: 'api:/api/class/Source',
    heldOffline: '/api/class/Source',
  });
  assert.ok(created.includes('/api/class/Source'));
  assert.ok(created.includes('/api/variables/language'), 'other routes are made as Docusaurus makes them');
});

test('symbol pages are listed by doc id only, and their chunks in a map per version loaded later; other entries are kept as generated', () => {
  const modules = buildClientRouteModules(generated(), options());
  const {apiPages, apiContent, versionProps: _props, ...replacements} = modules;
  const listed = Object.values(replacements).join('\n');
  for (const gone of ['/api/class/Source', '/api/16.x/function/parse', 'source17', 'parse16', 'function/parse']) {
    assert.ok(!listed.includes(gone), `${gone} is still listed`);
  }
  for (const kept of ['/api/variables/language', 'language17', '/docs/tutorials/basic-types', '"index16"', 'create("*")']) {
    assert.ok(listed.includes(kept), `${kept} is missing`);
  }
  assert.ok(!modules.registry.includes('"@theme/DocItem", require'), 'module names are dropped from the registry');
  // The ids, once per version that has the page; no path or chunk of a page.
  assert.equal(apiPages.split('"function/parse"').length - 1, 2);
  assert.equal(apiPages.split('"class/Source"').length - 1, 1);
  for (const gone of ['/api/class/Source', 'source17', 'parse16', 'require.context'])
    assert.ok(!apiPages.includes(gone), `apiPages.js lists ${gone}`);
  // The require.context of each version, kind and group of first letters is a module of its own,
  // imported lazily under a chunk name, and so is the map of the same pages' shells; a kind
  // without pages has none.
  const maps = [
    ['current', 'class', 0, 's', 'sS'],
    ['current', 'function', 0, 'bp', 'bBpP'],
    ['16.x', 'function', 0, 'p', 'pP'],
  ] as const;
  const files = (prefix: string) => maps.map(([version, kind, group]) => `${prefix}-${version}-${kind}-${group}.js`);
  assert.deepEqual(Object.keys(apiContent).sort(), [...files('apiContent'), ...files('apiShells')].sort());
  for (const [version, kind, group, letters, chars] of maps) {
    const folder = `${pages[version].dir}/${kind}`;
    assert.equal(
      apiContent[`apiContent-${version}-${kind}-${group}.js`],
      `export default require.context(${JSON.stringify(folder)}, false, /^\\.\\/[${chars}][^/]*\\.mdx$/, "lazy");\n`,
    );
    assert.equal(
      apiContent[`apiShells-${version}-${kind}-${group}.js`],
      `export default (file) => import(/* webpackInclude: /[\\\\/][${chars}][^\\\\/]*\\.mdx$/ */ \`${folder}/\${file}?hydration-shell\`);\n`,
    );
    const loader = `() => import(/* webpackChunkName: "api-pages-${version}-${kind}-${group}" */ "./apiContent-${version}-${kind}-${group}.js")`;
    const shells = `() => import(/* webpackChunkName: "api-shells-${version}-${kind}-${group}" */ "./apiShells-${version}-${kind}-${group}.js")`;
    assert.ok(
      apiPages.includes(`${kind}: {letters: ["${letters}"], load: [${loader}], shells: [${shells}]}`),
      `${version} ${kind} is imported lazily`,
    );
  }
});

test("every page's content is its shell or its full module, as loadContent chooses, each a chunk of its own", () => {
  const {registry} = buildClientRouteModules(generated(), options());
  const file = '@site/docs/tutorials/basic-types.mdx';
  assert.ok(
    registry.includes(
      `  "basicTypes": [() => loadContent("basicTypes", () => import("${file}?hydration-shell"), () => import(/* webpackChunkName: "basicTypes" */ "${file}")), "", undefined],`,
    ),
  );
  assert.ok(registry.startsWith('import {loadContent} from "/site/packages/docusaurus-lean-client/hydration-shell/content.ts";\n'));
  // Entries that are not pages' content are kept as generated.
  assert.ok(
    registry.includes(
      '"docItem": [() => import(/* webpackChunkName: "docItem" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],',
    ),
  );
});

test("a kind's pages are mapped in groups of consecutive first letters, each of at most the limit unless one letter has more", () => {
  const names = ['isType', 'isScalarType', 'assertType', 'Source', 'getNamedType', 'GraphQLError', 'buildSchema', 'valueFromAST', 'visit'];
  assert.deepEqual(firstLetterGroups(names, 3), ['ab', 'g', 'is', 'v']);
  assert.deepEqual(firstLetterGroups(names, 1), ['a', 'b', 'g', 'i', 's', 'v']);
  assert.deepEqual(firstLetterGroups(names, 100), ['abgisv']);
  assert.deepEqual(firstLetterGroups([], 3), []);
});

test("version props reach the browser with their sidebar whole but without every page's summary", () => {
  const modules = buildClientRouteModules(generated(), options());
  assert.deepEqual(Object.keys(modules.versionProps).sort(), ['props-props16.js', 'props-props17.js', 'props-propsDocs.js']);
  const tutorial = modules.versionProps['props-propsDocs.js']!;
  assert.deepStrictEqual(new Function(tutorial.replace(/^export default /m, 'return '))(), {version: {...tutorialProps.version, docs: {}}});
  assert.ok(!tutorial.includes('The built-in scalars.'));
  for (const [file, version] of [
    ['props-props16.js', '16.x'],
    ['props-props17.js', 'current'],
  ] as const) {
    const text = modules.versionProps[file]!;
    const props = new Function(text.replace(/^export default /m, 'return '))() as unknown;
    assert.deepStrictEqual(props, {version: {...versionProps(version).version, docs: {}}}, file);
    // Plain links travel as their doc id; the others, and the record of pages, do not.
    assert.ok(
      text.includes('"function/parse"') &&
        !text.includes('"href":"/api/function/parse"') &&
        !text.includes('"href":"/api/16.x/function/parse"'),
      file,
    );
    assert.ok(text.includes('"label":"The lexer"') && text.includes('"className":"api-deprecated"'), file);
    assert.ok(!text.includes('Parses a document.'), file);
  }
  assert.ok(
    modules.registry.includes(
      '"props16": [() => import(/* webpackChunkName: "props16" */ "./props-props16.js"), "", require.resolveWeak("./props-props16.js")],',
    ),
  );
});

test('a content folder with an MDX file that is not a page is refused', () => {
  const withStray = {[pages.current.dir]: ['class/Source.mdx', 'function/parse.mdx', 'function/draft.mdx']};
  assert.throws(
    () => buildClientRouteModules(generated(), options(withStray)),
    /are not exactly the MDX files of @site\/\.generated\/api\/docs/,
  );
});

test('a symbol page served from a file of another name is refused', () => {
  const input = generated();
  input.registry = input.registry.replaceAll(`${pages.current.dir}/class/Source.mdx`, `${pages.current.dir}/class/Other.mdx`);
  assert.throws(
    () => buildClientRouteModules(input, options()),
    /route \/api\/class\/Source is not served by a file ending in \/class\/Source\.mdx/,
  );
});

test('a docs list entry that does not follow the page path is refused', () => {
  const input = generated();
  input.globalData = input.globalData.replace('"id":"class/Source"', '"id":"source"');
  assert.throws(() => buildClientRouteModules(input, options()), /docs list entry of \/api\/class\/Source/);
});
