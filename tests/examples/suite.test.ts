import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {GRAPHQL_17_NODE_RANGE, SAMPLE_NODE} from './support/runtime';
import {CLAIM_FILE, EXAMPLES_DIR} from './support/samples';

const REPO_DIR = fileURLToPath(new URL('../../', import.meta.url));
const TESTS_DIR = fileURLToPath(new URL('./', import.meta.url));

function filesUnder(directory: string): string[] {
  return (
    readdirSync(directory, {recursive: true, withFileTypes: true})
      // A workspace's installed packages (examples/express-graphql/legacy/node_modules) are not examples.
      .filter((entry) => entry.isFile() && !entry.parentPath.split(path.sep).includes('node_modules'))
      .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
  );
}

const exampleFiles = filesUnder(EXAMPLES_DIR).filter((file) => file !== 'package.json');

// The express-graphql workspace, which installs express-graphql and graphql 15 for the tests of the
// migration page's express-graphql column: they back a table, like claim tests, and are not shown.
const LEGACY_WORKSPACE = ['express-graphql/legacy/package.json', 'express-graphql/legacy/express-graphql.test.js'];

function textOfFilesIn(directory: string, extension: string): string {
  return filesUnder(directory)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(path.join(directory, file), 'utf8'))
    .join('\n');
}

const GRAPHQL_16_HOOK = fileURLToPath(new URL('./support/use-graphql-16.mjs', import.meta.url));

/** Runs an ES module program in examples/ as is and with the graphql 16 hook: each version and what it printed. */
function runWithoutAndWithHook(program: string): [version: string, stdout: string][] {
  return (
    [
      [[], '17.1.0'],
      [['--import', GRAPHQL_16_HOOK], '16.15.0'],
    ] as const
  ).map(([args, version]) => {
    const result = spawnSync(SAMPLE_NODE.executable, [...args, '--input-type=module', '-e', program], {
      cwd: EXAMPLES_DIR,
      encoding: 'utf8',
    });
    assert.equal(result.stderr, '', version);
    return [version, result.stdout.trim()];
  });
}

describe('the examples suite itself', () => {
  test('samples run on a Node.js that graphql 17 supports', () => {
    // ARCHITECTURE.md ("Node.js versions") states these versions.
    assert.equal(GRAPHQL_17_NODE_RANGE, '^22.0.0 || ^24.0.0 || >=26.0.0');
    assert.match(spawnSync(SAMPLE_NODE.executable, ['--version'], {encoding: 'utf8'}).stdout, /^v(22|24|2[6-9]|[3-9]\d)\./);
  });

  test('every example file is run by a test, or imported by a sample that is', () => {
    const testSources = textOfFilesIn(TESTS_DIR, '.test.ts');
    const isCovered = (name: string): boolean => {
      // claims.test.ts finds and runs every claims.test.js.
      if (path.basename(name) === CLAIM_FILE) {
        return true;
      }
      // npm reads the workspace's package.json; express-graphql.test.ts runs its test file.
      if (name === LEGACY_WORKSPACE[0]) {
        return true;
      }
      // A graphql 16 output is read wherever its graphql 17 counterpart is.
      const file = name.replace(/\.v16\.txt$/, '.txt');
      if (testSources.includes(`'${file}'`)) {
        return true;
      }
      const directory = path.dirname(file);
      const importedAs = `'./${path.basename(file)}'`;
      return exampleFiles.some(
        (other) =>
          other !== file &&
          path.dirname(other) === directory &&
          readFileSync(path.join(EXAMPLES_DIR, other), 'utf8').includes(importedAs) &&
          isCovered(other),
      );
    };
    assert.deepEqual(
      exampleFiles.filter((file) => !isCovered(file)),
      [],
    );
  });

  test('every sample and output is shown on a page', () => {
    const pages = textOfFilesIn(path.join(REPO_DIR, 'docs'), '.mdx') + textOfFilesIn(path.join(REPO_DIR, 'src'), '.tsx');
    // Claim tests back the prose; they are not shown.
    const notShown = exampleFiles.filter(
      (file) => path.basename(file) !== CLAIM_FILE && !LEGACY_WORKSPACE.includes(file) && !pages.includes(`@site/examples/${file}?raw`),
    );
    assert.deepEqual(notShown, []);
  });

  test('a graphql 16 output file exists only where graphql 16 prints something else', () => {
    for (const file of exampleFiles.filter((name) => name.endsWith('.v16.txt'))) {
      const v17 = readFileSync(path.join(EXAMPLES_DIR, file.replace(/\.v16\.txt$/, '.txt')), 'utf8');
      const v16 = readFileSync(path.join(EXAMPLES_DIR, file), 'utf8');
      assert.notEqual(v16, v17, file);
    }
  });

  test('the graphql 16 hook swaps the package for the sample and for graphql-http alike', () => {
    // graphql-http validates with its own `graphql` import: a schema from another instance fails.
    const probe = [
      "import {buildSchema, version} from 'graphql';",
      "import {createHandler} from 'graphql-http';",
      "const handler = createHandler({schema: buildSchema('type Query { v: String }'), rootValue: {v: version}});",
      "const [body] = await handler({method: 'GET', url: '/?query={v}', headers: {}, body: null, raw: null, context: null});",
      'console.log(body);',
    ].join('\n');
    for (const [version, stdout] of runWithoutAndWithHook(probe)) {
      assert.equal(stdout, JSON.stringify({data: {v: version}}));
    }
  });

  test('the graphql 16 hook swaps the package for CommonJS dependencies too, which require() it (graphql-relay)', () => {
    // graphql-relay builds its Node interface with its own require('graphql'); graphql 16 refuses
    // a type from another instance when the schema is built.
    const probe = [
      "import {createRequire} from 'node:module';",
      "import {GraphQLObjectType, GraphQLSchema, version} from 'graphql';",
      "import {nodeDefinitions} from 'graphql-relay';",
      'const {nodeField} = nodeDefinitions(() => null);',
      "new GraphQLSchema({query: new GraphQLObjectType({name: 'Query', fields: {node: nodeField}})});",
      "console.log(version, createRequire(import.meta.url)('graphql').version);",
    ].join('\n');
    for (const [version, stdout] of runWithoutAndWithHook(probe)) {
      assert.equal(stdout, `${version} ${version}`);
    }
  });
});
