import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {readDocumentedPackages} from '../../plugins/api-reference/packages';
import {DOCUMENTED_PACKAGES} from '../../plugins/api-reference';
import {apiVersionOfRoute, type ApiVersion} from '../../contracts/search';
import {apiVersionsOfPackages, checkApiVersions} from '../../plugins/search-index/api-versions';

const siteDir = path.join(__dirname, '../..');
// The versions as the build derives them: from the generator's reading of the installed packages.
const VERSIONS = apiVersionsOfPackages(readDocumentedPackages(siteDir, DOCUMENTED_PACKAGES));
const major = (packageName: string) =>
  (require(path.join(siteDir, 'node_modules', packageName, 'package.json')) as {version: string}).version.split('.')[0];

describe('apiVersionsOfPackages', () => {
  it('names each installed package by its major version, current first at /api', () => {
    assert.deepEqual(VERSIONS, [
      {name: `${major('graphql')}.x`, routePrefix: '/api'},
      {name: `${major('graphql-16')}.x`, routePrefix: `/api/${major('graphql-16')}.x`},
    ]);
  });

  it('follows a version bump: nothing about versions is typed by hand', () => {
    const bumped = apiVersionsOfPackages([
      {label: '17.x', basePath: '/api/17.x', isCurrent: false},
      {label: '18.x', basePath: '/api', isCurrent: true},
    ]);
    assert.deepEqual(bumped, [
      {name: '18.x', routePrefix: '/api'},
      {name: '17.x', routePrefix: '/api/17.x'},
    ]);
    assert.equal(apiVersionOfRoute(bumped, '/api/class/GraphQLSchema'), '18.x');
    assert.equal(apiVersionOfRoute(bumped, '/api/17.x/class/GraphQLSchema'), '17.x');
  });
});

describe('apiVersionOfRoute', () => {
  const [current, older] = VERSIONS as [ApiVersion, ApiVersion];

  it('gives the current version to /api pages and the older one to its own prefix', () => {
    assert.equal(apiVersionOfRoute(VERSIONS, '/api'), current.name);
    assert.equal(apiVersionOfRoute(VERSIONS, '/api/class/GraphQLObjectType'), current.name);
    assert.equal(apiVersionOfRoute(VERSIONS, older.routePrefix), older.name);
    assert.equal(apiVersionOfRoute(VERSIONS, `${older.routePrefix}/class/GraphQLObjectType`), older.name);
  });

  it('gives no version to pages outside the API reference', () => {
    assert.equal(apiVersionOfRoute(VERSIONS, '/'), null);
    assert.equal(apiVersionOfRoute(VERSIONS, '/docs/tutorials/basic-types'), null);
    assert.equal(apiVersionOfRoute(VERSIONS, '/apiary'), null);
  });
});

describe('checkApiVersions', () => {
  const versions: ApiVersion[] = [
    {name: '17.x', routePrefix: '/api'},
    {name: '16.x', routePrefix: '/api/16.x'},
  ];
  const served = [
    {label: '17.x', path: '/api'},
    {label: '16.x', path: '/api/16.x'},
  ];

  it('passes when the served reference and the symbol list match the packages', () => {
    checkApiVersions({versions, served, baseUrl: '/', symbolVersions: ['17.x', '16.x', '17.x']});
    checkApiVersions({
      versions,
      served: served.map(({label, path: p}) => ({label, path: `/docs-site${p}`})),
      baseUrl: '/docs-site/',
      symbolVersions: ['16.x', '17.x'],
    });
  });

  it('fails when the served reference differs from the packages', () => {
    // The old hand-written table after a bump to 18: pages at /api are 18.x, not 17.x.
    assert.throws(
      () =>
        checkApiVersions({
          versions,
          served: [
            {label: '18.x', path: '/api'},
            {label: '17.x', path: '/api/17.x'},
          ],
          baseUrl: '/',
          symbolVersions: ['17.x', '16.x'],
        }),
      /serves 18.x at \/api, 17.x at \/api\/17.x, but its packages give 17.x at \/api, 16.x at \/api\/16.x/,
    );
    assert.throws(
      () => checkApiVersions({versions, served: served.slice(0, 1), baseUrl: '/', symbolVersions: ['17.x', '16.x']}),
      /API versions disagree/,
    );
  });

  it('fails when the symbol list names another version or lacks one', () => {
    assert.throws(
      () => checkApiVersions({versions, served, baseUrl: '/', symbolVersions: ['17.x', '16.x', '15.x']}),
      /versions no package documents: 15.x/,
    );
    assert.throws(() => checkApiVersions({versions, served, baseUrl: '/', symbolVersions: ['17.x']}), /no symbols of 16.x/);
  });

  it('fails when no package is documented', () => {
    assert.throws(() => checkApiVersions({versions: [], served: [], baseUrl: '/', symbolVersions: []}), /documents no package/);
  });
});
