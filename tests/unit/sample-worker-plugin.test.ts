// What the sample-worker plugin (plugins/sample-worker) tells the page about the document that
// hosts each run's worker: its address in a production build, which postBuild writes; the
// document itself on the dev server, which has no such file. The page (src/components/
// SampleRunner/runSample.ts) frames whichever is defined; the other is `undefined`, so the
// production bundle keeps no srcdoc way.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Configuration} from 'webpack';
import sampleWorkerPlugin from '../../plugins/sample-worker';
import {HOST_FRAME_HTML, HOST_FRAME_PATH} from '../../plugins/sample-worker/host-frame';

/** The definitions the plugin's configureWebpack gives the bundler in `mode`, read from a stand-in DefinePlugin. */
function definitionsIn(mode: Configuration['mode'], isServer: boolean): Record<string, string> {
  const definitions: Record<string, string>[] = [];
  class DefinePlugin {
    constructor(defined: Record<string, string>) {
      definitions.push(defined);
    }
  }
  const configureWebpack = sampleWorkerPlugin().configureWebpack!;
  const config = {mode, optimization: {splitChunks: {}}, cache: false} as Configuration;
  const utils = {currentBundler: {name: 'webpack', instance: {DefinePlugin}}} as unknown as Parameters<typeof configureWebpack>[2];
  configureWebpack(config, isServer, utils, {});
  assert.equal(definitions.length, 1);
  return definitions[0]!;
}

test("a production build gives the page the host document's address and no document to frame as srcdoc", () => {
  for (const isServer of [false, true]) {
    assert.deepEqual(definitionsIn('production', isServer), {
      'process.env.SAMPLE_HOST_FRAME': JSON.stringify(HOST_FRAME_PATH),
      'process.env.SAMPLE_HOST_FRAME_SRCDOC': 'undefined',
    });
  }
});

test('the dev server, which has no host document to serve, gives the page the document itself to frame as srcdoc', () => {
  assert.deepEqual(definitionsIn('development', false), {
    'process.env.SAMPLE_HOST_FRAME': 'undefined',
    'process.env.SAMPLE_HOST_FRAME_SRCDOC': JSON.stringify(HOST_FRAME_HTML),
  });
});
