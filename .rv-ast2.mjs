import * as A from 'graphql-16';
import * as B from 'graphql';
const exec = 'query { f } query Q($a: Int) { f @d g(x: 1) ... on Query { g } ...F } fragment F on Query { h } subscription { s } mutation { m }';
const sdl = 'schema { query: Q } extend schema @x type Q { a: Int } interface I union U enum E input In scalar S directive @d on FIELD directive @e(x: Int) on FIELD extend type Q @x extend type Q implements I extend interface I @x extend union U @x extend enum E @x extend input In @x extend scalar S @x enum E2 { A } type WithArgs { f(x: Int): Int } input In2 { a: Int }';
function walk(node, out, pred) {
  if (Array.isArray(node)) { node.forEach((n) => walk(n, out, pred)); return; }
  if (!node || typeof node !== 'object' || !node.kind) return;
  for (const [k, v] of Object.entries(node)) { if (k === 'loc') continue; if (pred(v)) out.add(`${node.kind}.${k}`); walk(v, out, pred); }
}
for (const src of [exec, sdl]) {
  const a = new Set(); walk(A.parse(src, {noLocation: true}), a, (v) => Array.isArray(v) && v.length === 0);
  const b = new Set(); walk(B.parse(src, {noLocation: true}), b, (v) => Array.isArray(v) && v.length === 0);
  console.log([...a].sort().join(' '));
  console.log('17 empty arrays:', [...b].sort().join(' '));
}
