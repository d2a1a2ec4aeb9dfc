import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {parse} from '@babel/parser';
import {stripTranslationDescriptions} from '../../plugins/translation-descriptions/strip';

const NODE_MODULES = join(__dirname, '..', '..', 'node_modules');

test('a description is cut from a translate() call, wherever it stands among the properties', () => {
  const cases: [string, string][] = [
    [`translate({id: 'a', description: 'For translators', message: 'Hi'})`, `translate({id: 'a', message: 'Hi'})`],
    [`translate({id: 'a', message: 'Hi', description: 'For translators'})`, `translate({id: 'a', message: 'Hi'})`],
    [`translate({id: 'a', message: 'Hi', description: 'For translators',}, {n: 1})`, `translate({id: 'a', message: 'Hi',}, {n: 1})`],
    [`translate({description: 'For translators', message: 'Hi'})`, `translate({message: 'Hi'})`],
    [`translate({'description': 'For translators', message: 'Hi'})`, `translate({message: 'Hi'})`],
  ];
  for (const [source, expected] of cases) {
    assert.deepEqual(stripTranslationDescriptions(source), {code: expected, removed: 1}, source);
  }
});

test('a description attribute is cut from <Translate>, its other attributes and children kept', () => {
  const source = `const x = <Translate id="theme.a" description="For translators" values={{n: 1}}>{'Hi {n}'}</Translate>;`;
  assert.deepEqual(stripTranslationDescriptions(source), {
    code: `const x = <Translate id="theme.a"  values={{n: 1}}>{'Hi {n}'}</Translate>;`,
    removed: 1,
  });
});

test('descriptions that are not translation declarations stay', () => {
  const source = [
    `const meta = {description: 'The page'};`,
    `other({id: 'a', description: 'kept'});`,
    `translate(options);`,
    `const el = <PageMetadata description="kept" />;`,
    `translate({id: 'a', [key]: 'computed', message: 'Hi'});`,
  ].join('\n');
  assert.deepEqual(stripTranslationDescriptions(source), {code: source, removed: 0});
});

test('every module of the theme that declares translations still parses once its descriptions are cut, and has none left', () => {
  const files = ['theme-classic', 'theme-common', 'plugin-content-docs', 'core'].flatMap((name) => {
    const lib = join(NODE_MODULES, '@docusaurus', name, 'lib');
    return readdirSync(lib, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(lib, file));
  });
  let removed = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('description')) continue;
    let result: ReturnType<typeof stripTranslationDescriptions>;
    try {
      result = stripTranslationDescriptions(source);
    } catch {
      // Server-only modules of the core may use syntax the theme's never does; the bundler only
      // loads the theme's and the client's through the loader.
      assert.ok(!file.includes('theme-'), `${file} does not parse`);
      continue;
    }
    removed += result.removed;
    assert.doesNotThrow(() => parse(result.code, {sourceType: 'module', plugins: ['jsx']}), file);
    assert.equal(stripTranslationDescriptions(result.code).removed, 0, file);
  }
  // Docusaurus 3.10's theme declares 82 texts with a description; far fewer means the scan missed them.
  assert.ok(removed > 50, `only ${removed} descriptions found`);
});
