import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {markdownLeaks, unresolvedSiteLinks} from '../../plugins/markdown-copies/checks';
import {docIdsOf, llmsFullTxt, llmsTxt, sidebarSections, type SidebarItem} from '../../plugins/markdown-copies/llms';
import {markdownPathOf} from '../../contracts/markdown-copies';

const SITE = 'https://graphql-js.org';
const workDir = mkdtempSync(join(tmpdir(), 'markdown-copies-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

test('a copy is the page path plus .md, index pages beside their folder', () => {
  assert.equal(markdownPathOf('/docs/tutorials/basic-types'), '/docs/tutorials/basic-types.md');
  assert.equal(markdownPathOf('/docs/tutorials/'), '/docs/tutorials.md');
  assert.equal(markdownPathOf('/api'), '/api.md');
  assert.equal(markdownPathOf('/api/16.x'), '/api/16.x.md');
  assert.equal(markdownPathOf('/api/16.x/class/GraphQLSchema'), '/api/16.x/class/GraphQLSchema.md');
  assert.equal(markdownPathOf('/'), '/index.md');
});

const SIDEBAR: SidebarItem[] = [
  {type: 'doc', id: 'intro'},
  {type: 'category', label: 'Guides', link: {type: 'doc', id: 'guides/index'}, items: [{type: 'doc', id: 'guides/a'}, {type: 'link'}]},
  {type: 'doc', id: 'after'},
  {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'unknown'}]},
];
const PAGES = new Map(
  ['intro', 'guides/index', 'guides/a', 'after'].map((id) => [
    id,
    {route: id === 'guides/index' ? '/docs/guides/' : `/docs/${id}`, title: `Title [${id}]`, description: `About\n${id}.`},
  ]),
);

test('a sidebar reads in order, a category page before its items', () => {
  assert.deepEqual(docIdsOf(SIDEBAR), ['intro', 'guides/index', 'guides/a', 'after', 'unknown']);
});

test('llms.txt: title, summary, then one section of links per sidebar category', () => {
  const sections = sidebarSections(SIDEBAR, (id) => PAGES.get(id), {topTitle: 'Tutorial', prefix: 'Docs: '});
  assert.deepEqual(
    sections.map(({title}) => title),
    ['Tutorial', 'Docs: Guides'],
  );
  assert.equal(
    llmsTxt({title: 'graphql-js', summary: 'The\nsummary.', details: 'Details.', sections, siteUrl: SITE}),
    [
      '# graphql-js',
      '',
      '> The summary.',
      '',
      'Details.',
      '',
      '## Tutorial',
      '',
      '- [Title \\[intro\\]](https://graphql-js.org/docs/intro.md): About intro.',
      '- [Title \\[after\\]](https://graphql-js.org/docs/after.md): About after.',
      '',
      '## Docs: Guides',
      '',
      '- [Title \\[guides/index\\]](https://graphql-js.org/docs/guides.md): About guides/index.',
      '- [Title \\[guides/a\\]](https://graphql-js.org/docs/guides/a.md): About guides/a.',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt: the pages in order, each with its address, separated by rules', () => {
  const full = llmsFullTxt({
    title: 'Guides',
    summary: 'All.',
    siteUrl: SITE,
    pages: [
      {route: '/docs/a', markdown: '# A\n\nText.\n'},
      {route: '/docs/b', markdown: '# B\n'},
    ],
  });
  assert.equal(
    full,
    '# Guides\n\n> All.\n\n---\n\nSource: https://graphql-js.org/docs/a\n\n# A\n\nText.\n\n---\n\nSource: https://graphql-js.org/docs/b\n\n# B\n',
  );
});

test('a copy with markup, MDX lines or JSX in its prose is reported; the same inside a fence is not', () => {
  assert.deepEqual(markdownLeaks('# A\n\n```js\nimport x from "y";\nexport default <div className="a" />;\n```\n'), []);
  assert.deepEqual(markdownLeaks('import Tabs from "@theme/Tabs";\n\n<div className="x">a</div>\n'), [
    'an HTML <div>',
    'an MDX import or export line',
    'a JSX className',
  ]);
  assert.deepEqual(markdownLeaks('````md\n```js\nexport {}\n```\n````\n\nexport const a = 1;\n'), ['an MDX import or export line']);
  assert.deepEqual(markdownLeaks('Before.\n\n\\:::note Files on this page\n\nText.\n'), ['a literal admonition fence (:::)']);
  assert.deepEqual(markdownLeaks('```md\n:::note[Title]\n```\n'), []);
});

test('llms.txt links to the site must name files of the build; other sites are not checked', () => {
  mkdirSync(join(workDir, 'site', 'docs'), {recursive: true});
  writeFileSync(join(workDir, 'site', 'docs', 'a.md'), '# A\n');
  const text = `- [A](${SITE}/docs/a.md)\n- [B](${SITE}/docs/b.md)\n- [Spec](https://spec.graphql.org/)\n`;
  assert.deepEqual(unresolvedSiteLinks(text, SITE, join(workDir, 'site')), [`${SITE}/docs/b.md`]);
});
