import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {METHODS} from 'node:http';
import {connect, type Socket} from 'node:net';
import {setTimeout as delay} from 'node:timers/promises';
import WebSocket from 'ws';
import type {RunningServer} from './samples';
import type {ServerSample} from './server-samples';

// Generic attacks that every server sample faces (tests/examples/server-battery.test.ts), beside
// the attacks of its own page. Each is bounded in count and time, and all traffic goes to the
// server's 127.0.0.1 address. After each one, the server must still answer a normal request.

/** How much the server's resident memory may grow while a client stops reading. */
export const UNREAD_MEMORY_BOUND_MIB = 100;

// Long enough for a loaded machine; a server that answers nothing in this time is not answering.
const ANSWER_TIMEOUT_MS = 5_000;

/** What came back on a raw connection: the status of the first response, or how it ended without one. */
type RawAnswer = number | 'closed' | 'no answer';

/** Sends `request` on a new connection and reads the status line of the first response. */
export function rawExchange(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = (answer: RawAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish('no answer'), ANSWER_TIMEOUT_MS);
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(request));
    socket.setEncoding('latin1').on('data', (chunk: string) => {
      received += chunk;
      const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (statusLine) finish(Number(statusLine[1]));
    });
    socket.on('close', () => finish('closed'));
  });
}

/** A refusal or an answer: anything but a server error, or no answer at all. */
function assertHandled(answer: RawAnswer, what: string): void {
  assert.notEqual(answer, 'no answer', `${what}: no answer within ${ANSWER_TIMEOUT_MS} ms`);
  if (typeof answer === 'number') assert.ok(answer < 500, `${what}: answered ${answer}`);
}

function portOf(endpoint: string): number {
  return Number(new URL(endpoint).port);
}

const JSON_HEADERS = {'content-type': 'application/json', accept: 'application/json'};

/** Sends the sample's normal request and checks that it gets data. */
async function assertAnswersNormally(server: RunningServer, sample: ServerSample, after: string): Promise<void> {
  const response = await fetch(server.endpoint, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(sample.normalRequest.body),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  }).catch((error: unknown) => assert.fail(`after ${after}, the normal request failed: ${String(error)}`));
  const body = await response.text();
  assert.equal(response.status, 200, `after ${after}: ${body}`);
  assert.ok(JSON.parse(body).data, `after ${after}: ${body}`);
}

/** The server process's resident memory in bytes (Linux: /proc/<pid>/status). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  assert.ok(kib, `no VmRSS for process ${pid}`);
  return Number(kib[1]) * 1024;
}

/** Runs `attack` while sampling the server's resident memory; returns the peak growth in MiB. */
async function peakGrowthMiB(pid: number, attack: () => Promise<void>): Promise<number> {
  const before = await residentBytes(pid);
  let peak = before;
  let attacking = true;
  const sampling = (async () => {
    while (attacking) {
      peak = Math.max(peak, await residentBytes(pid));
      await delay(50);
    }
  })();
  try {
    await attack();
  } finally {
    attacking = false;
    await sampling;
  }
  peak = Math.max(peak, await residentBytes(pid));
  return (peak - before) / (1024 * 1024);
}

function request(head: string, body = ''): string {
  return `${head}\r\n\r\n${body}`;
}

// Request targets that Node.js's parser lets through but URL parsers may choke on, and others it refuses.
function malformedTargets(port: number): string[] {
  const host = `Host: 127.0.0.1:${port}`;
  return [
    '//[',
    '//[/graphql',
    `http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`,
    'http://[/graphql',
    '/graphql?query=%E0%A4%A',
    '/graphql?query=%ZZ',
    '/%ZZ',
    '/graphql/%ff',
    '/graphql%00',
    '/graphql?query=%00',
    '/graphql\0',
    '*',
    'graphql',
  ].map((target) => request(`GET ${target} HTTP/1.1\r\n${host}\r\nAccept: application/json`));
}

function conflictingHeaders(port: number): string[] {
  const host = `Host: 127.0.0.1:${port}`;
  const body = JSON.stringify({query: '{ __typename }'});
  const post = `POST /graphql HTTP/1.1\r\n${host}\r\nContent-Type: application/json`;
  return [
    request(`${post}\r\nContent-Length: ${body.length}\r\nContent-Length: ${body.length + 10}`, body),
    request(`${post}\r\nContent-Length: ${body.length}\r\nContent-Length: ${body.length}`, body),
    request(`${post}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked`, `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`),
    request(`${post}\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: identity`, `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`),
    request(`${post}\r\nContent-Length: -1`, body),
    request(`${post}\r\nContent-Length: ${body.length}\r\nContent-Type: text/plain`, body),
    request(`${post}\r\nContent-Length: ${body.length}\r\nHost: 127.0.0.2`, body),
    request(`POST /graphql HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`, body),
    request(`GET /graphql?query=%7B__typename%7D HTTP/1.1\r\n${host}\r\nX-Big: ${'x'.repeat(20_000)}`),
  ];
}

// Bodies of the right syntax and the wrong shape, and keys that would reach Object.prototype.
const WRONG_SHAPES = [
  '{"__proto__": {"query": "{ __typename }"}}',
  '{"query": "{ __typename }", "__proto__": {"variables": {}}}',
  '{"query": "{ __typename }", "variables": {"__proto__": {"polluted": true}}}',
  '{"query": "{ __typename }", "extensions": {"__proto__": {"polluted": true}}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '[]',
  '[{"query": "{ __typename }"}]',
  '"{ __typename }"',
  'null',
  '1',
  '{}',
  '{"query": 1}',
  '{"query": null}',
  '{"query": ["{ __typename }"]}',
  '{"query": {"kind": "Document", "definitions": []}}',
  '{"query": "{ __typename }", "variables": []}',
  '{"query": "{ __typename }", "variables": "{}"}',
  '{"query": "{ __typename }", "operationName": 1}',
  '{"query": "{ __typename }", "extensions": "x"}',
  '{"documentId": {}}',
  '{"documentId": ["x"]}',
];

function wrongShapes(port: number): string[] {
  const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json`;
  const posts = WRONG_SHAPES.map((body) => request(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}`, body));
  const gets = [
    'variables=%5B%5D',
    'variables=%7B%22__proto__%22%3A%7B%7D%7D',
    'extensions=x',
    'query=%7B__typename%7D&query=%7B__typename%7D',
  ].map((search) =>
    request(`GET /graphql?query=%7B__typename%7D&${search} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json`),
  );
  return [...posts, ...gets];
}

function everyMethod(port: number): string[] {
  const host = `Host: 127.0.0.1:${port}`;
  return [...METHODS, 'FOO'].map((method) =>
    method === 'CONNECT'
      ? request(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\n${host}`)
      : request(`${method} /graphql?query=%7B__typename%7D HTTP/1.1\r\n${host}\r\nAccept: application/json\r\nContent-Length: 0`),
  );
}

// Credentials that are there but empty or cut short, for servers that build a context from them.
function partialCredentials(port: number): string[] {
  const body = JSON.stringify({query: '{ __typename }'});
  return [
    'Authorization: ',
    'Authorization: Bearer',
    'Authorization: Bearer ',
    'Authorization: Basic',
    'Cookie: ',
    'Cookie: session=',
    'Cookie: =',
    'Cookie: session',
  ].map((header) =>
    request(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n${header}\r\nContent-Length: ${body.length}`,
      body,
    ),
  );
}

async function assertEachHandled(port: number, requests: string[], kind: string): Promise<void> {
  const answers = await Promise.all(requests.map((raw) => rawExchange(port, raw)));
  answers.forEach((answer, index) => assertHandled(answer, `${kind} ${JSON.stringify(requests[index]!.slice(0, 80))}`));
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

const UPGRADE_HEADERS =
  'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws';

/** The malformed targets again, as WebSocket upgrades: a server parses those in its `upgrade` handler. */
function malformedUpgrades(port: number): string[] {
  return malformedTargets(port).map((raw) => raw.replace('Accept: application/json', UPGRADE_HEADERS));
}

/** 100 upgrade requests that the server refuses (a foreign page, an unknown path), reset at once. */
async function upgradesReset(port: number): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await Promise.all(
      Array.from({length: 20}, async (_, index) => {
        const socket = await openSocket(port);
        socket.on('error', () => undefined);
        const target = index % 2 === 0 ? '/graphql' : '/elsewhere';
        socket.write(
          request(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://attacker.example\r\n${UPGRADE_HEADERS}`),
        );
        socket.resetAndDestroy();
      }),
    );
  }
}

/** 20 clients that send part of a request and then nothing: the server answers others meanwhile. */
async function slowSenders(server: RunningServer, sample: ServerSample): Promise<void> {
  const port = portOf(server.endpoint);
  const sockets = await Promise.all(Array.from({length: 20}, () => openSocket(port)));
  sockets.forEach((socket, index) => {
    socket.on('error', () => undefined);
    socket.write(
      index % 2 === 0 ? 'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"query"' : 'GET /graphql?query=%7B',
    );
  });
  try {
    await assertAnswersNormally(server, sample, 'slow senders (while they are connected)');
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

/** 300 connections that close at once, half of them in the middle of a request, some with a reset. */
async function connectionChurn(port: number): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    await Promise.all(
      Array.from({length: 50}, async (_, index) => {
        const socket = await openSocket(port);
        socket.on('error', () => undefined);
        if (index % 2 === 0)
          socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{"qu');
        if (index % 3 === 0) socket.resetAndDestroy();
        else socket.destroy();
      }),
    );
  }
}

/** One client that sends 2,000 requests in a row on one connection and reads none of the answers. */
async function pipelinedUnread(server: RunningServer, sample: ServerSample): Promise<number> {
  const port = portOf(server.endpoint);
  const body = JSON.stringify(sample.normalRequest.body);
  const one = request(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}`,
    body,
  );
  return peakGrowthMiB(server.pid, async () => {
    const socket = await openSocket(port);
    socket.on('error', () => undefined);
    socket.pause();
    socket.write(one.repeat(2_000));
    await delay(1_000);
    socket.destroy();
  });
}

// graphql-ws over a raw `ws` client, so that the test can stop reading and send what it likes.
interface WsClient {
  socket: WebSocket;
  closed: Promise<number>;
}

async function openGraphqlWs(endpoint: string): Promise<WsClient> {
  const socket = new WebSocket(endpoint.replace(/^http/, 'ws'), 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('close', (code) => reject(new Error(`closed with ${code} before opening`)));
  });
  const acknowledged = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as {type: string}).type === 'connection_ack') resolve();
    }),
  );
  socket.send(JSON.stringify({type: 'connection_init'}));
  await acknowledged;
  return {socket, closed};
}

/**
 * A WebSocket client that stops reading and sends 60 KiB pings, which graphql-ws answers with the
 * same payload, while it holds a subscription open: the server must close it before its memory
 * grows past the bound. Returns the growth in MiB.
 */
async function webSocketUnread(server: RunningServer, sample: ServerSample): Promise<number> {
  const subscription = sample.webSocket!.subscription;
  let closedCode: number | undefined;
  const growth = await peakGrowthMiB(server.pid, async () => {
    const client = await openGraphqlWs(server.endpoint);
    client.socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query: subscription}}));
    (client.socket as unknown as {_socket: Socket})._socket.pause();
    const ping = JSON.stringify({type: 'ping', payload: {padding: 'x'.repeat(60 * 1024)}});
    void client.closed.then((code) => (closedCode = code));
    for (let sent = 0; sent < 2_000 && closedCode === undefined; sent += 1) {
      await new Promise((resolve) => client.socket.send(ping, resolve));
    }
    await Promise.race([client.closed, delay(ANSWER_TIMEOUT_MS)]);
    client.socket.terminate();
  });
  assert.notEqual(closedCode, undefined, 'the server left open a WebSocket that stopped reading');
  return growth;
}

/**
 * 200 operations subscribed and completed at once on one connection, 5 ids used again at once after
 * their complete, and 50 connections dropped.
 */
async function webSocketChurn(server: RunningServer, sample: ServerSample): Promise<void> {
  const client = await openGraphqlWs(server.endpoint);
  const subscribe = (id: number) => JSON.stringify({id: String(id), type: 'subscribe', payload: {query: sample.webSocket!.subscription}});
  for (let id = 1; id <= 200; id += 1) {
    client.socket.send(subscribe(id));
    client.socket.send(JSON.stringify({id: String(id), type: 'complete'}));
  }
  // Ids used again right after their complete, while their first subscriptions are still starting,
  // on a connection of their own (below any limit per connection).
  const reusing = await openGraphqlWs(server.endpoint);
  for (let id = 1; id <= 5; id += 1) {
    reusing.socket.send(subscribe(id));
    reusing.socket.send(JSON.stringify({id: String(id), type: 'complete'}));
    reusing.socket.send(subscribe(id));
  }
  // Malformed and partial connection_init payloads, on connections dropped at once.
  for (const init of [
    '{"type":"connection_init","payload":null}',
    '{"type":"connection_init","payload":[]}',
    '{"type":"connection_init"',
    '{}',
  ]) {
    const socket = new WebSocket(server.endpoint.replace(/^http/, 'ws'), 'graphql-transport-ws');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve).once('close', resolve));
    socket.send(init);
  }
  await Promise.all(
    Array.from({length: 50}, async () => {
      const dropped = await openGraphqlWs(server.endpoint);
      dropped.socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query: sample.webSocket!.subscription}}));
      dropped.socket.terminate();
    }),
  );
  client.socket.terminate();
  reusing.socket.terminate();
  // Every subscription ends with its connection or its complete.
  await waitForSubscriptions(server, sample, (count) => count === 0);
  await assertReceivesEvent(server, sample);
}

/** A new subscription over WebSocket still receives what is published. */
async function assertReceivesEvent(server: RunningServer, sample: ServerSample): Promise<void> {
  const client = await openGraphqlWs(server.endpoint);
  const event = new Promise<unknown>((resolve) =>
    client.socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {id?: string; type: string; payload?: unknown};
      if (message.id === 'check' && message.type === 'next') resolve(message.payload);
    }),
  );
  client.socket.send(JSON.stringify({id: 'check', type: 'subscribe', payload: {query: sample.webSocket!.subscription}}));
  // Publish until the subscription has started and receives an event.
  const received = await Promise.race([
    event,
    (async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        await publish(server, sample);
        await delay(20);
      }
      return undefined;
    })(),
  ]);
  assert.ok(received, 'a new subscription received no event');
  client.socket.terminate();
}

/** Asks the server how many subscriptions run until `done` says enough (or about five seconds pass). */
async function waitForSubscriptions(server: RunningServer, sample: ServerSample, done: (count: number) => boolean): Promise<void> {
  let count = -1;
  for (let attempt = 0; attempt < 250 && !done(count); attempt += 1) {
    if (attempt > 0) await delay(20);
    const response = await fetch(server.endpoint, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({query: sample.countSubscriptions}),
    });
    count = Object.values((await response.json()).data as Record<string, number>)[0]!;
  }
  assert.ok(done(count), `${count} subscriptions running`);
}

async function publish(server: RunningServer, sample: ServerSample): Promise<void> {
  const response = await fetch(server.endpoint, {method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({query: sample.publish})});
  assert.equal(response.status, 200, await response.text());
}

/**
 * Ten event streams that are not read while mutations publish 1,500 events to each: the server
 * must end them before its memory grows past the bound. Returns the growth in MiB.
 */
async function eventStreamsUnread(server: RunningServer, sample: ServerSample): Promise<number> {
  const {path, subscription} = sample.sse!;
  const port = portOf(server.endpoint);
  const body = JSON.stringify({query: subscription});
  const streams = await Promise.all(Array.from({length: 10}, () => openSocket(port)));
  const growth = await peakGrowthMiB(server.pid, async () => {
    for (const socket of streams) {
      socket.on('error', () => undefined);
      socket.pause();
      socket.write(
        request(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}`,
          body,
        ),
      );
    }
    await waitForSubscriptions(server, sample, (count) => count >= streams.length);
    // Ten publications per request, as aliases.
    const publications = sample.publish!.replace(/^mutation \{\s*|\s*\}$/g, '');
    const mutation = `mutation { ${Array.from({length: 10}, (_, index) => `p${index}: ${publications}`).join(' ')} }`;
    for (let round = 0; round < 30; round += 1) {
      await Promise.all(Array.from({length: 5}, () => publish(server, {...sample, publish: mutation})));
    }
  });
  // A paused socket does not see the end of its connection: read what is left, and the end must come.
  const ended = await Promise.all(
    streams.map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve(true);
          });
          socket.resume();
        }),
    ),
  );
  for (const socket of streams) socket.destroy();
  assert.ok(ended.every(Boolean), `the server left open ${ended.filter((end) => !end).length} of 10 event streams that were not read`);
  return growth;
}

/** Every generic attack against one running server; each ends with a normal request. */
export async function runAttackBattery(server: RunningServer, sample: ServerSample): Promise<void> {
  const port = portOf(server.endpoint);
  await assertAnswersNormally(server, sample, 'start');
  const checks: [string, () => Promise<void>][] = [
    ['malformed request targets', () => assertEachHandled(port, malformedTargets(port), 'target')],
    ['duplicated and conflicting headers', () => assertEachHandled(port, conflictingHeaders(port), 'headers')],
    ['JSON of the wrong shape', () => assertEachHandled(port, wrongShapes(port), 'body')],
    ['every method', () => assertEachHandled(port, everyMethod(port), 'method')],
    ['empty or partial credentials', () => assertEachHandled(port, partialCredentials(port), 'credentials')],
    ['slow senders', () => slowSenders(server, sample)],
    ['connection churn', () => connectionChurn(port)],
    [
      'a client that stops reading its answers',
      async () => {
        const growth = await pipelinedUnread(server, sample);
        assert.ok(growth < UNREAD_MEMORY_BOUND_MIB, `memory grew by ${growth.toFixed(1)} MiB`);
      },
    ],
  ];
  if (sample.webSocket) {
    checks.push(
      ['malformed upgrade targets', () => assertEachHandled(port, malformedUpgrades(port), 'upgrade target')],
      ['refused upgrades reset at once', () => upgradesReset(port)],
      [
        'a WebSocket client that stops reading',
        async () => {
          const growth = await webSocketUnread(server, sample);
          assert.ok(growth < UNREAD_MEMORY_BOUND_MIB, `memory grew by ${growth.toFixed(1)} MiB`);
        },
      ],
      ['subscribe/complete and connection churn', () => webSocketChurn(server, sample)],
    );
  }
  if (sample.sse) {
    checks.push([
      'event streams that are never read',
      async () => {
        const growth = await eventStreamsUnread(server, sample);
        assert.ok(growth < UNREAD_MEMORY_BOUND_MIB, `memory grew by ${growth.toFixed(1)} MiB`);
      },
    ]);
  }
  for (const [attack, check] of checks) {
    await check().catch((error: unknown) => {
      throw new Error(`${attack}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    });
    await assertAnswersNormally(server, sample, attack);
  }
}
