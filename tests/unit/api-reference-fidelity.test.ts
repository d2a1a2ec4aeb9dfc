import assert from 'node:assert/strict';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import {generatedReference, type GeneratedReference} from './api-reference-helpers';

// Cases where the pages once showed less than, or other than, what the .d.ts of graphql 17 and 16
// declares; each test names the case. The contract test (api-reference-contract) covers every export.

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

const VERSIONS = [
  {label: '17.x', base: '/api'},
  {label: '16.x', base: '/api/16.x'},
] as const;

type Part = string | [string, string];

/** Every declaration (ApiSignature) of a page, as its parts. */
function signatures(mdx: string): Part[][] {
  return [...mdx.matchAll(/<ApiSignature parts=\{(.*)\} \/>/g)].map((match) => JSON.parse(match[1]) as Part[]);
}

/** The exported classes whose instances have a `[Symbol.toStringTag]` getter, read by the TypeScript compiler. */
function classesWithToStringTag(indexDts: string): Set<string> {
  const program = ts.createProgram([indexDts], {
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(indexDts)!)!)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Class)) continue;
    const tag = checker
      .getDeclaredTypeOfSymbol(symbol)
      .getProperties()
      .find((property) => property.escapedName.toString().startsWith('__@toStringTag'));
    if (tag?.declarations?.some((declaration) => ts.isGetAccessorDeclaration(declaration))) names.add(exported.name);
  }
  return names;
}

const plain = (parts: Part[]) => parts.map((part) => (typeof part === 'string' ? part : part[0])).join('');

/** The text between a heading's anchor and the next heading of the same or a higher level. */
function section(mdx: string, anchor: string): string {
  const start = mdx.indexOf(`\\{#${anchor}}`);
  assert.ok(start >= 0, `no #${anchor}`);
  const level = /\n(#+) [^\n]*$/.exec(mdx.slice(0, start))?.[1].length ?? 2;
  const rest = mdx.slice(start);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end === -1 ? rest : rest.slice(0, end);
}

for (const {label, base} of VERSIONS) {
  test(`${label}: every class page lists the [Symbol.toStringTag] getter with its doc comment`, () => {
    const pkg = reference.packages.find((p) => p.label === label)!;
    const classes = reference.symbols.filter((symbol) => symbol.version === label && symbol.kind === 'class');
    const declared = classesWithToStringTag(path.join(pkg.packageDir, 'index.d.ts'));
    const shown = classes.filter((symbol) => reference.pageAt(symbol.url).includes('get [Symbol.toStringTag](): string'));
    assert.deepEqual(
      shown.map((symbol) => symbol.name).sort(),
      classes
        .map((symbol) => symbol.name)
        .filter((name) => declared.has(name))
        .sort(),
    );
    assert.ok(shown.length >= (label === '17.x' ? 22 : 16), `${label}: ${shown.length} classes`);
    const schema = section(reference.pageAt(`${base}/class/GraphQLSchema`), 'Symbol-toStringTag');
    assert.match(schema, /The built-in string tag for this object\./);
  });

  test(`${label}: type predicates show their target type as written, without type arguments the .d.ts omits`, () => {
    const scalar = plain(signatures(reference.pageAt(`${base}/function/isScalarType`))[0]);
    assert.match(scalar, /\): type is GraphQLScalarType$/);
    const object = plain(signatures(reference.pageAt(`${base}/function/isObjectType`))[0]);
    assert.match(object, /\): type is GraphQLObjectType$/);
  });

  test(`${label}: a summary that introduces a group of declarations does not lead the page`, () => {
    const page = reference.pageAt(`${base}/function/isScalarType`);
    assert.match(page, /^description: "Returns true when the value is a GraphQLScalarType\."$/m);
  });

  test(`${label}: @returns of getters and @example titles are shown`, () => {
    const context = section(reference.pageAt(`${base}/class/ValidationContext`), 'hideSuggestions');
    assert.match(
      context,
      /\*\*Returns\*\*\n\nTrue when (suggestion text should be omitted from errors|validation error suggestions are disabled)\./,
    );
    const strip = reference.pageAt(`${base}/function/stripIgnoredCharacters`);
    assert.match(strip, /### Query source \\\{#example-query-source\}/);
    assert.match(strip, /### SDL source \\\{#example-sdl-source\}/);
  });

  test(`${label}: GraphQLError lists the members it inherits from Error, marked so`, () => {
    const page = reference.pageAt(`${base}/class/GraphQLError`);
    for (const name of ['message', 'name', 'stack', ...(label === '17.x' ? ['cause'] : [])]) {
      assert.match(section(page, name), /Inherited from `Error`\./, `${label} GraphQLError.${name}`);
    }
  });

  test(`${label}: parameter lists give each parameter's type and whether it is optional`, () => {
    const validate = section(reference.pageAt(`${base}/function/validate`), 'parameters');
    assert.match(validate, /^- `schema`: \[`GraphQLSchema`\]\([^)]+\) — /m);
    assert.match(validate, /^- `rules\?`: `ReadonlyArray<`\[`ValidationRule`\]/m);
  });

  test(`${label}: a changed declaration is shown twice (the two versions), not three times`, () => {
    const validate = signatures(reference.pageAt(`${base}/function/validate`)).filter((parts) =>
      plain(parts).startsWith('function validate('),
    );
    assert.equal(validate.length, 2);
  });
}

test('17.x: doc comments of option fields are shown under their parameter', () => {
  const variables = section(reference.pageAt('/api/function/getVariableValues'), 'parameters');
  assert.match(variables, /\n {2}- `maxErrors\?`: `number` — Maximum number of coercion errors to report\./);
  assert.match(variables, /\n {2}- `hideSuggestions\?`: `boolean` — Whether suggestion text should be omitted\s+from errors\./);
  assert.match(
    reference.pageAt('/api/function/print'),
    /- `maxIndentDepth\?`: `number` — Maximum indentation depth\. Defaults to `Infinity`\./,
  );
  assert.match(reference.pageAt('/api/function/getDirectiveValues'), /- `directives\?`: .* — The directives on the AST node\./);
});

test('17.x: an overloaded function leads with its main overload', () => {
  const print = reference.pageAt('/api/function/print');
  assert.match(print, /^description: "Converts an AST into a string, using one set of reasonable formatting rules\."$/m);
});

test('17.x: AST kind fields show the literal, linked to the Kind member', () => {
  const name = signatures(reference.pageAt('/api/interface/NameNode'));
  assert.ok(name.some((parts) => JSON.stringify(parts) === JSON.stringify(['readonly kind: ', ['"Name"', '/api/enum/Kind#NAME']])));
  for (const symbol of reference.symbols.filter((s) => s.version === '17.x' && s.kind === 'interface')) {
    assert.doesNotMatch(reference.pageAt(symbol.url), /KindTypeMap\[/, symbol.name);
  }
});

test('17.x: const-object enums say so and take the member descriptions 16.x declares', () => {
  for (const name of ['TypeKind', 'OperationTypeNode', 'BreakingChangeType', 'SafeChangeType', 'TokenKind', 'DangerousChangeType']) {
    const page = reference.pageAt(`/api/enum/${name}`);
    assert.match(page, /# <ApiKind>Enum<\/ApiKind> \w+\n/);
    assert.match(page, new RegExp(`a const object, \`${name}\`, with a union type of the same name`), name);
  }
  assert.match(
    reference.pageAt('/api/enum/TypeKind'),
    /^\| <ApiAnchor id="SCALAR" \/>`SCALAR` \| `"SCALAR"` \| <span className="api-history">Added in 15\.0\.0 or earlier\.<\/span> A scalar type\. _\(graphql 16\.x\)_ \|$/m,
  );
  assert.match(
    reference.pageAt('/api/enum/TokenKind'),
    /^\| <ApiAnchor id="BANG" \/>`BANG` \| `"!"` \| <span className="api-history">Added in 15\.0\.0 or earlier\.<\/span> The `!` punctuation token\. _\(graphql 16\.x\)_ \|$/m,
  );
});

test('declarations fit 64 columns where TypeScript allows a break (unions, type arguments, heritage)', () => {
  const field = signatures(reference.pageAt('/api/class/GraphQLField'))
    .map(plain)
    .find((text) => text.startsWith('new GraphQLField'));
  assert.ok(field);
  for (const line of field.split('\n')) assert.ok(line.length <= 64, line);
  for (const {label} of VERSIONS) {
    for (const name of ['GraphQLField', 'GraphQLObjectType', 'GraphQLNonNull', 'IntrospectionSchema', 'GraphQLArgs']) {
      const symbol = reference.symbols.find((s) => s.version === label && s.name === name)!;
      // Above the unexported types, which are shown as the .d.ts writes them.
      const page = reference.pageAt(symbol.url).split('## Types used on this page')[0];
      for (const line of signatures(page).map(plain).join('\n').split('\n')) assert.ok(line.length <= 64, `${label} ${name}: ${line}`);
    }
  }
});
