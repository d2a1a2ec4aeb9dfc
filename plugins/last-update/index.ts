// When each hand-written page last changed, for the date its footer shows: Docusaurus's VCS hook
// (`future.experimental_vcs` in docusaurus.config.ts), answered from one `git log` of the site.
// Docusaurus's own strategy is wrong for the two checkouts a build may run from without history:
// in a shallow clone (CI's usual `--depth 1`) every file would claim the date of the one commit
// there is, and outside any repository (a tarball, `git archive`) it stops the build. Here both
// give no date, and the footer leaves the line out.
import {execFile} from 'node:child_process';
import {resolve} from 'node:path';
import {promisify} from 'node:util';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

/**
 * The time (ms since the epoch) of the last commit that changed each file under `dir`, by
 * absolute path; empty when git is missing, `dir` is in no repository or in one with no commit,
 * or the clone is shallow.
 */
export async function lastCommitTimes(dir: string): Promise<Map<string, number>> {
  const git = async (...args: string[]) => (await run('git', ['-C', dir, ...args], {maxBuffer: 64 * 1024 * 1024})).stdout;
  let shallow: string;
  try {
    shallow = (await git('rev-parse', '--is-shallow-repository')).trim();
  } catch {
    return new Map();
  }
  if (shallow !== 'false') return new Map();
  // A repository before its first commit (`git init` over a tarball's files) has no history
  // either, and `git log` there fails.
  try {
    await git('rev-parse', '--verify', '--quiet', 'HEAD');
  } catch {
    return new Map();
  }
  // Newest first, so a file's first mention is its last change. core.quotePath off: file names
  // come as they are, not octal-escaped.
  const log = await git(
    '-c',
    'log.showSignature=false',
    '-c',
    'core.quotePath=false',
    'log',
    '--relative',
    '--format=t:%ct',
    '--name-only',
  );
  const times = new Map<string, number>();
  let commitTime = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('t:')) commitTime = Number(line.slice(2)) * 1000;
    else if (line !== '' && !times.has(resolve(dir, line))) times.set(resolve(dir, line), commitTime);
  }
  return times;
}

/** Docusaurus's VCS hook, reading the history once when the site is loaded. */
export function gitLastUpdates(): VcsConfig {
  let times: Promise<Map<string, number>> | undefined;
  return {
    initialize({siteDir}) {
      times ??= lastCommitTimes(siteDir);
    },
    // No page shows when it was created. (Docusaurus checks that each reader takes the path.)
    getFileCreationInfo: async (_filePath: string) => null,
    async getFileLastUpdateInfo(filePath: string): Promise<VcsChangeInfo | null> {
      if (!times) throw new Error('plugins/last-update: Docusaurus read a date before initialising its VCS.');
      const timestamp = (await times).get(resolve(filePath));
      return timestamp === undefined ? null : {timestamp, author: ''};
    },
  };
}
