import assert from 'node:assert/strict';
import {test} from 'node:test';
import {unshownDeclarations, type CheckedDoc} from '../../plugins/doc-checks';

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
