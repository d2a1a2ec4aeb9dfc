import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {DOCUMENTED_PACKAGES} from '../../plugins/api-reference';
import {generateApiReference, versionPaths} from '../../plugins/api-reference/generate';
import {siteDir, temporaryOutputDir} from './api-reference-helpers';

const outputDir = temporaryOutputDir();

test('with unchanged versions, a new build reuses the pages without loading TypeDoc', async () => {
  await generateApiReference(siteDir, DOCUMENTED_PACKAGES, outputDir);
  // A fresh process, as a rebuild or a dev-server restart would be.
  const script = `
    require('${path.join(siteDir, 'plugins/api-reference/generate')}')
      .generateApiReference(${JSON.stringify(siteDir)}, ${JSON.stringify(DOCUMENTED_PACKAGES)}, ${JSON.stringify(outputDir)})
      .then((result) => console.log(JSON.stringify({
        generated: result.generated,
        typedocLoaded: Object.keys(require.cache).some((file) => file.includes('/node_modules/typedoc/')),
      })));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {cwd: siteDir, encoding: 'utf8'});
  assert.deepEqual(JSON.parse(output.trim().split('\n').pop()!), {generated: [], typedocLoaded: false});
});

test('a version whose cache entry is stale regenerates every version (pages compare the versions)', async () => {
  const [, older] = (await generateApiReference(siteDir, DOCUMENTED_PACKAGES, outputDir)).packages;
  writeFileSync(path.join(versionPaths(outputDir, older).docsDir, '.api-reference-stamp.json'), '{"package":"graphql@16.0.0"}');
  const result = await generateApiReference(siteDir, DOCUMENTED_PACKAGES, outputDir);
  assert.deepEqual(result.generated, ['17.x', '16.x']);
  assert.deepEqual((await generateApiReference(siteDir, DOCUMENTED_PACKAGES, outputDir)).generated, []);
});
