import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {pageStructureProblems} from '../e2e/page-structure';

// A page in the shape Docusaurus builds, which passes; each case below breaks one thing.
function page({head = '<title>Basic types | graphql-js</title>', lang = ' lang="en"', body = ''} = {}): string {
  return `<!doctype html><html${lang}><head>${head}</head><body>
    <div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#main">Skip to main content</a></div>
    <nav aria-label="Main"><a href="/">Home</a><button type="button" aria-label="Switch colour mode"><svg></svg></button></nav>
    <main id="main"><h1>Basic types</h1><h2 id="scalars">Scalars</h2><h3 id="int">Int</h3><p>Text.</p>${body}</main>
    <footer><p>Footer</p></footer></body></html>`;
}

describe('page structure check', () => {
  test('a well-formed page has no problems', () => {
    assert.deepEqual(pageStructureProblems(page()), []);
  });

  const cases: [string, string, RegExp][] = [
    ['no lang', page({lang: ''}), /<html> has no lang/],
    ['no title', page({head: '<title></title>'}), /no <title> text/],
    ['two h1', page({body: '<h1>Again</h1>'}), /2 <h1> elements/],
    ['a skipped heading level', page({body: '<h2>Next</h2><h4>Deep</h4>'}), /<h4> "Deep" skips a level after <h2>/],
    ['an empty heading', page({body: '<h2 id="e"></h2>'}), /<h2#e> is empty/],
    ['a duplicate id', page({body: '<p id="scalars">x</p>'}), /id "scalars" is used more than once/],
    [
      'a dangling aria-labelledby',
      page({body: '<section aria-labelledby="nowhere">x</section>'}),
      /refers to no element with id "nowhere"/,
    ],
    ['a link without a name', page({body: '<a href="/x"><svg aria-hidden="true"></svg></a>'}), /<a\[href="\/x"\]> has no accessible name/],
    ['a button without a name', page({body: '<button type="button"></button>'}), /<button> has no accessible name/],
    ['an image without alt', page({body: '<img src="/a.png">'}), /<img> has no alt attribute/],
    ['an svg image without a name', page({body: '<svg role="img"></svg>'}), /<svg> \(role img\) has no accessible name/],
    ['an unlabelled input', page({body: '<input id="q" type="search">'}), /<input#q> has no label/],
    ['two mains', page({body: '<div role="main">x</div>'}), /2 main landmarks/],
    [
      'text outside landmarks',
      page().replace('<footer>', '<div class="stray">Loose text</div><footer>'),
      /<div.stray> has text outside every landmark/,
    ],
  ];
  for (const [name, html, expected] of cases) {
    test(`finds ${name}`, () => {
      const problems = pageStructureProblems(html);
      assert.ok(
        problems.some((problem) => expected.test(problem)),
        problems.join('\n') || 'no problem found',
      );
    });
  }

  test('labels, alternative text and aria-label name their elements', () => {
    const body =
      '<label for="q">Filter</label><input id="q" type="search">' +
      '<a href="/logo"><img src="/logo.svg" alt="graphql-js"></a>' +
      '<a href="/x" aria-label="Close"><svg></svg></a>' +
      '<button type="button" aria-labelledby="scalars"></button>';
    assert.deepEqual(pageStructureProblems(page({body})), []);
  });
});
