import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_HTML_FILES} from './built-pages';
import {pageStructureProblems} from './page-structure';

// Every page of the build, in every run, without a browser (page-structure.ts): what varies
// from page to page. axe runs in the browser on a representative set (accessibility.spec.ts).
const HTML_FILES = PAGE_HTML_FILES;
const SHARDS = 4;

test.describe('every built page', () => {
  test('the build has every page of both API versions', () => {
    expect(HTML_FILES.length).toBeGreaterThan(700);
  });

  for (let shard = 0; shard < SHARDS; shard++) {
    const files = HTML_FILES.filter((_, index) => index % SHARDS === shard);
    test(`HTML files ${shard + 1}/${SHARDS} (${files.length}): lang, title, one h1, heading order, unique ids, names, alternatives, landmarks`, () => {
      const problems = files.flatMap((file) =>
        pageStructureProblems(readFileSync(path.join('build', file), 'utf8')).map((problem) => `${file}: ${problem}`),
      );
      expect(problems.join('\n')).toBe('');
    });
  }
});
