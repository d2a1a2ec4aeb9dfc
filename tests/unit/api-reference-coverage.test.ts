import assert from 'node:assert/strict';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import {generatedReference, type GeneratedReference} from './api-reference-helpers';

/** The names index.d.ts exports, as the TypeScript compiler resolves them. */
function exportedNames(indexDts: string): string[] {
  const program = ts.createProgram([indexDts], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(indexDts)!)!;
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name);
}

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

test('documents graphql 17 as the current version and graphql 16 at /api/16.x', () => {
  assert.deepEqual(
    reference.packages.map((pkg) => [pkg.label, pkg.basePath]),
    [
      ['17.x', '/api'],
      ['16.x', '/api/16.x'],
    ],
  );
});

test('every export of index.d.ts has its place, in both versions', () => {
  for (const pkg of reference.packages) {
    const names = exportedNames(path.join(pkg.packageDir, 'index.d.ts'));
    assert.ok(names.length > 300, `${pkg.label}: ${names.length} exports found`);
    const missing: string[] = [];
    for (const name of names) {
      const symbol = reference.symbols.find((s) => s.version === pkg.label && s.name === name);
      if (!symbol) {
        missing.push(`${name} (no entry)`);
        continue;
      }
      const page = reference.pageAt(symbol.url);
      const [, anchor] = symbol.url.split('#');
      if (anchor && !page.includes(`\\{#${anchor}}`)) missing.push(`${name} (no anchor #${anchor})`);
    }
    assert.deepEqual(missing, [], `${pkg.label} exports without their place`);
    const extra = reference.symbols.filter((s) => s.version === pkg.label && !names.includes(s.name));
    assert.deepEqual(extra, [], `${pkg.label} entries that are not exports`);
  }
});

test('classes, enums, functions and interfaces have pages; type aliases and variables anchors', () => {
  const expected = [
    ['GraphQLSchema', 'class', '/api/class/GraphQLSchema'],
    ['Kind', 'enum', '/api/enum/Kind'],
    ['graphql', 'function', '/api/function/graphql'],
    ['FieldNode', 'interface', '/api/interface/FieldNode'],
    ['GraphQLFieldResolver', 'type', '/api/type-aliases/type#GraphQLFieldResolver'],
    ['defaultFieldResolver', 'variable', '/api/variables/execution#defaultFieldResolver'],
    ['specifiedRules', 'variable', '/api/variables/validation#specifiedRules'],
    ['GraphQLString', 'variable', '/api/variables/type#GraphQLString'],
  ];
  for (const [name, kind, url] of expected) {
    const symbol = reference.symbols.find((s) => s.version === '17.x' && s.name === name);
    assert.deepEqual([symbol?.kind, symbol?.url], [kind, url], name);
    const old = reference.symbols.find((s) => s.version === '16.x' && s.name === name);
    assert.equal(old?.url, url.replace('/api/', '/api/16.x/'), `${name} in 16.x`);
  }
});

test('symbols.json follows the contract with the site search', () => {
  const kinds = new Set(['class', 'function', 'interface', 'enum', 'type', 'variable']);
  for (const symbol of reference.symbols) {
    assert.deepEqual(Object.keys(symbol).sort(), ['kind', 'module', 'name', 'summary', 'url', 'version']);
    assert.ok(kinds.has(symbol.kind), symbol.name);
    assert.ok(['17.x', '16.x'].includes(symbol.version));
    assert.match(symbol.url, /^\/api\//);
    assert.doesNotMatch(symbol.summary, /\n/);
  }
  const parse = reference.symbols.find((s) => s.version === '17.x' && s.name === 'parse');
  assert.equal(parse?.module, 'language');
  assert.match(parse?.summary ?? '', /^Given a GraphQL source, parses it into a Document\./);
});
