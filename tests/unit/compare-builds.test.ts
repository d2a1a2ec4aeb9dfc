import assert from 'node:assert/strict';
import {test} from 'node:test';
import {nearestRoute, renderFirstLoadTable, renderHtmlTable, routesToMeasure} from '../../scripts/bench/compare-builds';

const OLD_BUILD = new Set(['/', '/docs/', '/api', '/api/class/GraphQLObjectType']);
const NEW_BUILD = new Set([...OLD_BUILD, '/api/changes', '/api/interface/GraphQLFieldConfig']);
const inOld = (path: string) => OLD_BUILD.has(path);
const inNew = (path: string) => NEW_BUILD.has(path);

test('a path the build lacks is measured at its nearest existing parent, the home page at the last', () => {
  assert.equal(nearestRoute('/api/class/GraphQLObjectType', inOld), '/api/class/GraphQLObjectType');
  assert.equal(nearestRoute('/api/interface/GraphQLFieldConfig', inOld), '/api');
  assert.equal(nearestRoute('/docs/', inOld), '/docs/');
  assert.equal(nearestRoute('/guides/gone', inOld), '/');
});

test('a path neither build has is the 404 page type and is measured as is in both', () => {
  assert.deepEqual(routesToMeasure('/no-such-page', inOld, inNew), {before: '/no-such-page', after: '/no-such-page'});
  assert.deepEqual(routesToMeasure('/api/changes', inOld, inNew), {before: '/api', after: '/api/changes'});
  assert.deepEqual(routesToMeasure('/', inOld, inNew), {before: '/', after: '/'});
});

test('the first-load table gives bytes, their signed difference and script requests, and names a stand-in route', () => {
  const table = renderFirstLoadTable(
    ['/', '/api/changes', '/docs/'],
    [
      {path: '/', scriptBytes: 90_989, scriptCount: 3},
      {path: '/api', scriptBytes: 103_457, scriptCount: 4},
      {path: '/docs/', scriptBytes: 1000, scriptCount: 4},
    ],
    [
      {path: '/', scriptBytes: 90_902, scriptCount: 3},
      {path: '/api/changes', scriptBytes: 102_545, scriptCount: 4},
      {path: '/docs/', scriptBytes: 1000, scriptCount: 5},
    ],
  );
  assert.equal(
    table,
    [
      '| Page type | Before (B) | After (B) | Difference | Script requests |',
      '| --- | ---: | ---: | ---: | ---: |',
      '| `/` | 90,989 | 90,902 | −87 (−0.1 %) | 3 → 3 |',
      '| `/api/changes` (before: `/api`) | 103,457 | 102,545 | −912 (−0.9 %) | 4 → 4 |',
      '| `/docs/` | 1,000 | 1,000 | 0 (0.0 %) | 4 → 5 |',
    ].join('\n'),
  );
});

test('the HTML table gives each page raw and gzip growth, marks pages one build lacks, and names the largest growth', () => {
  const before = new Map([
    ['/docs/a/', {raw: 10_000, gzip: 2000}],
    ['/docs/b/', {raw: 20_000, gzip: 4000}],
    ['/docs/gone/', {raw: 5000, gzip: 1000}],
  ]);
  const after = new Map([
    ['/docs/a/', {raw: 11_500, gzip: 2100}],
    ['/docs/b/', {raw: 19_000, gzip: 4400}],
    ['/docs/new/', {raw: 7000, gzip: 1500}],
  ]);
  assert.equal(
    renderHtmlTable(before, after),
    [
      '| Page | Raw before | Raw after | Raw change | Gzip before | Gzip after | Gzip change |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| `/docs/a/` | 10,000 | 11,500 | +15.0 % | 2,000 | 2,100 | +5.0 % |',
      '| `/docs/b/` | 20,000 | 19,000 | −5.0 % | 4,000 | 4,400 | +10.0 % |',
      '| `/docs/gone/` (before only) | 5,000 | – |  | 1,000 | – |  |',
      '| `/docs/new/` (after only) | – | 7,000 |  | – | 1,500 |  |',
      '',
      'Largest growth of a page both builds have: raw +15.0 % (`/docs/a/`); gzip +10.0 % (`/docs/b/`).',
    ].join('\n'),
  );
});
