// plugins/markdown-copies/convert.ts on the markup the site renders: the fragments are copied
// from built pages (code blocks from src/theme/CodeBlock, the API reference's signatures, the
// theme's tabs and admonitions), wrapped in the page chrome the copy must leave out.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pageMarkdown} from '../../plugins/markdown-copies/convert';

const PAGE_URL = 'https://graphql-js.org/docs/tutorials/basic-types';

function page(content: string): string {
  return `<!doctype html><html><body><nav class="navbar"><a href="/api">API</a></nav>
<article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-toc-mobile"><button type="button">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Basic types</h1></header>${content}</div></article>
<nav class="pagination-nav"><a href="/docs/tutorials/object-types">Next</a></nav>
<footer>Copyright</footer></body></html>`;
}

function convert(content: string): string {
  const markdown = pageMarkdown(page(content), {pageUrl: PAGE_URL});
  assert.ok(markdown !== null);
  return markdown;
}

test('only the doc content is kept: no navbar, breadcrumbs, table of contents, pagination or footer', () => {
  assert.equal(convert('<p>Text.</p>'), '# Basic types\n\nText.\n');
});

test('a page without doc content has no copy', () => {
  assert.equal(pageMarkdown('<html><body><main><h1>Home</h1></main></body></html>', {pageUrl: PAGE_URL}), null);
});

test('a highlighted code block becomes a fence with its language, title and plain text', () => {
  const block =
    '<div class="language-js codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">scalars.js</div>' +
    '<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-js codeBlock_bY9V thin-scrollbar">' +
    '<code class="codeBlockLines_e6Vv"><div class="token-line"><span class="token keyword">const</span> a <span class="token operator">=</span> ' +
    '<span class="token string">\'&lt;b&gt;\'</span><span class="token punctuation">;</span><br></div>' +
    '<div class="token-line"><br></div><div class="token-line">  <span class="token comment">// two spaces kept</span><br></div></code></pre>' +
    '<div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>';
  assert.equal(convert(block), '# Basic types\n\n```js title="scalars.js"\nconst a = \'<b>\';\n\n  // two spaces kept\n```\n');
});

test('numbered lines lose their number spans, and a block with fences inside gets a longer fence', () => {
  const block =
    '<div class="language-md theme-code-block"><div class="codeBlockContent_x"><pre class="prism-code language-md"><code>' +
    '<div class="token-line codeLine_x"><span class="codeLineNumber_x"></span><span class="codeLineContent_x">```js<br></span></div>' +
    '<div class="token-line codeLine_x"><span class="codeLineNumber_x"></span><span class="codeLineContent_x">```<br></span></div></code></pre></div></div>';
  assert.equal(convert(block), '# Basic types\n\n````md\n```js\n```\n````\n');
});

test('an API signature becomes a ts fence of its text, then a line with the types it links to', () => {
  const signature =
    '<pre class="signature_nxx9" tabindex="0"><code>getRootType(\n  operation: <a class="type_uGi3" href="/api/enum/OperationTypeNode">OperationTypeNode</a>,\n' +
    '): Maybe&lt;<a class="type_uGi3" href="/api/class/GraphQLObjectType">GraphQLObjectType</a>&gt;</code></pre>';
  assert.equal(
    convert(
      `<h3 class="anchor" id="getRootType">getRootType()<a href="#getRootType" class="hash-link" aria-label="Direct link to getRootType()">\u200b</a></h3>${signature}`,
    ),
    '# Basic types\n\n### getRootType()\n\n```ts\ngetRootType(\n  operation: OperationTypeNode,\n): Maybe<GraphQLObjectType>\n```\n\n' +
      'Types: [`OperationTypeNode`](https://graphql-js.org/api/enum/OperationTypeNode), [`GraphQLObjectType`](https://graphql-js.org/api/class/GraphQLObjectType)\n',
  );
});

test('API badges are bold, in the order the page shows them', () => {
  assert.equal(
    convert(
      '<p><span class="badge api-badge api-badge--changed">Changed in 17</span> Differs in <a href="/api/16.x/class/GraphQLSchema">graphql 16.x</a>.</p>',
    ),
    '# Basic types\n\n**Changed in 17** Differs in [graphql 16.x](https://graphql-js.org/api/16.x/class/GraphQLSchema).\n',
  );
});

test('API history lines are kept as text: when an export or member was added, deprecated and removed', () => {
  assert.equal(
    convert(
      '<p><span class="api-history">Added in 16.12.0. Deprecated in 17.0.0.</span></p><p><span class="api-history">Added in 17.0.0.</span> Not in graphql 16.x.</p>',
    ),
    '# Basic types\n\nAdded in 16.12.0. Deprecated in 17.0.0.\n\nAdded in 17.0.0. Not in graphql 16.x.\n',
  );
});

test('tables become GFM tables, with inline code and links in their cells', () => {
  const table =
    '<table><thead><tr><th>Removed in 17<th>Use instead<tbody><tr><td><a href="/api/16.x/function/formatError"><code>formatError(error)</code></a>' +
    '<td><code>error.toJSON()</code> on a | b</table>';
  // Cells are padded to align the columns; the padding is the serializer's business.
  const rows = convert(table)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---'));
  assert.deepEqual(rows, [
    '# Basic types',
    '',
    '| Removed in 17 | Use instead |',
    '| --- | --- |',
    '| [`formatError(error)`](https://graphql-js.org/api/16.x/function/formatError) | `error.toJSON()` on a \\| b |',
    '',
  ]);
});

test('links: other pages become absolute URLs, anchors on the page stay, other sites are untouched', () => {
  const links =
    '<p><a href="/docs/tutorials/">Getting started</a>, <a href="object-types#resolvers">relative</a>, <a href="#lists">below</a>, ' +
    '<a href="https://github.com/graphql/graphql-js" target="_blank" rel="noopener noreferrer">GitHub</a>.</p>';
  assert.equal(
    convert(links),
    '# Basic types\n\n[Getting started](https://graphql-js.org/docs/tutorials/), [relative](https://graphql-js.org/docs/tutorials/object-types#resolvers), ' +
      '[below](#lists), [GitHub](https://github.com/graphql/graphql-js).\n',
  );
});

test('tabs are flattened: every panel, hidden ones included, after a bold line with its label', () => {
  const tabs =
    '<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">Before (graphql 16)' +
    '<li role="tab" aria-selected="false">After</ul><div class="margin-top--md"><div role="tabpanel"><p>Old.</p></div>' +
    '<div role="tabpanel" hidden><div class="language-js theme-code-block"><div><pre class="prism-code language-js"><code>' +
    '<div class="token-line">new()<br></div></code></pre></div></div></div></div></div>';
  assert.equal(convert(tabs), '# Basic types\n\n**Before (graphql 16)**\n\nOld.\n\n**After**\n\n```js\nnew()\n```\n');
});

test('an admonition becomes a blockquote that starts with its title', () => {
  const admonition =
    '<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb">' +
    '<span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M6.3 5.69"></path></svg></span>note</div>' +
    '<div class="admonitionContent_BuS1"><p>Save each file.</p><p>Then run it.</p></div></div>';
  assert.equal(convert(admonition), '# Basic types\n\n> **Note**\n>\n> Save each file.\n>\n> Then run it.\n');
});

test('wrappers and comments leave nothing behind', () => {
  assert.equal(
    convert('<div class="x"><section><p>A<!-- -->b</p></section></div><div aria-hidden="true">decoration</div>'),
    '# Basic types\n\nAb\n',
  );
});

test("the API overview's filter box leaves nothing, and each export keeps its summary after a dash", () => {
  const overview =
    '<div class="filter_x"><label for=":R1:">Filter exports by name</label><input id=":R1:" type="search" placeholder="e.g. parse"><p role="status"></p></div>' +
    '<section class="api-overview-module"><div class="api-overview-group"><h3>Functions</h3><ul><li><a href="/api/function/parse">parse</a>' +
    '<span class="summary_x"><span class="separator_x"> — </span>Given a GraphQL source, parses it into a Document.</span></li></ul></div></section>';
  assert.equal(
    convert(overview),
    '# Basic types\n\n### Functions\n\n- [parse](https://graphql-js.org/api/function/parse) — Given a GraphQL source, parses it into a Document.\n',
  );
});
