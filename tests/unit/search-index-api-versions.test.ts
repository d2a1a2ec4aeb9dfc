import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {apiVersionOfRoute, DEFAULT_API_VERSION} from '../../plugins/search-index/api-versions';

describe('apiVersionOfRoute', () => {
  it('gives the current version to /api pages and 16.x to /api/16.x pages', () => {
    assert.equal(apiVersionOfRoute('/api'), '17.x');
    assert.equal(apiVersionOfRoute('/api/class/GraphQLObjectType'), '17.x');
    assert.equal(apiVersionOfRoute('/api/16.x'), '16.x');
    assert.equal(apiVersionOfRoute('/api/16.x/class/GraphQLObjectType'), '16.x');
  });

  it('gives no version to pages outside the API reference', () => {
    assert.equal(apiVersionOfRoute('/'), null);
    assert.equal(apiVersionOfRoute('/docs/tutorials/basic-types'), null);
    assert.equal(apiVersionOfRoute('/apiary'), null);
  });

  it('defaults to the latest version', () => {
    assert.equal(DEFAULT_API_VERSION, '17.x');
  });
});
