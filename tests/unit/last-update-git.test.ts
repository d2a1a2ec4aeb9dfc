import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {getVcsPreset, readLastUpdateData} from '@docusaurus/utils';
import {gitLastUpdates, lastCommitTimes} from '../../plugins/last-update';

// A site in a repository with three commits at known times, a shallow clone of it, and a copy
// without .git, as `git archive` or a release tarball gives.
let root: string;
let full: string;
let shallow: string;
let tarball: string;
let unborn: string;

const T1 = Date.UTC(2024, 0, 2, 10, 0, 0);
const T2 = Date.UTC(2024, 2, 4, 10, 0, 0);
const T3 = Date.UTC(2024, 4, 6, 10, 0, 0);

function git(cwd: string, args: string[], time?: number): void {
  const date = time === undefined ? {} : {GIT_AUTHOR_DATE: `${time / 1000} +0000`, GIT_COMMITTER_DATE: `${time / 1000} +0000`};
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: {...process.env, ...date},
    stdio: 'pipe',
  });
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(join(dir, file, '..'), {recursive: true});
  writeFileSync(join(dir, file), text);
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'last-update-'));
  full = join(root, 'full');
  mkdirSync(full);
  git(full, ['init', '-q', '-b', 'main']);
  write(full, 'docs/a.mdx', 'a');
  git(full, ['add', '.']);
  git(full, ['commit', '-q', '-m', 'a'], T1);
  write(full, 'docs/guides/b b.mdx', 'b');
  git(full, ['add', '.']);
  git(full, ['commit', '-q', '-m', 'b'], T2);
  write(full, 'docs/a.mdx', 'a, changed');
  git(full, ['add', '.']);
  git(full, ['commit', '-q', '-m', 'a again'], T3);
  write(full, 'docs/untracked.mdx', 'new');
  shallow = join(root, 'shallow');
  git(root, ['clone', '-q', '--depth', '1', `file://${full}`, shallow]);
  tarball = join(root, 'tarball');
  cpSync(join(full, 'docs'), join(tarball, 'docs'), {recursive: true});
  // A tarball's files in a repository made for them, before its first commit.
  unborn = join(root, 'unborn');
  cpSync(join(full, 'docs'), join(unborn, 'docs'), {recursive: true});
  git(unborn, ['init', '-q', '-b', 'main']);
});

after(() => rmSync(root, {recursive: true, force: true}));

test('with the whole history, each file has the time of the last commit that changed it', async () => {
  const times = await lastCommitTimes(full);
  assert.equal(times.get(join(full, 'docs/a.mdx')), T3);
  assert.equal(times.get(join(full, 'docs/guides/b b.mdx')), T2);
  assert.equal(times.has(join(full, 'docs/untracked.mdx')), false);
});

test('a shallow clone, whose one commit would date every file, gives no time', async () => {
  assert.equal((await lastCommitTimes(shallow)).size, 0);
});

test('a checkout without .git (a tarball) gives no time', async () => {
  assert.equal((await lastCommitTimes(tarball)).size, 0);
});

test('a repository with no commit yet gives no time', async () => {
  assert.equal((await lastCommitTimes(unborn)).size, 0);
});

test('the docs plugin reads a date through the hook with history, and none without, so the footer leaves it out', async () => {
  const options = {showLastUpdateTime: true, showLastUpdateAuthor: false};
  const cases: [string, number | null][] = [
    [full, T3],
    [shallow, null],
    [tarball, null],
  ];
  for (const [siteDir, expected] of cases) {
    const vcs = gitLastUpdates();
    vcs.initialize({siteDir});
    const data = await readLastUpdateData(join(siteDir, 'docs/a.mdx'), options, undefined, vcs);
    assert.equal(data.lastUpdatedAt, expected, siteDir);
  }
  const vcs = gitLastUpdates();
  vcs.initialize({siteDir: full});
  assert.equal((await readLastUpdateData(join(full, 'docs/untracked.mdx'), options, undefined, vcs)).lastUpdatedAt, null);
});

test("Docusaurus's own Git strategy stops the build outside a repository, which is why the site has its own", async () => {
  const vcs = getVcsPreset('git-eager');
  vcs.initialize({siteDir: tarball});
  await assert.rejects(vcs.getFileLastUpdateInfo(join(tarball, 'docs/a.mdx')), /outside any Git worktree/);
});
