import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {ApiKind, SearchSymbol} from '../../contracts/api';
import {STOP_WORDS, TOPIC_WORDS} from '../../contracts/search-vocabulary';
import {
  buildExcerpt,
  prepareWords,
  rankCandidates,
  rankPage,
  preparePage,
  sectionsOf,
  termWeight,
  type PageArea,
  type PageText,
  type RankedPage,
  type TermHits,
} from '../../src/components/SearchModal/pageRanking';
import {analyseQuery, correctTypo, queryWords, versionedName, type QueryTerm} from '../../src/components/SearchModal/queryAnalysis';
import {mergeRows} from '../../src/components/SearchModal/searchEngine';
import {MatchTier, prepareSymbols, rankSymbols} from '../../src/components/SearchModal/symbolRanking';
import {readFrontMatter} from '../../plugins/doc-checks/front-matter';
import {titleWords} from '../../scripts/new-page';
import {API_VERSIONS} from './search-index-helpers';

// The rules search ranks by, on small made-up pages: the browser test and the benchmark's
// evaluation set check them on the real index.

function term(word: string, lookups = [word]): QueryTerm {
  return {word, lookups};
}

function hits(word: string, pages: [pageId: string, area: PageArea, score: number][]): TermHits {
  return {term: term(word), hits: pages.map(([pageId, area, score]) => ({area, spelling: 0, hit: {pageId, score}}))};
}

const DOCS_DIR = path.join(__dirname, '../../docs');

/** The titles of the tutorials, guides and upgrade guide (every .mdx file under docs/), read from their front matter. */
async function handWrittenTitles(): Promise<string[]> {
  const files = readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.mdx'));
  return Promise.all(files.map(async (file) => String((await readFrontMatter(path.join(DOCS_DIR, file))).title)));
}

describe('reading the query', () => {
  it('drops stop words, reads v17 as 17 and keeps n+1, graphql-js and @oneOf whole', () => {
    assert.deepEqual(
      analyseQuery('How do I upgrade to v17?').terms.map(({word}) => word),
      ['upgrade', '17'],
    );
    assert.deepEqual(queryWords('n+1 with graphql-js and @oneOf'), ['n+1', 'with', 'graphql-js', 'and', 'oneof']);
  });

  it('drops the words of any sentence, which rarity would otherwise make weigh most', () => {
    assert.deepEqual(
      analyseQuery('field always null even though the row has it').terms.map(({word}) => word),
      ['field', 'null', 'row'],
    );
    assert.deepEqual(
      analyseQuery('my subscription never fires').terms.map(({word}) => word),
      ['subscription', 'fires'],
    );
    assert.deepEqual(
      analyseQuery('one failing field made my whole data null').terms.map(({word}) => word),
      ['one', 'failing', 'field', 'whole', 'data', 'null'],
    );
    assert.deepEqual(
      analyseQuery('two object types point at each other, both defined in code').terms.map(({word}) => word),
      ['object', 'types', 'point', 'defined', 'code'],
    );
    assert.deepEqual(
      analyseQuery('get logged in user inside resolver').terms.map(({word, lookups}) => [word, lookups]),
      [
        ['logged in', ['authentication', 'credential', 'login']],
        ['user', ['user', 'viewer']],
        ['resolver', ['resolver']],
      ],
    );
  });

  it('looks a word up by its synonyms too, and a phrase as one term', () => {
    const sdl = analyseQuery('schema from SDL').terms.find(({word}) => word === 'sdl');
    assert.deepEqual(sdl?.lookups, ['sdl', 'buildschema']);
    const phrase = analyseQuery('schema definition language').terms;
    assert.deepEqual(
      phrase.map(({word}) => word),
      ['schema definition language'],
    );
    assert.deepEqual(analyseQuery('n+1').terms[0]?.lookups, ['batching', 'dataloader']);
    // Readers' words for what the docs call otherwise.
    assert.deepEqual(analyseQuery('dummy responses').terms[0]?.lookups, ['dummy', 'mock']);
    assert.deepEqual(analyseQuery('a whitelist').terms[0]?.lookups, ['whitelist', 'allowlist']);
    assert.deepEqual(analyseQuery('kill a query').terms[0]?.lookups, ['kill', 'cancel', 'abortsignal']);
    assert.deepEqual(
      analyseQuery('infinite scroll').terms.map(({word, lookups}) => [word, lookups]),
      [['infinite scroll', ['pagination', 'paginate']]],
    );
    // A move between majors, however the versions are written, is the upgrade guide's title word.
    assert.deepEqual(
      analyseQuery('from v16 to v17').terms.map(({word, lookups}) => [word, lookups]),
      [['16 to 17', ['upgrading']]],
    );
  });

  it('tells a name from a question', () => {
    assert.equal(analyseQuery('buildSchema').isIdentifier, true);
    assert.equal(analyseQuery('parse()').isIdentifier, true);
    assert.equal(analyseQuery('build a schema').isIdentifier, false);
  });

  it('marks the word the reader does without, and only that one', () => {
    const excluded = (query: string) =>
      analyseQuery(query)
        .terms.filter((term) => term.excluded)
        .map(({word}) => word);
    assert.deepEqual(excluded('call the api with plain fetch, no apollo client'), ['apollo']);
    assert.deepEqual(excluded('subscriptions without websockets'), ['websockets']);
    assert.deepEqual(excluded('server sent events instead of a websocket'), ['websocket']);
    assert.deepEqual(excluded('subscriptions over websockets'), []);
  });

  it('reads a name asked for in one API version, and nothing else, as that', () => {
    const versions = ['17.x', '16.x'];
    assert.deepEqual(versionedName('printError graphql 16', versions), {name: 'printError', version: '16.x'});
    assert.deepEqual(versionedName('v16 getOperationRootType', versions), {name: 'getOperationRootType', version: '16.x'});
    assert.deepEqual(versionedName('buildSchema 17.x', versions), {name: 'buildSchema', version: '17.x'});
    assert.equal(versionedName('printError', versions), null);
    assert.equal(versionedName('moving from graphql 16 to 17', versions), null);
    assert.equal(versionedName('graphql 16 deprecated functions', versions), null);
    assert.equal(versionedName('printError graphql 15', versions), null);
  });

  it('a query of stop words alone still searches what was typed', () => {
    assert.deepEqual(
      analyseQuery('how to').terms.map(({word}) => word),
      ['how', 'to'],
    );
  });

  it('reads a mistyped topic as the nearest topic word, and leaves real words alone', () => {
    assert.equal(correctTypo('athorization'), 'authorization');
    assert.equal(correctTypo('typscript'), 'typescript');
    assert.equal(correctTypo('scalr'), 'scalars');
    assert.equal(correctTypo('scalar'), null);
    assert.equal(correctTypo('pagination'), null);
    assert.equal(correctTypo('zzzzzzzz'), null);
  });

  it("keeps its topic words equal to the words of the hand-written pages' titles", async () => {
    const titles = await handWrittenTitles();
    assert.ok(titles.length > 30);
    const words = new Set(titles.flatMap(titleWords));
    assert.deepEqual([...TOPIC_WORDS].sort(), [...words].sort());
    assert.ok(!TOPIC_WORDS.some((word) => STOP_WORDS.has(word)));
  });
});

describe('ranking pages by the words they hold', () => {
  it('a page holding every word beats one holding fewer, and rarer words count more', () => {
    const ranked = rankCandidates(
      [
        hits('deprecate', [
          ['evolution', 'docs', 10],
          ['errors', 'docs', 4],
        ]),
        hits('field', [
          ['evolution', 'docs', 5],
          ['errors', 'docs', 5],
          ['basic', 'docs', 9],
          ['types', 'docs', 9],
          ['objects', 'docs', 9],
        ]),
      ],
      {namesSymbol: false},
    );
    assert.deepEqual(
      ranked.slice(0, 2).map(({pageId}) => pageId),
      ['evolution', 'errors'],
    );
    // A page holding only the common word still comes, below those.
    assert.ok(ranked.some(({pageId, matched}) => pageId === 'basic' && matched.join() === 'false,true'));
  });

  it('for a question a guide beats a reference page that matches as well; for a name it does not', () => {
    const termHits = [
      hits('introspection', [
        ['NoSchemaIntrospectionCustomRule', 'api', 10],
        ['security-limits', 'docs', 10],
      ]),
    ];
    assert.equal(rankCandidates(termHits, {namesSymbol: false})[0]?.pageId, 'security-limits');
    assert.equal(rankCandidates(termHits, {namesSymbol: true})[0]?.pageId, 'NoSchemaIntrospectionCustomRule');
  });

  it("in a question, a reference page's layout words (class, methods) do not match it", () => {
    // "class methods as field resolvers": every class page has a Methods heading and says Class.
    const termHits = [
      hits('class', [
        ['GraphQLList', 'api', 10],
        ['object-types', 'docs', 3],
      ]),
      hits('methods', [
        ['GraphQLList', 'api', 10],
        ['object-types', 'docs', 3],
      ]),
      hits('resolvers', [
        ['GraphQLList', 'api', 4],
        ['object-types', 'docs', 4],
      ]),
    ];
    const question = rankCandidates(termHits, {namesSymbol: false});
    assert.equal(question[0]?.pageId, 'object-types');
    assert.deepEqual(question.find(({pageId}) => pageId === 'GraphQLList')?.matched, [false, false, true]);
    assert.deepEqual(rankCandidates(termHits, {namesSymbol: true}).find(({pageId}) => pageId === 'GraphQLList')?.matched, [
      true,
      true,
      true,
    ]);
  });

  it('weighs a term by the pages that hold the word typed, reference pages a quarter, generic verbs a quarter, a word done without a fifth', () => {
    const rare = termWeight(hits('sdl', [['a', 'docs', 1]]));
    const common = termWeight(
      hits(
        'schema',
        Array.from({length: 20}, (_, i): [string, PageArea, number] => [`p${i}`, 'docs', 1]),
      ),
    );
    assert.ok(rare > common);
    const inApi = termWeight(
      hits(
        'schema',
        Array.from({length: 20}, (_, i): [string, PageArea, number] => [`p${i}`, 'api', 1]),
      ),
    );
    assert.ok(inApi > common);
    assert.equal(termWeight(hits('write', [['a', 'docs', 1]])), rare / 4);
    const doneWithout = hits('sdl', [['a', 'docs', 1]]);
    assert.ok(Math.abs(termWeight({...doneWithout, term: {...doneWithout.term, excluded: true}}) - rare / 5) < 1e-12);
  });
});

describe('words most guides hold', () => {
  // Ten tutorials and guides; `api` is on nine of them, `fetch` on two.
  const apiEverywhere = hits(
    'api',
    Array.from({length: 9}, (_, i): [string, PageArea, number] => [i === 0 ? 'loader' : `p${i}`, 'docs', 5]),
  );
  const fetchTwice = hits('fetch', [
    ['clients', 'docs', 10],
    ['loader', 'docs', 4],
  ]);

  it('weigh less the more of the tutorials and guides hold them', () => {
    assert.ok(termWeight(apiEverywhere, 10) < termWeight(apiEverywhere) / 4);
    assert.equal(termWeight(fetchTwice, 10), termWeight(fetchTwice));
  });

  it('do not let a page that holds them outrank the page that holds the rarer word best', () => {
    assert.equal(rankCandidates([apiEverywhere, fetchTwice], {namesSymbol: false}, 10)[0]?.pageId, 'clients');
    // Without the count of those pages, every word weighs by its rarity alone.
    assert.equal(rankCandidates([apiEverywhere, fetchTwice], {namesSymbol: false})[0]?.pageId, 'loader');
  });
});

const GUIDE: PageText = {
  route: '/docs/guides/schema-evolution',
  title: 'Schema evolution',
  content:
    'Schema evolution Intro text about schemas. ' +
    'Deprecating with @deprecated Mark a field as deprecated with the directive and a reason. Clients see it in introspection. ' +
    'Pitfalls Removing a field at once breaks clients.',
  headings: [
    {id: 'deprecating', text: 'Deprecating with @deprecated', location: 6},
    {id: 'pitfalls', text: 'Pitfalls', location: 24},
  ],
};

const REFERENCE: PageText = {
  route: '/api/function/buildSchema',
  title: 'buildSchema',
  content: 'buildSchema Builds a schema from SDL. Parameters source the SDL. Returns a schema. Example buildSchema(sdl) Since 0.5',
  headings: [
    {id: 'parameters', text: 'Parameters', location: 6},
    {id: 'returns', text: 'Returns', location: 9},
    {id: 'example', text: 'Example', location: 12},
    {id: 'since', text: 'Since', location: 14},
  ],
};

describe('reference pages named by a longer word', () => {
  const named: PageText = {
    route: '/api/interface/BooleanValueNode',
    title: 'BooleanValueNode',
    content: 'BooleanValueNode A boolean literal in a document: its value.',
    headings: [],
  };
  const terms = analyseQuery('boolean value').terms;
  const candidate = {pageId: 'b', area: 'api' as const, score: 1, matched: [true, true]};

  it('count less for a question whose word only begins their name, with no title boost', () => {
    assert.equal(rankPage(candidate, preparePage(named), terms, {namesSymbol: false}, [1, 1]).score, 0.6);
    // Titled with the word itself, a reference page keeps its title boost.
    const titled = preparePage({...named, title: 'Boolean value'});
    assert.ok(rankPage(candidate, titled, terms, {namesSymbol: false}, [1, 1]).score > 1);
  });

  it('keep their title boost for a name, and a guide is never concerned', () => {
    assert.ok(rankPage(candidate, preparePage(named), terms, {namesSymbol: true}, [1, 1]).score > 1);
    assert.ok(rankPage({...candidate, area: 'docs'}, preparePage(named), terms, {namesSymbol: false}, [1, 1]).score > 1);
  });
});

describe('a pasted sentence', () => {
  const inOrder: PageText = {
    route: '/docs/guides/resolvers',
    title: 'Resolvers',
    content: 'A list field whose resolver returns an object fails with: Expected Iterable, but did not find one for field Query.tools.',
    headings: [],
  };
  const scrambled: PageText = {
    ...inOrder,
    route: '/docs/guides/other',
    content: 'Find one field you expected; did the resolver return an iterable? But not for a list.',
  };
  const candidate = {pageId: 'p', area: 'docs' as const, score: 1, matched: [true, true, true, true]};

  it('ranks the page holding it as written above one holding its words apart', () => {
    const analysed = analyseQuery('Expected Iterable, but did not find one for field "Query.categories".');
    const weights = analysed.terms.map(() => 1);
    const score = (text: PageText) => rankPage(candidate, preparePage(text), analysed.terms, {namesSymbol: false}, weights, analysed).score;
    assert.ok(score(inOrder) > 2 * score(scrambled), `${score(inOrder)} vs ${score(scrambled)}`);
  });

  it('reads a short query as words, wherever they stand', () => {
    const analysed = analyseQuery('expected iterable');
    const weights = analysed.terms.map(() => 1);
    const score = (text: PageText) => rankPage(candidate, preparePage(text), analysed.terms, {namesSymbol: false}, weights, analysed).score;
    assert.equal(score(inOrder), score(scrambled));
  });
});

describe('sections and excerpts', () => {
  it('folds Parameters, Returns and Example into the section above on reference pages only', () => {
    const words = REFERENCE.content.split(' ').length;
    assert.deepEqual(
      sectionsOf(REFERENCE, 'api', words).map(({title}) => title),
      ['buildSchema', 'Since'],
    );
    assert.deepEqual(
      sectionsOf(REFERENCE, 'docs', words).map(({title}) => title),
      ['buildSchema', 'Parameters', 'Returns', 'Example', 'Since'],
    );
  });

  it('nests the best sections under the page, best first, with the matching sentence', () => {
    const terms = analyseQuery('how do I deprecate a field').terms;
    const page = rankPage(
      {pageId: 'g', area: 'docs', score: 1, matched: [true, true]},
      preparePage(GUIDE),
      terms,
      {namesSymbol: false},
      [2, 1],
    );
    assert.equal(page.sections[0]?.anchor, 'deprecating');
    const excerpt = page.sections[0]!.excerpt;
    assert.equal(excerpt.map(({text}) => text).join(''), 'Mark a field as deprecated with the directive and a reason.');
    assert.deepEqual(
      excerpt.filter(({highlighted}) => highlighted).map(({text}) => text),
      ['field', 'deprecated'],
    );
  });

  it('cuts a long sentence at word boundaries around its first match, and never highlights stop words', () => {
    const words = prepareWords(`${'word '.repeat(40)}the schema and ${'more '.repeat(40)}end.`).words;
    const matches = words.map((word) => (word === 'schema' ? 0 : -1));
    const excerpt = buildExcerpt(words, matches, [1]);
    const text = excerpt.map((part) => part.text).join('');
    assert.ok(text.startsWith('… ') && text.endsWith(' …'), text);
    assert.ok(text.split(' ').filter((word) => word !== '…').length <= 24);
    assert.deepEqual(
      excerpt.filter(({highlighted}) => highlighted).map(({text: part}) => part),
      ['schema'],
    );
  });
});

function symbol(name: string, kind: ApiKind, url = `/api/${kind}/${name}`): SearchSymbol {
  return {name, kind, url, module: 'utilities', summary: ''};
}

function page(route: string, area: PageArea, title: string): RankedPage {
  return {pageId: route, area, route, title, score: 1, excerpt: [], sections: [{anchor: 'a', title: 'A', score: 1, excerpt: []}]};
}

describe('one list of results', () => {
  const symbols = prepareSymbols([symbol('buildSchema', 'function'), symbol('buildASTSchema', 'function'), symbol('Location', 'class')]);
  // The rows a query gives with these symbols and the pages found for it.
  const rowsFor = (query: string, pages: RankedPage[]) =>
    mergeRows(rankSymbols(symbols, query, 6), pages, analyseQuery(query), API_VERSIONS, '17.x');

  it("a symbol and its page are one row, first for its name, with the page's sections", () => {
    const rows = rowsFor('buildSchema', [
      page('/docs/tutorials', 'docs', 'Getting started'),
      page('/api/function/buildSchema', 'api', 'buildSchema'),
    ]);
    // buildASTSchema, a guess from initials, comes after the name itself.
    assert.deepEqual(
      rows.map(({href}) => href),
      ['/api/function/buildSchema', '/api/function/buildASTSchema', '/docs/tutorials'],
    );
    assert.equal(rows[0]?.symbol?.symbol.name, 'buildSchema');
    assert.deepEqual(
      rows[0]?.sections.map(({href}) => href),
      ['/api/function/buildSchema#a'],
    );
  });

  it('a guide titled with the mistyped word comes before symbols guessed from the typo', () => {
    const query = {...analyseQuery('athorization'), terms: [term('athorization', ['athorization', 'authorization'])]};
    const guessed = rankSymbols(symbols, 'athorization', 6);
    const rows = mergeRows(guessed, [page('/docs/guides/authorization', 'docs', 'Authorization')], query, API_VERSIONS, '17.x');
    assert.equal(rows[0]?.href, '/docs/guides/authorization');
  });

  it('a name typed in words with a typo is guessed, ahead of a page titled only with "GraphQL"', () => {
    const rows = rowsFor('build schmea', [
      page('/docs/tutorials/running-an-express-graphql-server', 'docs', 'Running an Express GraphQL server'),
    ]);
    assert.equal(rows[0]?.href, '/api/function/buildSchema');
    assert.equal(rows[0]?.symbol?.match.tier, MatchTier.Typo);
  });

  it('a question lists no symbols it only approaches', () => {
    const rows = rowsFor('build a schema', [page('/docs/tutorials', 'docs', 'Getting started')]);
    assert.deepEqual(
      rows.map(({href}) => href),
      ['/docs/tutorials'],
    );
  });
});
