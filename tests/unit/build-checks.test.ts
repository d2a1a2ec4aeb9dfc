import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import type {Compiler} from 'webpack';
import {RefuseDocCard, RequireBundled} from '../../packages/docusaurus-lean-client/client-routes';
import {RequireStandIns} from '../../packages/docusaurus-lean-client/client-stand-ins';
import {CheckTslibHelpers, missingHelpers} from '../../packages/docusaurus-lean-client/tslib-helpers';
import {shippedLanguages, unshippedLanguages} from '../../packages/docusaurus-lean-client/slim-prism/shipped-languages';
import {
  HIGHLIGHTER_CHUNK,
  PRISM_CLIENT_MODULE,
  PRISM_CORE,
  PRISM_REACT_RENDERER,
  RequirePrismInHighlighterOnly,
} from '../../packages/docusaurus-lean-client/slim-prism';
import {originalPattern, replacementProblems, RequireReplaced} from '../../packages/docusaurus-lean-client/module-replacements';
import {REPLACEMENTS} from '../../packages/docusaurus-lean-client/post-hydration-transitions';
import {filesWithoutBuildHash, RequireBuildHashNames} from '../../packages/docusaurus-lean-client/chunk-filenames';
import {RequireSelfContainedWorkers} from '../../plugins/sample-worker';
import {
  MDX_CONTENT,
  RequireShells,
  SHELL_QUERY,
  shellOptions,
  STATIC_COMPONENTS,
  withShellRules,
} from '../../packages/docusaurus-lean-client/hydration-shell';
import {
  CODE_BLOCK_MODULES,
  MAX_COPIES,
  RequireFewCopies,
  staticComponentModules,
} from '../../packages/docusaurus-lean-client/hydration-shell/chunks';
import {rehypeCaptureShell} from '../../packages/docusaurus-lean-client/hydration-shell/shared-compilation';

const SITE_DIR = join(__dirname, '..', '..');
const workDir = mkdtempSync(join(tmpdir(), 'build-checks-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

test('the shipped languages are the configured grammars, their aliases and plain text', () => {
  const shipped = shippedLanguages(['clike', 'javascript', 'typescript'], SITE_DIR);
  for (const name of ['javascript', 'js', 'typescript', 'ts', 'text', 'plain']) assert.ok(shipped.has(name), name);
  for (const name of ['bash', 'graphql', 'python']) assert.ok(!shipped.has(name), name);
});

test('a code block in a language that is not shipped is reported with its page', () => {
  const outDir = join(workDir, 'build');
  mkdirSync(join(outDir, 'docs', 'a'), {recursive: true});
  writeFileSync(join(outDir, 'index.html'), '<pre class="prism-code language-ts"></pre>');
  writeFileSync(
    join(outDir, 'docs', 'a', 'index.html'),
    '<pre class="prism-code language-python"></pre><pre class="prism-code language-bash"></pre>',
  );
  const shipped = shippedLanguages(['clike', 'javascript', 'typescript', 'bash'], SITE_DIR);
  assert.deepEqual(unshippedLanguages(outDir, shipped), new Map([['python', join('docs', 'a', 'index.html')]]));
});

/**
 * Runs a check's afterCompile hook on a compilation whose files and modules are `bundledFiles`,
 * with `more` of a compilation's properties.
 */
function compileWith(bundledFiles: string[], check: {apply(compiler: Compiler): void}, more: object = {}): string[] {
  const errors: Error[] = [];
  let afterCompile: ((compilation: unknown) => void) | undefined;
  const compiler = {
    hooks: {afterCompile: {tap: (_name: string, callback: typeof afterCompile) => (afterCompile = callback)}},
    webpack: {WebpackError: Error},
  };
  check.apply(compiler as unknown as Compiler);
  afterCompile!({
    fileDependencies: new Set(bundledFiles),
    modules: new Set(bundledFiles.map((resource) => ({resource}))),
    errors,
    compiler: {isChild: () => false},
    ...more,
  });
  return errors.map((error) => error.message);
}

test('the client bundle fails when a lean route module is not part of it', () => {
  const check = new RequireBundled(['/gen/routes.js', '/gen/registry.js']);
  assert.deepEqual(compileWith(['/gen/routes.js', '/gen/registry.js', '/src/x.js'], check), []);
  const [message] = compileWith(['/gen/routes.js', '/src/x.js'], check);
  assert.match(message!, /lean route modules did not reach the browser bundle \(\/gen\/registry\.js\)/);
});

test('the client bundle fails when DocCard, which reads the page records the lean props lose, is part of it', () => {
  assert.deepEqual(compileWith(['/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js'], new RefuseDocCard()), []);
  const [message] = compileWith(['/site/node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js'], new RefuseDocCard());
  assert.match(message!, /DocCard\/index\.js is bundled, and it reads the page records/);
});

test("the client bundle fails when an original with a stand-in, or the Prism themes' reader, is part of it", () => {
  const check = new RequireStandIns('/site/.docusaurus/docusaurus.config.mjs', '/site/.docusaurus/site-metadata.json');
  const standIns = ['helmet.ts', 'progress-bar.ts', 'docusaurus.config.mjs', 'site-metadata.json'].map(
    (file) => `/site/.docusaurus/client-stand-ins/${file}`,
  );
  const reader = '/site/node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js';
  const inChunks = (chunks: unknown[]) => ({chunkGraph: {getModuleChunksIterable: () => chunks}});
  // Built, as theme-common is, but in no chunk: its export is unused.
  assert.deepEqual(compileWith([...standIns, reader, '/site/node_modules/react/index.js'], check, inChunks([])), []);
  const messages = compileWith(
    [
      '/site/node_modules/react-helmet-async/lib/index.module.js',
      'C:\\site\\node_modules\\nprogress\\nprogress.js',
      '/site/.docusaurus/docusaurus.config.mjs',
      '/site/.docusaurus/site-metadata.json',
      reader,
    ],
    check,
    inChunks([{name: 'main'}]),
  );
  assert.equal(messages.length, 5);
  assert.match(messages[0]!, /react-helmet-async reached the browser bundle/);
  assert.match(messages[1]!, /nprogress reached the browser bundle/);
  assert.match(messages[2]!, /the full site config reached the browser bundle/);
  assert.match(messages[3]!, /the full site metadata reached the browser bundle/);
  assert.match(messages[4]!, /usePrismTheme\.js is bundled, and it reads the Prism themes/);
});

test('a bundled file that calls a tslib helper the trimmed helpers lack is reported', () => {
  const files = {
    '/m/uses-default.js': 'const tslib_1 = require("tslib"); tslib_1.__importDefault(x);',
    '/m/uses-two.mjs': 'import {__awaiter, __importDefault} from "tslib"; __awaiter(); __importDefault();',
    '/m/own-helper.js': 'var __awaiter = function () {}; // compiled without tslib',
    '/m/styles.css': 'require("tslib") __extends',
  };
  const read = (file: string) => files[file as keyof typeof files];
  assert.deepEqual(missingHelpers(Object.keys(files), new Set(['__importDefault']), read), new Map([['/m/uses-two.mjs', ['__awaiter']]]));
});

test('the client bundle fails when the full tslib is bundled again', () => {
  const shim = join(workDir, 'uses-tslib.js');
  writeFileSync(shim, 'const tslib_1 = require("tslib"); tslib_1.__importDefault(x);');
  const check = new CheckTslibHelpers(new Set(['__importDefault']), '/nm/tslib/');
  assert.deepEqual(compileWith([shim], check), []);
  const [message] = compileWith([shim, '/nm/tslib/tslib.js'], check);
  assert.match(message!, /the full tslib is bundled again/);
});

test("the post-hydration replacements export what Docusaurus's installed modules export", () => {
  assert.deepEqual(replacementProblems(REPLACEMENTS, join(SITE_DIR, 'node_modules')), []);
});

test('a replacement whose original is gone or exports other names is reported', () => {
  const files: Record<string, string> = {
    '/nm/pkg/a.js': 'export const Context = 1;\nexport function Provider() {}\n',
    '/ours/a.js': 'export function Provider() {}\n',
    '/ours/b.js': 'export function useB() {}\n',
  };
  const read = (file: string) => {
    if (!(file in files)) throw new Error(`ENOENT: ${file}`);
    return files[file]!;
  };
  const problems = replacementProblems(
    [
      {original: 'pkg/a.js', replacement: '/ours/a.js'},
      {original: 'pkg/b.js', replacement: '/ours/b.js'},
    ],
    '/nm',
    read,
  );
  assert.deepEqual(problems, ['pkg/a.js exports Context, Provider but /ours/a.js exports Provider', 'pkg/b.js no longer exists']);
});

test("an original's path is recognised with either separator, and only at the end", () => {
  const pattern = originalPattern('@docusaurus/core/lib/client/browserContext.js');
  assert.ok(pattern.test('/site/node_modules/@docusaurus/core/lib/client/browserContext.js'));
  assert.ok(pattern.test('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\browserContext.js'));
  assert.ok(!pattern.test('/site/node_modules/@docusaurus/core/lib/client/browserContext.js.map'));
  assert.ok(!pattern.test('/site/node_modules/@docusaurus/core/lib/client/browserContextXjs'));
});

test('the client bundle fails unless each replacement is in it and its original is not', () => {
  const replacements = [{original: 'pkg/lib/a.js', replacement: '/ours/a.js'}];
  const check = new RequireReplaced(replacements, 'post-hydration-transitions');
  const compile = (resources: string[]) => compileWith(resources, check);
  assert.deepEqual(compile(['/ours/a.js', '/nm/pkg/lib/b.js']), []);
  assert.match(compile(['/nm/pkg/lib/a.js'])[0]!, /\/ours\/a\.js is not bundled; pkg\/lib\/a\.js is still bundled/);
  assert.match(compile(['/ours/a.js', '/nm/pkg/lib/a.js'])[0]!, /^post-hydration-transitions: pkg\/lib\/a\.js is still bundled\./);
  // The dev server's child compilation of its HTML page bundles no site code, and is not checked.
  assert.deepEqual(compileWith([], check, {compiler: {isChild: () => true}}), []);
});

test("lazily loaded JS chunks not named with the build's hash are found; CSS and the hash's tail do not matter", () => {
  const files = [
    'assets/js/0058b4c6.acfdc718.js',
    'assets/js/12345.acfdc718.js',
    'assets/js/search-modal.0b1c2d3e.js',
    'assets/css/styles.0b1c2d3e.css',
  ];
  assert.deepEqual(filesWithoutBuildHash(files, 'acfdc7189e4d'), ['assets/js/search-modal.0b1c2d3e.js']);
});

test("the client bundle fails when a lazily loaded chunk is not named with the build's hash", () => {
  const chunk = (initial: boolean, ...files: string[]) => ({canBeInitial: () => initial, files: new Set(files)});
  const compile = (...chunks: object[]) => compileWith([], new RequireBuildHashNames(), {hash: 'acfdc7189e4d', chunks: new Set(chunks)});
  // Entry chunks keep their content hash: their addresses are in the pages, not in the runtime.
  assert.deepEqual(compile(chunk(true, 'assets/js/main.606573b6.js'), chunk(false, 'assets/js/12345.acfdc718.js')), []);
  const [message] = compile(chunk(false, 'assets/js/12345.acfdc718.js'), chunk(false, 'assets/js/67890.5e1f00aa.js'));
  assert.match(
    message!,
    /^chunk-filenames: lazily loaded chunks not named with the build's hash: 1 \(first: assets\/js\/67890\.5e1f00aa\.js\)/,
  );
});

test('the client bundle fails unless each sample worker is a single chunk, and both are found', () => {
  const chunk = (name: string, groupSizes: number[]) => ({
    name,
    groupsIterable: groupSizes.map((size) => ({chunks: Array.from({length: size})})),
  });
  const compile = (...chunks: object[]) => compileWith([], new RequireSelfContainedWorkers(), {chunks: new Set(chunks)});
  assert.deepEqual(compile(chunk('sample-runner-worker.17', [1]), chunk('sample-runner-worker.16', [1]), chunk('main', [3])), []);
  const [loadsMore] = compile(chunk('sample-runner-worker.17', [2]), chunk('sample-runner-worker.16', [1]));
  assert.match(loadsMore!, /^sample-worker: sample-runner-worker\.17 loads other chunks\./);
  const [missing] = compile(chunk('sample-runner-worker', [1]));
  assert.match(missing!, /^sample-worker: 0 chunks are named sample-runner-worker\.\*, not 2\./);
});

test("the client bundle fails unless Prism's core is bundled, only into the highlighter's chunks, and prism-react-renderer is in no chunk", () => {
  const core = '/site/node_modules/prismjs/components/prism-core.js';
  const renderer = '/site/node_modules/prism-react-renderer/dist/index.mjs';
  const chunk = (...groups: (string | undefined)[]) => ({groupsIterable: new Set(groups.map((name) => ({name})))});
  /** A compilation of `chunksOf`'s files, each in its chunks. */
  const compile = (chunksOf: Record<string, object[]>) => {
    const compilation = {chunkGraph: {getModuleChunksIterable: ({resource}: {resource: string}) => chunksOf[resource] ?? []}};
    return compileWith([...Object.keys(chunksOf), '/site/src/x.js'], new RequirePrismInHighlighterOnly(), compilation);
  };
  assert.deepEqual(compile({[core]: [chunk(HIGHLIGHTER_CHUNK), chunk(HIGHLIGHTER_CHUNK)]}), []);
  // Built because an unused import names it, but in no chunk: nothing ships.
  assert.deepEqual(compile({[core]: [chunk(HIGHLIGHTER_CHUNK)], [renderer]: []}), []);
  assert.match(
    compile({[core]: [chunk(HIGHLIGHTER_CHUNK), chunk('main', undefined)]})[0]!,
    /^slim-prism: Prism is bundled outside the code-highlighter chunk, into main, an unnamed chunk group:/,
  );
  assert.match(compile({[core]: [chunk('a', 'b'), chunk('c', 'd', 'e')]})[0]!, /into a, b, c and 2 more:/);
  const [rendererBundled] = compile({[core]: [chunk(HIGHLIGHTER_CHUNK)], [renderer]: [chunk('main')]});
  assert.match(
    rendererBundled!,
    /^slim-prism: prism-react-renderer \(.*index\.mjs\) is bundled into main, with every grammar and theme: theme-classic's prism-include-languages\.js is no longer replaced/,
  );
  assert.match(compile({})[0]!, /^slim-prism: prismjs's prism-core\.js is not bundled/);
  assert.ok(PRISM_CORE.test('C:\\site\\node_modules\\prismjs\\components\\prism-core.js'));
  assert.ok(!PRISM_CORE.test('/site/node_modules/prismjs/components/prism-core.min.js'));
  assert.ok(PRISM_REACT_RENDERER.test('C:\\site\\node_modules\\prism-react-renderer\\dist\\index.js'));
});

test("theme-classic's Prism client module is recognised with either separator, and only it", () => {
  assert.ok(PRISM_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'));
  assert.ok(PRISM_CLIENT_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js'));
  assert.ok(!PRISM_CLIENT_MODULE.test('/site/src/theme/prism-include-languages.js'));
});

test('each MDX rule is split in two: the original without the shell query, and a twin that builds shells', async () => {
  const options = shellOptions(join(SITE_DIR, 'node_modules'));
  const loader = '/site/node_modules/@docusaurus/mdx-loader/lib/index.js';
  const crossCompilerCache = new Map();
  const mdx = {
    test: /\.mdx?$/i,
    include: ['/site/docs/'],
    use: [{loader, options: {rehypePlugins: ['own'], processors: {}, crossCompilerCache, siteDir: '/site'}}],
  };
  const css = {test: /\.css$/, use: ['css-loader']};
  const created: Record<string, unknown>[] = [];
  const create = async (processorOptions: Record<string, unknown>) => {
    created.push(processorOptions);
    const process = async () => ({content: 'page', data: {hydrationShell: 'shell'}});
    return {mdProcessor: {process}, mdxProcessor: {process}};
  };
  const {rules, twins} = withShellRules([mdx, css], options, create);
  assert.equal(twins, 1);
  type Rule = {
    resourceQuery: unknown;
    include: unknown;
    use: {
      loader: string;
      options: Record<string, unknown> & {processors: {mdxProcessor: {process(input: object): Promise<{content: string}>}}};
    }[];
  };
  const [original, twin, other] = rules as unknown as Rule[];
  assert.deepEqual(original!.resourceQuery, {not: [new RegExp(SHELL_QUERY)]});
  assert.deepEqual(twin!.resourceQuery, new RegExp(SHELL_QUERY));
  assert.deepEqual(twin!.include, mdx.include);
  assert.equal(other as unknown, css);
  // The original keeps the cache the server's compilation reads; the twin shares nothing with it.
  assert.equal(original!.use[0]!.options.crossCompilerCache, crossCompilerCache);
  assert.ok(!('crossCompilerCache' in twin!.use[0]!.options));
  // Both halves of one compilation, made from the rule's options with the capture last.
  const page = {content: 'A page.', filePath: '/site/docs/a.mdx', frontMatter: {}, compilerName: 'client'};
  assert.equal((await original!.use[0]!.options.processors.mdxProcessor.process(page)).content, 'page');
  assert.equal((await twin!.use[0]!.options.processors.mdxProcessor.process(page)).content, 'shell');
  assert.equal(created.length, 1);
  assert.deepEqual(created[0]!.rehypePlugins, ['own', [rehypeCaptureShell, options]]);
  assert.ok(!('processors' in created[0]!) && !('crossCompilerCache' in created[0]!));
});

test('the client bundle fails when no page shell is part of it', () => {
  assert.deepEqual(compileWith(['/site/docs/a.mdx', `/site/docs/a.mdx?${SHELL_QUERY}`], new RequireShells()), []);
  const [message] = compileWith(['/site/docs/a.mdx'], new RequireShells());
  assert.match(message!, /no page shell reached the browser bundle/);
});

test("the browser's MDX provider stands in for Docusaurus's installed one", () => {
  assert.deepEqual(replacementProblems([MDX_CONTENT], join(SITE_DIR, 'node_modules')), []);
});

test("the code-block group holds the site's and Docusaurus's installed code block, the Run button, the MDX context and the shell's components, not the highlighter", () => {
  const grouped = [
    'src/theme/CodeBlock/index.tsx',
    'src/theme/CodeBlock/Content/lines.ts',
    'src/components/SampleRun/index.tsx',
    'packages/docusaurus-lean-client/hydration-shell/shell.tsx',
    'packages/docusaurus-lean-client/hydration-shell/kept-links.ts',
    'node_modules/@mdx-js/react/lib/index.js',
    'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
    'node_modules/@docusaurus/theme-classic/lib/theme/Icon/Copy/index.js',
    'node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    'node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    'node_modules/@docusaurus/theme-common/lib/hooks/useMutationObserver.js',
    'node_modules/@docusaurus/core/lib/client/exports/BrowserOnly.js',
    'node_modules/parse-numeric-range/index.js',
  ];
  for (const file of grouped) {
    // Installed where the group looks for it: a file that moved would be copied into every page's chunks.
    assert.ok(existsSync(join(SITE_DIR, file)), `${file} exists`);
    assert.ok(CODE_BLOCK_MODULES.test(join(SITE_DIR, file)), file);
  }
  assert.ok(CODE_BLOCK_MODULES.test('C:\\site\\src\\theme\\CodeBlock\\index.tsx'));
  for (const file of [
    'src/theme/CodeBlock/Content/highlighter.ts',
    'src/theme/CodeBlock/Content/highlight.ts',
    'src/theme/CodeBlock/Content/prism.ts',
    'src/components/SampleRunner/index.tsx',
    'packages/docusaurus-lean-client/hydration-shell/content.ts',
  ]) {
    assert.ok(!CODE_BLOCK_MODULES.test(join(SITE_DIR, file)), file);
  }
});

test("the static-components group holds each kept component's module and CSS module, not the rest of its folder", () => {
  const group = staticComponentModules(Object.keys(STATIC_COMPONENTS));
  for (const component of Object.keys(STATIC_COMPONENTS)) {
    const folder = join(SITE_DIR, component.replace('@site/', ''));
    const module = ['index.tsx', 'index.ts', 'index.js'].map((file) => join(folder, file)).find(existsSync);
    assert.ok(module && group.test(module), `${component}'s module`);
    assert.ok(group.test(join(folder, 'styles.module.css')), `${component}'s CSS module`);
  }
  // The API overview's filter lives with ApiLinkList and is interactive: shells use it.
  assert.ok(!group.test(join(SITE_DIR, 'src/components/ApiLinkList/filter.ts')));
  assert.ok(!group.test(join(SITE_DIR, 'src/components/ApiOverviewFilter/index.tsx')));
  assert.ok(!group.test(join(SITE_DIR, 'src/components/ApiSignatureTable/index.tsx')));
  assert.ok(group.test('C:\\site\\src\\components\\ApiSignature\\index.tsx'));
  assert.throws(() => staticComponentModules(['@theme/Tabs']), /is not the site's own/);
});

test('the client bundle fails when a module is copied into more than MAX_COPIES lazily loaded chunks', () => {
  const module = (resource: string) => ({resource, identifier: () => resource});
  const lazy = {canBeInitial: () => false};
  const check = (copies: number) => {
    const chunks = [
      // The entry chunk holds the module too, and does not count.
      {canBeInitial: () => true, modules: [module('/site/src/theme/CodeBlock/index.tsx')]},
      // A concatenated module holds it in its modules.
      ...Array.from({length: copies}, (_, index) => ({
        ...lazy,
        modules: [
          {
            identifier: () => `concatenated ${index}`,
            modules: [module(`/site/docs/${index}.mdx`), module('/site/src/theme/CodeBlock/index.tsx')],
          },
        ],
      })),
      {...lazy, modules: [module('/site/src/theme/Tabs/index.tsx')]},
    ];
    return compileWith([], new RequireFewCopies(), {chunks, chunkGraph: {getChunkModules: (chunk: {modules: unknown[]}) => chunk.modules}});
  };
  assert.deepEqual(check(MAX_COPIES), []);
  const [message] = check(MAX_COPIES + 1);
  assert.match(
    message!,
    new RegExp(
      `1 modules are copied into more than ${MAX_COPIES} lazily loaded chunks: /site/src/theme/CodeBlock/index\\.tsx \\(${MAX_COPIES + 1}\\)`,
    ),
  );
});
