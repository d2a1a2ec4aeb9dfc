// `npm run api-history`: reads the declarations of every published release of graphql 15.x, 16.x
// and 17.x from the npm registry (`npm pack` into a temporary folder) and writes
// graphql-history.json, which the pages' "Added in …" lines come from. Run it after a new
// release of graphql; `npm ci` cannot rebuild the file, so it is committed.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {computeHistory, HISTORY_FILE, serializeHistory} from './data';
import {readSurface, type Surface} from './surface';

/** The majors read: the two the reference documents, and 15.x so that 16.0.0's additions show. */
export const HISTORY_MAJORS = [15, 16, 17];

/** Every published non-prerelease version of the majors read, with when it was published. */
function publishedReleases(): {version: string; published: string}[] {
  const times = JSON.parse(execFileSync('npm', ['view', 'graphql', 'time', '--json'], {encoding: 'utf8'})) as Record<string, string>;
  const versions = JSON.parse(execFileSync('npm', ['view', 'graphql', 'versions', '--json'], {encoding: 'utf8'})) as string[];
  return versions
    .filter((version) => semver.valid(version) && !semver.prerelease(version) && HISTORY_MAJORS.includes(semver.major(version)))
    .sort(semver.compare)
    .map((version) => {
      if (!times[version]) throw new Error(`api-history: npm view graphql time lists no date for ${version}`);
      return {version, published: new Date(times[version]).toISOString()};
    });
}

function readRelease(version: string, workDir: string): Surface {
  const dir = path.join(workDir, version);
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('npm', ['pack', `graphql@${version}`, '--pack-destination', dir, '--silent'], {stdio: ['ignore', 'ignore', 'inherit']});
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`api-history: npm pack graphql@${version} wrote no tarball`);
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  return readSurface(path.join(dir, 'package'));
}

function main(): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'api-history-'));
  try {
    const releases = publishedReleases();
    const surfaces = releases.map(({version, published}) => {
      const surface = readRelease(version, workDir);
      console.info(`graphql ${version}: ${surface.size} exports and members`);
      return {version, published, surface};
    });
    writeFileSync(HISTORY_FILE, serializeHistory(computeHistory(surfaces)));
    console.info(
      `Wrote ${path.relative(process.cwd(), HISTORY_FILE)} (${releases.length} releases, ${releases[0].version} to ${releases.at(-1)!.version}).`,
    );
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

main();
