import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import path from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import WebSocket from 'ws';
import {SAMPLE_NODE} from './support/runtime';
import {
  assertClientPrints,
  assertSameOutput,
  assertSamplePrints,
  BOTH_VERSIONS,
  type GraphQLVersion,
  readExpectedOutput,
  samplePath,
  withDefaultPort,
  withServer,
} from './support/samples';

const USE_GRAPHQL_16 = fileURLToPath(new URL('./support/use-graphql-16.mjs', import.meta.url));

/**
 * Like withServer, but keeps everything the server prints: the page shows the server's log, in
 * which the source stream's return() announces itself.
 */
async function withServerLog(
  version: GraphQLVersion,
  body: (endpoint: string) => Promise<void>,
): Promise<{stdout: string; stderr: string; code: number | null}> {
  const file = samplePath('guides/subscriptions/server.js');
  const child = spawn(SAMPLE_NODE.executable, [...(version === '16' ? ['--import', USE_GRAPHQL_16] : []), file], {
    cwd: path.dirname(file),
    env: {...process.env, PORT: '0'},
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'close');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    while (!/^GraphQL API listening at (\S+)$/m.test(stdout)) {
      await Promise.race([once(child.stdout, 'data'), exited]);
      assert.equal(child.exitCode, null, `server.js exited early:\n${stderr}`);
    }
    await body(/^GraphQL API listening at (\S+)$/m.exec(stdout)![1]!);
  } finally {
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timeout);
  }
  return {stdout, stderr, code: child.exitCode};
}

// graphql-ws 6.4.2 declares graphql "^15.10.1 || ^16 || ^17" as its peer dependency.
describe('guides/subscriptions', () => {
  for (const version of BOTH_VERSIONS) {
    test(`subscribe.js ends the source stream on break with graphql ${version}`, () =>
      assertSamplePrints('guides/subscriptions/subscribe.js', 'guides/subscriptions/subscribe.output.txt', {version}));

    test(`client.js receives events from server.js over graphql-ws with graphql ${version}`, async () => {
      const server = await withServerLog(version, async (endpoint) => {
        // The client's output proves that the server ran the source's return() both when the
        // client unsubscribed and when it disconnected (the active count drops back to 0).
        await assertClientPrints('guides/subscriptions/client.js', endpoint, 'guides/subscriptions/client.output.txt', version);
      });
      assert.equal(server.stderr, '');
      // SIGTERM: the server stopped by itself, with exit code 0, after logging every end.
      assert.equal(server.code, 0);
      assertSameOutput(
        withDefaultPort(server.stdout),
        await readExpectedOutput('guides/subscriptions/server.output.txt', version),
        'server.js',
      );
    });

    test(`server.js closes open subscriptions with 1001 on SIGTERM with graphql ${version}`, async () => {
      let closed: Promise<number> | undefined;
      // withServer sends SIGTERM and waits for the process to exit: a server that did not
      // shut down cleanly would fail the test by timing out.
      const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const socket = new WebSocket(endpoint.replace(/^http/, 'ws'), 'graphql-transport-ws');
        closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
        const acknowledged = new Promise<void>((resolve) =>
          socket.on('message', (data) => {
            if (JSON.parse(String(data)).type === 'connection_ack') {
              resolve();
            }
          }),
        );
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({type: 'connection_init'}));
        await acknowledged;
        socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query: 'subscription { toolReturned }'}}));
      });
      assert.equal(stderr, '');
      assert.equal(await closed, 1001);
    });
  }
});
