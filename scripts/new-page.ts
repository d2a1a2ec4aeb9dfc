// `npm run new:page -- guide <slug> "<Title>" [--group "<sidebar group>"]` writes a new guide with
// everything the tests and the build expect of one, so that an author edits content only: the page
// (front matter the schema accepts, a first section, one sample shown with its output), the sample
// and its output file (printed by running it), the page's claim tests, the test file that runs the
// sample on graphql 17 and 16, and the entries kept by hand elsewhere: the sidebar, the guides
// index table, search's topic words and the list of samples the Run button covers. It refuses a
// slug that exists and writes nothing then.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';

/** Marks the text an author must replace; tests/unit/doc-checks.test.ts fails while a page holds it. */
export const PLACEHOLDER = 'Replace this';

export interface NewPageOptions {
  /** The site's folder, or a copy of the files this script edits (tests use one). */
  root: string;
  kind: 'guide';
  slug: string;
  title: string;
  /** The sidebar group (and guides index section) the page joins. */
  group?: string;
}

const DEFAULT_GROUP = 'Tools';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The paths a guide's files take, relative to the site's folder. */
export function guidePaths(slug: string) {
  return {
    page: `docs/guides/${slug}.mdx`,
    sample: `examples/guides/${slug}/example.js`,
    output: `examples/guides/${slug}/example.output.txt`,
    claims: `examples/guides/${slug}/claims.test.js`,
    test: `tests/examples/guides-${slug}.test.ts`,
    sidebar: 'sidebars.ts',
    index: 'docs/guides/index.mdx',
    topicWords: 'contracts/search-vocabulary.ts',
    runnable: 'contracts/samples.ts',
  } as const;
}

function pageText(slug: string, title: string, group: string): string {
  return `---
title: ${title}
description: "${PLACEHOLDER}: one or two sentences on what this guide answers, in the words a reader searches with. Search results and the page's meta description show it."
keywords: ["${PLACEHOLDER}", "words readers type", "for what this page answers"]
---

import CodeBlock from '@theme/CodeBlock';
import example from '@site/examples/guides/${slug}/example.js?raw';
import exampleOutput from '@site/examples/guides/${slug}/example.output.txt?raw';

${PLACEHOLDER}: say which problem this guide solves and for whom (it is listed under ${group} in the
guides index). Every sentence that states a behaviour of graphql-js or of a named library needs a
test in \`examples/guides/${slug}/claims.test.js\`.

## A first sample

[\`graphql\`](/api/function/graphql) runs a document against a schema and returns an object with a
\`data\` key:

<CodeBlock language="js" title="example.js" runnable="guides/${slug}/example.js">{example}</CodeBlock>

Run it with \`node example.js\`; the output is the same on graphql 17 and 16:

<CodeBlock language="text" title="Output">{exampleOutput}</CodeBlock>
`;
}

const SAMPLE = `import { buildSchema, graphql } from 'graphql';

const schema = buildSchema('type Query { greeting: String }');
const rootValue = { greeting: () => 'Hello' };

const result = await graphql({ schema, source: '{ greeting }', rootValue });
console.log(JSON.stringify(result, null, 2));
`;

function claimsText(slug: string, title: string): string {
  return `// Claim tests of the ${title} guide (docs/guides/${slug}.mdx): each test backs one sentence of
// the page's prose that states a behaviour of graphql-js or a named library, quoted in its name,
// and runs on graphql 17 and 16 (tests/examples/claims.test.ts runs every claims.test.js on both).
// Where the majors differ, assert each one's behaviour with \`versionInfo.major\`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSchema, graphql } from 'graphql';

test('"graphql runs a document against a schema and returns an object with a data key"', async () => {
  const result = await graphql({ schema: buildSchema('type Query { a: Int }'), source: '{ a }', rootValue: { a: 1 } });
  assert.deepEqual(Object.keys(result), ['data']);
  assert.equal(result.data.a, 1);
});
`;
}

function testText(slug: string): string {
  return `// The samples of docs/guides/${slug}.mdx, each run on graphql 17 and 16 with its shown output
// asserted (a sample that runs on 17 only is marked in contracts/samples.ts and tested on 17 only).
// The page's claim tests, one per sentence that states a behaviour, are in
// examples/guides/${slug}/claims.test.js; tests/examples/claims.test.ts runs them on both majors.
// Run this file: npx tsx --test tests/examples/guides-${slug}.test.ts
// One major only: add --test-name-pattern="graphql 16" (or "graphql 17").
// The claim file on 17: node --test examples/guides/${slug}/claims.test.js
// and on 16: node --import ./tests/examples/support/use-graphql-16.mjs --test examples/guides/${slug}/claims.test.js
import {describe, test} from 'node:test';
import {assertSamplePrints, BOTH_VERSIONS} from './support/samples';

describe('guides/${slug}', () => {
  for (const version of BOTH_VERSIONS) {
    test(\`example.js with graphql \${version}\`, () =>
      assertSamplePrints('guides/${slug}/example.js', 'guides/${slug}/example.output.txt', {version}));
  }
});
`;
}

/** The group's `items: [...]` in the guides category of sidebars.ts, with the page appended. */
function withSidebarEntry(sidebar: string, group: string, id: string): string {
  const label = sidebar.indexOf(`label: '${group}'`);
  if (label === -1) throw new Error(`sidebars.ts has no group labelled '${group}'`);
  const open = sidebar.indexOf('items: [', label);
  const close = sidebar.indexOf(']', open);
  const items = sidebar.slice(open + 'items: ['.length, close).replace(/,?\s*$/, '');
  return `${sidebar.slice(0, open)}items: [${items}, '${id}']${sidebar.slice(close + 1)}`;
}

/** The guides index with a row for the page at the end of its group's table. */
function withIndexRow(index: string, group: string, slug: string, title: string): string {
  const heading = index.indexOf(`\n## ${group}\n`);
  if (heading === -1) throw new Error(`docs/guides/index.mdx has no section "## ${group}"`);
  const nextHeading = index.indexOf('\n## ', heading + 1);
  const sectionEnd = nextHeading === -1 ? index.length : nextHeading;
  const section = index.slice(heading, sectionEnd).replace(/\n+$/, '');
  const row = `| [${title}](./${slug}.mdx) | ${PLACEHOLDER}: what the guide answers, in one sentence. |`;
  return `${index.slice(0, heading)}${section}\n${row}\n${nextHeading === -1 ? '' : '\n'}${index.slice(sectionEnd).replace(/^\n+/, '')}`;
}

/** The title's words that search's typo correction reads (5 letters or more), as TOPIC_WORDS holds them. */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 5);
}

/** search-vocabulary.ts with the title's words added to TOPIC_WORDS, sorted. */
function withTopicWords(vocabulary: string, title: string): string {
  const list = /(export const TOPIC_WORDS: readonly string\[\] = \(\n)([\s\S]*?)(\n\)\.split\(' '\);)/.exec(vocabulary);
  if (!list) throw new Error('contracts/search-vocabulary.ts: TOPIC_WORDS is not where it was');
  const words = [...list[2]!.matchAll(/'([^']*)'/g)].flatMap((match) => match[1]!.split(' ')).filter(Boolean);
  const all = [...new Set([...words, ...titleWords(title)])].sort();
  const lines: string[] = [];
  for (const word of all) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + word.length + 1 <= 96) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  const body = lines.map((line, index) => `  '${line}${index < lines.length - 1 ? ' ' : ''}'`).join(' +\n');
  return vocabulary.replace(list[0], `${list[1]}${body}${list[3]}`);
}

/** contracts/samples.ts with the sample listed as runnable in the page on both majors. */
function withRunnableSample(samples: string, sample: string): string {
  const end = samples.indexOf('} as const satisfies Record<string, readonly GraphQLMajor[]>;');
  if (end === -1) throw new Error('contracts/samples.ts: RUNNABLE_SAMPLES is not where it was');
  return `${samples.slice(0, end)}  '${sample}': BOTH,\n${samples.slice(end)}`;
}

async function formatted(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, {...options, filepath: file});
}

/** Writes the page and everything it needs; returns what it wrote and what it changed, relative to root. */
export async function newPage({
  root,
  kind,
  slug,
  title,
  group = DEFAULT_GROUP,
}: NewPageOptions): Promise<{written: string[]; changed: string[]}> {
  if (kind !== 'guide') throw new Error(`unknown kind '${kind as string}': only guide is scaffolded`);
  if (!SLUG.test(slug)) throw new Error(`slug '${slug}' must be lowercase words joined by hyphens, such as rate-limiting`);
  if (title.trim().length < 3) throw new Error('the title must be given, such as "Rate limiting"');
  const paths = guidePaths(slug);
  const at = (relative: string) => path.join(root, relative);
  const taken = [paths.page, paths.sample, paths.test].filter((file) => existsSync(at(file)));
  if (taken.length > 0) throw new Error(`slug '${slug}' is taken: ${taken.join(', ')} exists. Choose another slug.`);

  // Every edit is computed before anything is written, so a file that is not as expected writes nothing.
  const read = (relative: string) => readFileSync(at(relative), 'utf8');
  const changes: [string, string][] = [
    [paths.sidebar, await formatted(at(paths.sidebar), withSidebarEntry(read(paths.sidebar), group, `guides/${slug}`))],
    [paths.index, withIndexRow(read(paths.index), group, slug, title)],
    [paths.topicWords, await formatted(at(paths.topicWords), withTopicWords(read(paths.topicWords), title))],
    [paths.runnable, await formatted(at(paths.runnable), withRunnableSample(read(paths.runnable), `guides/${slug}/example.js`))],
  ];
  const writes: [string, string][] = [
    [paths.page, pageText(slug, title, group)],
    [paths.sample, SAMPLE],
    [paths.claims, await formatted(at(paths.claims), claimsText(slug, title))],
    [paths.test, await formatted(at(paths.test), testText(slug))],
  ];

  mkdirSync(path.dirname(at(paths.sample)), {recursive: true});
  for (const [file, text] of [...writes, ...changes]) writeFileSync(at(file), text);
  // The shown output is what the sample prints, never typed by hand.
  const printed = execFileSync(process.execPath, [at(paths.sample)], {cwd: path.dirname(at(paths.sample)), encoding: 'utf8'});
  writeFileSync(at(paths.output), printed);
  return {written: [...writes.map(([file]) => file), paths.output], changed: changes.map(([file]) => file)};
}

function nextSteps(slug: string): string {
  const paths = guidePaths(slug);
  return [
    'Next:',
    `  1. Write the page in ${paths.page}: replace each "${PLACEHOLDER}" (the front matter, the opening, the guides index row in ${paths.index}).`,
    `  2. Change ${paths.sample} to show your point, then write what it prints into ${paths.output}`,
    `     (or a .output.v16.txt beside it where graphql 16 prints something else; mark a graphql 17-only sample in ${paths.runnable}).`,
    `  3. Give every sentence that states a behaviour a test in ${paths.claims}; a defence the page teaches needs an attack test (CONTRIBUTING.md).`,
    `  4. Run the samples on graphql 17 and 16: npx tsx --test ${paths.test}`,
    `     the claim tests on 17: node --test ${paths.claims}`,
    `     and on 16: node --import ./tests/examples/support/use-graphql-16.mjs --test ${paths.claims}`,
    `  5. npm start, and read the page at /docs/guides/${slug}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const groupAt = args.indexOf('--group');
  const group = groupAt === -1 ? undefined : args.splice(groupAt, 2)[1];
  const [kind, slug, title] = args;
  if (kind !== 'guide' || !slug || !title) {
    console.error('Usage: npm run new:page -- guide <slug> "<Title>" [--group "<sidebar group>"]');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  newPage({root, kind, slug, title, group}).then(
    ({written, changed}) => {
      console.log(
        `Wrote:\n${written.map((file) => `  ${file}`).join('\n')}\nAdded the page to:\n${changed.map((file) => `  ${file}`).join('\n')}`,
      );
      console.log(nextSteps(slug));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
