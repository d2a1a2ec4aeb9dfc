import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {sampleUses, type SampleUses} from '../../plugins/docs-usage/sample-uses';

const siteDir = path.resolve(__dirname, '../..');
// Samples of the test's own, in a folder where 'graphql' resolves to the installed package, as
// it does from examples/.
const dir = mkdtempSync(path.join(tmpdir(), 'docs-usage-'));
mkdirSync(path.join(dir, 'node_modules'));
symlinkSync(path.join(siteDir, 'node_modules/graphql'), path.join(dir, 'node_modules/graphql'), 'dir');
writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
after(() => rmSync(dir, {recursive: true, force: true}));

function usesOf(code: string): SampleUses {
  const file = path.join(dir, `sample-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, code);
  return sampleUses([file]).get(file)!;
}

/** `name@line:column` of each name use, `+` marking the import. */
function names(uses: SampleUses): string[] {
  return uses.names.map((use) => `${use.name}@${use.line}:${use.column}${use.inImport ? '+' : ''}`);
}

test('an import and the uses of its binding count; a local variable of the same name does not', () => {
  const uses = usesOf(
    [
      "import {parse} from 'graphql';",
      'parse(`{ a }`);',
      'function own() {',
      '  const parse = (text) => text;',
      '  return parse(`{ b }`);',
      '}',
      'own();',
    ].join('\n'),
  );
  assert.deepEqual(names(uses), ['parse@0:8+', 'parse@1:0']);
});

test('an aliased import counts as the export it renames, in the import and where the alias is used', () => {
  const uses = usesOf(["import {parse as p} from 'graphql';", 'const document = p(`{ a }`);', 'console.log(document.kind);'].join('\n'));
  assert.deepEqual(names(uses), ['parse@0:8+', 'parse@0:17+', 'parse@1:17']);
  assert.equal(uses.names[2]!.length, 1);
});

test('a member of a namespace import counts as the export; the same name from another module does not', () => {
  const uses = usesOf(
    [
      "import * as graphql from 'graphql';",
      "import {parse} from './elsewhere.js';",
      'graphql.parse(`{ a }`);',
      'parse(`{ b }`);',
      'const {print} = {print: String};',
      'print(1);',
    ].join('\n'),
  );
  assert.deepEqual(names(uses), ['parse@2:8']);
});

test('a shorthand property passes the imported binding on', () => {
  const uses = usesOf(
    ["import {GraphQLString} from 'graphql';", 'const field = {type: GraphQLString};', 'const fields = {GraphQLString};'].join('\n'),
  );
  assert.deepEqual(names(uses), ['GraphQLString@0:8+', 'GraphQLString@1:21', 'GraphQLString@2:16']);
});

test('calls of methods graphql declares are found on values whose type the compiler infers', () => {
  const uses = usesOf(
    [
      "import {buildSchema, GraphQLError} from 'graphql';",
      "const schema = buildSchema('type Query { a: Int }');",
      "console.log(schema.getType('Query'));",
      "const error = new GraphQLError('no');",
      'console.log(error.toJSON(), error.message.trim());',
      'const own = {getType: () => 1};',
      'own.getType();',
      "const chained = buildSchema('type Query { a: Int }')",
      '  .getQueryType();',
    ].join('\n'),
  );
  assert.deepEqual(
    uses.members.map((call) => `${call.owner}.${call.member}@${call.line}`),
    // A chained call is placed on the line of the method's name.
    ['GraphQLSchema.getType@2', 'GraphQLError.toJSON@4', 'GraphQLSchema.getQueryType@8'],
  );
});
