import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {transformSync} from 'esbuild';
import {PRISM_LANGUAGES} from '../../contracts/code-languages';
import {shippedLanguages} from '../../packages/docusaurus-lean-client/slim-prism/shipped-languages';
import {codeBlockMetadata, type CodeBlockMetadataParams} from '../../src/theme/CodeBlock/metadata';
import {siteDir} from './api-reference-helpers';

type CreateCodeBlockMetadata = typeof codeBlockMetadata;

/**
 * theme-common's createCodeBlockMetadata, as installed. Its module holds JSX (the block's context
 * provider), so it is compiled here; the React helpers it imports for that provider are not needed.
 */
function installedCreateCodeBlockMetadata(): CreateCodeBlockMetadata {
  const file = path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js');
  const {code} = transformSync(readFileSync(file, 'utf8'), {loader: 'jsx', jsx: 'automatic', format: 'cjs'});
  const requireNextToFile = createRequire(file);
  const module = {exports: {} as {createCodeBlockMetadata: CreateCodeBlockMetadata}};
  const evaluate = new Function('require', 'module', 'exports', code) as (...args: unknown[]) => void;
  evaluate((id: string) => (id === './reactUtils' ? {} : requireNextToFile(id)), module, module.exports);
  return module.exports.createCodeBlockMetadata;
}

const createCodeBlockMetadata = installedCreateCodeBlockMetadata();

/** theme-classic's default `prism.magicComments`, which the site keeps. */
const {
  DEFAULT_CONFIG: {
    prism: {magicComments: DEFAULT_MAGIC_COMMENTS},
  },
} = require(path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/options.js')) as {
  DEFAULT_CONFIG: {prism: {magicComments: CodeBlockMetadataParams['magicComments']}};
};
/** The defaults and a second kind of line with a line and a block directive of its own. */
const TWO_MAGIC_COMMENTS = [
  ...DEFAULT_MAGIC_COMMENTS,
  {className: 'error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
];

function params(overrides: Partial<CodeBlockMetadataParams>): CodeBlockMetadataParams {
  return {
    code: 'a\n',
    className: undefined,
    language: undefined,
    defaultLanguage: undefined,
    metastring: undefined,
    magicComments: DEFAULT_MAGIC_COMMENTS,
    title: undefined,
    showLineNumbers: undefined,
    ...overrides,
  };
}

/** A magic comment in each comment style theme-common knows (its own 17 languages' too), as opening and closing. */
const COMMENT_STYLES: [string, string][] = [
  ['//', ''],
  ['/*', '*/'],
  ['{/*', '*/}'],
  ['#', ''],
  ['<!--', '-->'],
  ['--', ''],
  [';;', ''],
  ['%', ''],
  ["'", ''],
  ['REM', ''],
  ['!', ''],
  ['(*', '*)'],
  ['*>', ''],
];

/** Code with every directive of TWO_MAGIC_COMMENTS in one comment style, and the odd cases: an empty block, an end with no start, CRLF lines. */
function codeWithDirectives([open, close]: [string, string]): string[] {
  const comment = (directive: string, indent = '') => `${indent}${open} ${directive} ${close}`.trimEnd();
  return [
    ['a', comment('highlight-next-line'), 'b', comment('highlight-start', '  '), 'c', 'd', comment('highlight-end', '  '), 'e', ''].join(
      '\n',
    ),
    [
      comment('error-next-line'),
      comment('highlight-next-line'),
      'a',
      comment('error-start'),
      comment('highlight-start'),
      'b',
      comment('highlight-end'),
      comment('error-end'),
      'c',
    ].join('\n'),
    ['a', comment('highlight-start'), comment('highlight-end'), 'b', comment('highlight-end'), 'c'].join('\r\n'),
    [
      comment('error-end'),
      'a',
      `x ${comment('highlight-next-line')}`,
      comment('highlight-next-line'),
      comment('highlight-next-line'),
      'b\r\n',
    ].join('\n'),
  ];
}

/** Every shipped language, plain text, one the site does not ship and a name Object.prototype has. */
const LANGUAGES = [...shippedLanguages(PRISM_LANGUAGES, siteDir), 'text', 'rust', 'constructor'];

const CASES: CodeBlockMetadataParams[] = [
  ...LANGUAGES.flatMap((language) =>
    COMMENT_STYLES.flatMap((style) =>
      codeWithDirectives(style).flatMap((code) => [
        params({code, className: `language-${language}`, magicComments: TWO_MAGIC_COMMENTS}),
        params({code, language, magicComments: DEFAULT_MAGIC_COMMENTS}),
      ]),
    ),
  ),
  params({className: 'language-JS'}),
  params({language: 'TypeScript', className: 'language-js extra'}),
  params({className: 'extra language-bash'}),
  params({className: 'extra'}),
  params({defaultLanguage: 'bash'}),
  params({className: 'language-graphql', defaultLanguage: 'bash'}),
  params({}),
  params({language: ''}),
  params({metastring: 'title="schema.graphql"'}),
  params({metastring: 'title=\'a "b" c\' showLineNumbers'}),
  params({metastring: 'title=""', title: 'prop'}),
  params({title: 'prop'}),
  params({metastring: 'title="meta"', title: 'prop'}),
  params({metastring: 'showLineNumbers'}),
  params({metastring: 'showLineNumbers=5'}),
  params({metastring: 'showLineNumbers=x'}),
  params({metastring: 'noshowLineNumbers'}),
  params({showLineNumbers: true, metastring: 'showLineNumbers=5'}),
  params({showLineNumbers: false, metastring: 'showLineNumbers'}),
  params({showLineNumbers: 12}),
  ...['{1,3-5}', '{5-3}', '{0,2,2}', '{-2-1}', '{1--1}', '{3-}', '{,}', 'title="x" {2} showLineNumbers', '{1} {3}'].map((metastring) =>
    params({code: 'a\n// highlight-next-line\nb\nc\nd\ne\n', language: 'js', metastring, magicComments: TWO_MAGIC_COMMENTS}),
  ),
];

describe("the code block's metadata (src/theme/CodeBlock/metadata.ts)", () => {
  test(`equals theme-common's createCodeBlockMetadata on ${CASES.length} blocks: each shipped language with each comment style, and every prop and metastring option`, () => {
    for (const input of CASES) assert.deepEqual(codeBlockMetadata(input), createCodeBlockMetadata(input), JSON.stringify(input));
  });

  test('the language comes from the prop, else the class name, else the configured default, else text, in lower case; the class name names it', () => {
    const languageAndClass = (overrides: Partial<CodeBlockMetadataParams>) => {
      const {language, className} = codeBlockMetadata(params(overrides));
      return [language, className];
    };
    assert.deepEqual(languageAndClass({language: 'TS', className: 'language-js'}), ['ts', 'language-js language-ts']);
    assert.deepEqual(languageAndClass({className: 'wide language-GraphQL', defaultLanguage: 'bash'}), [
      'graphql',
      'wide language-GraphQL language-graphql',
    ]);
    assert.deepEqual(languageAndClass({className: 'language-js'}), ['js', 'language-js']);
    assert.deepEqual(languageAndClass({defaultLanguage: 'bash'}), ['bash', 'language-bash']);
    assert.deepEqual(languageAndClass({}), ['text', 'language-text']);
  });

  test("the title is the metastring's, in either quotes, else the prop's", () => {
    assert.equal(codeBlockMetadata(params({metastring: 'title="server.js" {1}', title: 'prop'})).title, 'server.js');
    assert.equal(codeBlockMetadata(params({metastring: 'title=\'it "works"\''})).title, 'it "works"');
    assert.equal(codeBlockMetadata(params({metastring: 'showLineNumbers', title: 'prop'})).title, 'prop');
    assert.equal(codeBlockMetadata(params({})).title, undefined);
  });

  test('line numbers start at the prop, else at showLineNumbers=N or 1 from the metastring; none without either', () => {
    const start = (overrides: Partial<CodeBlockMetadataParams>) => codeBlockMetadata(params(overrides)).lineNumbersStart;
    assert.equal(start({showLineNumbers: true}), 1);
    assert.equal(start({showLineNumbers: 7, metastring: 'showLineNumbers=3'}), 7);
    assert.equal(start({showLineNumbers: false, metastring: 'showLineNumbers'}), undefined);
    assert.equal(start({metastring: 'title="a" showLineNumbers=3'}), 3);
    assert.equal(start({metastring: 'showLineNumbers'}), 1);
    assert.equal(start({metastring: 'title="a"'}), undefined);
  });

  test('magic comments mark lines with their class and leave the code; the last line break is dropped', () => {
    const code = [
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '/* highlight-start */',
      'f(a,',
      '  b);',
      '/* highlight-end */',
      'done();',
      '',
    ].join('\n');
    assert.deepEqual(codeBlockMetadata(params({code, language: 'js'})), {
      codeInput: code,
      code: ['const a = 1;', 'const b = 2;', 'f(a,', '  b);', 'done();'].join('\n'),
      className: 'language-js',
      language: 'js',
      title: undefined,
      lineNumbersStart: undefined,
      lineClassNames: {
        1: ['theme-code-block-highlighted-line'],
        2: ['theme-code-block-highlighted-line'],
        3: ['theme-code-block-highlighted-line'],
      },
    });
    const marked = codeBlockMetadata(
      params({code: '# error-next-line\n# highlight-next-line\nrm -rf build', language: 'bash', magicComments: TWO_MAGIC_COMMENTS}),
    );
    assert.deepEqual([marked.code, marked.lineClassNames], ['rm -rf build', {0: ['theme-code-block-highlighted-line', 'error-line']}]);
  });

  test("a language's magic comments use its own comment styles; other languages accept the popular ones", () => {
    const kept = (language: string, comment: string) => codeBlockMetadata(params({code: `${comment}\nx`, language})).code !== 'x';
    assert.deepEqual(
      [
        '// highlight-next-line',
        '/* highlight-next-line */',
        '{/* highlight-next-line */}',
        '# highlight-next-line',
        '<!-- highlight-next-line -->',
      ].map((comment) => [kept('js', comment), kept('bash', comment), kept('html', comment), kept('graphql', comment)]),
      [
        [false, true, false, false],
        [false, true, false, false],
        [true, true, true, false],
        [true, false, true, false],
        [true, true, false, false],
      ],
    );
  });

  test('a language the site does not ship gets the popular comment styles, not the ones Docusaurus knows for it', () => {
    const input = params({code: '// highlight-next-line\nprint(1)', language: 'python'});
    assert.equal(codeBlockMetadata(input).code, 'print(1)');
    assert.equal(createCodeBlockMetadata(input).code, input.code);
    assert.ok(!shippedLanguages(PRISM_LANGUAGES, siteDir).has('python'));
  });

  test('a metastring range marks those lines (counted from 1) with the first magic comment class, and the magic comments stay code', () => {
    const code = '// highlight-next-line\na\nb\nc\nd';
    assert.deepEqual(codeBlockMetadata(params({code, language: 'js', metastring: '{1,3-4}', magicComments: TWO_MAGIC_COMMENTS})), {
      codeInput: code,
      code,
      className: 'language-js',
      language: 'js',
      title: undefined,
      lineNumbersStart: undefined,
      lineClassNames: {
        0: ['theme-code-block-highlighted-line'],
        2: ['theme-code-block-highlighted-line'],
        3: ['theme-code-block-highlighted-line'],
      },
    });
  });

  test('a metastring range without any magic comment configured is refused with the reason', () => {
    assert.throws(
      () => codeBlockMetadata(params({metastring: '{1}', magicComments: []})),
      /metastring \(\{1\}\) gives lines to highlight, but themeConfig\.prism\.magicComments is empty/,
    );
  });
});
