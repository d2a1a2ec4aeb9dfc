// Claim tests of the subscriptions guide (docs/guides/subscriptions.mdx), on graphql 17 and 16:
// each test backs one sentence of the page's prose about graphql-js, graphql-ws, graphql-http or
// ws. Servers listen on 127.0.0.1 on a port the system chooses, and are closed by their test.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { EventEmitter, on, once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mock, test } from 'node:test';
import express from 'express';
import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, subscribe, versionInfo } from 'graphql';
import { createHandler } from 'graphql-http';
import { createHandler as createExpressHandler } from 'graphql-http/lib/use/express';
import { createClient } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { maskError } from '../errors/mask-error.js';

const is17 = versionInfo.major === 17;

// A type that contains itself, to nest as deep as a query likes.
const Nested = new GraphQLObjectType({
  name: 'Nested',
  fields: () => ({
    name: { type: GraphQLString, resolve: () => 'nested' },
    self: { type: Nested, resolve: () => ({}) },
  }),
});

// A schema whose subscription fields are given by each test.
function schemaWith(subscriptionFields) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        name: { type: GraphQLString, resolve: () => 'tool library' },
        self: { type: Nested, resolve: () => ({}) },
      },
    }),
    subscription: new GraphQLObjectType({ name: 'Subscription', fields: subscriptionFields }),
  });
}

async function* twoTicks() {
  yield 'first';
  yield 'second';
}

// A source stream with one event, then none until return() ends it.
function oneEventThenQuiet() {
  let sent = false;
  const waiting = Promise.withResolvers();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (sent) return waiting.promise;
      sent = true;
      return Promise.resolve({ done: false, value: 'first' });
    },
    async return() {
      waiting.resolve({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
  };
}

const tickSchema = schemaWith({
  tick: { type: GraphQLString, subscribe: twoTicks, resolve: (event) => event },
  quiet: { type: GraphQLString, subscribe: oneEventThenQuiet, resolve: (event) => event },
});

/** An HTTP server on 127.0.0.1 with graphql-ws's useServer on its WebSocket server. */
async function startGraphqlWs(options, keepAlive) {
  const server = createServer();
  const wsServer = new WebSocketServer({ server });
  const disposable = useServer(options, wsServer, keepAlive);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `ws://127.0.0.1:${server.address().port}/graphql`,
    wsServer,
    async close() {
      await disposable.dispose();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A raw graphql-transport-ws connection that keeps every message it receives. */
async function connectRaw(url, { init = true, socketOptions = {} } = {}) {
  const socket = new WebSocket(url, 'graphql-transport-ws', socketOptions);
  const received = [];
  const listeners = new Set();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const listener of listeners) listener();
  });
  const closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  function receive(matches) {
    return new Promise((resolve) => {
      const check = () => {
        const message = received.find(matches);
        if (message) {
          listeners.delete(check);
          resolve(message);
        }
      };
      listeners.add(check);
      check();
    });
  }
  await once(socket, 'open');
  if (init) {
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await receive((message) => message.type === 'connection_ack');
  }
  return {
    socket,
    received,
    closed,
    receive,
    subscribe(id, query, variables) {
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    },
    // The answers for one operation, up to its `complete` or `error`.
    async answersTo(id) {
      await receive((message) => message.id === id && (message.type === 'complete' || message.type === 'error'));
      return received.filter((message) => message.id === id);
    },
  };
}

function manifestOf(name) {
  const require = createRequire(import.meta.url);
  let directory = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
      if (manifest.name === name) return manifest;
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    directory = path.dirname(directory);
  }
}

test('"[subscribe] returns an async iterable … any object with a [Symbol.asyncIterator]() method, such as an async generator"; "resolve runs once per event … with the event as its first argument"', async () => {
  const seen = [];
  const schema = schemaWith({
    tick: { type: GraphQLString, subscribe: twoTicks, resolve: (event) => (seen.push(event), event.toUpperCase()) },
  });
  const results = [];
  for await (const result of await subscribe({ schema, document: parse('subscription { tick }') })) {
    results.push(result);
  }
  assert.deepEqual(seen, ['first', 'second']);
  assert.deepEqual(JSON.parse(JSON.stringify(results)), [{ data: { tick: 'FIRST' } }, { data: { tick: 'SECOND' } }]);
});

test('"subscribe … returned an async iterator of ExecutionResults"', async () => {
  const stream = await subscribe({ schema: tickSchema, document: parse('subscription { tick }') });
  assert.equal(typeof stream[Symbol.asyncIterator], 'function');
  assert.equal(stream[Symbol.asyncIterator](), stream);
  assert.equal(typeof stream.return, 'function');
  assert.deepEqual(JSON.parse(JSON.stringify(await stream.next())), { done: false, value: { data: { tick: 'first' } } });
  await stream.return();
});

test('"subscribe returns an ExecutionResult with errors instead of a stream when the subscription cannot start, for instance when the subscribe function throws"', async () => {
  const schema = schemaWith({
    fails: {
      type: GraphQLString,
      subscribe: () => {
        throw new Error('broker down');
      },
    },
  });
  const result = await subscribe({ schema, document: parse('subscription { fails }') });
  assert.equal(Symbol.asyncIterator in result, false);
  assert.deepEqual(JSON.parse(JSON.stringify(result)), {
    errors: [{ message: 'broker down', locations: [{ line: 1, column: 16 }], path: ['fails'] }],
  });
});

test('"graphql 16\'s subscribe always returns a promise, while graphql 17\'s may return its result directly when nothing needed to wait"', async () => {
  const result = subscribe({ schema: tickSchema, document: parse('subscription { tick }') });
  assert.equal(result instanceof Promise, !is17);
  await (await result).return();
});

test('"subscribe does not validate. Neither does execute": "it starts the stream of the first root field only, and resolves every field it knows with that stream\'s events"; "an unknown field is left out, unless it comes first: then subscribe refuses the document"; "a first field without a stream of its own, such as __typename, fails too"', async () => {
  // Two root fields and an unknown one: SingleFieldSubscriptionsRule and FieldsOnCorrectTypeRule
  // would refuse this document, but subscribe runs it.
  const started = [];
  const streamOf = (name) => () => {
    started.push(name);
    return twoTicks();
  };
  const schema = schemaWith({
    tick: { type: GraphQLString, subscribe: streamOf('tick'), resolve: (event) => `tick: ${event}` },
    tock: { type: GraphQLString, subscribe: streamOf('tock'), resolve: (event) => `tock: ${event}` },
    other: { type: GraphQLString, resolve: () => 'other' },
  });
  const stream = await subscribe({ schema, document: parse('subscription { tick tock other unknown }') });
  assert.deepEqual(JSON.parse(JSON.stringify((await stream.next()).value)), {
    data: { tick: 'tick: first', tock: 'tock: first', other: 'other' },
  });
  await stream.return();
  assert.deepEqual(started, ['tick']);

  const refused = await subscribe({ schema, document: parse('subscription { nope tick }') });
  assert.deepEqual(JSON.parse(JSON.stringify(refused)), {
    errors: [{ message: 'The subscription field "nope" is not defined.', locations: [{ line: 1, column: 16 }] }],
  });
  assert.deepEqual(started, ['tick']);

  // "A first field without a stream of its own, such as __typename, fails too: graphql 17 answers
  // with an error, while graphql 16 rejects with a plain Error."
  const message = 'Subscription field must return Async Iterable. Received: undefined.';
  for (const [source, field] of [
    ['subscription { __typename tick }', '__typename'],
    ['subscription { other tick }', 'other'],
  ]) {
    const failing = subscribe({ schema, document: parse(source) });
    if (versionInfo.major >= 17) {
      assert.deepEqual(JSON.parse(JSON.stringify(await failing)), {
        errors: [{ message, locations: [{ line: 1, column: 16 }], path: [field] }],
      });
    } else {
      await assert.rejects(failing, (error) => !(error instanceof GraphQLError) && error.message === message);
    }
  }
  assert.deepEqual(started, ['tick']);
});

test('"An async function* that is waiting for its next event … cannot run its finally block when return() is called … until the next event"', async () => {
  const released = Promise.withResolvers();
  const log = [];
  const schema = schemaWith({
    tick: {
      type: GraphQLString,
      subscribe: async function* () {
        try {
          yield 'first';
          yield await released.promise;
        } finally {
          log.push('finally');
        }
      },
      resolve: (event) => event,
    },
  });
  const stream = await subscribe({ schema, document: parse('subscription { tick }') });
  await stream.next();
  const pendingNext = stream.next(); // the generator now waits inside `await released.promise`
  const returned = stream.return();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(log, [], 'return() has not reached the finally block');
  released.resolve('late event');
  await Promise.all([pendingNext, returned]);
  assert.deepEqual(log, ['finally']);
});

test('"graphql-http … answers subscription operations with an error"', async () => {
  const handler = createHandler({ schema: tickSchema });
  const [body, init] = await handler({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: 'subscription { tick }' }),
    raw: null,
    context: null,
  });
  assert.equal(init.status, 200);
  assert.deepEqual(JSON.parse(body), { errors: [{ message: 'Subscriptions are not supported' }] });
});

test('"This page uses graphql-ws 6.4.2 and ws 8.23.0. graphql-ws declares graphql as a peer dependency with the range ^15.10.1 || ^16 || ^17"', () => {
  const graphqlWs = manifestOf('graphql-ws');
  assert.equal(graphqlWs.version, '6.4.2');
  assert.equal(graphqlWs.peerDependencies.graphql, '^15.10.1 || ^16 || ^17');
  assert.equal(graphqlWs.dependencies?.graphql, undefined);
  assert.equal(manifestOf('ws').version, '8.23.0');
});

test('"useServer … parses, validates (with validate and the standard rules) and runs each operation": no parse limits, no other rules, any Origin', async () => {
  const server = await startGraphqlWs({ schema: tickSchema });
  try {
    // Any page may connect: nothing checks the Origin.
    const connection = await connectRaw(server.url, { socketOptions: { origin: 'https://attacker.example' } });
    // Standard rules: an unknown field is refused in an `error` message.
    connection.subscribe('1', 'subscription { nope }');
    const [refused] = await connection.answersTo('1');
    assert.equal(refused.type, 'error');
    assert.match(refused.payload[0].message, /^Cannot query field "nope" on type "Subscription"\./);
    assert.equal(connection.socket.readyState, WebSocket.OPEN);
    // No token, alias or depth limit: 7,000 aliases (21,000 tokens) and 200 fields deep, run.
    const aliases = Array.from({ length: 7_000 }, (_, i) => `a${i}: name`).join(' ');
    const deep = `${'self { '.repeat(200)}name${' }'.repeat(200)}`;
    connection.subscribe('2', `{ name ${aliases} ${deep} }`);
    const [answer] = await connection.answersTo('2');
    assert.equal(answer.type, 'next', JSON.stringify(answer).slice(0, 300));
    assert.equal(answer.payload.data.name, 'tool library');
    connection.socket.close();
    await connection.closed;
  } finally {
    await server.close();
  }
});

test('"a syntax error closes the whole connection with code 4500, its message as the reason unless NODE_ENV is production or isProd is true"; "a parse that throws still closes the connection"', async () => {
  const parseWithLimits = (source) => parse(source, { maxLexicalTokens: 3 });
  // isProd undefined: useServer reads NODE_ENV when it is called.
  for (const [isProd, nodeEnv, parseOption, query, reason] of [
    [false, undefined, undefined, '{ name', 'Syntax Error: Expected Name, found <EOF>.'],
    [undefined, undefined, undefined, '{ name', 'Syntax Error: Expected Name, found <EOF>.'],
    [true, undefined, undefined, '{ name', 'Internal server error'],
    [undefined, 'production', undefined, '{ name', 'Internal server error'],
    [
      false,
      undefined,
      parseWithLimits,
      '{ name name }',
      `Syntax Error: Document contains ${is17 ? 'more than' : 'more that'} 3 tokens. Parsing aborted.`,
    ],
  ]) {
    const previousNodeEnv = process.env.NODE_ENV;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    const server = await startGraphqlWs({ schema: tickSchema, isProd, parse: parseOption });
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
    const logged = mock.method(console, 'error', () => {});
    try {
      const connection = await connectRaw(server.url);
      connection.subscribe('1', query);
      assert.deepEqual(await connection.closed, { code: 4500, reason });
      assert.equal(logged.mock.callCount(), 1);
    } finally {
      logged.mock.restore();
      await server.close();
    }
  }
});

test('"graphql 16\'s rule for subscriptions throws ... when a root field\'s @skip or @include reads a variable; graphql-ws would close the whole connection with 4500, and graphql-http would answer 500"; "graphql 17 reports its own error for that document"', async () => {
  const query = 'subscription ($s: Boolean!) { tick quiet @skip(if: $s) }';
  const thrown = 'Argument "if" of required type "Boolean!" was provided the variable "$s" which was not provided a runtime value.';
  const reported = 'Anonymous Subscription must not use `@skip` or `@include` directives in the top level selection.';
  const server = await startGraphqlWs({ schema: tickSchema });
  const logged = mock.method(console, 'error', () => {});
  try {
    const connection = await connectRaw(server.url);
    connection.subscribe('1', query, { s: true });
    if (is17) {
      const [answer] = await connection.answersTo('1');
      assert.deepEqual(
        answer.payload.map((error) => error.message),
        [reported],
      );
    } else {
      assert.deepEqual(await connection.closed, { code: 4500, reason: thrown });
    }
  } finally {
    logged.mock.restore();
    await server.close();
  }
  const app = express();
  app.all('/graphql', express.json(), createExpressHandler({ schema: tickSchema }));
  const httpServer = app.listen(0, '127.0.0.1');
  await once(httpServer, 'listening');
  const logged16 = mock.method(console, 'error', () => {});
  try {
    const response = await fetch(`http://127.0.0.1:${httpServer.address().port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables: { s: true } }),
    });
    assert.equal(response.status, is17 ? 400 : 500);
    if (is17) {
      assert.deepEqual(
        (await response.json()).errors.map((error) => error.message),
        [reported],
      );
    }
  } finally {
    logged16.mock.restore();
    httpServer.close();
    await once(httpServer, 'close');
  }
});

test('"Options of the same names replace any of them": parse, validate, execute and subscribe', async () => {
  const calls = [];
  const { execute, parse: parseDocument, subscribe: subscribeTo, validate } = await import('graphql');
  const server = await startGraphqlWs({
    schema: tickSchema,
    parse: (source, ...rest) => (calls.push(['parse', rest.length]), parseDocument(source)),
    validate: (schema, document, ...rest) => (calls.push(['validate', rest.length]), validate(schema, document)),
    execute: (args) => (calls.push(['execute']), execute(args)),
    subscribe: (args) => (calls.push(['subscribe']), subscribeTo(args)),
  });
  try {
    const connection = await connectRaw(server.url);
    connection.subscribe('1', '{ name }');
    await connection.answersTo('1');
    connection.subscribe('2', 'subscription { tick }');
    await connection.answersTo('2');
    // parse gets the query alone, validate the schema and document alone: no room for options.
    assert.deepEqual(calls, [['parse', 0], ['validate', 0], ['execute'], ['parse', 0], ['validate', 0], ['subscribe']]);
    connection.socket.close();
    await connection.closed;
  } finally {
    await server.close();
  }
});

test('"when onSubscribe returns execution arguments, graphql-ws runs them without validating; when it returns GraphQLErrors, it sends them as an error message for that operation and the connection stays open"; "onError sees … those onSubscribe returns"', async () => {
  const seenByOnError = [];
  const server = await startGraphqlWs({
    schema: tickSchema,
    onSubscribe(_connection, _id, { query }) {
      if (query.includes('refuse')) return [new GraphQLError('refused by onSubscribe')];
      return { schema: tickSchema, document: parse(query) };
    },
    onError(_connection, id, _payload, errors) {
      seenByOnError.push([id, errors.map((error) => error.message)]);
    },
  });
  try {
    const connection = await connectRaw(server.url);
    connection.subscribe('1', '{ name unknownField }');
    const [ran] = await connection.answersTo('1');
    assert.deepEqual(ran.payload, { data: { name: 'tool library' } });
    connection.subscribe('2', '{ refuse }');
    assert.deepEqual(await connection.answersTo('2'), [{ id: '2', type: 'error', payload: [{ message: 'refused by onSubscribe' }] }]);
    assert.deepEqual(seenByOnError, [['2', ['refused by onSubscribe']]]);
    connection.subscribe('3', '{ name }');
    assert.equal((await connection.answersTo('3'))[0].type, 'next');
    connection.socket.close();
    await connection.closed;
  } finally {
    await server.close();
  }
});

test('"graphql-ws drops an operation\'s id from connection.subscriptions as soon as the client sends complete, while a query or mutation runs on to its end"', async () => {
  const release = Promise.withResolvers();
  const resolverStarted = Promise.withResolvers();
  let resolverEnded = false;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        slow: {
          type: GraphQLString,
          resolve: async () => {
            resolverStarted.resolve();
            await release.promise;
            resolverEnded = true;
            return 'done';
          },
        },
      },
    }),
  });
  let connectionSeen;
  const server = await startGraphqlWs({
    schema,
    onConnect(connection) {
      connectionSeen = connection;
    },
  });
  try {
    const connection = await connectRaw(server.url);
    connection.subscribe('a', '{ slow }');
    await resolverStarted.promise;
    assert.deepEqual(Object.keys(connectionSeen.subscriptions), ['a']);
    connection.socket.send(JSON.stringify({ id: 'a', type: 'complete' }));
    while ('a' in connectionSeen.subscriptions) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(resolverEnded, false);
    release.resolve();
    connection.socket.close();
    await connection.closed;
    assert.equal(resolverEnded, true);
  } finally {
    await server.close();
  }
});

test('"when the first is a subscription still starting, graphql-ws can keep the new one under the id and lose the first, which no `complete` and no close would then end"', async () => {
  // Each call of subscribe waits until the test lets it go on, then returns a stream that ends
  // only when return() is called.
  const calls = [];
  const closeHandled = Promise.withResolvers();
  const server = await startGraphqlWs({
    schema: tickSchema,
    async subscribe() {
      const call = { proceed: Promise.withResolvers(), returned: false };
      calls.push(call);
      await call.proceed.promise;
      const ended = Promise.withResolvers();
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        next: () => ended.promise,
        return() {
          call.returned = true;
          ended.resolve({ done: true, value: undefined });
          return ended.promise;
        },
      };
    },
    onClose: () => closeHandled.resolve(),
  });
  const settle = async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  try {
    const connection = await connectRaw(server.url);
    connection.subscribe('a', 'subscription { tick }');
    connection.socket.send(JSON.stringify({ id: 'a', type: 'complete' }));
    connection.subscribe('a', 'subscription { tick }');
    while (calls.length < 2) await settle();
    calls[0].proceed.resolve();
    await settle();
    calls[1].proceed.resolve();
    await settle();
    connection.socket.close();
    await closeHandled.promise;
    assert.equal(calls[1].returned, true);
    assert.equal(calls[0].returned, false);
  } finally {
    await server.close();
  }
});

test('"graphql-ws answers each ping with its payload"; given a document without an operation to run, "graphql-ws would run nothing"', async () => {
  let executed = 0;
  const server = await startGraphqlWs({
    schema: tickSchema,
    onSubscribe: (_connection, _id, { query }) => ({ schema: tickSchema, document: parse(query) }),
    execute: () => {
      executed += 1;
      return { data: {} };
    },
  });
  try {
    const connection = await connectRaw(server.url);
    const payload = { padding: 'x'.repeat(1000) };
    connection.socket.send(JSON.stringify({ type: 'ping', payload }));
    assert.deepEqual(await connection.receive((message) => message.type === 'pong'), { type: 'pong', payload });
    // Two operations and no operationName: graphql-ws finds none to run.
    connection.subscribe('a', 'query A { name } query B { name }');
    assert.deepEqual(await connection.answersTo('a'), [{ id: 'a', type: 'error', payload: [{ message: 'Unable to identify operation' }] }]);
    assert.equal(executed, 0);
    connection.socket.close();
    await connection.closed;
  } finally {
    await server.close();
  }
});

test('"onNext … what it returns is sent instead": an event\'s error masked; "onError": a failing source stream\'s error, sent as is unless masked', async () => {
  const schema = schemaWith({
    failingEvent: {
      type: GraphQLString,
      subscribe: twoTicks,
      resolve: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
      },
    },
    failingStream: {
      type: GraphQLString,
      subscribe: async function* () {
        yield 'first';
        throw new Error('redis: connection lost to 10.0.0.8:6379');
      },
      resolve: (event) => event,
    },
  });
  const log = [];
  const mask = (error) => maskError(error, (line) => log.push(line));
  for (const masked of [false, true]) {
    const hooks = masked
      ? {
          onNext: (_c, _i, _p, _a, result) => (result.errors ? { ...result, errors: result.errors.map(mask) } : undefined),
          onError: (_c, _i, _p, errors) => errors.map(mask),
        }
      : {};
    const server = await startGraphqlWs({ schema, ...hooks });
    try {
      const connection = await connectRaw(server.url);
      connection.subscribe('event', 'subscription { failingEvent }');
      connection.subscribe('stream', 'subscription { failingStream }');
      const eventAnswers = await connection.answersTo('event');
      const streamAnswers = await connection.answersTo('stream');
      const sent = JSON.stringify([eventAnswers, streamAnswers]);
      if (masked) {
        assert.doesNotMatch(sent, /ECONNREFUSED|10\.0\.0\.[78]|redis/);
      } else {
        assert.match(eventAnswers[0].payload.errors[0].message, /ECONNREFUSED 10\.0\.0\.7:5432/);
        assert.deepEqual(
          streamAnswers.map((message) => message.type),
          ['next', 'error'],
        );
        assert.equal(streamAnswers[1].payload[0].message, 'redis: connection lost to 10.0.0.8:6379');
      }
      connection.socket.close();
      await connection.closed;
    } finally {
      await server.close();
    }
  }
  assert.ok(log.some((line) => line.includes('ECONNREFUSED')));
  assert.ok(log.some((line) => line.includes('redis: connection lost')));
});

test('"useServer pings every client every 12 seconds (its third argument)"', async () => {
  const intervals = mock.method(globalThis, 'setInterval');
  const server = await startGraphqlWs({ schema: tickSchema });
  try {
    const connection = await connectRaw(server.url);
    assert.ok(intervals.mock.calls.some((call) => call.arguments[1] === 12_000));
    connection.socket.close();
    await connection.closed;
  } finally {
    intervals.mock.restore();
    await server.close();
  }
});

test('"[useServer] terminates connections that do not answer" its pings', async () => {
  const server = await startGraphqlWs({ schema: tickSchema }, 50);
  try {
    // autoPong: false makes this client ignore pings, as a vanished client would.
    const silent = await connectRaw(server.url, { socketOptions: { autoPong: false } });
    const answering = await connectRaw(server.url);
    // terminate() drops the TCP connection without a closing handshake: the client sees 1006.
    assert.equal((await silent.closed).code, 1006);
    assert.equal(answering.socket.readyState, WebSocket.OPEN);
    answering.socket.close();
    await answering.closed;
  } finally {
    await server.close();
  }
});

test('"graphql-ws closes a connection that sends no connection_init within 3 seconds, with code 4408"', async () => {
  const timeouts = mock.method(globalThis, 'setTimeout');
  const server = await startGraphqlWs({ schema: tickSchema, connectionInitWaitTimeout: 50 });
  try {
    const idle = await connectRaw(server.url, { init: false });
    assert.deepEqual(await idle.closed, { code: 4408, reason: 'Connection initialisation timeout' });
  } finally {
    timeouts.mock.restore();
    await server.close();
  }
  const defaults = mock.method(globalThis, 'setTimeout');
  const defaultServer = await startGraphqlWs({ schema: tickSchema });
  try {
    const idle = await connectRaw(defaultServer.url, { init: false });
    assert.ok(defaults.mock.calls.some((call) => call.arguments[1] === 3_000));
    idle.socket.close();
    await idle.closed;
  } finally {
    defaults.mock.restore();
    await defaultServer.close();
  }
});

test('"dispose() closes every socket with code 1001 (Going away), which ends their subscriptions through return()"', async () => {
  const ended = Promise.withResolvers();
  const schema = schemaWith({
    waits: {
      type: GraphQLString,
      subscribe: () => ({
        [Symbol.asyncIterator]() {
          return this;
        },
        next: () => new Promise(() => {}),
        return: async () => {
          ended.resolve('return() called');
          return { done: true, value: undefined };
        },
      }),
      resolve: (event) => event,
    },
  });
  const wasReady = Promise.withResolvers();
  const server = await startGraphqlWs({ schema, onOperation: () => wasReady.resolve() });
  const connection = await connectRaw(server.url);
  connection.subscribe('1', 'subscription { waits }');
  await wasReady.promise;
  await server.close();
  assert.deepEqual(await connection.closed, { code: 1001, reason: 'Going away' });
  assert.equal(await ended.promise, 'return() called');
});

test('"An exception in a listener of the upgrade event ends the whole process"', async () => {
  const script = `
    import { createServer } from 'node:http';
import { connect } from 'node:net';
    const server = createServer().on('upgrade', (request) => new URL(request.url, 'http://localhost'));
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  const [port] = await once(child.stdout, 'data');
  const socket = connect(Number(String(port)), '127.0.0.1');
  socket.on('error', () => {});
  socket.end('GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  assert.deepEqual(await exited, [1, null]);
  assert.match(stderr, /TypeError: Invalid URL/);
});

test('"ws\'s maxPayload is 100 MiB unless you set it"', () => {
  assert.equal(new WebSocketServer({ noServer: true }).options.maxPayload, 100 * 1024 * 1024);
});

test('"The client connects on its first subscription (lazy, the default) and closes the socket shortly after its last one ends"; "break calls the iterator\'s return(), which sends a complete message"; "a DataLoader … context runs for every operation"', async () => {
  const connected = [];
  const messagesFromClient = [];
  let contexts = 0;
  const server = await startGraphqlWs({
    schema: tickSchema,
    context: () => ((contexts += 1), {}),
    onConnect: () => connected.push('connected'),
  });
  server.wsServer.on('connection', (socket) => socket.on('message', (data) => messagesFromClient.push(JSON.parse(String(data)).type)));
  // The global WebSocket of Node.js 22 and later: no webSocketImpl needed.
  const client = createClient({ url: server.url });
  try {
    assert.equal(typeof globalThis.WebSocket, 'function');
    assert.equal(server.wsServer.clients.size, 0);
    const results = client.iterate({ query: 'subscription { quiet }' });
    for await (const result of results) {
      assert.deepEqual(result, { data: { quiet: 'first' } });
      // A second operation while the subscription keeps the connection open.
      assert.deepEqual((await client.iterate({ query: '{ name }' }).next()).value, { data: { name: 'tool library' } });
      break;
    }
    assert.deepEqual(connected, ['connected']);
    const [socket] = server.wsServer.clients;
    await once(socket, 'close');
    assert.ok(messagesFromClient.includes('complete'), messagesFromClient.join());
    // One connection, two operations: a context each.
    assert.equal(contexts, 2);
  } finally {
    await client.dispose();
    await server.close();
  }
});

test('"onConnect (return false to refuse the connection)"; "context, whose first argument carries connectionParams and, with useServer, the upgrade request in extra.request"', async () => {
  const seen = [];
  const server = await startGraphqlWs({
    schema: tickSchema,
    onConnect: (connection) => connection.connectionParams?.token === 'valid',
    context: (connection) => {
      seen.push([connection.connectionParams.token, connection.extra.request.headers.host.startsWith('127.0.0.1:')]);
      return {};
    },
  });
  try {
    const refused = await connectRaw(server.url, { init: false });
    refused.socket.send(JSON.stringify({ type: 'connection_init', payload: { token: 'forged' } }));
    assert.deepEqual(await refused.closed, { code: 4403, reason: 'Forbidden' });
    const accepted = await connectRaw(server.url, { init: false });
    accepted.socket.send(JSON.stringify({ type: 'connection_init', payload: { token: 'valid' } }));
    await accepted.receive((message) => message.type === 'connection_ack');
    accepted.subscribe('1', '{ name }');
    await accepted.answersTo('1');
    assert.deepEqual(seen, [['valid', true]]);
    accepted.socket.close();
    await accepted.closed;
  } finally {
    await server.close();
  }
});

test('"The protocol has no \'subscription started\' message, and an event published before the server has called subscribe is simply not delivered"', async () => {
  const emitter = new EventEmitter();
  const schema = schemaWith({
    returned: { type: GraphQLString, subscribe: () => on(emitter, 'returned'), resolve: ([name]) => name },
  });
  const started = Promise.withResolvers();
  const server = await startGraphqlWs({ schema, onOperation: () => started.resolve() });
  try {
    const connection = await connectRaw(server.url);
    emitter.emit('returned', 'Hand plane'); // nobody listens yet
    connection.subscribe('1', 'subscription { returned }');
    await started.promise;
    connection.subscribe('2', '{ name }');
    await connection.answersTo('2');
    assert.deepEqual(
      connection.received.filter((message) => message.id === '1'),
      [],
    );
    emitter.emit('returned', 'Step ladder');
    const event = await connection.receive((message) => message.id === '1');
    assert.deepEqual(event.payload, { data: { returned: 'Step ladder' } });
    connection.socket.close();
    await connection.closed;
  } finally {
    await server.close();
  }
});

test('"Express\'s default page shows the stack trace outside production, and the parser\'s message for invalid JSON quotes the body"', async () => {
  const app = express();
  app.use(express.json({ limit: 100 }));
  app.post('/graphql', (_req, res) => res.json({}));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // Express also logs each error to stderr.
  const logged = mock.method(console, 'error', () => {});
  try {
    const url = `http://127.0.0.1:${server.address().port}/graphql`;
    const post = (body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const tooLarge = await post(JSON.stringify({ query: 'x'.repeat(200) }));
    assert.equal(tooLarge.status, 413);
    const page = await tooLarge.text();
    assert.match(page, /PayloadTooLargeError: request entity too large/);
    assert.match(page, /at [^ ]+ \(\/[^)]*node_modules/);
    const notJson = await post('{"query": secret-token-123}');
    assert.equal(notJson.status, 400);
    assert.match(await notJson.text(), /secret-/);
    assert.equal(logged.mock.callCount(), 2);
  } finally {
    logged.mock.restore();
    server.close();
    await once(server, 'close');
  }
});

test('"Node.js\'s events.on() … its highWaterMark option calls pause() on the emitter once that many events wait, and an EventEmitter has none: the publisher\'s emit() throws"', () => {
  const emitter = new EventEmitter();
  on(emitter, 'toolReturned', { highWaterMark: 2 });
  emitter.emit('toolReturned', 1);
  emitter.emit('toolReturned', 2);
  assert.throws(() => emitter.emit('toolReturned', 3), { name: 'TypeError', message: /emitter\.pause is not a function/ });
});

test('"Node.js\'s events.on() keeps [events] that way": without highWaterMark, every event waits until read', async () => {
  const emitter = new EventEmitter();
  const events = on(emitter, 'toolReturned', { close: ['end'] });
  for (let index = 0; index < 10_000; index += 1) emitter.emit('toolReturned', index);
  emitter.emit('end');
  let waited = 0;
  for await (const _event of events) waited += 1;
  assert.equal(waited, 10_000);
});
