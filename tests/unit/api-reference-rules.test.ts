import assert from 'node:assert/strict';
import path from 'node:path';
import {before, test} from 'node:test';
import {readExportModules} from '../../plugins/api-reference/exports';
import type {DocumentedPackage} from '../../plugins/api-reference/packages';
import {renderVersion, type RenderedVersion} from '../../plugins/api-reference/render-version';
import {changeLine} from '../../plugins/api-reference/changes';
import {structuralDiff} from '../../plugins/api-reference/structural-diff';
import {generatedReference, type GeneratedReference} from './api-reference-helpers';

// One test per rule of the reference: on a small fixture package (tests/unit/fixtures/api-rules)
// that exercises each case, and on the real graphql 17 and 16 where they have one.

const fixtureDir = path.join(__dirname, 'fixtures/api-rules');
const fixture: DocumentedPackage = {
  packageName: 'api-rules-fixture',
  packageDir: fixtureDir,
  version: '2.0.0',
  label: '2.x',
  gitTag: 'v2.0.0',
  basePath: '/api',
  isCurrent: true,
};

let output: RenderedVersion;
let reference: GeneratedReference;
before(async () => {
  [output, reference] = await Promise.all([
    renderVersion(fixture, readExportModules(path.join(fixtureDir, 'index.d.ts'))),
    generatedReference(),
  ]);
});

const page = (file: string) => output.pages.find((p) => p.path === file)?.content ?? assert.fail(`no ${file}`);

/** The text between a heading's anchor and the next heading of the same or a higher level. */
function section(mdx: string, anchor: string): string {
  const start = mdx.indexOf(`\\{#${anchor}}`);
  assert.ok(start >= 0, `no #${anchor}`);
  const level = /\n(#+) [^\n]*$/.exec(mdx.slice(0, start))?.[1].length ?? 2;
  const rest = mdx.slice(start);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
}

// (1) Type parameters

test('type parameters: constraint, default and @typeParam description', () => {
  const makeBox = page('function/makeBox.mdx');
  // NameMap is not exported: it links to its declaration under "Types used on this page".
  assert.match(
    makeBox,
    /## Type parameters \\\{#type-parameters\}\n\n- `T` \(extends `object`, default \[`NameMap`\]\(#helper-NameMap\)`<string>`\): The boxed value\./,
  );
  const result = page('interface/Result.mdx');
  assert.match(result, /- `TData` \(default \[`NameMap`\]\(#helper-NameMap\)`<unknown>`\): The payload shape\./);
  const list = reference.pageAt('/api/class/GraphQLList');
  assert.match(
    list,
    /- `T` \(extends \[`GraphQLType`\]\(\/api\/type-aliases\/type#GraphQLType\)\): The GraphQL type wrapped by this list type\./,
  );
});

// (2) Deprecation at every level

test('deprecation: per overload, per parameter, per member, per enum value', () => {
  const measure = page('function/measure.mdx');
  assert.doesNotMatch(measure.slice(0, measure.indexOf('## Overload 1')), /<ApiDeprecated/, 'not deprecated as a whole');
  assert.doesNotMatch(section(measure, 'overload-1'), /ApiDeprecated/);
  assert.match(section(measure, 'overload-2'), /<ApiDeprecated>\n\nuse the object form\n\n<\/ApiDeprecated>/);
  assert.match(page('function/describe.mdx'), /- ~~`verbose\?`~~: `boolean` — \*\*Deprecated\*\*: will be removed\. Whether to say more\./);
  assert.match(section(page('class/Gadget.mdx'), 'size'), /<ApiDeprecated>\n\nuse \[`measure`\]\(\/api\/function\/measure\) instead/);
  assert.match(page('enum/Colour.mdx'), /^\| <ApiAnchor id="Green" \/>~~`Green`~~ \| `"GREEN"` \| \*\*Deprecated\*\*/m);
  assert.match(page('enum/Colour.mdx'), /^\| <ApiAnchor id="Red" \/>`Red` \| `"RED"` \| The red one\. \|$/m);
});

test('deprecation in graphql 16: createSourceEventStream positional overload, validate typeInfo, TypeInfo getFieldDefFn', () => {
  const stream = reference.pageAt('/api/16.x/function/createSourceEventStream');
  assert.doesNotMatch(section(stream, 'overload-1'), /ApiDeprecated/);
  assert.match(section(stream, 'overload-2'), /<ApiDeprecated>\n\nWill be removed in next major version in favor of named arguments\./);
  assert.match(
    reference.pageAt('/api/16.x/function/validate'),
    /- ~~`typeInfo\?`~~: \[`TypeInfo`\]\(\/api\/16\.x\/class\/TypeInfo\) — \*\*Deprecated\*\*: will be removed in 17\.0\.0\./,
  );
  assert.match(
    reference.pageAt('/api/16.x/class/TypeInfo'),
    /- ~~`getFieldDefFn\?`~~: \[`GetFieldDefFn`\]\(#helper-GetFieldDefFn\) — \*\*Deprecated\*\*: will be removed in 17\.0\.0\./,
  );
});

test('deprecated symbols are struck through in the sidebar and flagged on the overview', () => {
  const pkg16 = reference.packages.find((p) => p.label === '16.x')!;
  const sidebar = JSON.stringify(reference.sidebarOf(pkg16));
  assert.ok(
    sidebar.includes('{"type":"doc","id":"function/assertValidName","className":"api-deprecated"}'),
    'assertValidName is deprecated in 16',
  );
  assert.ok(!sidebar.includes('"id":"function/createSourceEventStream","className"'), 'only one overload is deprecated');
  assert.ok(sidebar.includes('"function/createSourceEventStream"'));
  // [name, path, summary, deprecated]
  assert.match(reference.pageAt('/api/16.x/'), /\["assertValidName","\/api\/16\.x\/function\/assertValidName","[^"]*",1/);
  assert.match(reference.pageAt('/api/'), /\["valueFromAST","\/api\/function\/valueFromAST","[^"]*",1/);
});

// (3) Declarations as written

test('declarations as written: readonly kept, type arguments as written, long lists wrapped', () => {
  const options = page('interface/GadgetOptions.mdx');
  assert.ok(options.includes('readonly values?: \\u007b readonly [variable: string]: unknown \\u007d'), 'readonly index signature');
  assert.ok(
    page('function/measure.mdx').includes('(args: ",["BoxArgs","/api/interface/BoxArgs"],"): ",["Result","/api/interface/Result"]]} />'),
    'Result, not Result<NameMap<unknown>>',
  );
  assert.ok(
    options.includes('onChange?: (\\n  previousValue: ",["Maybe","#helper-Maybe"],"<'),
    'a long callback type has one parameter per line',
  );
  const execute = reference.pageAt('/api/function/execute');
  assert.ok(
    execute.includes('): ",["PromiseOrValue","#helper-PromiseOrValue"],"<",["ExecutionResult","/api/interface/ExecutionResult"],">"]} />'),
  );
  assert.ok(
    reference
      .pageAt('/api/16.x/function/graphql')
      .includes('): Promise<",["ExecutionResult","/api/16.x/interface/ExecutionResult"],">"]} />'),
  );
  // Too long for one line: the type argument goes on a line of its own.
  assert.ok(
    reference
      .pageAt('/api/interface/ExecutionArgs')
      .includes('variableValues?: ",["Maybe","#helper-Maybe"],"<\\n  \\u007b readonly [variable: string]: unknown \\u007d\\n>'),
  );
  assert.ok(
    reference
      .pageAt('/api/interface/ExecutionResult')
      .includes(
        'interface ExecutionResult<\\n  TData = ",["ObjMap","#helper-ObjMap"],"<unknown>,\\n  TExtensions = ",["ObjMap","#helper-ObjMap"],"<unknown>,\\n>',
      ),
  );
});

test('a class exported with `export type` is shown as a class, with its constructor, marked type-only', () => {
  assert.equal(
    output.pages.find((p) => p.path === 'interface/Box.mdx'),
    undefined,
  );
  const box = page('class/Box.mdx');
  assert.match(box, /type-only export/);
  assert.match(box, /<ApiSignature parts=\{\["class Box<T>"\]\} \/>/);
  assert.match(box, /## Constructor \\\{#constructor\}\n\n<ApiSignature parts=\{\["new Box<T>\(value: T\)"\]\} \/>/);
  for (const name of ['GraphQLField', 'GraphQLArgument', 'GraphQLEnumValue', 'GraphQLInputField']) {
    const symbol = reference.symbols.find((s) => s.version === '17.x' && s.name === name);
    assert.equal(symbol?.url, `/api/class/${name}`);
    const mdx = reference.pageAt(symbol.url);
    assert.match(mdx, /type-only export/, name);
    assert.match(mdx, /## Constructor/, name);
    assert.doesNotMatch(mdx, /interface [^\n]* implements/, name);
  }
});

test('enums are declared as written with a table of members; a const object keeps its union type', () => {
  const shade = page('enum/Shade.mdx');
  assert.ok(
    shade.includes(
      'const Shade: \\u007b\\n  readonly Light: \\"LIGHT\\";\\n  readonly Dark: \\"DARK\\";\\n\\u007d\\ntype Shade = (typeof Shade)[keyof typeof Shade]',
    ),
  );
  assert.match(shade, /^\| <ApiAnchor id="Light" \/>`Light` \| `"LIGHT"` \| Light\. \|$/m);
  assert.match(
    page('enum/Colour.mdx'),
    /^\| <ApiAnchor id="Green" \/>~~`Green`~~ \| `"GREEN"` \| \*\*Deprecated\*\*: use `Red` instead\. The old green\. \|$/m,
  );
});

// (9) Renamed things

test('a type shown under a local alias is labelled with its exported name', () => {
  assert.ok(page('interface/GadgetOptions.mdx').includes('"hidden: ",["VisibleName","/api/interface/VisibleName"]'));
});

// (4) Usage

test('every page starts with the import to copy, and names the subpath module it also lives in', () => {
  assert.match(
    reference.pageAt('/api/function/parse'),
    /```ts title="Usage"\nimport \{ parse \} from 'graphql';\n```\nAlso exported by `graphql\/language`\./,
  );
  assert.match(
    reference.pageAt('/api/interface/ExecutionArgs'),
    /import type \{ ExecutionArgs \} from 'graphql';\n```\nAlso exported by `graphql\/execution`\./,
  );
  assert.match(reference.pageAt('/api/class/GraphQLField'), /import type \{ GraphQLField \} from 'graphql';/);
  assert.match(reference.pageAt('/api/function/graphql'), /import \{ graphql \} from 'graphql';\n```\n/);
  assert.doesNotMatch(reference.pageAt('/api/function/graphql'), /Also exported by/);
  assert.match(
    reference.pageAt('/api/type-aliases/language'),
    /Usage: `import type \{ ASTNode \} from 'graphql';` \(or `'graphql\/language'`\)/,
  );
});

test('the subpath module a page names really exports the symbol (TypeScript compiler view)', () => {
  const ts = require('typescript') as typeof import('typescript');
  for (const pkg of reference.packages) {
    const exportsOf = new Map<string, Set<string>>();
    const problems: string[] = [];
    let checked = 0;
    for (const symbol of reference.symbols.filter((s) => s.version === pkg.label)) {
      const page = reference.pageAt(symbol.url);
      const subpath = new RegExp(`(?:Also exported by \`|${symbol.name} \\} from 'graphql';\` \\(or \`')graphql/(\\w+)`).exec(
        page.slice(page.indexOf(`{ ${symbol.name} }`) - 40),
      )?.[1];
      if (!subpath) continue;
      if (!exportsOf.has(subpath)) {
        const file = path.join(pkg.packageDir, subpath, 'index.d.ts');
        const program = ts.createProgram([file], {
          noEmit: true,
          skipLibCheck: true,
          module: ts.ModuleKind.NodeNext,
          moduleResolution: ts.ModuleResolutionKind.NodeNext,
        });
        const checker = program.getTypeChecker();
        const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
        exportsOf.set(subpath, new Set(checker.getExportsOfModule(moduleSymbol).map((s) => s.name)));
      }
      checked++;
      if (!exportsOf.get(subpath)!.has(symbol.name)) problems.push(`${symbol.name} not in graphql/${subpath}`);
    }
    assert.deepEqual(problems, [], pkg.label);
    assert.ok(checked > 300, `${pkg.label}: ${checked} checked`);
  }
});

// (5) The version story

test('history: every export and member says when it was added, deprecated and removed, never "New in 17"', () => {
  assert.match(
    reference.pageAt('/api/function/enableDevMode'),
    /<span className="api-history">Added in 17\.0\.0\.<\/span> Not in graphql 16\.x/,
  );
  assert.match(
    reference.pageAt('/api/16.x/function/assertValidName'),
    /<span className="api-history">Added in 15\.0\.0 or earlier\. Deprecated in 16\.0\.0\. Removed in 17\.0\.0\.<\/span> Not in graphql 17/,
  );
  // Added by 16.12, so in both versions: its 17.x page names 16.12.0.
  const coordinate = reference.pageAt('/api/interface/ArgumentCoordinateNode');
  assert.match(coordinate, /<span className="api-history">Added in 16\.12\.0\.<\/span>/);
  assert.match(
    reference.pageAt('/api/16.x/interface/ArgumentCoordinateNode'),
    /<span className="api-history">Added in 16\.12\.0\.<\/span>/,
  );
  assert.match(
    reference.pageAt('/api/function/valueFromAST'),
    /<span className="api-history">Added in 15\.0\.0 or earlier\. Deprecated in 17\.0\.0\.<\/span>/,
  );
  // Members: a 17-only method, a 16.x member 17 removed, an enum member, a type alias on a shared page.
  const schema = reference.pageAt('/api/class/GraphQLSchema');
  assert.match(section(schema, 'getField'), /<span className="api-history">Added in 17\.0\.0\.<\/span>/);
  assert.match(
    section(reference.pageAt('/api/16.x/interface/ParseOptions'), 'allowLegacyFragmentVariables'),
    /<span className="api-history">Added in 16\.0\.0\. Deprecated in 16\.0\.0\. Removed in 17\.0\.0\.<\/span>/,
  );
  // Added to both lines: 16.15.0, and 17.1.0 (17.0.0 came out before 16.15.0).
  assert.match(
    section(reference.pageAt('/api/interface/ParseOptions'), 'maxComments'),
    /<span className="api-history">Added in 16\.15\.0 and 17\.1\.0\.<\/span>/,
  );
  assert.match(
    reference.pageAt('/api/enum/Kind'),
    /\| <ApiAnchor id="FRAGMENT_ARGUMENT" \/>`FRAGMENT_ARGUMENT` \| `"FragmentArgument"` \| <span className="api-history">Added in 17\.0\.0\.<\/span>/,
  );
  assert.match(
    reference.pageAt('/api/type-aliases/type'),
    /## GraphQLScalarSerializer[^\n]*\n\n<span className="api-history">Added in 15\.0\.0 or earlier\. Deprecated in 17\.0\.0\.<\/span>/,
  );
  // A parameter deprecated or added after its function.
  assert.match(
    reference.pageAt('/api/16.x/function/validate'),
    /- ~~`typeInfo\?`~~: [^\n]*\(Added in 15\.0\.0 or earlier; Deprecated in 16\.0\.0; Removed in 17\.0\.0\)/,
  );
  for (const url of ['/api/function/enableDevMode', '/api/interface/ArgumentCoordinateNode', '/api/class/GraphQLSchema', '/api/']) {
    assert.doesNotMatch(reference.pageAt(url), /New in 17/, url);
  }
  const validate = reference.pageAt('/api/function/validate');
  assert.match(
    validate,
    /<span className="badge api-badge api-badge--changed">Changed in 17<\/span> Differs in \[graphql 16\.x\]\(\/api\/16\.x\/function\/validate\)\./,
  );
  const compare = validate.slice(validate.indexOf('<div className="api-compare">'));
  assert.ok(compare.indexOf('**16.x**') < compare.indexOf('**17.x**'));
  assert.match(compare, /typeInfo\?: TypeInfo/, 'the 16.x declaration has typeInfo');
  assert.doesNotMatch(reference.pageAt('/api/function/parse'), /api-badge--/, 'parse is the same in both');
  // The same declaration, written differently: no "Changed" badge.
  for (const url of ['/api/function/isObjectType', '/api/function/print', '/api/interface/ArgumentCoordinateNode'])
    assert.doesNotMatch(reference.pageAt(url), /api-badge--changed/, url);
});

test('the overview: badges name the release, and each export added after 15.0.0 carries it for the "added since" filter', () => {
  const overview = reference.pageAt('/api/');
  const releases = JSON.parse(/<ApiOverviewFilter releases=\{(\[[^\]]*\])\}/.exec(overview)?.[1] ?? 'null') as string[];
  assert.ok(releases.includes('16.12.0') && releases.includes('17.0.0') && !releases.includes('15.0.0'), releases.join());
  assert.match(overview, /\["enableDevMode","\/api\/function\/enableDevMode","[^"]*",0,"Added in 17\.0\.0","17\.0\.0"\]/);
  assert.match(overview, /\["ArgumentCoordinateNode","\/api\/interface\/ArgumentCoordinateNode","[^"]*",0,"","16\.12\.0"\]/);
  assert.doesNotMatch(overview, /"New in 17"/);
});

test('/api/changes lists every added, removed and changed export by module: what changed, whether it breaks, the guide', () => {
  const changes = reference.pageAt('/api/changes');
  assert.match(changes, /^# Changes from 16\.x to 17\.x$/m);
  assert.match(changes, /- \[enableDevMode\]\(\/api\/function\/enableDevMode\) \(function\): added in 17\.0\.0\. \*\*Non-breaking\*\*\./);
  assert.match(
    changes,
    /- \[assertValidName\]\(\/api\/16\.x\/function\/assertValidName\) \(function, 16\.x\): deprecated in 16\.x: Please use \[`assertName`\]\(\/api\/function\/assertName\) instead\. Will be removed in v17\. \*\*Breaking\*\*: removed in 17\.0\.0\. See the upgrade guide: \[Removed exports\]\(\/docs\/upgrade-guides\/v16-v17#removed-exports\)\./,
  );
  assert.match(
    changes,
    /- \[validate\]\(\/api\/function\/validate\) \(function; \[16\.x\]\(\/api\/16\.x\/function\/validate\)\): \*\*Breaking\*\*: [^\n]*parameter `typeInfo` removed/,
  );
  const names17 = new Set(reference.symbols.filter((s) => s.version === '17.x').map((s) => s.name));
  const names16 = new Set(reference.symbols.filter((s) => s.version === '16.x').map((s) => s.name));
  for (const name of names17) if (!names16.has(name)) assert.ok(changes.includes(`- [${name}](`), `${name} listed as added`);
  for (const name of names16) if (!names17.has(name)) assert.ok(changes.includes(`- [${name}](/api/16.x/`), `${name} listed as removed`);
  const pkg17 = reference.packages.find((p) => p.label === '17.x')!;
  assert.deepEqual(reference.sidebarOf(pkg17).api.slice(0, 2), [
    {type: 'doc', id: 'index', label: 'Overview'},
    {type: 'doc', id: 'changes', label: 'Changes from 16.x'},
  ]);

  // Exactly what the structural comparison of the two installed packages finds, in each list.
  const [pkg16] = reference.packages.filter((p) => p.label === '16.x');
  const diff = structuralDiff(pkg16.packageDir, pkg17.packageDir);
  const listed = (title: string) =>
    [...changes.matchAll(new RegExp(`### ${title} \\\\\\{#[\\w-]+\\}\\n\\n((?:- [^\\n]*\\n?)+)`, 'g'))]
      .flatMap((match) => [...match[1].matchAll(/^- \[([^\]]+)\]/gm)].map((item) => item[1].replace(/\\/g, '')))
      .sort();
  assert.deepEqual(listed('Added'), [...diff.added].sort());
  assert.deepEqual(listed('Removed'), [...diff.removed].sort());
  assert.deepEqual(listed('Changed'), [...diff.changed.keys()].sort());
  for (const [name, entryChanges] of diff.changed) assert.ok(changes.includes(changeLine(entryChanges)), name);
});

test('the version dropdown of a symbol missing from the other version lands on a page that says so', () => {
  // The dropdown links to the page with the same id in the other version.
  const stub17 = reference.pageAt('/api/function/assertValidName');
  assert.match(stub17, /is not in graphql 17\.1\.0: it was removed in graphql 17\.0\.0\./);
  assert.match(stub17, /Please use \[`assertName`\]\(\/api\/function\/assertName\) instead/);
  assert.match(stub17, /\[what changed\]\(\/api\/changes\)/);
  const stub16 = reference.pageAt('/api/16.x/function/enableDevMode');
  assert.match(
    stub16,
    /<span className="badge api-badge api-badge--new">Added in 17\.0\.0<\/span> `enableDevMode` is not in graphql 16\.15\.0: it was added in graphql 17\.0\.0\./,
  );
  assert.match(stub16, /\[enableDevMode in graphql 17\.x\]\(\/api\/function\/enableDevMode\)/);
  // Same name, another kind: GraphQLField is a class in 17, an interface in 16.
  assert.match(
    reference.pageAt('/api/16.x/class/GraphQLField'),
    /In graphql 16\.x, `GraphQLField` is an interface: see \[its page\]\(\/api\/16\.x\/interface\/GraphQLField\)/,
  );
  assert.ok(!reference.symbols.some((s) => s.version === '17.x' && s.name === 'assertValidName'), 'stubs are not symbols');
});

// The change list compares meaning (issue 41, items 34-38), on the generated /api/changes.

test('/api/changes: inherited members, the remaining overload, entry points and the breaking rule', () => {
  const changes = reference.pageAt('/api/changes');
  const entry = (name: string) => changes.split('\n').find((line) => line.startsWith(`- [${name}](`)) ?? assert.fail(`${name} not listed`);
  assert.doesNotMatch(entry('GraphQLArgs'), /removed|\*\*Breaking\*\*/);
  assert.ok(
    changes.includes(
      'Members are compared as the type resolves them, inherited ones included (through `extends`, `Omit<>` and intersections)',
    ),
  );
  assert.match(
    entry('createSourceEventStream'),
    /\*\*Breaking\*\*: overloads: 2 → 1; parameter `args` \(now `validatedExecutionArgs`\) type changed: `ExecutionArgs` → `ValidatedSubscriptionArgs` \(overload 1\); return type widened: `Promise<AsyncIterable<unknown> \| ExecutionResult>` → `PromiseOrValue<AsyncIterable<unknown> \| ExecutionResult>` \(overload 1\); overload `\(schema, document, /,
  );
  assert.match(
    section(changes, 'entry-points'),
    /^- `graphql\/subscription` \(16\.x only\): \*\*Breaking\*\*: removed\. It exported \[`SubscriptionArgs`\]\(\/api\/16\.x\/interface\/SubscriptionArgs\), \[`createSourceEventStream`\]\(\/api\/16\.x\/function\/createSourceEventStream\) and \[`subscribe`\]\(\/api\/16\.x\/function\/subscribe\)\. In 17\.x, import \[`createSourceEventStream`\]\(\/api\/function\/createSourceEventStream\) from `graphql` or `graphql\/execution` and \[`subscribe`\]\(\/api\/function\/subscribe\) from `graphql` or `graphql\/execution`\. Not exported by 17\.x: \[`SubscriptionArgs`\]/m,
  );
  assert.match(
    entry('GraphQLResolveInfo'),
    /\*\*Breaking\*\*: [^*]*member `getAbortSignal` added \(required\); member `getAsyncHelpers` added \(required\)/,
  );
  assert.match(
    entry('validate'),
    /\*\*Non-breaking\*\*: parameter `options`, field `allowEmptySelectionSets` added \(optional, deprecated in 17\.1\.0\)\./,
  );
  assert.match(entry('ExecutionArgs'), /\*\*Deprecation\*\*: member `options` made internal \(all its fields are `@internal`\)/);
});

test('the 16.x pages name every entry point that also exports a name, graphql/subscription included', () => {
  for (const name of ['subscribe', 'createSourceEventStream'])
    assert.match(
      reference.pageAt(`/api/16.x/function/${name}`),
      /^Also exported by `graphql\/execution` and `graphql\/subscription`\.$/m,
      name,
    );
  assert.match(reference.pageAt('/api/function/subscribe'), /^Also exported by `graphql\/execution`\.$/m);
});

test('a member whose every field is @internal is left out; what extends through Omit<> is listed', () => {
  for (const url of ['/api/interface/ExecutionArgs', '/api/interface/GraphQLArgs']) {
    assert.doesNotMatch(reference.pageAt(url), /\{#options\}|options\?: \{\}/, url);
  }
  assert.match(reference.pageAt('/api/16.x/interface/ExecutionArgs'), /### options \\\{#options\}/);
  assert.match(reference.pageAt('/api/interface/ExecutionArgs'), /^- Extended by: \[`GraphQLArgs`\]\(\/api\/interface\/GraphQLArgs\)$/m);
});

test('pages print every version the history holds: options fields, method and constructor parameters, overloads', () => {
  const parameters = (mdx: string) => mdx.slice(mdx.indexOf('Parameters'));
  assert.match(
    parameters(reference.pageAt('/api/16.x/function/validate')),
    /^- `options\?`: \[`ValidationOptions`\]\(#helper-ValidationOptions\)[^\n]*\n {2}- `hideSuggestions` \(Added in 15\.11\.0 and 16\.15\.0\)$/m,
  );
  assert.match(
    parameters(reference.pageAt('/api/16.x/function/getVariableValues')),
    /^ {2}- `hideSuggestions` \(Added in 16\.15\.0 and 17\.0\.0\)$/m,
  );
  const enumType = reference.pageAt('/api/16.x/class/GraphQLEnumType');
  for (const method of ['parseValue', 'parseLiteral'])
    assert.match(section(enumType, method), /^- `hideSuggestions\?`: [^\n]*\(Added in 15\.11\.0 and 16\.15\.0 and 17\.0\.0\)$/m, method);
  assert.match(section(reference.pageAt('/api/16.x/class/GraphQLError'), 'constructor'), /^- `options\?`: [^]*?\(Added in 16\.5\.0\)$/m);
  assert.match(
    section(reference.pageAt('/api/class/ValidationContext'), 'constructor'),
    /^- `options\?`: [^\n]*\(Added in 17\.1\.0\)\n {2}- `allowEmptySelectionSets` \(Added in 17\.1\.0; Deprecated in 17\.1\.0\)$/m,
  );
  // Error's `cause` comes from TypeScript's library, not from a graphql release.
  for (const url of ['/api/class/GraphQLError', '/api/16.x/class/GraphQLError'])
    assert.match(
      section(reference.pageAt(url), 'cause'),
      /<span className="api-history">Declared by TypeScript's library \(`lib\.es2022\.error\.d\.ts`\), not by graphql\.<\/span>/,
      url,
    );
});
