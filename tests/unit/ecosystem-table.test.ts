import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {promisify} from 'node:util';
import semver from 'semver';
import {GRAPHQL_17_VERSION, graphql17Ecosystem} from '../../src/data/graphql17Ecosystem';

// The ecosystem table of docs/upgrade-guides/v16-v17.mdx, checked against the npm registry (which
// CI reaches): each row's graphql peer range and verdict must be what the registry says of
// that published version.
const run = promisify(execFile);

async function graphqlPeerOf(name: string, version: string): Promise<string | null> {
  const {stdout} = await run('npm', ['view', `${name}@${version}`, 'peerDependencies', '--json'], {
    env: {...process.env, npm_config_update_notifier: 'false'},
  });
  // npm prints nothing when the version declares no peer dependencies.
  const peers = stdout.trim() === '' ? {} : (JSON.parse(stdout) as Record<string, string>);
  return peers.graphql ?? null;
}

/**
 * The graphql versions an instrumentation's code patches: the `supportedVersions` its published
 * files declare, read from the package as the registry serves it, in a folder of this test's own.
 */
async function instrumentedRangeOf(name: string, version: string): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'ecosystem-table-'));
  try {
    const {stdout} = await run(
      'npm',
      ['pack', `${name}@${version}`, '--json', '--pack-destination', work, `--cache=${path.join(work, 'cache')}`],
      {
        cwd: work,
        env: {...process.env, npm_config_update_notifier: 'false'},
      },
    );
    const [{filename}] = JSON.parse(stdout) as {filename: string}[];
    await run('tar', ['-xzf', path.join(work, filename), '-C', work]);
    const files = (await readdir(path.join(work, 'package'), {recursive: true})).filter((file) => /\.c?js$/.test(file));
    const ranges = new Set<string>();
    for (const file of files) {
      const declared = /\bsupportedVersions\s*=\s*(\[[^\]]*\])/.exec(await readFile(path.join(work, 'package', file), 'utf8'));
      if (declared) {
        ranges.add((JSON.parse(declared[1]) as string[]).join(' || '));
      }
    }
    assert.equal(ranges.size, 1, `${name}@${version} declares one supportedVersions: ${[...ranges].join('; ')}`);
    return [...ranges][0];
  } finally {
    await rm(work, {recursive: true, force: true});
  }
}

/** The range the way the table prints it: npm stores "a||b" as written, spaces aside. */
function normalise(range: string): string {
  return range.replace(/\s+/g, '').replace(/\|\|/g, ' || ');
}

describe('the graphql 17 ecosystem table', () => {
  test('is checked against the graphql 17 that is installed', () => {
    const installed = JSON.parse(readFileSync(new URL('../../node_modules/graphql/package.json', import.meta.url), 'utf8'));
    assert.equal(installed.version, GRAPHQL_17_VERSION);
  });

  for (const entry of graphql17Ecosystem) {
    test(`${entry.name}@${entry.version}`, async () => {
      const peer = await graphqlPeerOf(entry.name, entry.version);
      assert.equal(
        peer === null ? null : normalise(peer),
        entry.graphqlPeer === null ? null : normalise(entry.graphqlPeer),
        'graphql peer range',
      );
      const instrumented = entry.instrumentedRange === undefined ? undefined : await instrumentedRangeOf(entry.name, entry.version);
      assert.equal(instrumented, entry.instrumentedRange, 'graphql versions its code patches');
      const range = peer ?? instrumented;
      const accepts = range === undefined || semver.satisfies(GRAPHQL_17_VERSION, range);
      assert.equal(accepts, entry.accepts17, `does ${range} accept graphql ${GRAPHQL_17_VERSION}?`);
    });
  }

  test('the page renders the table', () => {
    const page = readFileSync(new URL('../../docs/upgrade-guides/v16-v17.mdx', import.meta.url), 'utf8');
    assert.match(page, /<EcosystemTable \/>/);
  });
});
