// The legacy map (plugins/legacy-redirects/legacy-pages.ts) against the installed graphql and the
// build's symbol indexes, and the rules made from it: what the `_redirects` writer refuses, and
// the nginx map. The rules over HTTP are in legacy-redirects-serve.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as graphql17 from 'graphql';
import * as graphql16 from 'graphql-16';
import {LEGACY_API_PAGES, LEGACY_PAGES, RENAMED_EXPORTS} from '../../plugins/legacy-redirects/legacy-pages';
import {
  formatRedirectsFile,
  legacyRules,
  lowercaseRules,
  nginxRedirectMap,
  parseRedirectsFile,
  redirectRules,
  sharedPageRules,
} from '../../plugins/legacy-redirects/rules';
import {symbolIndexPath} from '../../contracts/search';
import type {StoredSymbol} from '../../contracts/search-symbols';

const BUILD = fileURLToPath(new URL('../../build/', import.meta.url));

test('each renamed anchor names an export both graphql versions lack, and its replacement one both have', () => {
  for (const [anchor, replacement] of Object.entries(RENAMED_EXPORTS)) {
    for (const [version, exports] of [
      ['16', graphql16],
      ['17', graphql17],
    ] as const) {
      const names = Object.keys(exports);
      assert.ok(!names.some((name) => name.toLowerCase() === anchor), `graphql ${version} still exports ${anchor}`);
      assert.ok(names.includes(replacement), `graphql ${version} exports ${replacement}`);
    }
  }
});

test("every anchor of the old API pages names an export of the version its overview reads (the build's symbol index)", () => {
  const index = (version: string) => {
    const file = `${BUILD}${symbolIndexPath(version)}`;
    assert.ok(existsSync(file), `${file} exists: run \`npm run build\` first`);
    return new Set((JSON.parse(readFileSync(file, 'utf8')) as StoredSymbol[]).map(([name]) => name.toLowerCase()));
  };
  const indexes = {'17.x': index('17.x'), '16.x': index('16.x')};
  for (const {from, version, anchors} of LEGACY_API_PAGES) {
    // The 17.x overview falls back to 16.x for exports 17 removed (formatError).
    const tried = version === '16.x' ? [indexes['16.x']] : [indexes['17.x'], indexes['16.x']];
    for (const anchor of anchors) {
      const name = (RENAMED_EXPORTS[anchor] ?? anchor).toLowerCase();
      assert.ok(
        tried.some((names) => names.has(name)),
        `${from}#${anchor}`,
      );
    }
  }
});

test('each old address appears once, with and without its trailing slash', () => {
  const froms = [...LEGACY_PAGES, ...LEGACY_API_PAGES].map(({from}) => from);
  assert.equal(new Set(froms).size, froms.length);
  const sources = legacyRules().map(({from}) => from);
  for (const from of froms) assert.ok(sources.includes(from) && sources.includes(`${from}/`), from);
});

test('the rules refuse a target off the site, a pattern, a line break, a second hop and more rules than Cloudflare reads', () => {
  for (const rule of [
    {from: '/old', to: '//evil.example/'},
    {from: '/old', to: '/\\evil.example/'},
    {from: '/old', to: 'https://evil.example/'},
    {from: '/old\r\nSet-Cookie: x=1', to: '/new'},
    {from: '/old', to: '/new\nx'},
    {from: '/old/*', to: '/new'},
    {from: '/old/:name', to: '/new'},
  ]) {
    assert.throws(() => formatRedirectsFile([rule]), /invalid rule/, JSON.stringify(rule));
  }
  assert.throws(
    () =>
      formatRedirectsFile([
        {from: '/a', to: '/b'},
        {from: '/b', to: '/c'},
      ]),
    /redirects again/,
  );
  assert.throws(() => formatRedirectsFile([{from: '/a', to: '/a'}]), /redirects again/);
  const many = Array.from({length: 2001}, (_, i) => ({from: `/old/${i}`, to: '/new'}));
  assert.throws(() => formatRedirectsFile(many), /2000/);
  assert.doesNotThrow(() => formatRedirectsFile(many.slice(1)));
});

test('the build fails when an old address is a page again, or its target is gone', () => {
  const targets = [...new Set([...LEGACY_PAGES.map(({to}) => to), '/api', '/api/16.x'])];
  assert.doesNotThrow(() => redirectRules(targets));
  assert.throws(() => redirectRules([...targets, '/docs/n1-dataloader']), /is a page of this site again/);
  assert.throws(() => redirectRules(targets.filter((route) => route !== '/docs/guides/resolvers')), /has no page for/);
});

test('lowercase rules: one per route spelt with capitals, none where two routes share a spelling', () => {
  assert.deepEqual(lowercaseRules(['/api/class/GraphQLSchema', '/api/enum/Kind', '/api/enum/KIND', '/docs/guides/errors']), [
    {from: '/api/class/graphqlschema', to: '/api/class/GraphQLSchema'},
  ]);
  assert.deepEqual(
    sharedPageRules('/api/16.x', [
      {name: 'defaultTypeResolver', kind: 'variable', url: '/api/16.x/variables/execution#defaultTypeResolver'},
      {name: 'ASTNode', kind: 'type', url: '/api/16.x/type-aliases/language#ASTNode'},
    ]),
    [
      {from: '/api/16.x/function/defaulttyperesolver', to: '/api/16.x/variables/execution#defaultTypeResolver'},
      {from: '/api/16.x/variable/defaulttyperesolver', to: '/api/16.x/variables/execution#defaultTypeResolver'},
      {from: '/api/16.x/type-alias/astnode', to: '/api/16.x/type-aliases/language#ASTNode'},
    ],
  );
});

test('the nginx map holds every rule, quoted, and refuses what nginx would read as syntax', () => {
  const rules = parseRedirectsFile(
    '# comment\n/docs/n1-dataloader /docs/guides/batching-with-dataloader 301\n/api-v16/type /api/16.x?module=type 301\n',
  );
  assert.equal(
    nginxRedirectMap(rules),
    'map $uri $graphql_js_redirect {\n  default "";\n  "/docs/n1-dataloader" "/docs/guides/batching-with-dataloader";\n  "/api-v16/type" "/api/16.x?module=type";\n}\n',
  );
  assert.throws(() => nginxRedirectMap(new Map([['/a;', '/b']])), /cannot quote/);
  assert.throws(() => parseRedirectsFile('/a /b 302\n'), /cannot read/);
});
