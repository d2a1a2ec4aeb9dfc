import {copyFile, link, mkdir, mkdtemp, readdir, readFile, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

// A reader's project as pnpm installs it, built from this repository's node_modules without a
// registry: every package sits in node_modules/.pnpm/<name>@<version>/node_modules/<name>, a real
// folder (its files hard-linked, as pnpm links them from its store), next to symlinks to exactly
// the packages it declares. The project's own node_modules holds symlinks to its direct
// dependencies only. So a file's real path has a dot-folder in it, and a package can reach only
// what it declares: the two ways this layout breaks code written for npm's flat one.
// No import.meta here: the browser tests (Playwright's CommonJS loader) use this file too.

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

async function readManifest(packageDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as Manifest;
}

/** Where Node.js finds `name` from inside `fromDir`: the nearest node_modules/<name> above it. */
async function locate(name: string, fromDir: string): Promise<string | undefined> {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    try {
      await readFile(path.join(candidate, 'package.json'));
      return candidate;
    } catch {
      // not installed at this level
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Hard-links (or, across file systems, copies) a package's files, leaving out its node_modules. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, {recursive: true});
  for (const entry of await readdir(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') await linkTree(source, target);
    } else if (entry.isFile()) {
      await link(source, target).catch(() => copyFile(source, target));
    }
  }
}

/**
 * Installs `dependencies` into `projectDir/node_modules` in pnpm's layout, with their
 * dependencies, optional dependencies and peers, as `sourceNodeModules` (this repository's
 * node_modules) has them. `replacements` installs another folder under a package's name
 * (graphql 16's as `graphql`).
 */
export async function installLikePnpm(
  projectDir: string,
  sourceNodeModules: string,
  dependencies: string[],
  replacements: Record<string, string> = {},
): Promise<void> {
  const store = path.join(projectDir, 'node_modules', '.pnpm');
  const placed = new Map<string, Promise<string>>();
  const placedIds = new Map<string, string>();
  const pending: Promise<void>[] = [];

  /** Where the package at `sourceDir` goes in the store; filling that folder is left in `pending`. */
  function place(sourceDir: string): Promise<string> {
    let packageDir = placed.get(sourceDir);
    if (!packageDir) {
      packageDir = readManifest(sourceDir).then((manifest) => {
        const id = `${manifest.name.replace('/', '+')}@${manifest.version}`;
        const storeDir = path.join(store, id, 'node_modules');
        const target = path.join(storeDir, manifest.name);
        if (!placedIds.has(id)) {
          placedIds.set(id, target);
          pending.push(fill(sourceDir, manifest, storeDir, target));
        }
        return placedIds.get(id)!;
      });
      placed.set(sourceDir, packageDir);
    }
    return packageDir;
  }

  async function fill(sourceDir: string, manifest: Manifest, storeDir: string, target: string): Promise<void> {
    await linkTree(sourceDir, target);
    const declared = {...manifest.peerDependencies, ...manifest.optionalDependencies, ...manifest.dependencies};
    for (const name of Object.keys(declared)) {
      const found = replacements[name] ?? (await locate(name, sourceDir));
      if (found === undefined) continue; // an optional dependency or a peer this install does not have
      await linkPackage(path.join(storeDir, name), await place(found));
    }
  }

  for (const name of dependencies) {
    await linkPackage(path.join(projectDir, 'node_modules', name), await place(replacements[name] ?? path.join(sourceNodeModules, name)));
  }
  // Filling a package places its dependencies, which adds more to fill.
  while (pending.length > 0) {
    await Promise.all(pending.splice(0));
  }
}

async function linkPackage(linkPath: string, target: string): Promise<void> {
  await mkdir(path.dirname(linkPath), {recursive: true});
  await symlink(path.relative(path.dirname(linkPath), target), linkPath, 'dir');
}

export interface PnpmProjectOptions {
  /** This repository's node_modules, where the packages come from. */
  sourceNodeModules: string;
  /** Files to copy into the project's folder, such as a sample and the files it imports. */
  files: string[];
  dependencies: string[];
  replacements?: Record<string, string>;
}

/** A new temporary folder holding an ES module project installed like pnpm; the caller removes it. */
export async function createPnpmProject(options: PnpmProjectOptions): Promise<string> {
  const projectDir = await mkdtemp(path.join(tmpdir(), 'pnpm-project-'));
  await writeFile(path.join(projectDir, 'package.json'), '{"type": "module"}\n');
  for (const file of options.files) {
    await copyFile(file, path.join(projectDir, path.basename(file)));
  }
  await installLikePnpm(projectDir, options.sourceNodeModules, options.dependencies, options.replacements);
  return projectDir;
}
