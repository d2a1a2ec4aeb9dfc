import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import docChecksPlugin, {frontMatterDeclarations, unshownDeclarations, type CheckedDoc} from '../../plugins/doc-checks';
import {frontMatterProblems, readFrontMatter} from '../../plugins/doc-checks/front-matter';
import {PLACEHOLDER} from '../../scripts/new-page';

const DOCS_DIR = path.join(__dirname, '../../docs');

const plain: CheckedDoc = {source: '@site/docs/a.mdx', tags: [], unlisted: false, draft: false, frontMatter: {title: 'A'}};

test('pages that declare only what the theme shows pass', () => {
  assert.deepEqual(unshownDeclarations([plain, {...plain, source: '@site/docs/b.mdx'}]), []);
});

test('tags, an unlisted or draft state and an image of its own are each named, with the page', () => {
  const problems = unshownDeclarations([
    {...plain, source: '@site/docs/tagged.mdx', tags: [{label: 'x'}]},
    {...plain, source: '@site/docs/unlisted.mdx', unlisted: true},
    {...plain, source: '@site/docs/draft.mdx', frontMatter: {draft: true}},
    {...plain, source: '@site/docs/image.mdx', frontMatter: {image: './card.png'}},
  ]);
  assert.equal(problems.length, 4);
  assert.match(problems[0]!, /^@site\/docs\/tagged\.mdx has tags \(src\/theme\/DocItem\/Footer/);
  assert.match(problems[1]!, /^@site\/docs\/unlisted\.mdx has an unlisted or draft state \(src\/theme\/ContentVisibility/);
  assert.match(problems[2]!, /^@site\/docs\/draft\.mdx has an unlisted or draft state/);
  assert.match(problems[3]!, /^@site\/docs\/image\.mdx has an image \(src\/theme\/DocItem\/Metadata/);
});

describe('front matter schema', () => {
  const valid = {
    title: 'Rate limiting',
    description: 'How a graphql-js server bounds the requests one client may send, and what the client is told when it is over the limit.',
    keywords: ['throttling', 'too many requests'],
  };

  test('a page with a title, a description in range and keywords as a list passes, with a slug or sidebar label too', () => {
    assert.deepEqual(frontMatterProblems('@site/docs/a.mdx', valid), []);
    assert.deepEqual(frontMatterProblems('@site/docs/a.mdx', {...valid, slug: '/a/', sidebar_label: 'A'}), []);
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'a missing title',
      {...valid, title: undefined},
      /^@site\/docs\/a\.mdx: front matter "title" is missing; add a string of 3 to 60 characters$/,
    ],
    [
      'a short description',
      {...valid, description: 'Too short.'},
      /^@site\/docs\/a\.mdx: front matter "description" is 10 characters long; it must be a string of 100 to 350 characters/,
    ],
    ['a long description', {...valid, description: 'x'.repeat(351)}, /"description" is 351 characters long/],
    [
      'keywords as one string',
      {...valid, keywords: 'throttling, limits'},
      /"keywords" is a string; it must be a list of the words readers type/,
    ],
    ['an empty keyword', {...valid, keywords: ['throttling', ' ']}, /"keywords" has " " at position 2/],
    ['a keyword twice', {...valid, keywords: ['limits', 'limits']}, /"keywords" has "limits" twice/],
    ['a number as title', {...valid, title: 42}, /"title" is a number; it must be a string of 3 to 60 characters/],
    ['a slug without a leading slash', {...valid, slug: 'a'}, /"slug" does not start with \/; it must be the page's URL under \/docs/],
    [
      'an unknown field',
      {...valid, sidebar_position: 2},
      /"sidebar_position" is not a field these pages use; the allowed fields are title, description, keywords, sidebar_label, slug/,
    ],
  ];
  for (const [name, frontMatter, expected] of cases) {
    test(`names ${name}, with the page, the field and what is allowed`, () => {
      const problems = frontMatterProblems('@site/docs/a.mdx', frontMatter);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, expected);
    });
  }

  test('leaves tags, draft, unlisted and image to the check that names the theme component', () => {
    assert.deepEqual(frontMatterProblems('@site/docs/a.mdx', {...valid, tags: ['x'], draft: true, unlisted: true, image: './a.png'}), []);
  });

  test('the build checks the hand-written pages only, not the generated API pages', () => {
    const docs = [
      {...plain, source: '@site/docs/guides/bad.mdx', frontMatter: {title: 'Bad'}},
      {...plain, source: '@site/.docusaurus/api/function/graphql.mdx', frontMatter: {title: 'graphql', custom_edit_url: null}},
    ];
    const problems = frontMatterDeclarations(docs);
    assert.deepEqual(
      problems.map((problem) => problem.split(':')[0]),
      ['@site/docs/guides/bad.mdx', '@site/docs/guides/bad.mdx'],
    );
  });

  test("every hand-written page's front matter, parsed as Docusaurus parses it, passes the schema and holds no scaffold placeholder", async () => {
    const files = readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));
    assert.ok(files.length > 30);
    const problems = (
      await Promise.all(files.map(async (file) => frontMatterProblems(`docs/${file}`, await readFrontMatter(path.join(DOCS_DIR, file)))))
    ).flat();
    assert.deepEqual(problems, []);
    const withPlaceholder = files.filter((file) => readFileSync(path.join(DOCS_DIR, file), 'utf8').includes(`${PLACEHOLDER}:`));
    assert.deepEqual(withPlaceholder, []);
  });
});

test('the plugin stops the build on a hand-written page whose front matter the schema refuses, naming the page and the field', async () => {
  const docs = [{...plain, source: '@site/docs/guides/bad.mdx', frontMatter: {title: 'Bad', description: 'Short.', keywords: ['bad']}}];
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
  const hook = docChecksPlugin().allContentLoaded as (args: {allContent: unknown}) => Promise<void> | void;
  await assert.rejects(
    async () => hook({allContent}),
    /^Error: \[doc-checks\] @site\/docs\/guides\/bad\.mdx: front matter "description" is 6 characters long; it must be a string of 100 to 350/,
  );
});

test('the plugin names every problem of a build in one error: the front matter and what the theme would not show', async () => {
  const docs = [{...plain, source: '@site/docs/guides/drafted.mdx', draft: true, frontMatter: {title: 'Drafted', draft: true}}];
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
  const hook = docChecksPlugin().allContentLoaded as (args: {allContent: unknown}) => Promise<void> | void;
  await assert.rejects(
    async () => hook({allContent}),
    (error: Error) =>
      /@site\/docs\/guides\/drafted\.mdx: front matter "description" is missing/.test(error.message) &&
      /@site\/docs\/guides\/drafted\.mdx has an unlisted or draft state \(src\/theme\/ContentVisibility/.test(error.message) &&
      !error.message.includes('"draft" is not a field'),
  );
});
