import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {frontMatterProblems, readFrontMatter} from '../../plugins/doc-checks/front-matter';
import {guidePaths, newPage, titleWords} from '../../scripts/new-page';

// scripts/new-page.ts runs into a copy of the files it reads and edits (never the site's own), with
// the site's node_modules linked in so that the samples find graphql 17 and 16; then the result is
// put through what a real page must pass.

const SITE_DIR = path.join(__dirname, '../..');
const COPIED = [
  'sidebars.ts',
  'docs/guides/index.mdx',
  'contracts',
  'tests/examples/support',
  'examples/package.json',
  'prettier.config.mjs',
  'package.json',
];
const SLUG = 'rate-limiting-requests';
const TITLE = 'Rate limiting requests';
const paths = guidePaths(SLUG);

let root: string;
let result: {written: string[]; changed: string[]};

before(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  for (const file of COPIED) cpSync(path.join(SITE_DIR, file), path.join(root, file), {recursive: true});
  symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  result = await newPage({root, kind: 'guide', slug: SLUG, title: TITLE, group: 'Security'});
});

after(() => rmSync(root, {recursive: true, force: true}));

const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** Runs a test file in the copy with Node.js's test runner; graphql 16 through the suite's hook. */
function runTests(file: string, version: '17' | '16', loader: string[] = []) {
  const hook = version === '16' ? ['--import', './tests/examples/support/use-graphql-16.mjs'] : [];
  // Set by the test runner for its own child processes: with it, the child would report to this
  // runner over its private channel instead of printing.
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  return spawnSync(process.execPath, [...loader, ...hook, '--test', '--test-reporter=tap', file], {cwd: root, encoding: 'utf8', env});
}

describe('npm run new:page -- guide', () => {
  test('writes the page, its sample, output, claim tests and test file, and adds it where pages are listed', () => {
    assert.deepEqual(result.written.sort(), [paths.claims, paths.page, paths.sample, paths.output, paths.test].sort());
    assert.deepEqual(result.changed.sort(), [paths.sidebar, paths.index, paths.topicWords, paths.runnable].sort());
  });

  test("the page's front matter passes the schema", async () => {
    const frontMatter = await readFrontMatter(path.join(root, paths.page));
    assert.deepEqual(frontMatterProblems(paths.page, frontMatter), []);
    assert.equal(frontMatter.title, TITLE);
  });

  test('the page shows the sample and its output, and the Run button covers the sample', async () => {
    const page = read(paths.page);
    assert.match(page, new RegExp(`import example from '@site/examples/guides/${SLUG}/example\\.js\\?raw';`));
    assert.match(page, new RegExp(`import exampleOutput from '@site/examples/guides/${SLUG}/example\\.output\\.txt\\?raw';`));
    assert.match(page, new RegExp(`runnable="guides/${SLUG}/example\\.js">\\{example\\}`));
    const {RUNNABLE_SAMPLES} = (await import(pathToFileURL(path.join(root, paths.runnable)).href)) as {
      RUNNABLE_SAMPLES: Record<string, readonly string[]>;
    };
    assert.deepEqual(RUNNABLE_SAMPLES[`guides/${SLUG}/example.js`], ['17', '16']);
  });

  test('the output file holds what the sample printed', () => {
    assert.equal(read(paths.output), `${JSON.stringify({data: {greeting: 'Hello'}}, null, 2)}\n`);
  });

  test("the sidebar lists the page in the group asked for, and the guides index has its row under that group's heading", async () => {
    const {default: sidebars} = (await import(pathToFileURL(path.join(root, paths.sidebar)).href)) as {default: SidebarsConfig};
    const serialised = JSON.stringify(sidebars);
    const security = /"label":"Security","collapsed":false,"items":\[([^\]]*)\]/.exec(serialised)?.[1];
    assert.equal(security?.split(',').at(-1), `"guides/${SLUG}"`);
    const index = read(paths.index);
    const row = index.indexOf(`| [${TITLE}](./${SLUG}.mdx) |`);
    assert.ok(row > index.indexOf('## Security') && row < index.indexOf('## Operations'), 'row under ## Security');
  });

  test("search's topic words gain the title's words", async () => {
    const {TOPIC_WORDS} = (await import(pathToFileURL(path.join(root, paths.topicWords)).href)) as {TOPIC_WORDS: string[]};
    for (const word of titleWords(TITLE)) assert.ok(TOPIC_WORDS.includes(word), word);
    assert.deepEqual(TOPIC_WORDS, [...TOPIC_WORDS].sort());
  });

  for (const version of ['17', '16'] as const) {
    test(`the sample's test file passes on graphql ${version}`, () => {
      const run = runTests(paths.test, version, ['--import', 'tsx']);
      assert.equal(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stdout, new RegExp(`^\\s*ok \\d+ - example\\.js with graphql ${version}$`, 'm'));
    });

    test(`the claim tests pass on graphql ${version}`, () => {
      const run = runTests(paths.claims, version);
      assert.equal(run.status, 0, run.stdout + run.stderr);
      assert.match(run.stdout, /^# pass 1$/m);
      assert.match(run.stdout, /^# fail 0$/m);
    });
  }

  test('refuses a slug that exists, and changes nothing', async () => {
    const before = COPIED.slice(0, 2).map(read);
    await assert.rejects(newPage({root, kind: 'guide', slug: SLUG, title: 'Again'}), new RegExp(`slug '${SLUG}' is taken: ${paths.page}`));
    assert.deepEqual(COPIED.slice(0, 2).map(read), before);
  });
});
