import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseRegistry} from '../../packages/docusaurus-lean-client/client-routes/registry';

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/plugin/p/docs-175.json"), "@generated/plugin/p/docs-175.json", require.resolveWeak("@generated/plugin/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

test('entries keep their loader and webpack id but lose the module name', () => {
  assert.deepEqual(parseRegistry(registry), [
    {
      chunkName: '0058b4c6',
      modulePath: '@generated/plugin/p/docs-175.json',
      clientLine: `  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/plugin/p/docs-175.json"), "", require.resolveWeak("@generated/plugin/p/docs-175.json")],`,
    },
    {
      chunkName: '17896441',
      modulePath: '@theme/DocItem',
      clientLine: `  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],`,
    },
  ]);
});

test('a registry in another shape is refused rather than half read', () => {
  const changed = registry.replace('"@theme/DocItem", require', '"@theme/DocItem",  require');
  assert.throws(() => parseRegistry(changed), /1 of 2 registry entries have the expected shape/);
  assert.throws(() => parseRegistry('export default {};\n'), /0 of 0/);
});
