import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import net from 'node:net';
import path from 'node:path';
import {describe, test} from 'node:test';
import {setTimeout as delay} from 'node:timers/promises';
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
const SLOW_QUERY_FIELD = fileURLToPath(new URL('./support/slow-query-field.mjs', import.meta.url));

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

/** A message of the graphql-transport-ws protocol. */
interface ProtocolMessage {
  type: string;
  id?: string;
  payload?: any;
}

/** A raw WebSocket to the server, speaking graphql-transport-ws, with the messages it received. */
interface Connection {
  socket: WebSocket;
  /** Resolves with the first message, received or still to come, for which `matches` is true. */
  receive(matches: (message: ProtocolMessage) => boolean): Promise<ProtocolMessage>;
  /** Sends a subscribe message and resolves with the first answer for its id. */
  run(id: string, query: string, variables?: Record<string, unknown>): Promise<ProtocolMessage>;
  closed: Promise<{code: number; reason: string}>;
}

function webSocketUrl(endpoint: string): string {
  return endpoint.replace(/^http/, 'ws');
}

/** Opens a WebSocket and waits for the server's connection_ack. */
async function connect(endpoint: string, origin?: string): Promise<Connection> {
  const socket = new WebSocket(webSocketUrl(endpoint), 'graphql-transport-ws', origin ? {origin} : {});
  const received: ProtocolMessage[] = [];
  const waiting: {matches: (message: ProtocolMessage) => boolean; resolve: (message: ProtocolMessage) => void}[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ProtocolMessage;
    const waiter = waiting.find((candidate) => candidate.matches(message));
    if (waiter) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    } else {
      received.push(message);
    }
  });
  const closed = new Promise<{code: number; reason: string}>((resolve) =>
    socket.on('close', (code, reason) => resolve({code, reason: String(reason)})),
  );
  const receive = (matches: (message: ProtocolMessage) => boolean) => {
    const earlier = received.find(matches);
    if (earlier) {
      received.splice(received.indexOf(earlier), 1);
      return Promise.resolve(earlier);
    }
    return new Promise<ProtocolMessage>((resolve) => waiting.push({matches, resolve}));
  };
  await once(socket, 'open');
  socket.send(JSON.stringify({type: 'connection_init'}));
  await receive((message) => message.type === 'connection_ack');
  return {
    socket,
    receive,
    closed,
    run(id, query, variables) {
      socket.send(JSON.stringify({id, type: 'subscribe', payload: {query, variables}}));
      return receive((message) => message.id === id && (message.type === 'next' || message.type === 'error'));
    },
  };
}

/** The HTTP status with which the server refuses to open a WebSocket, or 101 if it opens one. */
async function upgradeStatus(endpoint: string, origin?: string): Promise<number> {
  const socket = new WebSocket(webSocketUrl(endpoint), 'graphql-transport-ws', origin ? {origin} : {});
  const status = await new Promise<number>((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => resolve(101));
    socket.once('error', reject);
  });
  socket.terminate();
  return status;
}

/** A WebSocket upgrade request for `target`, written by hand, as a client that is not a browser can. */
function upgradeRequest(target: string, origin: string): string {
  return [
    `GET ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Origin: ${origin}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Protocol: graphql-transport-ws',
    '',
    '',
  ].join('\r\n');
}

/** Sends a raw upgrade request and resolves with the status line of the answer. */
async function rawUpgradeStatus(endpoint: string, target: string): Promise<string> {
  const {hostname, port} = new URL(endpoint);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.end(upgradeRequest(target, 'https://tools.example.org'));
  let answer = '';
  for await (const chunk of socket) {
    answer += String(chunk);
  }
  return answer.split('\r\n', 1)[0]!;
}

/** Sends an upgrade request from a foreign page and resets the connection at once. */
async function upgradeAndReset(endpoint: string): Promise<void> {
  const {hostname, port} = new URL(endpoint);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(upgradeRequest('/graphql', 'https://attacker.example'));
  socket.resetAndDestroy();
}

async function closeAll(connections: Connection[]): Promise<void> {
  for (const connection of connections) {
    connection.socket.close();
  }
  await Promise.all(connections.map((connection) => connection.closed));
}

/** The error messages of a graphql-ws answer: an `error` message, or a `next` with errors. */
function messagesOf(answer: ProtocolMessage): string[] {
  const errors = answer.type === 'error' ? answer.payload : (answer.payload.errors ?? []);
  return errors.map((error: {message: string}) => error.message);
}

async function postQuery(endpoint: string, query: string): Promise<{status: number; body: any}> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body: JSON.stringify({query}),
  });
  return {status: response.status, body: await response.json()};
}

/** Asks the server over HTTP until it counts `expected` active subscriptions. */
async function waitForActiveSubscriptions(endpoint: string, expected: number): Promise<void> {
  let active: number | undefined;
  for (let attempt = 0; attempt < 500 && active !== expected; attempt += 1) {
    active = (await postQuery(endpoint, '{ activeSubscriptions }')).body.data.activeSubscriptions;
  }
  assert.equal(active, expected);
}

// schema.js's MAX_EVENTS_BEHIND: the most events a subscription keeps for its client.
const MAX_EVENTS_BEHIND = 100;
// Events of about 8 KiB (nine aliases of 900 characters), so that the socket's buffers fill.
const LARGE_TOOL_RETURNED = `subscription { toolReturned { ${Array.from({length: 9}, (_, i) => `${'a'.repeat(900)}${i}: tool { name }`).join(' ')} } }`;

/**
 * Ten connections, each with one subscription, that pause after each message and resume every
 * 500 ms while mutations publish 3,000 events: the events waiting in schema.js never pass 100 a
 * subscription, and each subscription ends with the FELL_BEHIND error, then complete, while its
 * connection stays open.
 */
async function assertSlowReadersBounded(endpoint: string): Promise<void> {
  const connections = await Promise.all(Array.from({length: 10}, () => connect(endpoint)));
  try {
    const pausers = connections.map((connection) => () => connection.socket.pause());
    const ends = connections.map((connection, index) => {
      connection.socket.on('message', pausers[index]!);
      const fellBehind = connection.receive((message) => message.id === 'slow' && message.type === 'next' && message.payload.errors);
      const complete = connection.receive((message) => message.id === 'slow' && message.type === 'complete');
      connection.socket.send(JSON.stringify({id: 'slow', type: 'subscribe', payload: {query: LARGE_TOOL_RETURNED}}));
      return Promise.all([fellBehind, complete]);
    });
    await waitForActiveSubscriptions(endpoint, connections.length);
    let reading = true;
    const pacing = (async () => {
      while (reading) {
        for (const connection of connections) connection.socket.resume();
        await delay(500);
      }
    })();
    const mutation = `mutation { ${Array.from({length: 10}, (_, i) => `p${i}: returnTool(name: "Hand plane", member: "Kofi")`).join(' ')} }`;
    try {
      for (let round = 0; round < 30; round += 1) {
        await Promise.all(Array.from({length: 10}, () => postQuery(endpoint, mutation)));
        const queued = (await postQuery(endpoint, '{ queuedEvents }')).body.data.queuedEvents;
        assert.ok(queued <= connections.length * MAX_EVENTS_BEHIND, `${queued} events waited`);
      }
    } finally {
      reading = false;
      await pacing;
    }
    // Read what is left: each subscription ends with the error, then complete.
    connections.forEach((connection, index) => {
      connection.socket.off('message', pausers[index]!);
      connection.socket.resume();
    });
    for (const [fellBehind] of await Promise.all(ends)) {
      assert.deepEqual(
        fellBehind.payload.errors.map((error: {extensions: {code: string}}) => error.extensions.code),
        ['FELL_BEHIND'],
      );
    }
    await waitForActiveSubscriptions(endpoint, 0);
    assert.equal((await postQuery(endpoint, '{ queuedEvents }')).body.data.queuedEvents, 0);
    for (const connection of connections) assert.equal(connection.socket.readyState, WebSocket.OPEN);
  } finally {
    // A client that never read the server's close would hold up the server's exit.
    for (const connection of connections) connection.socket.terminate();
  }
}

// Attacks against server.js: each must be refused on ws:// as on http://. A server that let one
// through would leave the test waiting for an answer that never comes: fail it in time instead.
// The longest, 500 subscriptions on 51 connections, takes about 4 s on two idle cores and went
// past 20 s with builds running beside the suite.
const ATTACK_TIMEOUT = {timeout: 60_000};
const TOO_DEEP = 'subscription { toolReturned { tool { owner { tools { owner { tools { owner { name } } } } } } } }';
const TOO_MANY_ALIASES = `subscription { toolReturned { ${Array.from({length: 11}, (_, i) => `t${i}: tool { name }`).join(' ')} } }`;
const TOO_COSTLY = 'subscription { toolReturned { borrower { tools { owner { tools { name } } } } } }';
const NEGATIVE_FIRST = `subscription { toolReturned { a: borrower { tools(first: -100) { owner { tools { name } } } } b: borrower { tools { owner { tools { name } } } } } }`;
const TOO_MANY_TOKENS = `subscription { toolReturned { tool { ${'name '.repeat(1_000)}} } }`;
const TOO_LONG = `subscription { toolReturned { tool { name } } }\n${'# padding\n'.repeat(1_100)}`;

const REFUSALS: [string, string, RegExp][] = [
  ['an over-deep subscription', TOO_DEEP, /^Operation is 8 fields deep; the limit is 6\.$/],
  ['a subscription with too many aliases', TOO_MANY_ALIASES, /^Operation uses 11 aliases; the limit is 10\.$/],
  ['a too costly subscription', TOO_COSTLY, /^Operation costs 10203; the limit is 1000\.$/],
  ['a subscription with a negative first', NEGATIVE_FIRST, /^Operation costs 20405; the limit is 1000\.$/],
  [
    'a subscription with too many tokens',
    TOO_MANY_TOKENS,
    /^Syntax Error: Document contains more th(an|at) 1000 tokens\. Parsing aborted\.$/,
  ],
  ['a too long subscription', TOO_LONG, /^Syntax Error: Source contains more than 10000 UTF-16 code units\. Parsing aborted\.$/],
];

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

    for (const [attack, query, refusal] of REFUSALS) {
      test(`attack: ${attack} is refused over ws:// and http:// with graphql ${version}`, ATTACK_TIMEOUT, async () => {
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          const answer = await connection.run('1', query);
          assert.equal(answer.type, 'error');
          assert.ok(
            messagesOf(answer).some((message) => refusal.test(message)),
            messagesOf(answer).join('\n'),
          );
          // The refusal ends that operation, not the connection.
          assert.deepEqual((await connection.run('2', '{ activeSubscriptions }')).payload, {data: {activeSubscriptions: 0}});
          const overHttp = await postQuery(endpoint, query);
          assert.ok(
            overHttp.body.errors.some((error: {message: string}) => refusal.test(error.message)),
            JSON.stringify(overHttp.body),
          );
          await closeAll([connection]);
        });
        assert.equal(stderr, '');
      });
    }

    test(
      `attack: a root field's @skip reading a variable is refused, not a 500 or a closed connection, with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        const query = 'subscription ($s: Boolean!) { toolReturned { tool { name } } stockAlerts @skip(if: $s) }';
        // graphql 16's rule for subscriptions throws this while it validates; graphql 17 reports its own.
        const refusal =
          version === '17'
            ? 'Anonymous Subscription must not use `@skip` or `@include` directives in the top level selection.'
            : 'Argument "if" of required type "Boolean!" was provided the variable "$s" which was not provided a runtime value.';
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          const answer = await connection.run('1', query, {s: true});
          assert.equal(answer.type, 'error');
          assert.deepEqual(messagesOf(answer), [refusal]);
          // The connection, and whatever else runs on it, stays open.
          assert.deepEqual((await connection.run('2', '{ activeSubscriptions }')).payload, {data: {activeSubscriptions: 0}});
          const overHttp = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json', accept: 'application/graphql-response+json'},
            body: JSON.stringify({query, variables: {s: true}}),
          });
          assert.equal(overHttp.status, 400);
          assert.deepEqual(
            ((await overHttp.json()) as {errors: {message: string}[]}).errors.map((error) => error.message),
            [refusal],
          );
          await closeAll([connection]);
        });
        assert.equal(stderr, '');
      },
    );

    test(`attack: a page from a foreign Origin cannot open a WebSocket with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        assert.equal(await upgradeStatus(endpoint, 'https://attacker.example'), 403);
        assert.equal(await upgradeStatus(endpoint, 'http://127.0.0.1'), 403);
        // A sandboxed frame or a local file sends `null`; a browser never sends the others.
        for (const lookalike of [
          'null',
          'https://tools.example.org/',
          'HTTPS://TOOLS.EXAMPLE.ORG',
          'https://tools.example.org:443',
          'https://tools.example.org.attacker.example',
        ]) {
          assert.equal(await upgradeStatus(endpoint, lookalike), 403, lookalike);
        }
        assert.equal(await upgradeStatus(endpoint, 'https://tools.example.org'), 101);
        // No Origin: not a browser, so no visitor's cookies to abuse.
        assert.equal(await upgradeStatus(endpoint), 101);
        assert.equal(await upgradeStatus(endpoint.replace(/\/graphql$/, '/other')), 404);
      });
    });

    test(
      `attack: an upgrade path that new URL() cannot parse, and clients that reset a refused upgrade, do not stop the server with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          assert.equal(await rawUpgradeStatus(endpoint, '//['), 'HTTP/1.1 404 Not Found');
          // The reset must arrive before the server answers, so each one is sent while the server
          // is busy validating a wide query (tens of milliseconds).
          const connection = await connect(endpoint);
          const wide = `{ ${'activeSubscriptions '.repeat(450)}}`;
          for (let attempt = 0; attempt < 10; attempt += 1) {
            const answered = connection.run(`wide${attempt}`, wide);
            await upgradeAndReset(endpoint);
            const answer = await Promise.race([answered, connection.closed]);
            assert.equal('type' in answer ? answer.type : `the connection closed with ${answer.code}`, 'next');
          }
          assert.deepEqual(await postQuery(endpoint, '{ activeSubscriptions }'), {
            status: 200,
            body: {data: {activeSubscriptions: 0}},
          });
          await closeAll([connection]);
        });
        assert.equal(stderr, '');
      },
    );

    test(`attack: the 101st WebSocket connection is refused with 503 with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const connections = await Promise.all(Array.from({length: 100}, () => connect(endpoint)));
        assert.equal(await upgradeStatus(endpoint), 503);
        await closeAll(connections.slice(0, 1));
        // The server frees the place once it has seen the socket close.
        let status = 503;
        for (let attempt = 0; attempt < 100 && status === 503; attempt += 1) {
          status = await upgradeStatus(endpoint);
        }
        assert.equal(status, 101);
        await closeAll(connections.slice(1));
      });
    });

    test(`attack: the 11th operation on one connection is refused with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const connection = await connect(endpoint);
        const subscription = 'subscription { toolReturned { tool { name } } }';
        for (let id = 1; id <= 10; id += 1) {
          connection.socket.send(JSON.stringify({id: String(id), type: 'subscribe', payload: {query: subscription}}));
        }
        assert.deepEqual(messagesOf(await connection.run('11', subscription)), ['At most 10 operations per connection.']);
        // The ten others still receive events.
        const firstEvent = connection.receive((message) => message.id === '1' && message.type === 'next');
        await waitForActiveSubscriptions(endpoint, 10);
        await postQuery(endpoint, 'mutation { returnTool(name: "Hand plane", member: "Kofi") }');
        assert.deepEqual((await firstEvent).payload, {data: {toolReturned: {tool: {name: 'Hand plane'}}}});
        await closeAll([connection]);
      });
    });

    test(
      `attack: operations completed at once count until they end: with a 3-second field, the 11th on a connection and the 501st on the server are refused with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        await withServer(
          'guides/subscriptions/server.js',
          version,
          async ({endpoint}) => {
            const connections = await Promise.all(Array.from({length: 51}, () => connect(endpoint)));
            // graphql-ws forgets each id at `complete`, while its operation runs on.
            for (const connection of connections.slice(0, 50)) {
              for (let id = 1; id <= 10; id += 1) {
                connection.socket.send(JSON.stringify({id: String(id), type: 'subscribe', payload: {query: '{ slowReport }'}}));
                connection.socket.send(JSON.stringify({id: String(id), type: 'complete'}));
              }
            }
            assert.deepEqual(messagesOf(await connections[0]!.run('11', '{ slowReport }')), ['At most 10 operations per connection.']);
            assert.deepEqual(messagesOf(await connections[50]!.run('1', '{ slowReport }')), ['The server is busy; try again later.']);
            // Once they have ended, the same connections may run operations again.
            let answer = await connections[50]!.run('2', '{ activeSubscriptions }');
            for (let attempt = 3; answer.type === 'error' && attempt < 100; attempt += 1) {
              await delay(100);
              answer = await connections[50]!.run(String(attempt), '{ activeSubscriptions }');
            }
            assert.equal(answer.type, 'next');
            assert.equal((await connections[0]!.run('12', '{ activeSubscriptions }')).type, 'next');
            await closeAll(connections);
          },
          {NODE_OPTIONS: `--import=${SLOW_QUERY_FIELD}`},
        );
      },
    );

    test(
      `attack: an id completed and sent again while its operation still runs is refused with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        await withServer(
          'guides/subscriptions/server.js',
          version,
          async ({endpoint}) => {
            const connection = await connect(endpoint);
            connection.socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query: '{ slowReport }'}}));
            connection.socket.send(JSON.stringify({id: '1', type: 'complete'}));
            assert.deepEqual(messagesOf(await connection.run('1', '{ activeSubscriptions }')), [
              'Operation 1 is still running; use a new id.',
            ]);
            assert.equal((await connection.run('2', '{ activeSubscriptions }')).type, 'next');
            await closeAll([connection]);
          },
          {NODE_OPTIONS: `--import=${SLOW_QUERY_FIELD}`},
        );
      },
    );

    test(
      `attack: documents without an operation to run are refused, and do not count as running, with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          for (let id = 1; id <= 10; id += 1) {
            const answer = await connection.run(String(id), 'query A { activeSubscriptions } query B { activeSubscriptions }');
            assert.deepEqual(messagesOf(answer), ['Name the operation to run with operationName.']);
          }
          assert.equal((await connection.run('11', '{ activeSubscriptions }')).type, 'next');
          await closeAll([connection]);
        });
      },
    );

    test(`attack: past 500 operations on all connections, the server refuses more with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const connections = await Promise.all(Array.from({length: 51}, () => connect(endpoint)));
        const subscription = 'subscription { toolReturned { tool { name } } }';
        for (const connection of connections.slice(0, 50)) {
          for (let id = 1; id <= 10; id += 1) {
            connection.socket.send(JSON.stringify({id: String(id), type: 'subscribe', payload: {query: subscription}}));
          }
        }
        await waitForActiveSubscriptions(endpoint, 500);
        assert.deepEqual(messagesOf(await connections[50]!.run('1', subscription)), ['The server is busy; try again later.']);
        await closeAll(connections.slice(0, 1));
        await waitForActiveSubscriptions(endpoint, 490);
        const accepted = await Promise.race([
          connections[50]!.receive((message) => message.id === '2'),
          (async () => {
            connections[50]!.socket.send(JSON.stringify({id: '2', type: 'subscribe', payload: {query: subscription}}));
            await waitForActiveSubscriptions(endpoint, 491);
            return undefined;
          })(),
        ]);
        assert.equal(accepted, undefined, `the subscription was answered: ${JSON.stringify(accepted)}`);
        await closeAll(connections.slice(1));
      });
    });

    test(`attack: a WebSocket message over 64 KiB closes the connection with 1009 with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const connection = await connect(endpoint);
        const query = `subscription { toolReturned { tool { name } } } #${'x'.repeat(64 * 1024)}`;
        connection.socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query}}));
        assert.equal((await connection.closed).code, 1009);
      });
      // graphql-ws logs what ws reports, with its stack trace, as an internal error.
      assert.match(stderr, /^Internal error emitted on a WebSocket socket\. .*RangeError: Max payload size exceeded$/m);
    });

    test(
      `attack: an HTTP body over 64 KiB, whatever its Content-Type, or not JSON is refused without details with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const tooLarge = await postQuery(endpoint, `{ activeSubscriptions } #${'x'.repeat(64 * 1024)}`);
          assert.deepEqual(tooLarge, {status: 413, body: {errors: [{message: 'The request body is too large.'}]}});
          const notJson = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json', accept: 'application/json'},
            body: '{"query": secret',
          });
          assert.deepEqual(
            {status: notJson.status, body: await notJson.json()},
            {
              status: 400,
              body: {errors: [{message: 'The request body is not valid JSON.'}]},
            },
          );
          // express.json alone would leave this body to graphql-http, which reads it to the end.
          const spaced = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/ json', accept: 'application/json'},
            body: JSON.stringify({query: `{ activeSubscriptions } #${'x'.repeat(64 * 1024)}`}),
          });
          assert.deepEqual(
            {status: spaced.status, body: await spaced.json()},
            {
              status: 413,
              body: {errors: [{message: 'The request body is too large.'}]},
            },
          );
          // Batching, several operations in one body as a JSON array: graphql-http runs none of them.
          const batch = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json', accept: 'application/json'},
            body: JSON.stringify([{query: '{ activeSubscriptions }'}, {query: '{ activeSubscriptions }'}]),
          });
          const batchBody = await batch.json();
          assert.equal(batch.status, 400);
          assert.equal(batchBody.data, undefined);
          // graphql-http's own complaint, which names nothing of the request, reaches the client.
          assert.deepEqual(
            batchBody.errors.map((error: {message: string}) => error.message),
            ['Missing query'],
          );
          const latin1 = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json; charset=latin1', accept: 'application/json'},
            body: JSON.stringify({query: '{ activeSubscriptions }'}),
          });
          assert.deepEqual(
            {status: latin1.status, body: await latin1.json()},
            {
              status: 415,
              body: {errors: [{message: 'The request body is not UTF-8 or has an unknown encoding.'}]},
            },
          );
        });
        // Nothing was masked, so nothing was logged.
        assert.equal(stderr, '');
      },
    );

    test(`attack: slow readers leave at most 100 events waiting a subscription with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        await assertSlowReadersBounded(endpoint);
      });
      assert.equal(stderr, '');
    });

    test(`attack: an internal error's details are masked over ws:// and http:// with graphql ${version}`, ATTACK_TIMEOUT, async () => {
      const ids: string[] = [];
      const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
        const connection = await connect(endpoint);
        const overWs = await connection.run('1', '{ inventoryReport }');
        const overHttp = await postQuery(endpoint, '{ inventoryReport }');
        for (const payload of [overWs.payload, overHttp.body]) {
          assert.deepEqual(payload.data, {inventoryReport: null});
          assert.equal(payload.errors.length, 1);
          assert.deepEqual(payload.errors[0].path, ['inventoryReport']);
          assert.doesNotMatch(JSON.stringify(payload), /ECONNREFUSED|10\.0\.0\.7/);
          assert.match(payload.errors[0].extensions?.errorId ?? '', /\S/);
        }
        // The same masked error on both, but for the id each request's error gets.
        const withoutId = (payload: typeof overWs.payload) =>
          JSON.parse(JSON.stringify(payload).replace(/"errorId":"[^"]*"/g, '"errorId":"…"'));
        assert.deepEqual(withoutId(overWs.payload), withoutId(overHttp.body));
        ids.push(overWs.payload.errors[0].extensions.errorId, overHttp.body.errors[0].extensions.errorId);
        await closeAll([connection]);
      });
      // The details went to the server's log instead, once per request, with the id the client got.
      assert.equal(stderr.match(/ECONNREFUSED 10\.0\.0\.7:5432/g)?.length, 2, stderr);
      for (const id of ids) assert.ok(stderr.includes(id), `the log names ${id}:\n${stderr}`);
    });

    test(
      `attack: a source stream that fails ends its subscription with a masked error, the details in the log, with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        let errorId = '';
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          const answer = await connection.run('1', 'subscription { stockAlerts }');
          assert.equal(answer.type, 'error');
          assert.equal(answer.payload.length, 1);
          const [{message, extensions}] = answer.payload;
          assert.deepEqual({message, code: extensions.code}, {message: 'Internal server error.', code: 'INTERNAL_SERVER_ERROR'});
          errorId = extensions.errorId;
          // The connection stays open for other operations.
          assert.deepEqual((await connection.run('2', '{ activeSubscriptions }')).payload, {data: {activeSubscriptions: 0}});
          await closeAll([connection]);
        });
        assert.match(errorId, /\S/);
        assert.equal(stderr, `error ${errorId} at request: redis: connection lost to 10.0.0.8:6379\n`);
      },
    );

    test(
      `attack: a negative first in a variable passes validation and the resolver refuses it, with a code that passes the masking, with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        const stderr = await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          const query = 'subscription ($first: Int) { toolReturned { borrower { tools(first: $first) { name } } } }';
          connection.socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query, variables: {first: -100}}}));
          await waitForActiveSubscriptions(endpoint, 1);
          const unknownTool = await postQuery(endpoint, 'mutation { returnTool(name: "Anvil", member: "Kofi") }');
          assert.deepEqual(
            unknownTool.body.errors.map((error: any) => [error.message, error.extensions.code]),
            [['No tool is called "Anvil".', 'NOT_FOUND']],
          );
          await postQuery(endpoint, 'mutation { returnTool(name: "Hand plane", member: "Kofi") }');
          const event = await connection.receive((message) => message.id === '1');
          assert.deepEqual(
            event.payload.errors.map((error: any) => [error.message, error.extensions.code]),
            [['first must not be negative; got -100.', 'BAD_USER_INPUT']],
          );
          await closeAll([connection]);
        });
        assert.equal(stderr, '');
      },
    );

    test(
      `the limits bound what runs at once, not what a connection sends: 30 operations in a row, 1,000 pings with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          for (let id = 1; id <= 30; id += 1) {
            assert.equal((await connection.run(String(id), '{ activeSubscriptions }')).type, 'next');
          }
          for (let ping = 1; ping <= 1_000; ping += 1) {
            connection.socket.send(JSON.stringify({type: 'ping', payload: {ping}}));
          }
          const lastPong = await connection.receive((message) => message.type === 'pong' && message.payload.ping === 1_000);
          assert.deepEqual(lastPong, {type: 'pong', payload: {ping: 1_000}});
          await closeAll([connection]);
        });
      },
    );

    test(
      `attack: a subscribe message that reuses the id of a running operation closes the connection with 4409 and ends its subscriptions with graphql ${version}`,
      ATTACK_TIMEOUT,
      async () => {
        await withServer('guides/subscriptions/server.js', version, async ({endpoint}) => {
          const connection = await connect(endpoint);
          const subscription = 'subscription { toolReturned { tool { name } } }';
          for (let id = 1; id <= 10; id += 1) {
            connection.socket.send(JSON.stringify({id: String(id), type: 'subscribe', payload: {query: subscription}}));
          }
          await waitForActiveSubscriptions(endpoint, 10);
          connection.socket.send(JSON.stringify({id: '3', type: 'subscribe', payload: {query: subscription}}));
          assert.deepEqual(await connection.closed, {code: 4409, reason: 'Subscriber for 3 already exists'});
          await waitForActiveSubscriptions(endpoint, 0);
        });
      },
    );

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
        socket.send(JSON.stringify({id: '1', type: 'subscribe', payload: {query: 'subscription { toolReturned { tool { name } } }'}}));
      });
      assert.equal(stderr, '');
      assert.equal(await closed, 1001);
    });
  }
});
