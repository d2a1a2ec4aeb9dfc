import {expect, test} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pageStructureProblems} from './page-structure';

// Every page of the build, in every run, without a browser (page-structure.ts): what varies
// from page to page. axe runs in the browser on a representative set (accessibility.spec.ts).
// Documents under assets/ are not pages: the one there hosts Run's workers in a hidden frame
// (plugins/sample-worker/host-frame.ts).
const HTML_FILES = readdirSync('build', {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
  .sort();
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
