// The pages and exports the not-found page offers for an address
// (src/components/NearestPages/nearest.ts).
// The page itself, in the browser, is in tests/e2e/legacy-redirects.spec.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addressKey, editDistance, nearest} from '../../src/components/NearestPages/nearest';

const ROUTES = [
  '/',
  '/docs/',
  '/docs/guides/errors',
  '/docs/guides/error-budgets',
  '/api/class/GraphQLSchema',
  '/api/function/execute',
  '/api/16.x/class/GraphQLSchema',
];

test('an address is compared decoded, in lowercase, without .html, /index or a trailing slash', () => {
  assert.equal(addressKey('/API/Class/GraphQLSchema.html'), '/api/class/graphqlschema');
  assert.equal(addressKey('/docs/index'), '/docs');
  assert.equal(addressKey('/Docs/Guides/Errors/'), '/docs/guides/errors');
  assert.equal(addressKey('/%E0%A4%A'), '/%e0%a4%a');
});

test('any other address gets the pages and exports nearest to it', () => {
  const symbols = [
    {title: 'execute', url: '/api/function/execute'},
    {title: 'executeSync', url: '/api/function/executeSync'},
    {title: 'GraphQLSchema', url: '/api/class/GraphQLSchema'},
    {title: 'parse', url: '/api/function/parse'},
  ];
  const found = nearest('/docs/guides/errrors', ROUTES, symbols);
  assert.equal(found.pages[0]?.url, '/docs/guides/errors');
  assert.ok(!found.pages.some(({url}) => url === '/'));
  assert.equal(nearest('/api/function/exectue', ROUTES, symbols).symbols[0]?.title, 'execute');
  assert.equal(nearest('/api/graphql-schema', ROUTES, symbols).symbols[0]?.title, 'GraphQLSchema');
  assert.deepEqual(nearest('/zzzz', ROUTES, symbols), {pages: [], symbols: []});
  assert.equal(editDistance('exectue', 'execute'), 2);
});
