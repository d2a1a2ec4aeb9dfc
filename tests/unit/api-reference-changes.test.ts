import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {changeLine, overallImpact} from '../../plugins/api-reference/changes';
import {structuralDiff, typeChange} from '../../plugins/api-reference/structural-diff';
import {guideSections, sectionsAbout} from '../../plugins/api-reference/upgrade-guide';
import {siteDir} from './api-reference-helpers';

// The structural comparison behind /api/changes, on the installed graphql 16 and 17: the cases
// a comparison of the declarations' text got wrong, each asserted. (api-reference-rules.test.ts
// checks that the generated page lists exactly what this comparison finds.)

const diff = structuralDiff(path.join(siteDir, 'node_modules/graphql-16'), path.join(siteDir, 'node_modules/graphql'));
const whatChanged = (name: string) =>
  (diff.changed.get(name) ?? assert.fail(`${name} is not listed as changed`)).map((change) => `${change.what} [${change.impact}]`);

test('the same declaration written differently is no change', () => {
  for (const name of [
    // `Kind.X` in 16, `KindTypeMap['X']` in 17: the same literal type.
    'ArgumentCoordinateNode',
    'DirectiveArgumentCoordinateNode',
    'DirectiveCoordinateNode',
    'MemberCoordinateNode',
    'SchemaCoordinateNode',
    'TypeCoordinateNode',
    // Type arguments equal to their defaults (`GraphQLObjectType<any, any, any>`), an inherited member.
    'isObjectType',
    'isInterfaceType',
    'isUnionType',
    'TypedQueryDocumentNode',
    // An options interface inlined with the same shape; `options?: X | undefined` is `options?: X` for a parameter.
    'print',
    'parse',
    // A union written out in 16 and named in 17.
    'GraphQLType',
    'GraphQLNullableType',
  ]) {
    assert.ok(
      !diff.changed.has(name),
      `${name}: ${diff.changed
        .get(name)
        ?.map((c) => c.what)
        .join('; ')}`,
    );
  }
});

test('the 12 *Extensions interfaces: the index key widened from string to string | symbol', () => {
  const extensions = [...diff.changed.keys()].filter((name) => /^GraphQL\w+Extensions$/.test(name));
  assert.equal(extensions.length, 12, extensions.join());
  for (const name of extensions)
    assert.deepEqual(whatChanged(name), ['index signature key `string` → `string | symbol` [non-breaking]'], name);
});

test('TypeScript enums made const objects (or a namespace) plus a union type', () => {
  for (const name of ['TypeKind', 'OperationTypeNode', 'TokenKind', 'BreakingChangeType', 'DangerousChangeType', 'DirectiveLocation']) {
    assert.equal(whatChanged(name)[0], 'A TypeScript enum made a const object plus union type, with the same values [breaking]', name);
  }
  assert.equal(whatChanged('Kind')[0], 'A TypeScript enum made a namespace plus union type, with the same values [breaking]');
  assert.ok(whatChanged('Kind').includes('member `FRAGMENT_ARGUMENT` added [non-breaking]'));
});

test('an optional member that also accepts an explicit undefined (exactOptionalPropertyTypes)', () => {
  assert.deepEqual(whatChanged('GraphQLInterfaceTypeConfig'), [
    'member `interfaces` also accepts an explicit `undefined` (`ThunkReadonlyArray<GraphQLInterfaceType>` → `ThunkReadonlyArray<GraphQLInterfaceType> | undefined`; matters with exactOptionalPropertyTypes) [non-breaking]',
  ]);
});

test('every deprecation change, in both directions', () => {
  for (const name of [
    'valueFromAST',
    'findBreakingChanges',
    'findDangerousChanges',
    'GraphQLScalarSerializer',
    'GraphQLScalarValueParser',
  ]) {
    assert.ok(whatChanged(name).includes('Deprecated [deprecation]'), name);
  }
  assert.ok(whatChanged('ASTVisitorKeyMap').includes('No longer deprecated [non-breaking]'));
  assert.ok(whatChanged('GraphQLScalarType').includes('member `serialize` deprecated [deprecation]'));
});

test('parameters and return types: removed, added, widened and narrowed, with their impact', () => {
  assert.ok(whatChanged('validate').includes('parameter `typeInfo` removed [breaking]'));
  assert.ok(whatChanged('getArgumentValues').includes('optional parameter `hideSuggestions` added [non-breaking]'));
  assert.ok(whatChanged('subscribe').some((line) => line.startsWith('return type widened') && line.endsWith('[breaking]')));
  assert.ok(whatChanged('GraphQLArgument').includes('An interface made a class [breaking]'));
  assert.ok(diff.added.includes('enableDevMode') && diff.removed.includes('assertValidName'));
});

test('a change in one line: impact in bold, long unions as what they add and remove', () => {
  assert.equal(
    changeLine([
      {what: 'parameter `a` removed', impact: 'breaking'},
      {what: 'Deprecated', impact: 'deprecation'},
      {what: 'member `b` added', impact: 'non-breaking'},
    ]),
    '**Breaking**: parameter `a` removed. **Deprecation**: Deprecated. **Non-breaking**: member `b` added.',
  );
  assert.equal(
    overallImpact([
      {what: 'x', impact: 'deprecation'},
      {what: 'y', impact: 'non-breaking'},
    ]),
    'deprecation',
  );
  assert.equal(typeChange('A | B | C', 'A | B | D'), 'adds `D`, removes `C`');
  assert.equal(typeChange('string', 'number'), '`string` → `number`');
});

test('entries link the upgrade guide sections that name the export, never only the checklist', () => {
  const sections = guideSections();
  assert.deepEqual(
    sectionsAbout('TypeKind', sections).map((s) => s.id),
    ['const-objects'],
  );
  assert.deepEqual(
    sectionsAbout('valueFromAST', sections).map((s) => s.id),
    ['value-helpers'],
  );
  assert.deepEqual(sectionsAbout('NoSuchExport', sections), []);
});
