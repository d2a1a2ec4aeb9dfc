// `npm run ecosystem-registry`: reads from the npm registry what the graphql 17 ecosystem table
// (src/data/graphql17Ecosystem.ts) states of each row's published version, its graphql peer range
// and, for an instrumentation, the graphql versions its code patches, and writes them to
// src/data/graphql17EcosystemRegistry.json. Run it after adding or bumping a row. The tests
// never read the network: tests/unit/ecosystem-table.test.ts checks the table against this record,
// and the record against every copy of a row's package that `npm ci` installs.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {graphql17Ecosystem} from '../src/data/graphql17Ecosystem';

export const ECOSYSTEM_REGISTRY_FILE = fileURLToPath(new URL('../src/data/graphql17EcosystemRegistry.json', import.meta.url));

/** What the registry serves for one `name@version`. */
export interface RegistryRecord {
  /** The `graphql` entry of its `peerDependencies`, as published; null when there is none. */
  graphqlPeer: string | null;
  /** The `supportedVersions` its code declares, for a row that gives an instrumented range. */
  supportedVersions?: string[];
}

export type EcosystemRegistry = Record<string, RegistryRecord>;

export function registryKey(name: string, version: string): string {
  return `${name}@${version}`;
}

export function loadEcosystemRegistry(): EcosystemRegistry {
  return JSON.parse(readFileSync(ECOSYSTEM_REGISTRY_FILE, 'utf8')) as EcosystemRegistry;
}

/**
 * The graphql versions an instrumentation's code patches: the one `supportedVersions` list its
 * JavaScript files declare, in the package folder given (its own files, not its dependencies').
 */
export function supportedVersionsIn(packageDir: string): string[] {
  const files = readdirSync(packageDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => /\.[cm]?js$/.test(file) && !file.split(path.sep).includes('node_modules'),
  );
  const lists = new Set<string>();
  for (const file of files) {
    const declared = /\bsupportedVersions\s*=\s*(\[[^\]]*\])/.exec(readFileSync(path.join(packageDir, file), 'utf8'));
    if (declared) lists.add(JSON.stringify(JSON.parse(declared[1])));
  }
  if (lists.size !== 1) {
    throw new Error(`${packageDir} declares ${lists.size} different supportedVersions lists: ${[...lists].join('; ')}`);
  }
  return JSON.parse([...lists][0]) as string[];
}

function graphqlPeerFromRegistry(key: string): string | null {
  const stdout = execFileSync('npm', ['view', key, 'peerDependencies', '--json'], {encoding: 'utf8'});
  // npm prints nothing when the version declares no peer dependencies.
  const peers = stdout.trim() === '' ? {} : (JSON.parse(stdout) as Record<string, string>);
  return peers.graphql ?? null;
}

function supportedVersionsFromRegistry(key: string, workDir: string): string[] {
  const dir = mkdtempSync(path.join(workDir, 'pack-'));
  execFileSync('npm', ['pack', key, '--pack-destination', dir, '--silent'], {stdio: ['ignore', 'ignore', 'inherit']});
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`ecosystem-registry: npm pack ${key} wrote no tarball`);
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  return supportedVersionsIn(path.join(dir, 'package'));
}

function main(): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'ecosystem-registry-'));
  try {
    const registry: EcosystemRegistry = {};
    for (const entry of graphql17Ecosystem) {
      const key = registryKey(entry.name, entry.version);
      const record: RegistryRecord = {graphqlPeer: graphqlPeerFromRegistry(key)};
      if (entry.instrumentedRange !== undefined) record.supportedVersions = supportedVersionsFromRegistry(key, workDir);
      registry[key] = record;
      console.info(`${key}: ${JSON.stringify(record)}`);
    }
    writeFileSync(ECOSYSTEM_REGISTRY_FILE, `${JSON.stringify(registry, null, 2)}\n`);
    console.info(`Wrote ${path.relative(process.cwd(), ECOSYSTEM_REGISTRY_FILE)}.`);
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
