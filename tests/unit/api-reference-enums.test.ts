import assert from 'node:assert/strict';
import {before, test} from 'node:test';
import {escapeLiteral} from '../../plugins/api-reference/mdx';
import {generatedReference, type GeneratedReference} from './api-reference-helpers';

// 16.x declares these as TypeScript enums; 17.x as const objects (Kind as a namespace).
const ENUMS = ['Kind', 'TokenKind', 'TypeKind', 'DirectiveLocation', 'OperationTypeNode', 'BreakingChangeType', 'DangerousChangeType'];

let reference: GeneratedReference;
before(async () => {
  reference = await generatedReference();
});

for (const [label, packageName] of [
  ['17.x', 'graphql'],
  ['16.x', 'graphql-16'],
] as const) {
  test(`${label}: enums have pages listing every member with the value the library has at runtime`, () => {
    const runtime = require(packageName) as Record<string, Record<string, string>>;
    for (const name of ENUMS) {
      const symbol = reference.symbols.find((s) => s.version === label && s.name === name);
      assert.equal(symbol?.kind, 'enum', `${name} is an enum`);
      assert.match(symbol.url, new RegExp(`/enum/${name}$`));
      const page = reference.pageAt(symbol.url);
      const members = Object.entries(runtime[name]);
      assert.ok(members.length > 1, `${name} has members at runtime`);
      for (const [member, value] of members) {
        assert.ok(page.includes(`### ${escapeLiteral(member)} \\{#${member}}`), `${label} ${name}.${member} has a heading with its anchor`);
        assert.ok(page.includes(`\`${name}.${member} = ${JSON.stringify(value)}\``), `${label} ${name}.${member} shows its value`);
      }
      const headings = page.match(/^### /gm) ?? [];
      assert.equal(headings.length, members.length, `${label} ${name} lists exactly the runtime members`);
    }
  });
}

test('17.x SafeChangeType, new in 17, is an enum too', () => {
  const symbol = reference.symbols.find((s) => s.version === '17.x' && s.name === 'SafeChangeType');
  assert.equal(symbol?.url, '/api/enum/SafeChangeType');
});

test('Kind, a namespace re-export in 17.x, keeps the description written on its export', () => {
  for (const version of ['17.x', '16.x']) {
    const kind = reference.symbols.find((s) => s.version === version && s.name === 'Kind');
    assert.equal(kind?.summary, 'The set of allowed kind values for AST nodes.', version);
  }
});
