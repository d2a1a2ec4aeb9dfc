import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, extname, join} from 'node:path';
import {test} from 'node:test';
import {normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {themeCss} from '../../plugins/code-theme';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';
import {highlightedHtml, tokenLines} from '../../src/theme/CodeBlock/Content/highlight';
import Prism from '../../src/theme/CodeBlock/Content/prism';
import {plainHtml} from '../../src/theme/CodeBlock/Content/lines';

type Style = Record<string, unknown>;

/** The inline style prism-react-renderer gives a token (its themeToDict and getStyleForToken). */
function inlineStyle(theme: PrismTheme, language: string, types: readonly string[]): Style {
  const dictionary: Record<string, Style> = {};
  for (const {types: entryTypes, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) dictionary[type] = {...dictionary[type], ...style};
  }
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => dictionary[type]));
}

/**
 * The style the generated stylesheet gives nested spans of these types: at each span, the rules
 * naming its type apply in stylesheet order over what it inherits (the themes set only `color`
 * and `fontStyle`, both inherited).
 */
function cascadedStyle(css: string, mode: string, types: readonly string[]): Style {
  const rules = css.split('\n').map((rule) => {
    const [, selectors, body] = /^(.*)\{(.*)\}$/.exec(rule)!;
    const style = Object.fromEntries(
      body!.split(';').map((declaration) => {
        const [property, value] = declaration.split(':');
        return [property!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value];
      }),
    );
    return {selectors: selectors!.split(','), style};
  });
  const style: Style = {};
  for (const type of types) {
    for (const rule of rules) {
      if (rule.selectors.includes(`[data-theme='${mode}'] .token.${type}`)) Object.assign(style, rule.style);
    }
  }
  return style;
}

const THEMES = [
  [lightCodeTheme, 'light'],
  [darkCodeTheme, 'dark'],
] as const;

test('the themes use only properties that nested spans inherit', () => {
  for (const [theme] of THEMES) {
    for (const {style, languages} of theme.styles) {
      assert.deepEqual(
        Object.keys(style).filter((property) => !['color', 'fontStyle'].includes(property)),
        [],
      );
      assert.equal(languages, undefined);
    }
  }
});

// The site's grammars, loaded onto the highlighter's Prism as theme-classic's prism-include-languages does.
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of ['markup', 'clike', 'javascript', 'typescript', 'json', 'bash', 'graphql'])
  require(`prismjs/components/prism-${language}`);

const LANGUAGES: Record<string, string> = {'.js': 'javascript', '.ts': 'typescript', '.graphql': 'graphql', '.json': 'json', '.sh': 'bash'};

function samples(): {file: string; language: string; code: string}[] {
  const dir = join(__dirname, '..', '..', 'examples');
  return (
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => extname(file) in LANGUAGES)
      .map((file) => ({file, language: LANGUAGES[extname(file)]!, code: readFileSync(join(dir, file), 'utf8')}))
      // The API reference shows TypeScript declarations.
      .concat(
        ['type/definition.d.ts', 'execution/execute.d.ts'].map((file) => ({
          file: `graphql/${file}`,
          language: 'typescript',
          code: readFileSync(join(dirname(require.resolve('graphql')), file), 'utf8'),
        })),
      )
  );
}

test('every token of every sample gets the same colours from the stylesheet as from inline styles', () => {
  const checked = new Set<string>();
  for (const {file, language, code} of samples()) {
    for (const line of tokenLines(Prism.tokenize(code, Prism.languages[language]!))) {
      for (const {types} of line) {
        const key = `${language} ${types.join(' ')}`;
        if (checked.has(key)) continue;
        checked.add(key);
        for (const [theme, mode] of THEMES) {
          assert.deepEqual(
            cascadedStyle(themeCss(theme, mode), mode, types),
            inlineStyle(theme, language, types),
            `${key} (${mode}) in ${file}`,
          );
        }
      }
    }
  }
  assert.ok(checked.size > 40, `only ${checked.size} kinds of token checked`);
});

test("the highlighter's lines are prism-react-renderer's normalizeTokens lines, for every sample and for code without a grammar", () => {
  for (const {file, language, code} of samples()) {
    const stream = Prism.tokenize(code, Prism.languages[language]!);
    const expected = normalizeTokens(stream).map((line) => line.map(({types, content}) => ({types, content})));
    assert.deepEqual(tokenLines(stream), expected, file);
  }
  for (const code of ['', '\n', 'a\r\n\rb\n']) {
    assert.deepEqual(
      tokenLines(code),
      normalizeTokens([code]).map((line) => line.map(({types, content}) => ({types, content}))),
      JSON.stringify(code),
    );
  }
});

test('the stylesheet scopes each theme to its colour mode', () => {
  const css = themeCss(darkCodeTheme, 'dark');
  assert.match(css, /^\[data-theme='dark'\]\{--prism-color:[^;]+;--prism-background-color:[^}]+\}/);
  assert.match(css, /\[data-theme='dark'\] \.token\.comment[,{]/);
  assert.doesNotMatch(css, /\[data-theme='light'\]/);
});

test('neighbouring tokens of the same types share one span, blanks between them included', () => {
  const html = highlightedHtml({code: 'f(a, b) {\n  return [x];\n}', language: 'javascript'});
  // `(` alone, then `, `; `) {` is one span across the blank, as is `];`.
  assert.match(html, /<span class="token punctuation">\) \{<\/span>/);
  assert.match(html, /<span class="token punctuation">\];<\/span>/);
  // A blank between tokens of different types (`return` and `[`) stays plain text.
  assert.match(html, /return(?:<\/span>)+ <span class="token punctuation">\[<\/span>/);
  assert.equal(html.replace(/<br>/g, '\n').replace(/<[^>]+>/g, ''), 'f(a, b) {\n  return [x];\n}\n');
});

test('highlighted HTML keeps the text, escapes it, and marks lines and tokens', () => {
  const html = highlightedHtml({
    code: 'const a = "<b>";\n\nx && y',
    language: 'javascript',
    lineClassNames: {2: ['theme-code-block-highlighted-line']},
  });
  assert.equal(html.split('<div class="token-line').length - 1, 3);
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="token string">&quot;&lt;b&gt;&quot;<\/span>/);
  assert.match(html, /<div class="token-line"><br><\/div>/);
  assert.match(
    html,
    /<div class="token-line theme-code-block-highlighted-line">x <span class="token operator">&amp;&amp;<\/span> y<br><\/div>/,
  );
  assert.equal(
    html
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
    'const a = "<b>";\n\nx && y\n',
  );
});

test('the plain text shown until the highlighter loads is the markup the highlighter gives code without a grammar', () => {
  const numbered = {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'};
  const cases = [
    {code: 'const a = "<b>" && c;\n\n  x\r\ny\rz\n', language: 'no-such-language'},
    {code: '', language: 'no-such-language'},
    {code: '\n\n', language: 'no-such-language', lineClassNames: {1: ['theme-code-block-highlighted-line']}},
    {code: 'one\ntwo', language: 'no-such-language', numbered},
  ];
  for (const options of cases) assert.equal(plainHtml(options), highlightedHtml(options), JSON.stringify(options));
  // With a grammar the text is the same, only wrapped in token spans.
  const code = 'type Query {\n  hello: String\n}';
  const highlighted = highlightedHtml({code, language: 'graphql'});
  assert.match(highlighted, /<span class="token keyword">type<\/span>/);
  assert.equal(highlighted.replace(/<span class="token [^"]*">|<\/span>/g, ''), plainHtml({code, language: 'graphql'}));
});
