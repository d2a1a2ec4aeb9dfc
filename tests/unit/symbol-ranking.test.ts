import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {ApiKind, SearchSymbol} from '../../contracts/api';
import {MatchTier, prepareSymbols, rankSymbols, toSymbolQuery, wordStarts} from '../../src/components/SearchModal/symbolRanking';

function symbol(name: string, kind: ApiKind = 'function'): SearchSymbol {
  return {name, kind, url: `/api/${kind}/${name}`, module: 'type', summary: ''};
}

// A slice of graphql's exports, chosen to compete with each other for the queries below.
const SYMBOLS = prepareSymbols([
  symbol('GraphQLObjectType', 'class'),
  symbol('GraphQLObjectTypeConfig', 'interface'),
  symbol('GraphQLObjectTypeExtensions', 'interface'),
  symbol('GraphQLInterfaceType', 'class'),
  symbol('GraphQLInputObjectType', 'class'),
  symbol('ObjectTypeDefinitionNode', 'interface'),
  symbol('ObjectTypeExtensionNode', 'interface'),
  symbol('GraphQLSchema', 'class'),
  symbol('GraphQLString', 'variable'),
  symbol('GRAPHQL_MAX_INT', 'variable'),
  symbol('assertObjectType'),
  symbol('isObjectType'),
  symbol('getOperationAST'),
  symbol('graphql'),
  symbol('graphqlSync'),
  symbol('Kind', 'enum'),
  symbol('TokenKind', 'enum'),
  symbol('parse'),
  symbol('parseValue'),
  symbol('print'),
]);

function names(query: string, limit = 50): string[] {
  return rankSymbols(SYMBOLS, query, limit).map(({symbol}) => symbol.name);
}

describe('toSymbolQuery', () => {
  it('keeps identifiers and drops spaces and a trailing ()', () => {
    assert.equal(toSymbolQuery('GraphQLObjectType'), 'GraphQLObjectType');
    assert.equal(toSymbolQuery('  object type '), 'objecttype');
    assert.equal(toSymbolQuery('parse()'), 'parse');
  });

  it('refuses what cannot name a symbol', () => {
    for (const query of ['', '   ', '<img src=x onerror=alert(1)>', '.*', 'a|b', '🚀', 'グラフ', 'x'.repeat(1000)]) {
      assert.equal(toSymbolQuery(query), null, JSON.stringify(query.slice(0, 20)));
    }
  });
});

describe('wordStarts', () => {
  it('splits camelCase, acronyms, snake case and digits', () => {
    assert.deepEqual(wordStarts('GraphQLObjectType'), [0, 5, 7, 13]);
    assert.deepEqual(wordStarts('isTypeOf'), [0, 2, 6]);
    assert.deepEqual(wordStarts('GRAPHQL_MAX_INT'), [0, 8, 12]);
    assert.deepEqual(wordStarts('getOperationAST'), [0, 3, 12]);
    assert.deepEqual(wordStarts('__Schema'), [2]);
    assert.deepEqual(wordStarts('Int32Value'), [0, 3, 5]);
  });
});

function matchSymbolName(name: string, query: string) {
  return rankSymbols(prepareSymbols([symbol(name)]), query, 1)[0]?.match ?? null;
}

describe('matching one name', () => {
  it('tells each kind of match apart', () => {
    assert.equal(matchSymbolName('GraphQLObjectType', 'GraphQLObjectType')?.tier, MatchTier.Exact);
    assert.equal(matchSymbolName('GraphQLObjectType', 'graphqlobjecttype')?.tier, MatchTier.ExactIgnoringCase);
    assert.equal(matchSymbolName('GraphQLObjectType', 'GraphQLObj')?.tier, MatchTier.Prefix);
    assert.equal(matchSymbolName('GraphQLObjectType', 'objecttype')?.tier, MatchTier.WordStart);
    assert.equal(matchSymbolName('GraphQLObjectType', 'bjectTy')?.tier, MatchTier.Substring);
    assert.equal(matchSymbolName('GraphQLObjectType', 'gOT')?.tier, MatchTier.Initials);
    assert.equal(matchSymbolName('GraphQLObjectType', 'GrObjTy')?.tier, MatchTier.Initials);
    assert.equal(matchSymbolName('GraphQLObjectType', 'gOTx'), null);
    assert.equal(matchSymbolName('GraphQLObjectType', 'TOG'), null);
  });

  it('reports the matched ranges for highlighting', () => {
    assert.deepEqual(matchSymbolName('GraphQLObjectType', 'gOT')?.ranges, [
      [0, 1],
      [7, 8],
      [13, 14],
    ]);
    assert.deepEqual(matchSymbolName('GraphQLObjectType', 'objecttype')?.ranges, [[7, 17]]);
  });

  // 31 words and a query that fails only at its last letter: trying every split without
  // memoising failures would take billions of steps, and the test would never end; the timeout
  // turns that hang into a failure. (How fast search answers is measured by `npm run bench`.)
  it('does not backtrack exponentially on a query that almost matches', {timeout: 20_000}, () => {
    const name = 'Ab'.repeat(31);
    assert.equal(matchSymbolName(name, `${'ab'.repeat(31)}z`), null);
    assert.equal(matchSymbolName(name, `${'a'.repeat(31)}z`), null);
  });
});

describe('rankSymbols', () => {
  it('puts the exact name first', () => {
    assert.equal(names('GraphQLObjectType')[0], 'GraphQLObjectType');
    assert.equal(names('graphql')[0], 'graphql');
    assert.equal(names('Kind')[0], 'Kind');
    assert.equal(names('parse')[0], 'parse');
  });

  it('ranks exact, then prefix, then word, then substring, then initials', () => {
    assert.deepEqual(names('GraphQLObj').slice(0, 3), ['GraphQLObjectType', 'GraphQLObjectTypeConfig', 'GraphQLObjectTypeExtensions']);
    assert.deepEqual(names('objecttype'), [
      'ObjectTypeExtensionNode',
      'ObjectTypeDefinitionNode',
      'GraphQLObjectType',
      'GraphQLInputObjectType',
      'isObjectType',
      'assertObjectType',
      'GraphQLObjectTypeConfig',
      'GraphQLObjectTypeExtensions',
    ]);
  });

  it('finds camelCase initials, preferring those that skip fewer words', () => {
    assert.equal(names('gOT')[0], 'GraphQLObjectType');
    assert.ok(names('gIOT').includes('GraphQLInputObjectType'));
    assert.equal(names('GMI')[0], 'GRAPHQL_MAX_INT');
    const initials = prepareSymbols([symbol('ASTKindToNode'), symbol('KnownTypeNamesRule')]);
    assert.deepEqual(
      rankSymbols(initials, 'KTN', 2).map(({symbol, match}) => [symbol.name, match.skippedWords]),
      [
        ['KnownTypeNamesRule', 0],
        ['ASTKindToNode', 1],
      ],
    );
  });

  it('puts classes and functions before the interfaces and types that describe them', () => {
    const mixed = prepareSymbols([
      symbol('SchemaDefinitionNode', 'interface'),
      symbol('GraphQLSchemaConfig', 'interface'),
      symbol('buildSchema'),
      symbol('GraphQLSchema', 'class'),
    ]);
    assert.deepEqual(
      rankSymbols(mixed, 'schema', 4).map(({symbol}) => symbol.name),
      ['SchemaDefinitionNode', 'GraphQLSchema', 'buildSchema', 'GraphQLSchemaConfig'],
    );
  });

  it('ignores letter case but prefers the same case on ties', () => {
    assert.deepEqual(names('kind'), ['Kind', 'TokenKind']);
    assert.equal(names('GRAPHQLOBJECTTYPE')[0], 'GraphQLObjectType');
  });

  it('returns nothing for text that cannot name a symbol, and honours the limit', () => {
    assert.deepEqual(names('<img src=x onerror=alert(1)>'), []);
    assert.deepEqual(names('   '), []);
    assert.equal(names('g', 3).length, 3);
  });
});

describe('typos', () => {
  // Names the typo tests compete over, taken from graphql's exports.
  const TYPO_SYMBOLS = prepareSymbols([
    symbol('execute'),
    symbol('executeSync'),
    symbol('executeSubscriptionEvent'),
    symbol('ExecutionResult', 'interface'),
    symbol('ExecutionArgs', 'interface'),
    symbol('parse'),
    symbol('parseValue'),
    symbol('parseType'),
    symbol('parseSchemaCoordinate'),
    symbol('GraphQLObjectType', 'class'),
    symbol('GraphQLObjectTypeConfig', 'interface'),
    symbol('GraphQLSchema', 'class'),
    symbol('Kind', 'enum'),
    symbol('print'),
    symbol('graphql'),
  ]);
  const typoNames = (query: string, limit = 50) => rankSymbols(TYPO_SYMBOLS, query, limit).map(({symbol}) => symbol.name);

  it('offers execute first for "exeute", and no parse function', () => {
    const found = typoNames('exeute');
    assert.equal(found[0], 'execute');
    assert.ok(found.includes('executeSync'));
    for (const name of found) {
      assert.ok(!name.startsWith('parse'), `${name} for "exeute"`);
    }
    const [first] = rankSymbols(TYPO_SYMBOLS, 'exeute', 1);
    assert.equal(first?.match.tier, MatchTier.Typo);
    assert.equal(first?.match.distance, 1);
  });

  it('takes a swap of two letters, a wrong letter and an extra one as one typo', () => {
    assert.equal(typoNames('exceute')[0], 'execute');
    assert.equal(typoNames('exucute')[0], 'execute');
    assert.equal(typoNames('executte')[0], 'execute');
    assert.equal(typoNames('GraphQLObjetType')[0], 'GraphQLObjectType');
    assert.equal(typoNames('GrahpQLSchema')[0], 'GraphQLSchema');
    // A typo in a later word of the name.
    assert.ok(typoNames('ObjetType').includes('GraphQLObjectType'));
  });

  it('ranks typos below exact, prefix and every other match', () => {
    // "parse" is exact for parse and a prefix of the others; "parsr" is one typo from them all.
    assert.deepEqual(typoNames('parse').slice(0, 4), ['parse', 'parseType', 'parseValue', 'parseSchemaCoordinate']);
    const mixed = prepareSymbols([symbol('prints'), symbol('print'), symbol('printSchema'), symbol('prin')]);
    assert.deepEqual(
      rankSymbols(mixed, 'print', 10).map(({symbol, match}) => [symbol.name, match.tier]),
      [
        ['print', MatchTier.Exact],
        ['prints', MatchTier.Prefix],
        ['printSchema', MatchTier.Prefix],
        ['prin', MatchTier.Typo],
      ],
    );
  });

  it('prefers fewer edits, then the whole name over its beginning', () => {
    const close = prepareSymbols([symbol('executeSync'), symbol('execute'), symbol('exec')]);
    assert.deepEqual(
      rankSymbols(close, 'exeute', 10).map(({symbol, match}) => [symbol.name, match.distance]),
      [
        ['execute', 1],
        ['executeSync', 1],
      ],
    );
  });

  it('allows no typo in short queries and at most two in long ones', () => {
    assert.deepEqual(typoNames('knd'), []);
    assert.deepEqual(typoNames('Kidn'), ['Kind']);
    assert.deepEqual(typoNames('xyzzy'), []);
    assert.equal(typoNames('GraphQLObjxxtType')[0], 'GraphQLObjectType');
    assert.deepEqual(typoNames('GraphQLObxxxType'), []);
  });
});
