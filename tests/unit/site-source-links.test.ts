import assert from 'node:assert/strict';
import {test} from 'node:test';
import {editUrlOf, reportProblemUrl} from '../../contracts/site-source';

const source = {repository: 'https://github.com/example/docs-fork', branch: 'main'};

test("'Edit this page' opens the page's own file in GitHub's editor, on the configured branch", () => {
  assert.equal(
    editUrlOf(source, 'docs/tutorials/basic-types.mdx'),
    'https://github.com/example/docs-fork/edit/main/docs/tutorials/basic-types.mdx',
  );
  assert.equal(
    editUrlOf({...source, branch: 'release/2.x'}, 'docs/index.mdx'),
    'https://github.com/example/docs-fork/edit/release/2.x/docs/index.mdx',
  );
  // Path segments are encoded, the slashes between them kept.
  assert.equal(editUrlOf(source, 'docs/a b#c.mdx'), 'https://github.com/example/docs-fork/edit/main/docs/a%20b%23c.mdx');
});

test("'Report a problem' opens a new issue in the repository with the page's address and title filled in", () => {
  const page = {url: 'https://graphql-js.org/docs/guides/errors', title: 'Errors & "masking" in 17 → 16'};
  const url = new URL(reportProblemUrl(source.repository, page));
  assert.equal(url.origin + url.pathname, 'https://github.com/example/docs-fork/issues/new');
  assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
  assert.equal(url.searchParams.get('title'), 'Problem on the page "Errors & "masking" in 17 → 16"');
  const body = url.searchParams.get('body')!;
  assert.ok(body.startsWith('Page: https://graphql-js.org/docs/guides/errors\nTitle: Errors & "masking" in 17 → 16\n'), body);
  // Nothing in the title or address may end the query early or start a fragment.
  assert.doesNotMatch(
    reportProblemUrl(source.repository, {url: 'https://x.org/a?b=1#c', title: 'a&b=c#d'}).split('?')[1]!,
    /[#&](?!body=)|[?]/,
  );
});
