import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {DOCUMENTED_PACKAGES} from '../../plugins/api-reference';
import {
  computeHistory,
  historyDisagreement,
  loadHistory,
  parseEvents,
  serializeHistory,
  stateAt,
} from '../../plugins/api-reference/history/data';
import {HistoryNotes} from '../../plugins/api-reference/history/notes';
import {readSurface, type Surface} from '../../plugins/api-reference/history/surface';
import {readDocumentedPackages} from '../../plugins/api-reference/packages';
import {siteDir} from './api-reference-helpers';

const data = loadHistory();
const packages = readDocumentedPackages(siteDir, DOCUMENTED_PACKAGES);
const surfaces = new Map(packages.map((pkg) => [pkg.packageName, readSurface(pkg.packageDir)]));

test('the committed history agrees with every installed version: a bump without `npm run api-history` fails here', () => {
  for (const pkg of packages) {
    const surface = surfaces.get(pkg.packageName)!;
    assert.ok(surface.size > 1000, `${pkg.packageName}: ${surface.size} keys read`);
    assert.equal(historyDisagreement(data, pkg.version, surface), undefined);
  }
});

test('a disagreement names the keys and the command to run', () => {
  const [current] = packages;
  const surface: Surface = new Map(surfaces.get(current.packageName));
  surface.set('parse(newOption)', {deprecated: false});
  surface.delete('GraphQLSchema.getType');
  surface.set('parse', {deprecated: true});
  const message = historyDisagreement(data, current.version, surface)!;
  assert.match(
    message,
    /disagrees with graphql 17\.1\.0: missing 1 \(parse\(newOption\)\); recorded as live but absent: 1 \(GraphQLSchema\.getType\); deprecation differs: 1 \(parse\)\. Run `npm run api-history` and commit the file\./,
  );
  assert.match(
    historyDisagreement(data, '17.9.0', surface)!,
    /graphql 17\.9\.0 is not in graphql-history\.json \(it records 15\.0\.0 to 17\.1\.0\): run `npm run api-history`/,
  );
  assert.throws(
    () => HistoryNotes.of({...current, version: '17.9.0'}, data),
    /graphql 17\.9\.0 is not in .*graphql-history\.json.*: run `npm run api-history` and commit the file/,
  );
});

test('the data covers every release of 15.x, 16.x and 17.x up to the installed ones, oldest first', () => {
  for (const version of ['15.0.0', '15.11.0', '16.0.0', '16.12.0', '16.15.0', '17.0.0', '17.1.0'])
    assert.ok(data.releases.includes(version), version);
  // 16.15.0 came out after 17.0.0, which followed 16.14.2.
  assert.equal(data.after['17.0.0'], '16.14.2');
  assert.ok(!data.releases.some((version) => version.includes('-')), 'no prereleases');
  assert.equal(
    readFileSync(path.join(siteDir, 'plugins/api-reference/history/graphql-history.json'), 'utf8'),
    serializeHistory(data),
    'written by serializeHistory',
  );
});

test('events: each release against the one it follows; the first release of a major follows the last earlier one published before it', () => {
  const surface = (entries: [string, boolean][]) => new Map(entries.map(([key, deprecated]) => [key, {deprecated}]));
  const history = computeHistory([
    {
      version: '2.0.0',
      published: '2020-03-01T00:00:00.000Z',
      surface: surface([
        ['a', false],
        ['late', false],
      ]),
    },
    {
      version: '1.0.0',
      published: '2020-01-01T00:00:00.000Z',
      surface: surface([
        ['a', false],
        ['b', false],
      ]),
    },
    {
      version: '1.1.0',
      published: '2020-02-01T00:00:00.000Z',
      surface: surface([
        ['a', true],
        ['b', false],
        ['c', true],
      ]),
    },
    {version: '1.10.0', published: '2020-02-15T00:00:00.000Z', surface: surface([['b', false]])},
    // Published after 2.0.0: 2.0.0 follows 1.10.0, and what 1.11.0 adds is added in 1.11.0 alone.
    {
      version: '1.11.0',
      published: '2020-04-01T00:00:00.000Z',
      surface: surface([
        ['b', false],
        ['late', false],
      ]),
    },
    {
      version: '2.1.0',
      published: '2020-04-02T00:00:00.000Z',
      surface: surface([
        ['a', false],
        ['late', false],
      ]),
    },
  ]);
  assert.deepEqual(history.releases, ['1.0.0', '1.1.0', '1.10.0', '1.11.0', '2.0.0', '2.1.0']);
  assert.deepEqual(history.after, {'2.0.0': '1.10.0'});
  assert.deepEqual(history.history, {
    a: '+1.0.0 d1.1.0 -1.10.0 +2.0.0',
    b: '+1.0.0 -2.0.0',
    c: '+1.1.0 d1.1.0 -1.10.0',
    late: '+1.11.0 +2.0.0',
  });
  assert.equal(stateAt(history, parseEvents(history.history.a), '1.1.0'), 'deprecated');
  assert.equal(stateAt(history, parseEvents(history.history.a), '1.11.0'), 'absent');
  assert.equal(stateAt(history, parseEvents(history.history.a), '2.1.0'), 'live');
  assert.equal(stateAt(history, parseEvents(history.history.b), '1.11.0'), 'live');
  assert.equal(stateAt(history, parseEvents(history.history.b), '2.0.0'), 'absent');
});

test('the surface has members of every kind, options fields, and graphql 17 enums and Kind', () => {
  const v17 = surfaces.get('graphql')!;
  const v16 = surfaces.get('graphql-16')!;
  for (const key of [
    'GraphQLError.[Symbol.toStringTag]',
    'GraphQLError.message',
    'GraphQLSchema.constructor',
    'GraphQLSchema.getType',
    'GraphQLFieldConfig.resolve',
    'Kind.NAME',
    'TokenKind.SOF',
    'TypeKind.SCALAR',
    'print(options.maxIndentDepth)',
    'getVariableValues(options.hideSuggestions)',
  ]) {
    assert.ok(v17.has(key), `17: ${key}`);
  }
  // 16.x's options object is an interface it does not export.
  for (const key of ['getVariableValues(options.maxErrors)', 'Kind.NAME', 'TypeKind.SCALAR', 'validate(typeInfo)'])
    assert.ok(v16.has(key), `16: ${key}`);
  // Methods and constructors: their parameters, every overload's, and their options fields.
  for (const key of [
    'GraphQLEnumType.parseValue(hideSuggestions)',
    'GraphQLEnumType.parseLiteral(hideSuggestions)',
    'GraphQLError.constructor(options)',
    'GraphQLError.constructor(nodes)',
  ])
    assert.ok(v16.has(key), `16: ${key}`);
  for (const key of ['ValidationContext.constructor(options)', 'ValidationContext.constructor(options.allowEmptySelectionSets)'])
    assert.ok(v17.has(key), `17: ${key}`);
  assert.equal(v17.get('ValidationContext.constructor(options.allowEmptySelectionSets)')?.deprecated, true);
  assert.ok(!v17.has('validate(typeInfo)'));
  assert.equal(v16.get('validate(typeInfo)')?.deprecated, true);
  assert.equal(v17.get('valueFromAST')?.deprecated, true);
  assert.equal(v16.get('valueFromAST')?.deprecated, false);
});

test("an object type written as a type alias has its members: 15.0.0's `type ExecutionArgs = { … }`, 16's mapped ASTKindToNode", () => {
  // 15.0.0 wrote ExecutionArgs, ResponsePath and SchemaExtensionNode as type aliases of object
  // types (interfaces from 15.1.0); ASTKindToNode became a mapped type in 16.0.0 with the same keys.
  for (const key of ['ExecutionArgs.schema', 'ExecutionArgs.typeResolver', 'ResponsePath.key', 'SchemaExtensionNode.directives'])
    assert.equal(data.history[key]?.split(' ')[0], '+15.0.0', `${key}: ${data.history[key]}`);
  for (const key of ['ASTKindToNode.StringValue', 'ASTKindToNode.Name'])
    assert.equal(data.history[key], '+15.0.0', `${key}: ${data.history[key]}`);
  const surface = surfaces.get('graphql-16')!;
  assert.ok(surface.has('ASTKindToNode.Document') && surface.has('ASTKindToNode.DirectiveCoordinate'));
});

test('history lines: a release that added it, "or earlier" for the first release read, and deprecations', () => {
  const [current, older] = packages;
  const notes = HistoryNotes.of(current, data);
  assert.equal(notes.text('ArgumentCoordinateNode'), 'Added in 16.12.0.');
  // 16.15.0 and 17.1.0 both added it; 17.0.0, older than 16.15.0, never had it.
  assert.equal(notes.text('ParseOptions.maxComments'), 'Added in 16.15.0 and 17.1.0.');
  assert.equal(notes.addedIn('ParseOptions.maxComments'), '17.1.0');
  assert.equal(HistoryNotes.of(older, data).addedIn('ParseOptions.maxComments'), '16.15.0');
  assert.equal(notes.text('parse'), 'Added in 15.0.0 or earlier.');
  assert.equal(notes.text('valueFromAST'), 'Added in 15.0.0 or earlier. Deprecated in 17.0.0.');
  assert.equal(
    HistoryNotes.of(older, data).text('assertValidName'),
    'Added in 15.0.0 or earlier. Deprecated in 16.0.0. Removed in 17.0.0.',
  );
  assert.equal(notes.parameterNote('getVariableValues', 'options', 'hideSuggestions'), '(Added in 16.15.0 and 17.0.0)');
  assert.equal(
    HistoryNotes.of(older, data).parameterNote('validate', 'typeInfo'),
    '(Added in 15.0.0 or earlier; Deprecated in 16.0.0; Removed in 17.0.0)',
  );
  assert.equal(notes.parameterNote('getVariableValues', 'schema'), '', 'the same as its function: not repeated');
});
