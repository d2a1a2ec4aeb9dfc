import assert from 'node:assert/strict';
import {before, test} from 'node:test';
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
        const row = new RegExp(
          `^\\| <ApiAnchor id="${member}" />(~~)?\`${member}\`(~~)? \\| \`${escapeRegExp(JSON.stringify(value).replace(/\|/g, '\\|'))}\` \\|`,
          'm',
        );
        assert.match(page, row, `${label} ${name}.${member} has a table row with its anchor and value`);
      }
      const rows = page.match(/^\| <ApiAnchor /gm) ?? [];
      assert.equal(rows.length, members.length, `${label} ${name} lists exactly the runtime members`);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('17.x const-object enums show their real declaration: a const object or namespace, and a union type', () => {
  const tokenKind = reference.pageAt('/api/enum/TokenKind');
  assert.ok(tokenKind.includes('<ApiSignature parts={["const TokenKind: \\u007b\\n  readonly SOF: \\"<SOF>\\";'));
  assert.ok(tokenKind.includes('\\ntype TokenKind = (typeof TokenKind)[keyof typeof TokenKind]"]} />'));
  const kind = reference.pageAt('/api/enum/Kind');
  assert.ok(kind.includes('<ApiSignature parts={["namespace Kind \\u007b\\n  const NAME = \\"Name\\";\\n  type NAME = typeof NAME;'));
  assert.ok(kind.includes('\\ntype Kind = (typeof Kind)[keyof typeof Kind]"]} />'));
  assert.ok(reference.pageAt('/api/16.x/enum/Kind').includes('<ApiSignature parts={["enum Kind \\u007b\\n  NAME = \\"Name\\",'));
  assert.match(kind, /^\| Member \| Value \| Description \|$/m);
  // The history line, then the description.
  assert.match(
    kind,
    /^\| <ApiAnchor id="NAME" \/>`NAME` \| `"Name"` \| <span className="api-history">Added in 15\.0\.0 or earlier\.<\/span> AST kind for name nodes\. \|$/m,
  );
});
