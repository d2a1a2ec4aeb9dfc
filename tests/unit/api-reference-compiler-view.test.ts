import assert from 'node:assert/strict';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import {hasOnlyInternalFields, isInternal as isInternalTag} from '../../plugins/api-reference/internal';
import {escapeLiteral} from '../../plugins/api-reference/mdx';
import {declarationExports, generatedReference, type GeneratedReference} from './api-reference-helpers';

// Compares, for every export of both versions, what the generated pages show with what the
// TypeScript compiler reads in the declarations: type parameters (with their `@typeParam`
// descriptions) and the members of classes and interfaces.

interface ExportView {
  name: string;
  declarations: ts.Declaration[];
  symbol: ts.Symbol;
}

function compilerView(indexDts: string): {checker: ts.TypeChecker; exports: ExportView[]} {
  const {checker, exports} = declarationExports(indexDts);
  return {checker, exports: exports.map(({name, symbol}) => ({name, symbol, declarations: symbol.declarations ?? []}))};
}

// Left off the pages: `@internal`, or a property whose every field is (ExecutionArgs.options in 17).
const isInternal = (node: ts.Node) => isInternalTag(node) || hasOnlyInternalFields(node);

/** The part of a page about one export: the whole page, or its section on a shared page. */
function sectionOf(page: string, url: string): string {
  const [, anchor] = url.split('#');
  if (!anchor) return page;
  const start = page.indexOf(`\\{#${anchor}}`);
  const next = page.indexOf('\n## ', start);
  return page.slice(start, next === -1 ? undefined : next);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

for (const label of ['17.x', '16.x']) {
  test(`${label}: every type parameter is listed with its @typeParam description`, () => {
    const pkg = reference.packages.find((p) => p.label === label)!;
    const {exports} = compilerView(path.join(pkg.packageDir, 'index.d.ts'));
    const problems: string[] = [];
    let described = 0;
    for (const {name, declarations} of exports) {
      const symbol = reference.symbols.find((s) => s.version === label && s.name === name)!;
      const section = normalise(sectionOf(reference.pageAt(symbol.url), symbol.url));
      for (const declaration of declarations) {
        if (isInternal(declaration)) continue;
        const typeParameters = ts.getEffectiveTypeParameterDeclarations(declaration as ts.DeclarationWithTypeParameters);
        if (typeParameters.length === 0) continue;
        if (!/Type parameters/.test(section)) problems.push(`${name}: no Type parameters`);
        for (const parameter of typeParameters) {
          if (!section.includes(`- \`${parameter.name.text}\``)) problems.push(`${name}: ${parameter.name.text} not listed`);
        }
        for (const tag of ts.getJSDocTags(declaration).filter((t) => t.tagName.text === 'typeParam')) {
          const text = normalise(ts.getTextOfJSDocComment(tag.comment) ?? '');
          const description = /^\w+\s*-?\s*(.*)$/.exec(text)?.[1] ?? '';
          if (!description) continue;
          described++;
          if (!section.includes(escapeLiteral(description).slice(0, 40)) && !section.includes(description.slice(0, 40))) {
            problems.push(`${name}: "${description}" not shown`);
          }
        }
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(described >= 30, `${label}: ${described} @typeParam descriptions checked`);
  });

  test(`${label}: classes and interfaces list the members the compiler sees`, () => {
    const pkg = reference.packages.find((p) => p.label === label)!;
    const {checker, exports} = compilerView(path.join(pkg.packageDir, 'index.d.ts'));
    const problems: string[] = [];
    let checked = 0;
    for (const {name, symbol} of exports) {
      const entry = reference.symbols.find((s) => s.version === label && s.name === name)!;
      if (entry.kind !== 'class' && entry.kind !== 'interface') continue;
      const page = reference.pageAt(entry.url);
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const properties = [...checker.getPropertiesOfType(type)];
      if (symbol.flags & ts.SymbolFlags.Class)
        properties.push(...checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)).filter((p) => p.name !== 'prototype'));
      for (const property of properties) {
        const declaration = property.declarations?.[0];
        if (!declaration || property.name.startsWith('__@') || isInternal(declaration)) continue;
        if (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private) continue;
        if (ts.isPrivateIdentifier((declaration as ts.NamedDeclaration).name ?? declaration)) continue;
        if (!path.resolve(declaration.getSourceFile().fileName).startsWith(pkg.packageDir)) continue;
        checked++;
        const title = property.flags & ts.SymbolFlags.Method ? `${property.name}()` : property.name;
        if (!page.includes(`### ${escapeLiteral(title)} \\{#`)) problems.push(`${name}.${property.name}`);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(checked > 300, `${label}: ${checked} members checked`);
  });
}
