import assert from 'node:assert/strict';
import {test} from 'node:test';
import {apiUrls} from '../../plugins/docs-usage';
import {linkProse} from '../../plugins/docs-usage/prose-links';
import {functionSymbol as symbol} from './docs-usage-helpers';

const urlOf = apiUrls([
  symbol('parse', '17.x', '/api/function/parse'),
  symbol('parse', '16.x', '/api/16.x/function/parse'),
  symbol('graphql', '17.x', '/api/function/graphql'),
  symbol('getOperationRootType', '16.x', '/api/16.x/function/getOperationRootType'),
]);

type Node = {type: string; url?: string; value?: string; depth?: number; children?: Node[]};
const code = (value: string): Node => ({type: 'inlineCode', value});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const heading = (text: string): Node => ({type: 'heading', depth: 2, children: [{type: 'text', value: text}]});

/** Each link's URL and the code it holds, in document order. */
function links(node: Node): string[] {
  if (node.type === 'link') return [`${node.children![0]!.value} ${node.url}`];
  return (node.children ?? []).flatMap(links);
}

test('the first mention of an export in each section links to its page for the version the section is about', () => {
  const tree: Node = {
    type: 'root',
    children: [
      paragraph(code('parse()'), code('parse'), code('graphql'), code('GraphQLNothing')),
      heading('The parse function'),
      paragraph({type: 'link', url: '/api/function/parse', children: [code('parse')]}, code('parse')),
      heading('On graphql 16'),
      paragraph(code('parse'), code('getOperationRootType')),
      heading('Removed exports'),
      paragraph(code('getOperationRootType')),
    ],
  };
  const unresolved = linkProse(tree, urlOf);
  assert.deepEqual(links(tree), [
    'parse() /api/function/parse',
    // The section's mention already written as a link counts as its first.
    'parse /api/function/parse',
    'parse /api/16.x/function/parse',
    'getOperationRootType /api/16.x/function/getOperationRootType',
    // Gone from 17: the 16.x page.
    'getOperationRootType /api/16.x/function/getOperationRootType',
  ]);
  // `graphql` is the package as often as the function: never linked, never reported.
  assert.deepEqual(unresolved, ['GraphQLNothing']);
});

test('headings keep their code unlinked', () => {
  const tree: Node = {type: 'root', children: [{type: 'heading', depth: 2, children: [code('parse')]}]};
  linkProse(tree, urlOf);
  assert.deepEqual(links(tree), []);
});

test('nodes without children are left without them', () => {
  const text: Node = {type: 'text', value: 'plain'};
  linkProse({type: 'root', children: [paragraph(text)]}, urlOf);
  assert.ok(!('children' in text));
});
