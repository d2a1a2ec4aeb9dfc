import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Root, RootContent} from 'hast';
import {shellOptions} from '../../packages/docusaurus-lean-client/hydration-shell';
import {
  rehypeCaptureShell,
  sharedProcessors,
  type CompileInput,
  type Processors,
} from '../../packages/docusaurus-lean-client/hydration-shell/shared-compilation';
import {createShell} from '../../packages/docusaurus-lean-client/hydration-shell/transform';

// The shell of small pages, compiled by Docusaurus's own MDX pipeline, seen as a tree and as
// code; and the compilation that gives a page's full module and its shell at once.

const SITE_DIR = join(__dirname, '..', '..');
const options = shellOptions(join(SITE_DIR, 'node_modules'));

type Shape =
  string | {kept: string} | {element: string; children: Shape[]} | {jsx: string; attributes: Record<string, unknown>; children: Shape[]};

/** A node as the assertions below read it: text, a kept element, or an element with its children. */
function shape(node: RootContent): Shape | undefined {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return {element: node.tagName, children: node.children.flatMap((child) => shape(child) ?? [])};
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const attributes = Object.fromEntries(
      node.attributes.map((attribute) =>
        attribute.type === 'mdxJsxAttribute' ? [attribute.name, typeof attribute.value === 'string' ? attribute.value : '{…}'] : ['…', '…'],
      ),
    );
    if (node.name === '_HydrationShellKept') return {kept: attributes.as as string};
    return {jsx: node.name!, attributes, children: node.children.flatMap((child) => shape(child) ?? [])};
  }
  return undefined;
}

/** The blank text between blocks, which MDX keeps as the server renders it. */
const BLANK = (node: Shape) => typeof node === 'string' && node.trim() === '';

function withoutBlanks(nodes: Shape[]): Shape[] {
  return nodes
    .filter((node) => !BLANK(node))
    .map((node) => (typeof node === 'object' && 'children' in node ? {...node, children: withoutBlanks(node.children)} : node));
}

const {createProcessorUncached} = require('@docusaurus/mdx-loader/lib/processor.js') as {
  createProcessorUncached(
    parameters: object,
  ): Promise<{process(input: CompileInput): Promise<{content: string; data: Record<string, unknown>}>}>;
};
const {DEFAULT_CONFIG} = require('@docusaurus/core/lib/server/configValidation.js') as {DEFAULT_CONFIG: {markdown: object}};

/** What Docusaurus's docs give mdx-loader, trimmed to what these pages need. */
const mdxOptions = (rehypePlugins: unknown[]) => ({
  admonitions: true,
  markdownConfig: DEFAULT_CONFIG.markdown,
  rehypePlugins,
  siteDir: SITE_DIR,
  staticDirs: [join(SITE_DIR, 'static')],
});

const input = (mdx: string, name = 'page'): CompileInput => ({
  content: mdx,
  filePath: join(SITE_DIR, 'docs', `${name}.mdx`),
  frontMatter: {},
  compilerName: 'client',
});

/** The shell as its own compilation: the transform as the last rehype plugin. */
async function compile(mdx: string): Promise<{nodes: Shape[]; tree: Shape[]; esm: string[]; code: string}> {
  let shell: Root | undefined;
  const asShell = () => (tree: Root) => {
    const made = createShell(tree, options);
    shell = structuredClone(made);
    return made;
  };
  const processor = await createProcessorUncached({options: mdxOptions([asShell]), format: 'mdx'});
  const {content} = await processor.process(input(mdx));
  const nodes = shell!.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [] : (shape(node) ?? [])));
  return {
    nodes,
    tree: withoutBlanks(nodes),
    esm: shell!.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : [])),
    code: content,
  };
}

const keptAs = (tag: string) => ({kept: tag});

test('static markdown becomes kept elements of the tags it renders, with the text between them', async () => {
  const {nodes} = await compile(
    [
      '# Title',
      'A paragraph with `code` and a [link](/docs/other).',
      '## Section',
      '- one\n- two',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      ':::note[Heads up]\nSome **text**.\n:::',
      '![A picture](/img/logo.svg)',
    ].join('\n\n'),
  );
  // The title is in the header Docusaurus puts it in; an admonition renders a div.
  assert.deepEqual(nodes, [
    keptAs('header'),
    '\n',
    keptAs('p'),
    '\n',
    keptAs('h2'),
    '\n',
    keptAs('ul'),
    '\n',
    keptAs('table'),
    '\n',
    keptAs('div'),
    '\n',
    keptAs('p'),
    '\n',
  ]);
});

test('a fenced code block keeps its language and title but not its code', async () => {
  const {tree, code} = await compile('Before.\n\n```js title="hello.js" showLineNumbers\nconsole.log("a secret line");\n```\n');
  assert.deepEqual(tree, [
    keptAs('p'),
    {jsx: '_HydrationShellCodeBlock', attributes: {className: 'language-js', metastring: 'title="hello.js" showLineNumbers'}, children: []},
  ]);
  assert.ok(!code.includes('a secret line'));
});

test("a CodeBlock's code, and the import that was only its code, are left out", async () => {
  const {tree, esm, code} = await compile(
    [
      "import CodeBlock from '@theme/CodeBlock';",
      "import sample from '@site/examples/basic-types/scalars.js?raw';",
      '<CodeBlock language="js" title="scalars.js" runnable="basic-types/scalars.js">{sample}</CodeBlock>',
    ].join('\n\n'),
  );
  assert.deepEqual(tree, [
    {jsx: 'CodeBlock', attributes: {language: 'js', title: 'scalars.js', runnable: 'basic-types/scalars.js'}, children: []},
  ]);
  assert.ok(!esm.some((statement) => statement.includes('scalars.js?raw')) && !code.includes('scalars.js?raw'));
  assert.ok(code.includes("import CodeBlock from '@theme/CodeBlock'"));
});

test("a CodeBlock's props that only shape its markup are left out of the shell, which keeps the server's", async () => {
  const withLinks = {...options, codeBlockMarkupProps: ['apiLinks']};
  let shell: Root | undefined;
  const asShell = () => (tree: Root) => (shell = createShell(tree, withLinks));
  const processor = await createProcessorUncached({options: mdxOptions([asShell]), format: 'mdx'});
  await processor.process(
    input(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        "import sample from '@site/examples/basic-types/scalars.js?raw';",
        `<CodeBlock language="js" apiLinks='[[0,9,8,"/api/function/graphql"]]'>{sample}</CodeBlock>`,
      ].join('\n\n'),
    ),
  );
  const blocks = shell!.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [] : (shape(node) ?? []))).filter((node) => !BLANK(node));
  assert.deepEqual(blocks, [{jsx: 'CodeBlock', attributes: {language: 'js'}, children: []}]);
});

test('tabs keep their items, whose static parts are kept and whose code blocks lose their code', async () => {
  const {tree} = await compile(
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '<Tabs groupId="graphql-version">\n<TabItem value="17" label="graphql 17">\n\nSeventeen.\n\n```json\n{"data": 17}\n```\n\n</TabItem>\n<TabItem value="16" label="graphql 16">\n\nSixteen.\n\n</TabItem>\n</Tabs>',
    ].join('\n\n'),
  );
  const codeBlock = {jsx: '_HydrationShellCodeBlock', attributes: {className: 'language-json'}, children: []};
  assert.deepEqual(tree, [
    {
      jsx: 'Tabs',
      attributes: {groupId: 'graphql-version'},
      children: [
        {jsx: 'TabItem', attributes: {value: '17', label: 'graphql 17'}, children: [keptAs('p'), codeBlock]},
        {jsx: 'TabItem', attributes: {value: '16', label: 'graphql 16'}, children: [keptAs('p')]},
      ],
    },
  ]);
});

test('static components are kept as the element they render; others stay whole, children and all', async () => {
  const {tree, esm} = await compile(
    [
      "import ApiSignature from '@site/src/components/ApiSignature';",
      "import Unknown from '@site/src/components/Unknown';",
      '<ApiSignature parts={["function parse(", ["Source", "/api/class/Source"], ")"]} />',
      '<Unknown>\n\nIts own **children**.\n\n</Unknown>',
      '<div className="api-compare">\n<ApiSignature parts={["a"]} />\n</div>',
    ].join('\n\n'),
  );
  assert.deepEqual(tree, [
    keptAs('pre'),
    {jsx: 'Unknown', attributes: {}, children: [{element: 'p', children: ['Its own ', {element: 'strong', children: ['children']}, '.']}]},
    keptAs('div'),
  ]);
  assert.ok(!esm.some((statement) => statement.includes('ApiSignature')), 'an import only kept elements used is left out');
});

test('what holds an expression or an interactive part stays, and keeps its static children', async () => {
  const {tree} = await compile(
    [
      'A sum: {1 + 1}, and `code`.',
      "import CodeBlock from '@theme/CodeBlock';",
      '<div className="api-compare">\n\nText.\n\n<CodeBlock language="ts">{"let a;"}</CodeBlock>\n\n</div>',
    ].join('\n\n'),
  );
  assert.deepEqual(tree, [
    {element: 'p', children: ['A sum: ', ', and ', keptAs('code'), '.']},
    {
      jsx: 'div',
      attributes: {className: 'api-compare'},
      children: [keptAs('p'), {jsx: 'CodeBlock', attributes: {language: 'ts'}, children: []}],
    },
  ]);
});

test('a shell exports the content chooser and the MDX components it still renders through the provider', async () => {
  const plain = await compile('Just text.');
  assert.ok(plain.esm.includes(`export {shellContent as _hydrationShellContent} from ${JSON.stringify(options.shellModule)}`));
  assert.ok(!plain.code.includes('_hydrationShellComponents'));

  // An admonition that holds a code block stays an admonition, which the provider renders.
  const admonition = await compile(':::tip\n\n```ts\nlet a;\n```\n\n:::');
  assert.deepEqual(admonition.tree, [
    {element: 'admonition', children: [{jsx: '_HydrationShellCodeBlock', attributes: {className: 'language-ts'}, children: []}]},
  ]);
  assert.ok(admonition.esm.includes('import _HydrationShellProvided_admonition from "@theme/Admonition"'));
  assert.ok(admonition.esm.includes('export const _hydrationShellComponents = {admonition: _HydrationShellProvided_admonition}'));

  // Headings are made by the provider's map itself, which then comes whole.
  const heading = await compile('## Total: {1 + 1}');
  assert.ok(heading.esm.includes('export {default as _hydrationShellComponents} from "@theme/MDXComponents"'));
});

test("the provider's components are read from Docusaurus's installed map, and a map of another shape is refused", async () => {
  const {providedComponents} = await import('../../packages/docusaurus-lean-client/hydration-shell');
  const provided = options.providedComponents;
  assert.equal(provided.a, '@theme/MDXComponents/A');
  assert.equal(provided.admonition, '@theme/Admonition');
  assert.equal(provided.Head, '@docusaurus/Head');
  assert.equal(provided.h2, null);
  assert.throws(() => providedComponents('export default {a: A};'), /no longer declares `const MDXComponents = \{…\};`/);
  assert.throws(
    () => providedComponents("import A from 'a';\nconst MDXComponents = {\n  a: A,\n  ...more,\n};"),
    /cannot read the entry `\.\.\.more,`/,
  );
});

test("one compilation gives the page's full module and its shell, as two compilations would", async () => {
  // Each kind of node the shell copies rather than keeps: the page's compilation must not see
  // what the shell's did to them.
  const mdx = [
    "import CodeBlock from '@theme/CodeBlock';",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    'export const answer = 42;',
    '# A page',
    'Some text, a [link](/docs/other) and `code`.',
    '<CodeBlock language="js" title="a.js">{"const a = 1;"}</CodeBlock>',
    '<Tabs groupId="x">\n  <TabItem value="a" label={<span>A{answer}</span>}>\n\nText {answer + 1} and `code`.\n\n```js\nconst b = 2;\n```\n\n  </TabItem>\n</Tabs>',
    '<details><summary>More</summary>Hidden {answer} {<em>here</em>}</details>',
    '<Unknown prop={{answer}} title={<b>bold</b>}>A **child**</Unknown>',
    '<div title={String(answer)}>In a div: {answer}</div>',
  ].join('\n\n');
  let compilations = 0;
  const create = async (): Promise<Processors> => {
    compilations++;
    const mdxProcessor = await createProcessorUncached({options: mdxOptions([[rehypeCaptureShell, options]]), format: 'mdx'});
    return {mdxProcessor, mdProcessor: mdxProcessor};
  };
  const shared = sharedProcessors(create);
  // The shell is asked for first here; the page's own request takes the other half.
  const [shell, full] = await Promise.all([shared.shell.mdxProcessor.process(input(mdx)), shared.full.mdxProcessor.process(input(mdx))]);
  assert.equal(compilations, 1);

  const alone = await (await createProcessorUncached({options: mdxOptions([]), format: 'mdx'})).process(input(mdx));
  assert.equal(full.content, alone.content);
  assert.deepEqual(full.data, alone.data);
  assert.equal(shell.content, (await compile(mdx)).code);
  assert.deepEqual(shell.data, alone.data);
});

test('a page compiled again, or asked for twice, is compiled afresh', async () => {
  let compilations = 0;
  const shared = sharedProcessors(async () => {
    const mdxProcessor = await createProcessorUncached({options: mdxOptions([[rehypeCaptureShell, options]]), format: 'mdx'});
    return {mdProcessor: mdxProcessor, mdxProcessor: {process: (page: CompileInput) => (compilations++, mdxProcessor.process(page))}};
  });
  await shared.full.mdxProcessor.process(input('First.'));
  await shared.full.mdxProcessor.process(input('First.'));
  const changed = await shared.shell.mdxProcessor.process(input('Changed.'));
  assert.equal(compilations, 3);
  assert.ok(!changed.content.includes('First.'));
  // Another page shares nothing with the first.
  await shared.shell.mdxProcessor.process(input('Other.', 'other'));
  assert.equal(compilations, 4);
});
