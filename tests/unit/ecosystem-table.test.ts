import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import semver from 'semver';
import {loadEcosystemRegistry, registryKey, supportedVersionsIn} from '../../scripts/ecosystem-registry';
import {GRAPHQL_17_VERSION, graphql17Ecosystem} from '../../src/data/graphql17Ecosystem';

// The ecosystem table of docs/upgrade-guides/v16-v17.mdx, checked without the network: against
// src/data/graphql17EcosystemRegistry.json, which `npm run ecosystem-registry` writes from the
// npm registry, and against every copy of a row's package at the row's version that `npm ci`
// installs (for the site's samples), so the record is proven wherever a copy is at hand.
const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const registry = loadEcosystemRegistry();
const REFRESH = 'run `npm run ecosystem-registry` and commit the file';

interface InstalledPackage {
  version: string;
  peerDependencies?: Record<string, string>;
}

const lockedPackages = (
  JSON.parse(readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string; link?: boolean}>;
  }
).packages;

/** The folders, per the lockfile, where `npm ci` installs `name` at `version`. */
function installedCopies(name: string, version: string): string[] {
  return Object.entries(lockedPackages)
    .filter(
      ([where, entry]) =>
        (where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`)) && entry.version === version && !entry.link,
    )
    .map(([where]) => path.join(siteDir, where));
}

/** The range the way the table prints it: npm stores "a||b" as written, spaces aside. */
function normalise(range: string | null): string | null {
  return range === null ? null : range.replace(/\s+/g, '').replace(/\|\|/g, ' || ');
}

describe('the graphql 17 ecosystem table', () => {
  test('is checked against the graphql 17 that is installed', () => {
    const installed = JSON.parse(readFileSync(path.join(siteDir, 'node_modules/graphql/package.json'), 'utf8')) as InstalledPackage;
    assert.equal(installed.version, GRAPHQL_17_VERSION);
  });

  test(`the registry record holds exactly the table's rows: ${REFRESH}`, () => {
    assert.deepEqual(
      Object.keys(registry),
      graphql17Ecosystem.map((entry) => registryKey(entry.name, entry.version)),
    );
  });

  for (const entry of graphql17Ecosystem) {
    const key = registryKey(entry.name, entry.version);
    test(key, () => {
      const record = registry[key];
      assert.ok(record, `${key} is not in graphql17EcosystemRegistry.json: ${REFRESH}`);
      assert.equal(normalise(entry.graphqlPeer), normalise(record.graphqlPeer), 'graphql peer range, as the registry publishes it');
      const instrumented = record.supportedVersions?.join(' || ');
      assert.equal(entry.instrumentedRange, instrumented, 'graphql versions its code patches');

      for (const copy of installedCopies(entry.name, entry.version)) {
        const installed = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as InstalledPackage;
        assert.equal(installed.version, entry.version, `${copy} is installed as the lockfile says`);
        assert.equal(installed.peerDependencies?.graphql ?? null, record.graphqlPeer, `the record agrees with ${copy}`);
        if (record.supportedVersions) {
          assert.deepEqual(supportedVersionsIn(copy), record.supportedVersions, `the record agrees with ${copy}`);
        }
      }

      const range = record.graphqlPeer ?? instrumented;
      const accepts = range === undefined || semver.satisfies(GRAPHQL_17_VERSION, range);
      assert.equal(accepts, entry.accepts17, `does ${range} accept graphql ${GRAPHQL_17_VERSION}?`);
    });
  }

  test('an instrumented range is read from the code of an installed copy, not only from the record', () => {
    for (const entry of graphql17Ecosystem.filter(({instrumentedRange}) => instrumentedRange !== undefined)) {
      const copies = installedCopies(entry.name, entry.version).filter((copy) => existsSync(copy));
      assert.ok(copies.length > 0, `${entry.name}@${entry.version} is installed (an exact dependency), so its code can be read`);
    }
  });

  test('the rows proven by the registry record alone, with no installed copy to check it against', () => {
    const recordOnly = graphql17Ecosystem
      .filter((entry) => installedCopies(entry.name, entry.version).length === 0)
      .map((entry) => registryKey(entry.name, entry.version));
    assert.deepEqual(recordOnly, ['@graphql-tools/schema@11.0.6', '@apollo/server@5.5.1', 'graphql-yoga@5.24.1']);
  });

  test('the page renders the table', () => {
    const page = readFileSync(path.join(siteDir, 'docs/upgrade-guides/v16-v17.mdx'), 'utf8');
    assert.match(page, /<EcosystemTable \/>/);
  });
});
