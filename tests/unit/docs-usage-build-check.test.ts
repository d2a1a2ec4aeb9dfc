import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {apiUrls, brokenLinks} from '../../plugins/docs-usage';
import {codeLinks, remarkApiLinks} from '../../plugins/docs-usage/code-links';
import type {SampleUses} from '../../plugins/docs-usage/sample-uses';
import {functionSymbol as symbol} from './docs-usage-helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'docs-usage-check-'));
after(() => rmSync(dir, {recursive: true, force: true}));

const urlOf = apiUrls([
  symbol('parse', '17.x', '/api/function/parse'),
  symbol('parse', '16.x', '/api/16.x/function/parse'),
  symbol('GraphQLString', '17.x', '/api/variable/type#GraphQLString'),
]);

const uses: SampleUses = {
  names: [
    {name: 'parse', line: 0, column: 8, length: 5, inImport: true},
    {name: 'GraphQLString', line: 0, column: 15, length: 13, inImport: true},
  ],
  members: [],
  lines: ["import {parse, GraphQLString} from 'graphql';"],
};

test("a block's names link to their pages in its major's reference; those the major lacks are named", () => {
  assert.deepEqual(codeLinks(uses, '17', urlOf), {
    links: [
      [0, 8, 5, '/api/function/parse'],
      [0, 15, 13, '/api/variable/type#GraphQLString'],
    ],
    unresolved: [],
  });
  assert.deepEqual(codeLinks(uses, '16', urlOf), {links: [[0, 8, 5, '/api/16.x/function/parse']], unresolved: ['GraphQLString']});
});

/** The MDX tree of a page showing `sample.js` in a "graphql 16" tab, and its code block. */
function pageTree() {
  const block = {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [{type: 'mdxJsxAttribute', name: 'language', value: 'js'}],
    children: [{type: 'mdxFlowExpression', value: 'sample'}],
  };
  const tab = {
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [{type: 'mdxJsxAttribute', name: 'label', value: 'graphql 16'}],
    children: [block],
  };
  return {block, tree: {type: 'root', children: [{type: 'mdxjsEsm', value: "import sample from '@site/examples/sample.js?raw';"}, tab]}};
}

test('the build stops on a sample name with no page in the block’s major, and names it', () => {
  writeFileSync(path.join(dir, 'sample.js'), "import {parse, GraphQLString} from 'graphql';\n");
  const transform = remarkApiLinks({examplesDir: dir, uses: {'sample.js': uses}, urlOf})();
  assert.throws(
    () => transform(pageTree().tree, {path: 'docs/page.mdx'}),
    /no API page for GraphQLString \(imported by sample\.js, a graphql 16 block\)/,
  );
  const resolved = remarkApiLinks({examplesDir: dir, uses: {'sample.js': {...uses, names: uses.names.slice(0, 1)}}, urlOf})();
  const {block, tree} = pageTree();
  resolved(tree, {path: 'docs/page.mdx'});
  assert.deepEqual(block.attributes.at(-1), {type: 'mdxJsxAttribute', name: 'apiLinks', value: '[[0,8,5,"/api/16.x/function/parse"]]'});
});

test('the check after the build names links to a page or an anchor the build lacks', () => {
  const outDir = path.join(dir, 'build');
  mkdirSync(path.join(outDir, 'api/function/parse'), {recursive: true});
  writeFileSync(path.join(outDir, 'api/function/parse/index.html'), '<h2 id="used-in-the-docs">Used</h2>');
  mkdirSync(path.join(outDir, 'docs/tutorials'), {recursive: true});
  writeFileSync(
    path.join(outDir, 'docs/tutorials/index.html'),
    '<h2 class=anchor id=first-query>First</h2><h2 id=first-query-1>Again</h2>',
  );
  assert.deepEqual(
    brokenLinks(
      [
        '/api/function/parse',
        '/api/function/parse#used-in-the-docs',
        '/docs/tutorials/#first-query',
        '/api/function/parseValue',
        '/docs/tutorials/#renamed-heading',
        '/docs/tutorials/#first',
      ],
      outDir,
    ),
    ['/api/function/parseValue', '/docs/tutorials/#renamed-heading', '/docs/tutorials/#first'],
  );
});
