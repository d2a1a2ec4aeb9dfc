import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {symbolIndexPath} from '../../contracts/search';
import type {StoredSymbol} from '../../contracts/search-symbols';
import {markSearchablePages} from '../../plugins/search-index/doc-content';
import {buildPagefindIndex} from '../../plugins/search-index/pagefind-index';
import {loadNodeEngine} from '../../scripts/bench/search-node';
import type {SearchEngine} from '../../src/components/SearchModal/searchEngine';
import {API_VERSIONS, docPage, writeBuiltFiles} from './search-index-helpers';

// How the dialog reads a query that names an API symbol, or mistypes a topic, on a small build
// with a real Pagefind index and both versions' symbol lists: a name with its kind, a name asked
// for in a version, a name only the other version has, a mistyped topic word. The engine caches
// symbol lists per URL, so the file builds once.

const PAGES: Record<string, string> = {
  '/docs/guides/errors': docPage('Errors in depth', 'The source of an error, and how a class of errors is formatted for clients.'),
  '/docs/guides/authorization': docPage('Authorization', 'Check what the caller may see, field by field.'),
  '/docs/guides/audits': docPage('Audits', 'Au revoir: an audit trail of automatic jobs.'),
  '/api/class/Source': docPage('Source', 'A representation of source input to GraphQL.'),
  '/api/function/printSchema': docPage('printSchema', 'Prints a schema in the schema language.'),
  '/api/16.x/class/Source': docPage('Source', 'A representation of source input to GraphQL.'),
  '/api/16.x/function/formatError': docPage('formatError', 'Formats an error for a response. Removed in 17.'),
  '/api/16.x/function/printError': docPage('printError', 'Prints an error with its locations. Removed in 17.'),
};

const SYMBOLS: Record<string, StoredSymbol[]> = {
  '17.x': [
    ['Source', 'class', 'language', 'A representation of source input to GraphQL.'],
    ['printSchema', 'function', 'utilities', 'Prints a schema in the schema language.'],
  ],
  '16.x': [
    ['Source', 'class', 'language', 'A representation of source input to GraphQL.'],
    ['formatError', 'function', 'error', 'Formats an error for a response.'],
    ['printError', 'function', 'error', 'Prints an error with its locations.'],
  ],
};

describe('names and mistyped words in the search dialog', () => {
  let outDir: string;
  let engine: SearchEngine;

  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'search-names-'));
    await writeBuiltFiles(outDir, Object.fromEntries(Object.entries(PAGES).map(([route, html]) => [`${route}/index.html`, html])));
    await markSearchablePages({outDir, routesPaths: Object.keys(PAGES), baseUrl: '/', trailingSlash: undefined, apiVersions: API_VERSIONS});
    await buildPagefindIndex(outDir);
    await writeBuiltFiles(
      outDir,
      Object.fromEntries(Object.entries(SYMBOLS).map(([version, symbols]) => [symbolIndexPath(version), JSON.stringify(symbols)])),
    );
    engine = await loadNodeEngine(outDir);
  });

  after(() => rm(outDir, {recursive: true, force: true}));

  it('finds a name typed with its kind, ahead of a guide holding both words', async () => {
    const found = await engine.search('Source class', '17.x');
    assert.equal(found.rows[0]?.href, '/api/class/Source');
    assert.equal(found.namedVersion, null);
  });

  it('looks a name asked for in graphql 16 up in the 16.x reference', async () => {
    const found = await engine.search('printError graphql 16', '17.x');
    assert.equal(found.rows[0]?.href, '/api/16.x/function/printError');
    assert.equal(found.rows[0]?.area, 'API 16.x');
    assert.equal(found.namedVersion, '16.x');
  });

  it('finds a name only the other version has, even mistyped, and says which version', async () => {
    const exact = await engine.search('formatError', '17.x');
    assert.equal(exact.rows[0]?.href, '/api/16.x/function/formatError');
    assert.equal(exact.namedVersion, '16.x');
    const mistyped = await engine.search('fromatError', '17.x');
    assert.equal(mistyped.rows[0]?.href, '/api/16.x/function/formatError');
    assert.equal(mistyped.didYouMean, 'formatError');
    assert.equal(mistyped.namedVersion, '16.x');
  });

  it('keeps a name the version in scope has in that version', async () => {
    const found = await engine.search('Source', '16.x');
    assert.equal(found.rows[0]?.href, '/api/16.x/class/Source');
    assert.equal(found.namedVersion, null);
    const printed = await engine.search('printSchema', '17.x');
    assert.equal(printed.rows[0]?.href, '/api/function/printSchema');
    assert.equal(printed.namedVersion, null);
  });

  it('reads a mistyped topic word as its correction alone, not as what Pagefind guesses from its start', async () => {
    // Pagefind answers a word it lacks with the longest prefix of it that its loaded chunks hold
    // (`au`, `aut`), so the guess would change with what was searched before.
    const found = await engine.search('autorization', '17.x');
    assert.deepEqual(
      found.rows.map((row) => row.href),
      ['/docs/guides/authorization'],
    );
  });
});
