import assert from 'node:assert/strict';
import {test} from 'node:test';
import {highlightedHtml} from '../../src/theme/CodeBlock/Content/highlight';
import Prism from '../../src/theme/CodeBlock/Content/prism';

// The JavaScript grammar, loaded onto the highlighter's Prism as theme-classic's prism-include-languages does.
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of ['clike', 'javascript']) require(`prismjs/components/prism-${language}`);

const code = ["import {buildSchema, graphql as run} from 'graphql';", 'const schema = buildSchema(sdl);'].join('\n');
const links = JSON.stringify([
  [0, 8, 11, '/api/function/buildSchema'],
  [0, 21, 7, '/api/function/graphql'],
  [0, 32, 3, '/api/function/graphql'],
  [1, 15, 11, '/api/function/buildSchema'],
]);

/** The text of highlighted HTML, as a reader (and the copy button) reads it. */
function textOf(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n$/, '');
}

test('linked names become links inside their token spans, and the text stays the code', () => {
  const plain = highlightedHtml({code, language: 'javascript'});
  const linked = highlightedHtml({code, language: 'javascript', links});
  assert.equal(textOf(linked), textOf(plain));
  assert.equal(textOf(linked), code);
  assert.deepEqual(
    [...linked.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => `${text} ${href}`),
    [
      'buildSchema /api/function/buildSchema',
      'graphql /api/function/graphql',
      'run /api/function/graphql',
      'buildSchema /api/function/buildSchema',
    ],
  );
  // The call keeps its token's colour: the link is inside the function token's span.
  assert.match(linked, /<span class="token function"><a href="\/api\/function\/buildSchema">buildSchema<\/a><\/span>/);
  // Without links, the markup is what it was.
  assert.doesNotMatch(plain, /<a /);
});
