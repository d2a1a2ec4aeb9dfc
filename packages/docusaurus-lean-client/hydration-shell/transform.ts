// Turns the tree of a page's MDX, as Docusaurus's rehype plugins leave it, into the tree of its
// hydration shell (README.md; shared-compilation.ts calls it): every element
// whose whole subtree is static becomes a `Kept` element of the same tag, which keeps what the
// server rendered there, and code blocks lose their code, which the browser reads from the page.
// What is interactive, or unknown, stays as it is, so React hydrates it as before.
import type {Element, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import type {ExportNamedDeclaration, Identifier, ImportDeclaration, Node as EstreeNode, Program} from 'estree';
import {SHELL_COMPONENTS_EXPORT, SHELL_CONTENT_EXPORT} from './content';

export interface ShellOptions {
  /**
   * Components, by the module a page imports them from, whose output depends on their props
   * alone (no state, effects or context that changes in the browser) and is one element of the
   * given tag.
   */
  staticComponents: Readonly<Record<string, string>>;
  /**
   * Components that render their children in place and read nothing from them but the props of
   * their direct children (Tabs reads its TabItems'), so the static parts inside can be kept.
   */
  containers: readonly string[];
  /** The module of the code block component; its blocks are rendered without their code. */
  codeBlockModule: string;
  /**
   * Props of the code block that only shape its markup (links the site renders into the
   * highlighted code): the shell, which keeps the server's markup, leaves them out.
   */
  codeBlockMarkupProps: readonly string[];
  /**
   * The module (shell.tsx) exporting `Kept`, which keeps a server-rendered element
   * (`<Kept as="p" />`), and `shellContent`, which every shell exports for content.ts.
   */
  shellModule: string;
  /**
   * The components Docusaurus's MDX provider gives pages, by the tag or name they render
   * (`h2`, `admonition`, `Details`), each with the module it comes from, or null when the
   * provider makes it (its headings wrap one component). The browser loads the provider's
   * components with full pages only: a shell exports the few it still renders through it.
   */
  providedComponents: Readonly<Record<string, string | null>>;
  /** The module of that provider's components, for a shell that needs one it makes itself. */
  providerModule: string;
}

type Node = Root | RootContent;
type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Local names the shell adds to a page's module, prefixed so as not to meet the page's own. */
const KEPT = '_HydrationShellKept';
const CODE_BLOCK = '_HydrationShellCodeBlock';

/** The element Docusaurus's MDX components render for an HTML tag, where it is another. */
const RENDERED_TAG: Readonly<Record<string, string>> = {admonition: 'div'};

/** Tags whose MDX components keep state or render outside the page's content. */
const INTERACTIVE_TAGS = new Set(['details', 'head', 'mermaid', 'pre']);

/** Lower case JSX names are HTML elements (or Docusaurus's MDX components for HTML tags). */
function isHtmlName(name: string | null | undefined): boolean {
  return name !== null && name !== undefined && /^[a-z]/.test(name);
}

function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function jsxElement(name: string, attributes: MdxJsxAttribute[]): MdxJsxFlowElementHast {
  return {type: 'mdxJsxFlowElement', name, attributes, children: []};
}

const identifier = (name: string): Identifier => ({type: 'Identifier', name});

/** `import local from 'source'`, or `import {imported as local} from 'source'`. */
function importDeclaration(local: string, source: string, imported?: string): ImportDeclaration {
  return {
    type: 'ImportDeclaration',
    specifiers: [
      imported
        ? {type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local)}
        : {type: 'ImportDefaultSpecifier', local: identifier(local)},
    ],
    source: {type: 'Literal', value: source},
    attributes: [],
  };
}

/** `export {local as exported} from 'source'`. */
function reexport(local: string, exported: string, source: string): ExportNamedDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    declaration: null,
    specifiers: [{type: 'ExportSpecifier', local: identifier(local), exported: identifier(exported)}],
    source: {type: 'Literal', value: source},
    attributes: [],
  };
}

function esm(statement: ImportDeclaration | ExportNamedDeclaration, value: string): MdxjsEsmHast {
  const program: Program = {type: 'Program', sourceType: 'module', body: [statement]};
  return {type: 'mdxjsEsm', value, data: {estree: program}};
}

/** The import declarations of the page's own ESM blocks. */
function importsOf(tree: Root): ImportDeclaration[] {
  return tree.children.flatMap((node) =>
    node.type === 'mdxjsEsm' && node.data?.estree
      ? node.data.estree.body.filter((statement): statement is ImportDeclaration => statement.type === 'ImportDeclaration')
      : [],
  );
}

/** The module each default or named import of the page comes from, by local name. */
function importSources(tree: Root): Map<string, string> {
  const sources = new Map<string, string>();
  for (const declaration of importsOf(tree)) {
    for (const specifier of declaration.specifiers) sources.set(specifier.local.name, String(declaration.source.value));
  }
  return sources;
}

/**
 * The provided components a tree renders: markdown's elements and the JSX elements MDX created
 * (Docusaurus's title header) go through the provider, as do components the page uses without
 * importing them; JSX written in the page as HTML does not.
 */
function providedNames(tree: Root, imported: ReadonlyMap<string, string>, provided: Readonly<Record<string, unknown>>): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName in provided) names.add(node.tagName);
    if (isJsxElement(node) && node.name && node.name in provided) {
      const explicitHtml = isHtmlName(node.name) && (node.data as {_mdxExplicitJsx?: boolean} | undefined)?._mdxExplicitJsx;
      if (!explicitHtml && !imported.has(node.name)) names.add(node.name);
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return names;
}

/**
 * What gives the shell the provided components it renders: `export const name = {h: local}`
 * with an import of each, or the provider's whole map when one of them is made by it.
 */
function providedComponentsExport(names: ReadonlySet<string>, options: ShellOptions): MdxjsEsmHast[] {
  if (names.size === 0) return [];
  const sources = [...names].sort().map((name) => [name, options.providedComponents[name]] as const);
  if (sources.some(([, source]) => source === null)) {
    return [
      esm(
        reexport('default', SHELL_COMPONENTS_EXPORT, options.providerModule),
        `export {default as ${SHELL_COMPONENTS_EXPORT}} from ${JSON.stringify(options.providerModule)}`,
      ),
    ];
  }
  const local = (name: string) => `_HydrationShellProvided_${name}`;
  const map: ExportNamedDeclaration = {
    type: 'ExportNamedDeclaration',
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: identifier(SHELL_COMPONENTS_EXPORT),
          init: {
            type: 'ObjectExpression',
            properties: sources.map(([name]) => ({
              type: 'Property',
              key: identifier(name),
              value: identifier(local(name)),
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
            })),
          },
        },
      ],
    },
    specifiers: [],
    source: null,
    attributes: [],
  };
  return [
    ...sources.map(([name, source]) =>
      esm(importDeclaration(local(name), source!), `import ${local(name)} from ${JSON.stringify(source)}`),
    ),
    esm(map, `export const ${SHELL_COMPONENTS_EXPORT} = {${sources.map(([name]) => `${name}: ${local(name)}`).join(', ')}}`),
  ];
}

/** A `pre` holding one `code` element and nothing else but blanks: a fenced code block. */
function fencedCode(node: Element): Element | undefined {
  const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [code] = content;
  return content.length === 1 && code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

/** A fenced block as the code block component with the props MDX gives it, without the code. */
function codeBlockWithoutCode(code: Element): MdxJsxFlowElementHast {
  const attributes: MdxJsxAttribute[] = [];
  for (const [name, value] of Object.entries(code.properties)) {
    if (name === 'className' && Array.isArray(value)) attributes.push(stringAttribute('className', value.join(' ')));
    else if (typeof value === 'string') attributes.push(stringAttribute(name, value));
    else if (value !== false && value !== null && value !== undefined)
      throw new Error(`hydration-shell: code block property ${name}=${JSON.stringify(value)} is not a string`);
  }
  return jsxElement(CODE_BLOCK, attributes);
}

/**
 * The shell of a page's tree, as a new tree: the page's own is left as it was, for the rest of its
 * compilation. Only what the shell keeps of it is copied, which is little beside the page.
 */
export function createShell(tree: Root, options: ShellOptions): Root {
  const sources = importSources(tree);
  const sourceOf = (node: JsxElement) => (node.name ? sources.get(node.name.split('.')[0]!) : undefined);

  /** The tag of the one element a node renders, if what it renders is fixed at build time. */
  function staticTag(node: Node): string | undefined {
    if (node.type === 'element') {
      if (INTERACTIVE_TAGS.has(node.tagName)) return undefined;
      // MDX renders inline code holding a line break as a code block.
      if (node.tagName === 'code' && node.children.some((child) => child.type === 'text' && child.value.includes('\n'))) return undefined;
      return node.children.every(isStatic) ? (RENDERED_TAG[node.tagName] ?? node.tagName) : undefined;
    }
    if (isJsxElement(node) && node.name) {
      const source = sourceOf(node);
      const tag = isHtmlName(node.name)
        ? INTERACTIVE_TAGS.has(node.name)
          ? undefined
          : (RENDERED_TAG[node.name] ?? node.name)
        : source === undefined
          ? undefined
          : options.staticComponents[source];
      return tag !== undefined && node.children.every(isStatic) ? tag : undefined;
    }
    return undefined;
  }

  function isStatic(node: Node): boolean {
    return node.type === 'text' || node.type === 'comment' || staticTag(node) !== undefined;
  }

  /** A copy of a node without its children, which the caller gives it. */
  function withoutChildren<T extends Root | Element | JsxElement>(node: T): T {
    return structuredClone({...node, children: []});
  }

  /** Each static child a kept element; into what can hold kept parts, the same again. */
  function shellChildren(children: readonly RootContent[]): RootContent[] {
    return children.map((child): RootContent => {
      if (child.type === 'text' || child.type === 'comment') return {...child};
      const tag = staticTag(child);
      if (tag !== undefined) return jsxElement(KEPT, [stringAttribute('as', tag)]);
      if (child.type === 'element') {
        const code = child.tagName === 'pre' ? fencedCode(child) : undefined;
        if (code) return codeBlockWithoutCode(code);
        if (INTERACTIVE_TAGS.has(child.tagName)) return structuredClone(child);
        return {...withoutChildren(child), children: shellChildren(child.children) as Element['children']};
      }
      if (isJsxElement(child)) {
        const source = sourceOf(child);
        if (source === options.codeBlockModule) {
          const block = withoutChildren(child);
          block.attributes = block.attributes.filter(
            (attribute) => attribute.type !== 'mdxJsxAttribute' || !options.codeBlockMarkupProps.includes(attribute.name),
          );
          return block;
        }
        if (
          (isHtmlName(child.name) && !INTERACTIVE_TAGS.has(child.name!)) ||
          (source !== undefined && options.containers.includes(source))
        ) {
          return {...withoutChildren(child), children: shellChildren(child.children) as JsxElement['children']};
        }
      }
      return structuredClone(child);
    });
  }

  const shell: Root = {...withoutChildren(tree), children: shellChildren(tree.children)};
  const {shellModule, codeBlockModule} = options;
  shell.children.unshift(
    ...providedComponentsExport(providedNames(shell, sources, options.providedComponents), options),
    esm(importDeclaration(KEPT, shellModule, 'Kept'), `import {Kept as ${KEPT}} from ${JSON.stringify(shellModule)}`),
    esm(importDeclaration(CODE_BLOCK, codeBlockModule), `import ${CODE_BLOCK} from ${JSON.stringify(codeBlockModule)}`),
    esm(
      reexport('shellContent', SHELL_CONTENT_EXPORT, shellModule),
      `export {shellContent as ${SHELL_CONTENT_EXPORT}} from ${JSON.stringify(shellModule)}`,
    ),
  );
  dropUnusedImports(shell);
  return shell;
}

/** Every identifier the estree of a node mentions, imports excluded. */
function collectIdentifiers(node: EstreeNode | null | undefined, into: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (node.type === 'ImportDeclaration') return;
  if (node.type === 'Identifier') into.add((node as Identifier).name);
  if ((node.type as string) === 'JSXIdentifier') into.add((node as unknown as {name: string}).name);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    if (Array.isArray(value)) value.forEach((item) => collectIdentifiers(item as EstreeNode, into));
    else if (value && typeof value === 'object' && typeof (value as {type?: unknown}).type === 'string')
      collectIdentifiers(value as EstreeNode, into);
  }
}

/** The names the tree still uses: component names, and identifiers in expressions and exports. */
function usedNames(tree: Root): Set<string> {
  const used = new Set<string>();
  const visit = (node: Node) => {
    if (isJsxElement(node)) {
      if (node.name) used.add(node.name.split('.')[0]!);
      for (const attribute of node.attributes) {
        const estree =
          attribute.type === 'mdxJsxExpressionAttribute'
            ? attribute.data?.estree
            : typeof attribute.value === 'object'
              ? attribute.value?.data?.estree
              : undefined;
        collectIdentifiers(estree, used);
      }
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm')
      collectIdentifiers(node.data?.estree, used);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return used;
}

/**
 * Removes the imports nothing uses any more, such as the raw code of a sample whose block now
 * reads it from the page: the bundler would keep a module that may have side effects.
 */
function dropUnusedImports(tree: Root): void {
  const used = usedNames(tree);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const program = node.data.estree;
    program.body = program.body.flatMap((statement) => {
      if (statement.type !== 'ImportDeclaration' || statement.specifiers.length === 0) return [statement];
      const specifiers = statement.specifiers.filter((specifier) => used.has(specifier.local.name));
      return specifiers.length === 0 ? [] : [{...statement, specifiers}];
    });
  }
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm' || (node.data?.estree?.body.length ?? 1) > 0);
}
