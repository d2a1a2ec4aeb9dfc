import assert from 'node:assert/strict';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import type {ApiSymbol} from '../../contracts/api';
import {hasOnlyInternalFields, isInternal as isInternalTag} from '../../plugins/api-reference/internal';
import {escapeLiteral} from '../../plugins/api-reference/mdx';
import {declarationExports, generatedReference, type GeneratedReference} from './api-reference-helpers';

// The contract of every page with the .d.ts: for each export of graphql 17 and 16, what the
// TypeScript compiler reads in the declarations (exports, overloads, members and their
// modifiers, type parameters, doc comments and their tags, deprecations, the exported types a
// declaration names) is what the generated page shows. The compiler view is built here on its
// own, without TypeDoc or the generator's model.

type Part = string | [string, string];

interface CompilerView {
  checker: ts.TypeChecker;
  exports: {name: string; symbol: ts.Symbol}[];
  /** Site path of each exported symbol (aliases resolved), for the links a page must have. */
  urls: Map<ts.Symbol, string>;
}

function compilerView(indexDts: string, symbols: readonly ApiSymbol[]): CompilerView {
  const {checker, exports} = declarationExports(indexDts);
  const urls = new Map(exports.map(({name, symbol}) => [symbol, symbols.find((s) => s.name === name)!.url]));
  return {checker, exports, urls};
}

// Left off the pages: `@internal`, or a property whose every field is (ExecutionArgs.options in 17).
const isInternal = (node: ts.Node) => isInternalTag(node) || hasOnlyInternalFields(node);

/** Text as a reader sees it on the page and in the .d.ts: no Markdown, links or escapes, single spaces. */
function readable(text: string): string {
  return text
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_, target: string, label: string) => label || target)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/^\s*#{1,6}\s+/gm, '')
    .replace(/[`*~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A doc text's paragraphs, readable: a page may show the first apart from the rest. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map(readable)
    .filter(Boolean);
}

/** The part of a page about one export: the whole page, or its section on a shared page. */
function sectionOf(page: string, url: string): string {
  const [, anchor] = url.split('#');
  if (!anchor) return page;
  const start = page.indexOf(`\\{#${anchor}}`);
  const next = page.indexOf('\n## ', start);
  return page.slice(start, next === -1 ? undefined : next);
}

/** A member's part of a page: from its heading to the next heading of its level or above. */
function memberSection(page: string, title: string): string | undefined {
  const start = page.search(new RegExp(`\\n### ${escapeRegExp(escapeLiteral(title))} \\\\\\{#`));
  if (start === -1) return undefined;
  const end = page.slice(start + 1).search(/\n#{2,3} /);
  return page.slice(start, end === -1 ? undefined : start + 1 + end);
}

function signaturesOf(mdx: string): Part[][] {
  return [...mdx.matchAll(/<ApiSignature parts=\{(.*)\} \/>/g)].map((match) => JSON.parse(match[1]) as Part[]);
}

const plain = (parts: Part[]) => parts.map((part) => (typeof part === 'string' ? part : part[0])).join('');

/** Each text a doc comment gives, labelled: its summary and the contents of its tags. */
function docTexts(node: ts.Node): {label: string; text: string}[] {
  const texts: {label: string; text: string}[] = [];
  for (const doc of node.getChildren().filter(ts.isJSDoc)) {
    const summary = ts.getTextOfJSDocComment(doc.comment);
    if (summary) texts.push({label: 'summary', text: summary});
    for (const tag of doc.tags ?? []) {
      const name = tag.tagName.text;
      if (['internal', 'category', 'typeParam', 'template'].includes(name)) continue;
      let text = ts.getTextOfJSDocComment(tag.comment) ?? '';
      if (name === 'param' && ts.isJSDocParameterTag(tag)) text = text.replace(/^-\s*/, '');
      if (name === 'example') {
        // A title is the text before the first code fence.
        const fence = text.indexOf('```');
        const title = (fence === -1 ? '' : text.slice(0, fence)).trim();
        if (title) texts.push({label: '@example title', text: title});
        continue;
      }
      if (text) texts.push({label: `@${name}`, text});
    }
  }
  return texts;
}

/** The declarations of a member or export that the page documents (not `@internal`, not private). */
function shownDeclarations(symbol: ts.Symbol): ts.Declaration[] {
  return (symbol.declarations ?? []).filter(
    (declaration) => !isInternal(declaration) && !(ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private),
  );
}

/** The exported types a declaration names (through type references and `typeof`), as symbols. */
function namedExports(node: ts.Node, view: CompilerView, includingNode = false): Set<ts.Symbol> {
  const found = new Set<ts.Symbol>();
  const visit = (child: ts.Node) => {
    // A doc comment's {@link} is prose, checked with the comment.
    if (ts.isJSDoc(child)) return;
    const name = ts.isTypeReferenceNode(child)
      ? child.typeName
      : ts.isExpressionWithTypeArguments(child)
        ? child.expression
        : ts.isTypeQueryNode(child)
          ? child.exprName
          : undefined;
    if (name) {
      let symbol = view.checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = view.checker.getAliasedSymbol(symbol);
      if (symbol && view.urls.has(symbol)) found.add(symbol);
    }
    ts.forEachChild(child, visit);
  };
  if (includingNode) visit(node);
  else ts.forEachChild(node, visit);
  return found;
}

/** The title a member's heading has: `name`, `name()` for a method, `[Symbol.x]` for a well-known symbol. */
function memberTitle(property: ts.Symbol): string {
  const name = property.escapedName.toString().startsWith('__@') ? `[Symbol.${property.name.replace(/^__@|@\d+$/g, '')}]` : property.name;
  return property.flags & ts.SymbolFlags.Method ? `${name}()` : name;
}

/** The modifiers TypeScript reads on a member, as its declaration on the page writes them. */
function expectedModifiers(declaration: ts.Declaration): string[] {
  const flags = ts.getCombinedModifierFlags(declaration);
  const modifiers: string[] = [];
  if (flags & ts.ModifierFlags.Static) modifiers.push('static ');
  if (flags & ts.ModifierFlags.Abstract) modifiers.push('abstract ');
  if (flags & ts.ModifierFlags.Protected) modifiers.push('protected ');
  if (flags & ts.ModifierFlags.Readonly) modifiers.push('readonly ');
  if (ts.isGetAccessorDeclaration(declaration)) modifiers.push('get ');
  if (ts.isSetAccessorDeclaration(declaration)) modifiers.push('set ');
  if (
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isMethodSignature(declaration)) &&
    declaration.questionToken
  )
    modifiers.push('?');
  return modifiers;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

for (const label of ['17.x', '16.x']) {
  test(`${label}: every page shows what the .d.ts declares`, () => {
    const pkg = reference.packages.find((p) => p.label === label)!;
    const symbols = reference.symbols.filter((s) => s.version === label);
    const view = compilerView(path.join(pkg.packageDir, 'index.d.ts'), symbols);
    const problems: string[] = [];
    const counts = {exports: 0, overloads: 0, members: 0, modifiers: 0, typeParameters: 0, docTexts: 0, deprecations: 0, links: 0};

    // Exports: one entry for each, and no other.
    assert.deepEqual(symbols.map((s) => s.name).sort(), view.exports.map((e) => e.name).sort());

    for (const {name, symbol} of view.exports) {
      const entry = symbols.find((s) => s.name === name)!;
      const page = reference.pageAt(entry.url);
      const section = sectionOf(page, entry.url);
      const sectionText = readable(section);
      const signatureJson = signaturesOf(section)
        .map((parts) => JSON.stringify(parts))
        .join('\n');
      const declarations = shownDeclarations(symbol);
      counts.exports++;

      // Overloads: as many as the .d.ts declares.
      const functions = declarations.filter(ts.isFunctionDeclaration);
      if (functions.length > 1) {
        counts.overloads += functions.length;
        const shown = (page.match(/^## Overload \d+ /gm) ?? []).length;
        if (shown !== functions.length) problems.push(`${name}: ${shown} overloads shown, ${functions.length} declared`);
      }

      for (const declaration of declarations) {
        // Type parameters: each by name in the declaration shown.
        for (const parameter of ts.getEffectiveTypeParameterDeclarations(declaration as ts.DeclarationWithTypeParameters)) {
          counts.typeParameters++;
          if (!signaturesOf(section).some((parts) => new RegExp(`[<,]\\s*(in |out )?${parameter.name.text}\\b`).test(plain(parts)))) {
            problems.push(`${name}: type parameter ${parameter.name.text} not in a declaration`);
          }
        }
        // Doc comments: every text of every tag (a `@param options.field` included).
        for (const {label: tag, text} of docTexts(declaration)) {
          counts.docTexts++;
          const missing = paragraphs(text).find((paragraph) => !sectionText.includes(paragraph));
          if (missing) problems.push(`${name}: ${tag} "${missing.slice(0, 60)}" not shown`);
        }
        // Links: every exported type the declaration names leads to its page.
        // A class or interface names types in its heritage here; its members are checked below.
        const ownParts =
          ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)
            ? [...(declaration.heritageClauses ?? []), ...(declaration.typeParameters ?? [])]
            : [declaration];
        for (const named of new Set(ownParts.flatMap((node) => [...namedExports(node, view, true)]))) {
          if (named === symbol) continue;
          counts.links++;
          if (!signatureJson.includes(`${JSON.stringify(view.urls.get(named))}]`)) problems.push(`${name}: no link to ${named.name}`);
        }
      }

      // Deprecations: of the export as a whole (every overload), and of each member.
      const deprecated = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');
      if (declarations.length > 0 && declarations.filter((d) => !ts.isModuleDeclaration(d)).every(deprecated)) {
        counts.deprecations++;
        if (!/<ApiDeprecated/.test(section)) problems.push(`${name}: deprecation not shown`);
      }

      // Members of classes and interfaces, inherited ones (from Error too) included.
      if (entry.kind !== 'class' && entry.kind !== 'interface') continue;
      const properties = [...view.checker.getPropertiesOfType(view.checker.getDeclaredTypeOfSymbol(symbol))];
      if (symbol.flags & ts.SymbolFlags.Class)
        properties.push(...view.checker.getPropertiesOfType(view.checker.getTypeOfSymbol(symbol)).filter((p) => p.name !== 'prototype'));
      const shownTitles = new Set<string>();
      for (const property of properties) {
        const memberDeclarations = shownDeclarations(property).filter((d) => !ts.isPrivateIdentifier((d as ts.NamedDeclaration).name ?? d));
        if (memberDeclarations.length === 0) continue;
        const title = memberTitle(property);
        shownTitles.add(title);
        counts.members++;
        const member = memberSection(page, title);
        if (!member) {
          problems.push(`${name}.${title}: not listed`);
          continue;
        }
        const memberSignatures = signaturesOf(member).map(plain);
        const memberText = readable(member);
        const memberJson = signaturesOf(member)
          .map((parts) => JSON.stringify(parts))
          .join('\n');
        const fromStandardLibrary = memberDeclarations[0].getSourceFile().hasNoDefaultLib;
        if (fromStandardLibrary && !memberText.includes('Inherited from Error.'))
          problems.push(`${name}.${title}: not marked as inherited from Error`);
        for (const declaration of memberDeclarations) {
          for (const modifier of expectedModifiers(declaration)) {
            counts.modifiers++;
            const written = modifier === '?' ? `${property.name}?` : modifier;
            if (!memberSignatures.some((text) => text.includes(written)))
              problems.push(`${name}.${title}: modifier "${modifier.trim()}" not shown`);
          }
          if (fromStandardLibrary) continue;
          for (const {label: tag, text} of docTexts(declaration)) {
            counts.docTexts++;
            const missing = paragraphs(text).find((paragraph) => !memberText.includes(paragraph));
            if (missing) problems.push(`${name}.${title}: ${tag} "${missing.slice(0, 60)}" not shown`);
          }
          if (deprecated(declaration)) {
            counts.deprecations++;
            if (!/<ApiDeprecated/.test(member)) problems.push(`${name}.${title}: deprecation not shown`);
          }
          for (const named of namedExports(declaration, view)) {
            counts.links++;
            if (!memberJson.includes(`${JSON.stringify(view.urls.get(named))}]`))
              problems.push(`${name}.${title}: no link to ${named.name}`);
          }
        }
      }
      // And no member the declarations do not have.
      for (const [, title, anchor] of page.matchAll(/^### (.+) \\\{#([^}]+)\}/gm)) {
        const unescaped = title.replace(/\\(.)/g, '$1');
        // Titled examples are headed too, and the types under "Types used on this page".
        if (!anchor.startsWith('example-') && !anchor.startsWith('helper-') && !shownTitles.has(unescaped))
          problems.push(`${name}: lists ${unescaped}, which it does not declare`);
      }
    }
    assert.deepEqual(problems, []);
    // The contract covers the whole reference: far more than a handful of each.
    const minimum = {
      exports: 300,
      overloads: 10,
      members: 600,
      modifiers: 400,
      typeParameters: 50,
      docTexts: 1500,
      deprecations: 5,
      links: 800,
    };
    for (const [kind, count] of Object.entries(counts))
      assert.ok(count >= minimum[kind as keyof typeof minimum], `${label}: ${count} ${kind} checked`);
    console.log(
      `${label}: checked ${Object.entries(counts)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}`,
    );
  });
}
