import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {headingSlug, pageSamples, type DocPage} from '../../plugins/docs-usage/doc-samples';
import {shownLine, sidebarOrder, usageOf} from '../../plugins/docs-usage/usage';

const examplesDir = mkdtempSync(path.join(tmpdir(), 'docs-usage-examples-'));
after(() => rmSync(examplesDir, {recursive: true, force: true}));
mkdirSync(path.join(examplesDir, 'page'));
writeFileSync(path.join(examplesDir, 'page/both.js'), "import {parse} from 'graphql';\n");
writeFileSync(path.join(examplesDir, 'page/only-17.js'), '// graphql 17 only: a new name\n');
writeFileSync(path.join(examplesDir, 'page/old.v16.js'), '// before\n');

const page: DocPage = {source: 'tutorials/page.mdx', url: '/docs/tutorials/page', title: 'A page', kind: 'tutorial'};

const mdx = `---
title: A page
---

import CodeBlock from '@theme/CodeBlock';
import both from '@site/examples/page/both.js?raw';
import only17 from '@site/examples/page/only-17.js?raw';
import old from '@site/examples/page/old.v16.js?raw';
import output from '@site/examples/page/both.output.txt?raw';

<CodeBlock language="js">{both}</CodeBlock>

## The \`parse\` function

\`\`\`md
## Not a heading
\`\`\`

<CodeBlock language="js">{only17}</CodeBlock>
<CodeBlock language="text">{output}</CodeBlock>

### Before and after \\{#before-after\\}

<Tabs>
<TabItem value="16" label="graphql 16">
<CodeBlock language="js">{both}</CodeBlock>
</TabItem>
<TabItem value="17" label="graphql 17">
<CodeBlock language="js">{both}</CodeBlock>
</TabItem>
</Tabs>

## The parse function

<CodeBlock language="js">{old}</CodeBlock>
`;

test('each sample block is placed under its section, with the majors it is shown for', () => {
  const blocks = pageSamples(page, mdx, examplesDir).map((block) => `${block.file} ${block.section.url} ${block.majors.join('+')}`);
  assert.deepEqual(blocks, [
    'page/both.js /docs/tutorials/page 17+16',
    'page/only-17.js /docs/tutorials/page#the-parse-function 17',
    'page/both.js /docs/tutorials/page#before-after 16',
    'page/both.js /docs/tutorials/page#before-after 17+16',
    'page/old.v16.js /docs/tutorials/page#the-parse-function-1 16',
  ]);
});

test('slugs are those of Docusaurus for the headings the site writes', () => {
  assert.equal(headingSlug('cause and originalError'), 'cause-and-originalerror');
  assert.equal(headingSlug('From resolvers to results: result coercion'), 'from-resolvers-to-results-result-coercion');
  assert.equal(headingSlug('info.variableValues'), 'infovariablevalues');
});

test('a shown line is cut at a word boundary', () => {
  assert.equal(shownLine('  const schema = buildSchema(sdl);  '), 'const schema = buildSchema(sdl);');
  const long = `const result = await graphql({schema, source: '{ tools { name } }', rootValue, contextValue});`;
  const shown = shownLine(long, 40);
  assert.ok(shown.endsWith(' …') && shown.length <= 42, shown);
  assert.ok(long.startsWith(shown.slice(0, -2)), shown);
  assert.match(shown.slice(0, -2), /[\w,]$/);
});

test('the sidebar order lists doc ids, with the pages categories link to', () => {
  assert.deepEqual(sidebarOrder(['a', {type: 'category', link: {type: 'doc', id: 'b'}, items: ['c', {items: ['d']}]}]), [
    'a',
    'b',
    'c',
    'd',
  ]);
});

test('usage lists each section once per export, with the line that uses it rather than its import', () => {
  const blocks = pageSamples(page, mdx, examplesDir);
  const uses = {
    'page/both.js': {
      names: [
        {name: 'parse', line: 0, column: 8, length: 5, inImport: true},
        {name: 'parse', line: 1, column: 0, length: 5, inImport: false},
      ],
      members: [{owner: 'GraphQLSchema', member: 'getType', line: 1}],
      lines: ["import {parse} from 'graphql';", 'parse(`{ a }`);'],
    },
    'page/only-17.js': {names: [], members: [], lines: []},
    'page/old.v16.js': {names: [{name: 'parse', line: 0, column: 0, length: 5, inImport: true}], members: [], lines: ['parse']},
  };
  const usage = usageOf(blocks, uses);
  assert.deepEqual(
    usage['17'].exports.parse!.map((entry) => `${entry.url} ${entry.line}`),
    ['/docs/tutorials/page parse(`{ a }`);', '/docs/tutorials/page#before-after parse(`{ a }`);'],
  );
  assert.deepEqual(
    usage['16'].exports.parse!.map((entry) => entry.url),
    ['/docs/tutorials/page', '/docs/tutorials/page#before-after', '/docs/tutorials/page#the-parse-function-1'],
  );
  assert.equal(usage['17'].members['GraphQLSchema.getType']![0]!.section, 'A page');
});
