import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {readExportModules} from '../../plugins/api-reference/exports';
import type {DocumentedPackage} from '../../plugins/api-reference/packages';
import {renderVersion} from '../../plugins/api-reference/render-version';
import {generatedReference} from './api-reference-helpers';

const fixtureDir = path.join(__dirname, 'fixtures/api-links');
const fixture: DocumentedPackage = {
  packageName: 'api-links-fixture',
  packageDir: fixtureDir,
  version: '1.2.3',
  label: '1.x',
  gitTag: 'v1.2.3',
  basePath: '/api',
  isCurrent: true,
};

test('{@link} tags become links to the target page or member; unresolved ones are reported', async () => {
  const output = await renderVersion(fixture, readExportModules(path.join(fixtureDir, 'index.d.ts')));
  const page = (file: string) => output.pages.find((p) => p.path === file)?.content ?? assert.fail(`no ${file}`);
  assert.match(page('interface/WidgetOptions.mdx'), /Options of a \[Widget\]\(\/api\/class\/Widget\)\./);
  assert.match(page('interface/WidgetOptions.mdx'), /see \[Widget\.size\]\(\/api\/class\/Widget#size\)/);
  assert.match(page('class/Widget.mdx'), /Create one with \[the factory\]\(\/api\/function\/makeWidget\)/);
  assert.match(page('class/Widget.mdx'), /The size given in \[WidgetOptions\.size\]\(\/api\/interface\/WidgetOptions#size\)/);
  assert.match(
    page('function/makeWidget.mdx'),
    /- `options`: \[`WidgetOptions`\]\(\/api\/interface\/WidgetOptions\) — The \[WidgetOptions\]\(\/api\/interface\/WidgetOptions\) to use\./,
  );
  assert.match(page('function/describeWidget.mdx'), /unlike `NotExported`, which resolves nowhere/);
  assert.deepEqual(output.unresolvedLinks, [{docId: 'function/describeWidget', text: 'NotExported'}]);
});

test('code spans naming an export link to it, except on its own page and in code blocks', async () => {
  const output = await renderVersion(fixture, readExportModules(path.join(fixtureDir, 'index.d.ts')));
  const makeWidget = output.pages.find((p) => p.path === 'function/makeWidget.mdx')?.content ?? assert.fail('no makeWidget page');
  assert.match(
    makeWidget,
    /asynchronously: `makeWidget` resolves to a \[`Widget`\]\(\/api\/class\/Widget\), which \[`describeWidget\(\)`\]\(\/api\/function\/describeWidget\)/,
  );
  assert.match(makeWidget, /`NotExported` is not linked/);
  assert.match(makeWidget, /const widget = await makeWidget\(\{size: 1\}\); \/\/ Widget\n/);
});

test('type references link to their page; types from outside the package stay plain', async () => {
  const output = await renderVersion(fixture, readExportModules(path.join(fixtureDir, 'index.d.ts')));
  const makeWidget = output.pages.find((p) => p.path === 'function/makeWidget.mdx')?.content ?? '';
  assert.ok(
    makeWidget.includes(
      '<ApiSignature parts={["function makeWidget(\\n  options: ",["WidgetOptions","/api/interface/WidgetOptions"],",\\n  signal?: AbortSignal,\\n): Promise<",["Widget","/api/class/Widget"],">"]} />',
    ),
    makeWidget,
  );
});

test('in the real reference, signatures link to the pages of the version they belong to', async () => {
  const reference = await generatedReference();
  const parse17 = reference.pageAt('/api/function/parse');
  assert.ok(parse17.includes('["Source","/api/class/Source"]'));
  assert.ok(parse17.includes('["DocumentNode","/api/interface/DocumentNode"]'));
  const parse16 = reference.pageAt('/api/16.x/function/parse');
  assert.ok(parse16.includes('["Source","/api/16.x/class/Source"]'));
  const graphql = reference.pageAt('/api/function/graphql');
  assert.match(graphql, /\): Promise<",\["ExecutionResult","\/api\/interface\/ExecutionResult"\]/);
});

test('a deprecation notice links the export it names as the replacement', async () => {
  const reference = await generatedReference();
  assert.match(
    reference.pageAt('/api/function/valueFromAST'),
    /<ApiDeprecated>\n\nuse \[`coerceInputLiteral\(\)`\]\(\/api\/function\/coerceInputLiteral\) instead/,
  );
});
