import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {generatedReference, type GeneratedReference} from './api-reference-helpers';

interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  items?: (SidebarItem | string)[];
}

const MODULE_TITLES = ['Request pipeline', 'Language', 'Type system', 'Execution', 'Validation', 'Utilities', 'Errors'];

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

function docIds(items: (SidebarItem | string)[]): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [item] : item.id ? [item.id] : docIds(item.items ?? [])));
}

function category(items: (SidebarItem | string)[], label: string): SidebarItem {
  const found = items.find((item): item is SidebarItem => typeof item !== 'string' && item.label === label);
  assert.ok(found, `category ${label}`);
  return found;
}

test('exports belong to the module of the folder they come from', () => {
  const expected: Record<string, string> = {
    graphql: 'graphql',
    version: 'graphql',
    parse: 'language',
    Kind: 'language',
    GraphQLSchema: 'type',
    execute: 'execution',
    subscribe: 'execution',
    validate: 'validation',
    KnownTypeNamesRule: 'validation',
    buildSchema: 'utilities',
    GraphQLError: 'error',
  };
  for (const version of ['17.x', '16.x']) {
    for (const [name, module] of Object.entries(expected)) {
      assert.equal(reference.symbols.find((s) => s.version === version && s.name === name)?.module, module, `${version} ${name}`);
    }
  }
});

for (const index of [0, 1]) {
  test(`sidebar ${index === 0 ? '17.x' : '16.x'}: by module, then by kind, every page exactly once, no catch-all`, () => {
    const pkg = reference.packages[index];
    const items = reference.sidebarOf(pkg).api as SidebarItem[];
    assert.deepEqual(
      items.map((item) => item.label),
      ['Overview', ...(index === 0 ? ['Changes from 16.x'] : []), ...MODULE_TITLES],
    );
    const language = category(items, 'Language');
    assert.deepEqual(
      language.items?.map((item) => (typeof item === 'string' ? item : (item.label ?? item.id))),
      ['Classes', 'Enums', 'Functions', 'Interfaces', 'type-aliases/language', 'variables/language'],
    );
    const ids = docIds(items);
    assert.equal(new Set(ids).size, ids.length, 'no page listed twice');
    const pages = reference.symbols.filter((s) => s.version === pkg.label && !s.url.includes('#'));
    for (const symbol of pages) assert.ok(ids.includes(symbol.url.slice(pkg.basePath.length + 1)), `${symbol.name} in the sidebar`);
    const labels = JSON.stringify(items);
    assert.doesNotMatch(labels, /"label":"(Other|Others|Misc|jsutils|Internal)"/i);
  });
}

test('validation rules are grouped together in the validation module', () => {
  for (const [index, packageName] of [
    [0, 'graphql'],
    [1, 'graphql-16'],
  ] as const) {
    const items = reference.sidebarOf(reference.packages[index]).api as SidebarItem[];
    const rules = category(category(items, 'Validation').items ?? [], 'Validation rules');
    const ruleIds = docIds(rules.items ?? []);
    const {specifiedRules} = require(packageName) as {specifiedRules: readonly {name: string}[]};
    for (const rule of specifiedRules) assert.ok(ruleIds.includes(`function/${rule.name}`), `${packageName} ${rule.name}`);
    assert.ok(ruleIds.includes('function/NoDeprecatedCustomRule'));
    assert.ok(
      ruleIds.every((id) => id.endsWith('Rule')),
      'only rules in the group',
    );
  }
});

test('the overview lists each module with its one-line description, then its exports by kind', () => {
  const overview = reference.pageAt('/api/');
  for (const title of MODULE_TITLES) assert.match(overview, new RegExp(`^## ${title} \\\\\\{#[a-z]+\\}\\n\\n\\S.+\\.`, 'm'), title);
  assert.match(overview, /^### Functions \\\{#language-function\}\n\n<ApiLinkList items=\{\[.*\["parse","\/api\/function\/parse",/m);
  assert.match(overview, /^### Validation rules \\\{#validation-rule\}/m);
});

test('each export on the overview carries the first sentence of its description, for the filter box to narrow', () => {
  for (const url of ['/api/', '/api/16.x/']) {
    const overview = reference.pageAt(url);
    // With the releases that added an export, for "added since", and the box for "used in the docs".
    assert.match(overview, /^<ApiOverviewFilter releases=\{\["15\.\d+\.0",[^\]]*"16\.0\.0",[^\]]*\]\} withUsage \/>$/m);
    const items = [...overview.matchAll(/^<ApiLinkList items=\{(.+)\} \/>$/gm)].flatMap(
      ([, json]) => JSON.parse(json) as [string, string, string, number?, string?, string?, number?][],
    );
    // The exports the docs' samples use are marked (plugins/docs-usage); those they do not, not.
    assert.equal(items.find(([name]) => name === 'buildSchema')![6], 1, url);
    assert.equal(items.find(([name]) => name === 'parseType')![6], undefined, url);
    const parse = items.find(([name]) => name === 'parse');
    assert.match(parse![2], /^Given a GraphQL source, parses it into a Document\.$/, url);
    // A full stop inside parentheses does not end the sentence.
    assert.equal(
      items.find(([name]) => name === 'parseType')![2],
      'Given a string containing a GraphQL Type (ex. [Int!]), parse the AST for that type.',
      url,
    );
    // Every kind heading and its list sit in a group, every module in a section: the CSS hides them when the filter empties them.
    assert.equal(overview.match(/^<div className="api-overview-group">\n\n### /gm)?.length, overview.match(/^### /gm)?.length, url);
    assert.equal(overview.match(/^<section className="api-overview-module">\n\n## /gm)?.length, overview.match(/^## /gm)?.length, url);
    assert.ok(items.filter(([, , summary]) => summary === '').length < items.length / 10, `${url}: most exports have a summary`);
  }
});
