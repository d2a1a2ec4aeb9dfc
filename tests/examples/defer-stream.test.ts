import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, assertSamplePrints, withServer} from './support/samples';

// @defer and @stream exist only in graphql 17.
describe('tutorials/defer-stream', () => {
  test('incremental.js with graphql 17', () =>
    assertSamplePrints('defer-stream/incremental.js', 'defer-stream/incremental.output.txt', {version: '17'}));

  test('deferred-error.js with graphql 17', () =>
    assertSamplePrints('defer-stream/deferred-error.js', 'defer-stream/deferred-error.output.txt', {version: '17'}));

  test('client.js reads the multipart response of server.js with graphql 17', async () => {
    const stderr = await withServer('defer-stream/server.js', '17', async ({endpoint}) => {
      await assertClientPrints('defer-stream/client.js', endpoint, 'defer-stream/client.output.txt', '17');
    });
    assert.equal(stderr, '');
  });

  // The page: each part starts with the delimiter `---` on its own line and a content-type header,
  // and the response ends with `-----`; only a multipart/mixed range without deferSpec, or with
  // deferSpec=20220824 (quoted or not), is accepted, not with q=0, and curl's default `*/*` is not.
  test('server.js frames the parts as the page says and reads the Accept header as the page says', async () => {
    const stderr = await withServer('defer-stream/server.js', '17', async ({endpoint}) => {
      const send = (accept: string) =>
        fetch(endpoint, {
          method: 'POST',
          headers: {'content-type': 'application/json', accept},
          body: JSON.stringify({query: '{ tool(name: "Step ladder") { name ... @defer { reviews { rating } } } }'}),
        });
      const multipart = await send('multipart/mixed');
      assert.equal(multipart.headers.get('content-type'), 'multipart/mixed; boundary="-"');
      const part = 'content-type: application/json; charset=utf-8';
      assert.equal(
        await multipart.text(),
        `\r\n---\r\n${part}\r\n\r\n` +
          JSON.stringify({data: {tool: {name: 'Step ladder'}}, pending: [{id: '0', path: ['tool']}], hasNext: true}) +
          `\r\n---\r\n${part}\r\n\r\n` +
          JSON.stringify({hasNext: false, incremental: [{id: '0', data: {reviews: []}}], completed: [{id: '0'}]}) +
          '\r\n-----\r\n',
      );
      for (const accept of [
        'multipart/mixed; deferSpec=20190101',
        '*/*',
        'application/json',
        'multipart/*',
        // q=0: "anything but multipart/mixed".
        'multipart/mixed;q=0, application/json',
        'multipart/mixed; q=0.000',
      ]) {
        const refused = await send(accept);
        assert.equal(refused.status, 406, accept);
        await refused.body?.cancel();
      }
      for (const accept of [
        'multipart/mixed; deferSpec=20220824',
        'multipart/mixed; deferSpec="20220824"',
        'application/json, multipart/mixed;deferSpec=20220824;q=0.5',
      ]) {
        const legacy = await send(accept);
        assert.equal(legacy.headers.get('content-type'), 'multipart/mixed; boundary="-"; deferSpec=20220824', accept);
        await legacy.body?.cancel();
      }
      for (const accept of ['Multipart/Mixed', 'multipart/mixed;q=0.1']) {
        const current = await send(accept);
        assert.equal(current.headers.get('content-type'), 'multipart/mixed; boundary="-"', accept);
        await current.body?.cancel();
      }
    });
    assert.equal(stderr, '');
  });
});
