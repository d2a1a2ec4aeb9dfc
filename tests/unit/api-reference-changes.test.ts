import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {changeLine, overallImpact} from '../../plugins/api-reference/changes';
import {accepts, excerpts, structuralDiff, typeChange} from '../../plugins/api-reference/structural-diff';
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

test('members are compared as resolved, inherited ones included: GraphQLArgs keeps what it takes from Omit<ExecutionArgs>', () => {
  const lines = whatChanged('GraphQLArgs');
  for (const member of [
    'schema',
    'rootValue',
    'contextValue',
    'variableValues',
    'operationName',
    'fieldResolver',
    'typeResolver',
    'hideSuggestions',
  ])
    assert.ok(!lines.some((line) => line.startsWith(`member \`${member}\``)), `${member}: ${lines.join('; ')}`);
  // What the new parents bring is listed as added, with the release that deprecated it.
  assert.ok(lines.includes('member `abortSignal` added [non-breaking]'), lines.join('; '));
  assert.ok(lines.includes('member `allowEmptySelectionSets` added (deprecated in 17.1.0) [non-breaking]'), lines.join('; '));
  assert.ok(!lines.some((line) => line.endsWith('[breaking]')), lines.join('; '));
});

test('a type parameter appended with a default is that default: 16 code names no argument for it', () => {
  // 16's GraphQLUnionType has no type parameters; 17's `<TSource = any, TContext = any>` makes
  // the bare `GraphQLUnionType` a `GraphQLUnionType<any, any>`, whose members are 16's.
  assert.deepEqual(whatChanged('GraphQLUnionType'), [
    'type parameters `none` → `<TSource = any, TContext = any>` [non-breaking]',
    'implements `nothing` → `{ toJSON: () => string; toString: () => string }` [non-breaking]',
  ]);
  const interfaceType = whatChanged('GraphQLInterfaceType');
  for (const member of ['member `resolveType`', 'member `getFields`', 'member `constructor`', 'constructor:'])
    assert.ok(!interfaceType.some((line) => line.startsWith(member)), `${member}: ${interfaceType.join('; ')}`);
  // A default that differs from what 16 wrote is still a change: `isTypeOf` gets `unknown` where it got TSource.
  assert.ok(
    whatChanged('GraphQLObjectTypeConfig').includes(
      'member `isTypeOf` type changed: adds `GraphQLIsTypeOfFn<unknown, TContext>`, removes `GraphQLIsTypeOfFn<TSource, TContext>` [breaking]',
    ),
  );
});

test('an overload removed: the remaining one is compared with the overload it replaces', () => {
  assert.deepEqual(whatChanged('createSourceEventStream'), [
    'overloads: 2 → 1 [breaking]',
    'parameter `args` (now `validatedExecutionArgs`) type changed: `ExecutionArgs` → `ValidatedSubscriptionArgs` (overload 1) [breaking]',
    'return type widened: `Promise<AsyncIterable<unknown> | ExecutionResult>` → `PromiseOrValue<AsyncIterable<unknown> | ExecutionResult>` (overload 1) [breaking]',
    'overload `(schema, document, rootValue?, contextValue?, variableValues?, operationName?, subscribeFieldResolver?)` removed [breaking]',
  ]);
});

test('a constructor is compared as a function: an overload added, kept and deprecated, or removed', () => {
  const constructorOf = (name: string) => whatChanged(name).filter((line) => line.startsWith('constructor:'));
  // 17.1.0 adds `options` and keeps 16's positional `hideSuggestions` as a deprecated overload: 16 calls still compile.
  assert.deepEqual(constructorOf('ValidationContext'), [
    'constructor: overloads: 1 → 2 [non-breaking]',
    'constructor: overload `(schema, ast, typeInfo, onError, options?)` added [non-breaking]',
    'constructor: overload `(schema, ast, typeInfo, onError, hideSuggestions?)` deprecated [deprecation]',
  ]);
  assert.deepEqual(constructorOf('GraphQLError'), [
    'constructor: overloads: 2 → 1 [breaking]',
    'constructor: overload `(message, nodes?, source?, positions?, path?, originalError?, extensions?)` removed [breaking]',
  ]);
  assert.ok(
    constructorOf('TypeInfo').includes(
      'constructor: parameter `getFieldDefFn` (now `fragmentSignatures`) type changed: `GetFieldDefFn` → `Maybe<(fragmentName: string) => Maybe<FragmentSignature>>` [breaking]',
    ),
    constructorOf('TypeInfo').join('; '),
  );
});

test('the type of an exported function reads `typeof` it, not a type of that name', () => {
  // 16.15.0: `recommendedRules: readonly typeof MaxIntrospectionDepthRule[]`.
  assert.deepEqual(whatChanged('recommendedRules'), [
    'type changed: `ReadonlyArray<typeof MaxIntrospectionDepthRule>` → `ReadonlyArray<ValidationRule>` [breaking]',
  ]);
});

test('an @internal member is not API: not listed added or removed, and one newly marked is a deprecation', () => {
  // 16's GraphQLSchema.__validationErrors and 17's ParseOptions.lexer (in GraphQLArgs) are `@internal`.
  assert.ok(!whatChanged('GraphQLSchema').some((line) => line.includes('__validationErrors')), whatChanged('GraphQLSchema').join('; '));
  assert.ok(!whatChanged('GraphQLArgs').some((line) => line.includes('`lexer`')), whatChanged('GraphQLArgs').join('; '));
  for (const name of ['GraphQLSchemaConfig', 'BuildSchemaOptions'])
    assert.ok(
      whatChanged(name).includes('member `assumeValid` made internal (`@internal`) [deprecation]'),
      `${name}: ${whatChanged(name).join('; ')}`,
    );
  assert.ok(whatChanged('ExecutionArgs').includes('member `options` made internal (all its fields are `@internal`) [deprecation]'));
});

test('entry points: graphql/subscription is in 16 and not in 17', () => {
  assert.deepEqual(diff.entryPoints, {
    added: [],
    removed: [{path: 'graphql/subscription', exports: ['SubscriptionArgs', 'createSourceEventStream', 'subscribe']}],
  });
});

test('a shortened type never hides the difference: every "before → after" pair differs as shown', () => {
  const same: string[] = [];
  for (const [name, changes] of diff.changed) {
    for (const {what} of changes) {
      for (const [, before, after] of what.matchAll(/`([^`]*)` → `([^`]*)`/g)) if (before === after) same.push(`${name}: ${what}`);
      const added = /adds (.*?)(?:, removes|$)/.exec(what)?.[1];
      const removed = /removes (.*)$/.exec(what)?.[1];
      if (added && removed) {
        const shown = (list: string) => [...list.matchAll(/`([^`]*)`/g)].map((match) => match[1]);
        if (shown(added).some((type) => shown(removed).includes(type))) same.push(`${name}: ${what}`);
      }
    }
  }
  assert.deepEqual(same, []);
  for (const name of ['ASTKindToNode', 'ASTVisitFn', 'ASTVisitorKeyMap', 'visit', 'GraphQLObjectType', 'ValidationContext'])
    assert.ok(diff.changed.has(name), name);
  const [before, after] = excerpts(`{ a: 1; ${'x'.repeat(80)}; b: 2 }`, `{ a: 1; ${'x'.repeat(80)}; b: 3 }`);
  assert.notEqual(before, after);
  assert.ok(before.endsWith('b: 2 }') && after.endsWith('b: 3 }'), `${before} / ${after}`);
});

test('breaking follows the written rule: required member of an interface, options fields, accepted values', () => {
  // Code that builds a GraphQLResolveInfo (a resolver's unit test) no longer compiles.
  assert.ok(whatChanged('GraphQLResolveInfo').includes('member `getAbortSignal` added (required) [breaking]'));
  assert.ok(whatChanged('GraphQLResolveInfo').includes('member `getAsyncHelpers` added (required) [breaking]'));
  // Only an optional field added, deprecated in the release that added it.
  const validate = whatChanged('validate').filter((line) => line.includes('`options`'));
  assert.deepEqual(validate, [
    'parameter `options`, field `allowEmptySelectionSets` added (optional, deprecated in 17.1.0) [non-breaking]',
  ]);
  assert.ok(accepts('{ a?: number; b?: string }', '{ a?: number }'));
  assert.ok(!accepts('{ a?: number; b: string }', '{ a?: number }'), 'a required field added');
  assert.ok(!accepts('{ b?: string }', '{ a?: number }'), 'a field removed');
  assert.ok(accepts('A | B | { a?: number | string }', 'B | { a?: number }'));
  assert.ok(!accepts('A', 'A | B'));
});
