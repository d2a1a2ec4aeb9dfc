import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {ApiSymbol} from '../../contracts/api';
import {fromStoredSymbol, type StoredSymbol} from '../../contracts/search-symbols';
import {groupSymbolsByVersion, parseApiSymbols, shortenSummary, writeSymbolIndexes} from '../../plugins/search-index/symbol-index';
import {API_VERSIONS} from './search-index-helpers';

// A fixture in the format the API reference generator writes to .generated/api/symbols.json.
const SYMBOLS: ApiSymbol[] = [
  {
    name: 'GraphQLObjectType',
    kind: 'class',
    version: '17.x',
    url: '/api/class/GraphQLObjectType',
    module: 'type',
    summary: 'Object type definition.',
  },
  {
    name: 'GraphQLObjectType',
    kind: 'class',
    version: '16.x',
    url: '/api/16.x/class/GraphQLObjectType',
    module: 'type',
    summary: 'Object type definition.',
  },
  {name: 'Kind', kind: 'enum', version: '17.x', url: '/api/enum/Kind', module: 'language', summary: 'AST node kinds.'},
  {
    name: 'GraphQLString',
    kind: 'variable',
    version: '17.x',
    url: '/api/type#graphqlstring',
    module: 'type',
    summary: 'The String scalar.',
  },
];

async function withTempDir(run: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-symbols-'));
  try {
    await run(dir);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

describe('parseApiSymbols', () => {
  it('accepts the generator format', () => {
    assert.deepEqual(parseApiSymbols(JSON.parse(JSON.stringify(SYMBOLS))), SYMBOLS);
  });

  it('names the bad entry', () => {
    assert.throws(() => parseApiSymbols({}), /must be a JSON array/);
    assert.throws(() => parseApiSymbols([{...SYMBOLS[0], kind: 'module'}]), /entry 0 \(GraphQLObjectType\) has unknown kind "module"/);
    assert.throws(() => parseApiSymbols([SYMBOLS[0], {name: 'parse'}]), /entry 1 \(parse\) has no string "kind"/);
    assert.throws(() => parseApiSymbols([{...SYMBOLS[0], url: 'api/class/X'}]), /not site-absolute/);
  });
});

describe('groupSymbolsByVersion', () => {
  it('gives every known version its own sorted list without the version field', () => {
    const {byVersion, unknownVersions} = groupSymbolsByVersion([...SYMBOLS, {...SYMBOLS[2]!, version: '15.x'}], API_VERSIONS);
    assert.deepEqual(
      byVersion.get('17.x')?.map((s) => s.name),
      ['GraphQLObjectType', 'GraphQLString', 'Kind'],
    );
    assert.deepEqual(byVersion.get('16.x'), [
      {
        name: 'GraphQLObjectType',
        kind: 'class',
        url: '/api/16.x/class/GraphQLObjectType',
        module: 'type',
        summary: 'Object type definition.',
      },
    ]);
    assert.deepEqual(unknownVersions, ['15.x']);
  });
});

describe('shortenSummary', () => {
  it('keeps short summaries and cuts long ones at a word', () => {
    assert.equal(shortenSummary('  Two\n lines. '), 'Two lines.');
    const long = shortenSummary('word '.repeat(100));
    assert.ok(long.length <= 161 && long.endsWith('word…'), long);
  });
});

describe('writeSymbolIndexes', () => {
  it('writes one file per version from the generator output', async () => {
    await withTempDir(async (dir) => {
      const symbolsFile = path.join(dir, 'symbols.json');
      await writeFile(symbolsFile, JSON.stringify(SYMBOLS));
      const warnings: string[] = [];
      const counts = await writeSymbolIndexes({symbolsFile, outDir: dir, apiVersions: API_VERSIONS, warn: (m) => warnings.push(m)});
      assert.deepEqual(
        [...counts],
        [
          ['17.x', 3],
          ['16.x', 1],
        ],
      );
      const v16 = JSON.parse(await readFile(path.join(dir, 'search/symbols-16.x.json'), 'utf8'));
      // A symbol on a page of its own leaves its url out; the dialog puts it back.
      assert.equal(v16[0].length, 4);
      assert.equal(fromStoredSymbol(v16[0], '/api/16.x').url, '/api/16.x/class/GraphQLObjectType');
      const v17 = JSON.parse(await readFile(path.join(dir, 'search/symbols-17.x.json'), 'utf8'));
      assert.deepEqual(
        v17.map((stored: StoredSymbol) => fromStoredSymbol(stored, '/api').url),
        ['/api/class/GraphQLObjectType', '/api/type#graphqlstring', '/api/enum/Kind'],
      );
      // Stored as [name, kind, module, summary, url?].
      assert.deepEqual(v17[1].slice(0, 3), ['GraphQLString', 'variable', 'type']);
      assert.equal(v17[1][4], '/api/type#graphqlstring');
      assert.deepEqual(warnings, []);
    });
  });

  it('warns clearly and writes empty files when the generator output is missing', async () => {
    await withTempDir(async (dir) => {
      const warnings: string[] = [];
      const counts = await writeSymbolIndexes({
        symbolsFile: path.join(dir, 'missing.json'),
        outDir: dir,
        apiVersions: API_VERSIONS,
        warn: (m) => warnings.push(m),
      });
      assert.deepEqual([...counts.values()], [0, 0]);
      assert.match(warnings[0] ?? '', /missing\.json was not found, so symbol search will be empty/);
      assert.equal(await readFile(path.join(dir, 'search/symbols-17.x.json'), 'utf8'), '[]');
    });
  });

  it('fails the build on a malformed file rather than shipping a broken index', async () => {
    await withTempDir(async (dir) => {
      const symbolsFile = path.join(dir, 'symbols.json');
      await writeFile(symbolsFile, '{"not": "a list"}');
      await assert.rejects(writeSymbolIndexes({symbolsFile, outDir: dir, apiVersions: API_VERSIONS, warn: () => {}}), /JSON array/);
    });
  });
});
