// Claim tests of Authentication and Express middleware
// (docs/tutorials/authentication-and-express-middleware.mdx): each test backs one sentence of the
// page's prose, quoted or paraphrased in its name, on graphql 17 and 16. Servers listen on
// 127.0.0.1, on a port the system picks, and are closed by the test that started them.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { buildSchema, GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql, versionInfo } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const is17 = versionInfo.major === 17;
const require = createRequire(import.meta.url);

async function withApp(app, body) {
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function post(url, query, headers = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
}

const schema = buildSchema(`
  type Query {
    libraryName: String!
    me: String
  }
`);

test('"An Express middleware is a function (req, res, next). It can read the request, add properties to it, answer it directly, or call next()"; "they run in order"', async () => {
  const order = [];
  const app = express();
  app.all(
    '/graphql',
    (req, _res, next) => {
      order.push('first');
      req.member = req.get('x-member') ?? null;
      next();
    },
    (req, res, next) => {
      order.push('second');
      if (req.member === 'nobody') {
        res.status(401).json({ errors: [{ message: 'Refused.' }] });
        return;
      }
      next();
    },
    (req, res) => {
      order.push('handler');
      res.json({ member: req.member });
    },
  );
  await withApp(app, async (url) => {
    assert.deepEqual(await (await post(url, '{}', { 'x-member': 'Ines' })).json(), { member: 'Ines' });
    assert.deepEqual(order, ['first', 'second', 'handler']);
    order.length = 0;
    const refused = await post(url, '{}', { 'x-member': 'nobody' });
    assert.equal(refused.status, 401);
    assert.deepEqual(order, ['first', 'second']);
  });
});

test('"the GraphQL handler runs only if it calls next()"', async () => {
  let parsed = 0;
  const app = express();
  app.all(
    '/graphql',
    (_req, res) => res.status(401).end(),
    createHandler({ schema, parse: (...args) => ((parsed += 1), args), rootValue: {} }),
  );
  await withApp(app, async (url) => {
    assert.equal((await post(url, '{ libraryName }')).status, 401);
  });
  assert.equal(parsed, 0);
});

test('"graphql-http builds it with the context option, a function called once per request"; "req.raw is the Express request the middleware decorated"; "req.context.res, the Express response"', async () => {
  const seen = [];
  const app = express();
  app.all(
    '/graphql',
    (req, _res, next) => {
      req.member = req.get('x-member');
      next();
    },
    createHandler({
      schema,
      rootValue: {
        libraryName: () => 'Elm Street Tool Library',
        me: (_args, context) => {
          context.res.set('x-seen-by', context.member);
          return context.member;
        },
      },
      context: (req) => {
        seen.push(req.raw);
        return { member: req.raw.member, res: req.context.res };
      },
    }),
  );
  await withApp(app, async (url) => {
    const response = await post(url, '{ libraryName me }', { 'x-member': 'Ines' });
    assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library', me: 'Ines' } });
    assert.equal(response.headers.get('x-seen-by'), 'Ines');
    await post(url, '{ me }', { 'x-member': 'Tomasz' });
  });
  assert.equal(seen.length, 2);
  assert.equal(typeof seen[0].get, 'function', 'an Express request');
  assert.equal(seen[0].member, 'Ines');
  assert.equal(seen[1].member, 'Tomasz');
});

test('"never keep the caller in a module-level variable: requests are handled concurrently, and a shared variable would let one request see another\'s member"', async () => {
  let currentMember = null;
  // Ines's resolver waits, as a database call would, until Tomasz's request has passed the
  // middleware; Tomasz's request is sent once her resolver is waiting.
  const { promise: tomaszArrived, resolve: tomaszPassed } = Promise.withResolvers();
  const { promise: inesWaiting, resolve: inesStarted } = Promise.withResolvers();
  const app = express();
  app.all(
    '/graphql',
    (req, _res, next) => {
      currentMember = req.get('x-member');
      req.member = currentMember;
      if (currentMember === 'Tomasz') {
        tomaszPassed();
      }
      next();
    },
    createHandler({
      schema,
      rootValue: {
        me: async (_args, context) => {
          if (context.member === 'Ines') {
            inesStarted();
            await tomaszArrived;
          }
          return `${context.member} (shared variable: ${currentMember})`;
        },
      },
      context: (req) => ({ member: req.raw.member }),
    }),
  );
  await withApp(app, async (url) => {
    const ines = post(url, '{ me }', { 'x-member': 'Ines' });
    await inesWaiting;
    const tomasz = post(url, '{ me }', { 'x-member': 'Tomasz' });
    const [inesResult, tomaszResult] = await Promise.all([(await ines).json(), (await tomasz).json()]);
    assert.deepEqual(inesResult, { data: { me: 'Ines (shared variable: Tomasz)' } });
    assert.deepEqual(tomaszResult, { data: { me: 'Tomasz (shared variable: Tomasz)' } });
  });
});

test('"With rootValue resolvers and class methods, the context is the second argument"; "With resolve functions ... it is the third"', async () => {
  const contextValue = { member: 'Ines' };
  const seen = {};
  await graphql({
    schema,
    source: '{ me }',
    contextValue,
    rootValue: { me: (_args, context) => ((seen.rootValue = context), 'x') },
  });
  const codeFirst = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: { me: { type: GraphQLString, resolve: (_source, _args, context) => ((seen.resolve = context), 'x') } },
    }),
  });
  await graphql({ schema: codeFirst, source: '{ me }', contextValue });
  assert.equal(seen.rootValue, contextValue);
  assert.equal(seen.resolve, contextValue);
});

test('"everything under extensions is copied into the error sent to the client"', async () => {
  const app = express();
  app.all(
    '/graphql',
    createHandler({
      schema,
      rootValue: {
        libraryName: () => 'Elm Street Tool Library',
        me: () => {
          throw new GraphQLError('Sign in to use this field.', {
            extensions: { code: 'UNAUTHENTICATED', signInUrl: '/sign-in', retry: { after: 0 } },
          });
        },
      },
    }),
  );
  await withApp(app, async (url) => {
    const body = await (await post(url, '{ libraryName me }')).json();
    assert.deepEqual(body.errors[0].extensions, { code: 'UNAUTHENTICATED', signInUrl: '/sign-in', retry: { after: 0 } });
    assert.deepEqual(body.data, { libraryName: 'Elm Street Tool Library', me: null });
  });
});

test('"graphql-http reads the body itself, without a limit"; with express.json({ limit: "100kb", type: () => true }) before it, "graphql-http then uses the already parsed req.body, and oversized requests get 413 Payload Too Large from Express. The limit applies to a compressed body once decompressed, and to a body sent in chunks without a length"; by default express.json "skips those whose Content-Type it does not recognize as JSON, and graphql-http accepts some of them (such as application/ json)"', async () => {
  const padding = ' '.repeat(200_000);
  const bigQuery = `{ libraryName${padding}}`;
  const rootValue = { libraryName: () => 'Elm Street Tool Library' };
  const send = (url, query, contentType) =>
    fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify({ query }) });

  const unlimited = express();
  unlimited.all('/graphql', createHandler({ schema, rootValue }));
  await withApp(unlimited, async (url) => {
    const response = await post(url, bigQuery);
    assert.equal(response.status, 200);
  });

  // Express's default error handler logs each refused body's error with console.error.
  const logged = [];
  const consoleError = console.error;
  console.error = (...args) => logged.push(args.map(String).join(' '));
  try {
    for (const [options, statuses] of [
      [{ limit: '100kb' }, { 'application/json': 413, 'application/ json': 200 }],
      [
        { limit: '100kb', type: () => true },
        { 'application/json': 413, 'application/ json': 413 },
      ],
    ]) {
      let parsedBody;
      const limited = express();
      limited.all(
        '/graphql',
        express.json(options),
        (req, _res, next) => {
          parsedBody = req.body;
          next();
        },
        createHandler({ schema, rootValue }),
      );
      await withApp(limited, async (url) => {
        for (const contentType of ['application/json', 'application/ json']) {
          const small = await send(url, '{ libraryName }', contentType);
          assert.deepEqual(await small.json(), { data: { libraryName: 'Elm Street Tool Library' } });
          const parsedByExpress = options.type !== undefined || contentType === 'application/json';
          assert.deepEqual(parsedBody, parsedByExpress ? { query: '{ libraryName }' } : undefined);
          const big = await send(url, bigQuery, contentType);
          assert.equal(big.status, statuses[contentType], contentType);
          if (big.status === 413) {
            assert.equal(big.statusText, 'Payload Too Large');
          }
          await big.arrayBuffer();
        }
        if (options.type !== undefined) {
          // The limit counts the body as decompressed, and a body sent in chunks without a length.
          const gzipped = gzipSync(JSON.stringify({ query: bigQuery }));
          assert.ok(gzipped.length < 1000);
          const compressed = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
            body: gzipped,
          });
          assert.equal(compressed.status, 413);
          await compressed.arrayBuffer();
          const chunked = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: ReadableStream.from([new TextEncoder().encode(JSON.stringify({ query: bigQuery }))]),
            duplex: 'half',
          });
          assert.equal(chunked.status, 413);
          await chunked.arrayBuffer();
        }
      });
    }
    // Express logs the error on a later turn of the event loop (setImmediate).
    while (logged.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    console.error = consoleError;
  }
  assert.deepEqual(
    logged.map((line) => line.split('\n')[0]),
    Array(5).fill('PayloadTooLargeError: request entity too large'),
  );
});

test('Express counts a chunked body "as its bytes arrive; past the limit, Express still reads the rest of the body and answers only once the client has sent it all"', async () => {
  const refusals = [];
  let limitPassed;
  const passedLimit = new Promise((resolve) => {
    limitPassed = resolve;
  });
  const app = express();
  app.post(
    '/graphql',
    (req, _res, next) => {
      let received = 0;
      req.on('data', (chunk) => {
        received += chunk.length;
        if (received > 100 * 1024) {
          limitPassed();
        }
      });
      next();
    },
    express.json({ limit: '100kb', type: () => true }),
    (_req, res) => res.end(),
  );
  // req.complete is true once Node has read the whole request, including the final empty chunk.
  app.use((error, req, res, _next) => {
    refusals.push({ status: error.status, complete: req.complete });
    res.status(error.status).end();
  });
  await withApp(app, async (url) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    const chunk = `{"query":"{ libraryName${' '.repeat(300_000)}`;
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    );
    await passedLimit;
    // The server has received more than the limit and has not answered yet.
    assert.deepEqual(refusals, []);
    socket.end('0\r\n\r\n');
    let answer = '';
    for await (const part of socket) {
      answer += String(part);
    }
    assert.equal(answer.split('\r\n', 1)[0], 'HTTP/1.1 413 Payload Too Large');
  });
  assert.deepEqual(refusals, [{ status: 413, complete: true }]);
});

test('"The options-object form of the GraphQLError constructor ... is the only form in graphql 17; graphql 16 also accepted positional arguments ..., deprecated there"', () => {
  const positional = () => new GraphQLError('Sign in to use this field.', null, null, null, ['me'], null, { code: 'UNAUTHENTICATED' });
  if (is17) {
    assert.throws(positional, TypeError);
  } else {
    assert.deepEqual(positional().path, ['me']);
    assert.deepEqual({ ...positional().extensions }, { code: 'UNAUTHENTICATED' });
    const declarations = readFileSync(path.join(path.dirname(require.resolve('graphql-16')), 'error', 'GraphQLError.d.ts'), 'utf8');
    assert.match(
      declarations,
      /@deprecated Please use the `GraphQLErrorOptions` constructor overload instead\.\s+\*\/\s+constructor\(\s+message: string,\s+nodes\?/,
    );
  }
  const options = new GraphQLError('Sign in to use this field.', { path: ['me'], extensions: { code: 'UNAUTHENTICATED' } });
  assert.deepEqual(options.path, ['me']);
  assert.deepEqual({ ...options.extensions }, { code: 'UNAUTHENTICATED' });
});

test('"req.headersDistinct, which lists every Authorization header the request carried. req.get(\'authorization\') returns only the first of them"', async () => {
  const seen = [];
  const app = express();
  app.all('/graphql', (req, res) => {
    seen.push({ get: req.get('authorization'), distinct: req.headersDistinct.authorization });
    res.end();
  });
  await withApp(app, async (url) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    socket.end(
      `POST /graphql HTTP/1.0\r\nHost: ${hostname}\r\nAuthorization: Bearer first\r\nauthorization: Bearer second\r\nContent-Length: 0\r\n\r\n`,
    );
    for await (const _chunk of socket);
  });
  assert.deepEqual(seen, [{ get: 'Bearer first', distinct: ['Bearer first', 'Bearer second'] }]);
});

test('"a check in the resolver covers all of them": a check where Member.email is resolved also refuses it through tool.borrowedBy; "Introspection still describes" the field to anonymous callers', async () => {
  // Member.email is checked where it is resolved; a check on Query.me alone would miss tool.borrowedBy.
  const nested = buildSchema(`
    type Member { name: String! email: String }
    type Tool { borrowedBy: Member }
    type Query { me: Member tool: Tool }
  `);
  // A default resolver calls a function-valued property with (args, context, info).
  const ines = {
    name: 'Ines',
    email: (_args, context) => {
      if (context.member === null) {
        throw new GraphQLError('Sign in to use this field.', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      return 'ines@example.org';
    },
  };
  const rootValue = { me: () => ines, tool: () => ({ borrowedBy: ines }) };
  const result = await graphql({
    schema: nested,
    source: '{ me { email } tool { borrowedBy { name email } } }',
    rootValue,
    contextValue: { member: null },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(result.data)), { me: { email: null }, tool: { borrowedBy: { name: 'Ines', email: null } } });
  assert.deepEqual(
    result.errors.map((error) => error.path),
    [
      ['me', 'email'],
      ['tool', 'borrowedBy', 'email'],
    ],
  );
  const signedIn = await graphql({
    schema: nested,
    source: '{ tool { borrowedBy { email } } }',
    rootValue,
    contextValue: { member: ines },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(signedIn)), { data: { tool: { borrowedBy: { email: 'ines@example.org' } } } });
  const introspection = await graphql({
    schema: nested,
    source: '{ __type(name: "Member") { fields { name } } }',
    contextValue: { member: null },
  });
  assert.deepEqual(JSON.parse(JSON.stringify(introspection.data)), { __type: { fields: [{ name: 'name' }, { name: 'email' }] } });
});

test('CORS: "a middleware can set" Access-Control-Allow-* headers "before the GraphQL handler runs"; graphql-http answers the OPTIONS preflight with 405', async () => {
  const rootValue = { libraryName: () => 'Elm Street Tool Library' };
  const allowOrigin = (_req, res, next) => {
    res.set('access-control-allow-origin', 'https://tools.example.org');
    next();
  };
  const handlerOnly = express();
  handlerOnly.all('/graphql', allowOrigin, createHandler({ schema, rootValue }));
  await withApp(handlerOnly, async (url) => {
    const response = await post(url, '{ libraryName }', { origin: 'https://tools.example.org' });
    assert.equal(response.headers.get('access-control-allow-origin'), 'https://tools.example.org');
    assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library' } });
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://tools.example.org', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 405);
    assert.equal(preflight.headers.get('allow'), 'GET, POST');
  });
  const answered = express();
  answered.all(
    '/graphql',
    allowOrigin,
    (req, res, next) => {
      if (req.method !== 'OPTIONS') {
        next();
        return;
      }
      res.set('access-control-allow-headers', 'authorization, content-type').status(204).end();
    },
    createHandler({ schema, rootValue }),
  );
  await withApp(answered, async (url) => {
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://tools.example.org' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'authorization, content-type');
  });
});

test('"a middleware that records the method, status and duration of each request, and can put a request id into the context"', async () => {
  const log = [];
  const app = express();
  app.all(
    '/graphql',
    (req, res, next) => {
      const started = performance.now();
      req.requestId = `request-${log.length + 1}`;
      res.on('finish', () => log.push({ id: req.requestId, method: req.method, status: res.statusCode, ms: performance.now() - started }));
      next();
    },
    createHandler({
      schema,
      rootValue: { libraryName: (_args, context) => context.requestId },
      context: (req) => ({ requestId: req.raw.requestId }),
    }),
  );
  await withApp(app, async (url) => {
    assert.deepEqual(await (await post(url, '{ libraryName }')).json(), { data: { libraryName: 'request-1' } });
    assert.equal((await fetch(url, { method: 'PUT' })).status, 405);
  });
  assert.deepEqual(
    log.map(({ id, method, status }) => ({ id, method, status })),
    [
      { id: 'request-1', method: 'POST', status: 200 },
      { id: 'request-2', method: 'PUT', status: 405 },
    ],
  );
  assert.ok(log.every(({ ms }) => ms >= 0));
});

test('"what express.json refuses goes to Express\'s error handling. Its default page shows the stack trace and the server\'s file paths unless NODE_ENV is production, and where the parser meets an unexpected character, its message quotes the body around it, secrets included"', async () => {
  const secret = 'sk_live_SE';
  const pages = {};
  const savedEnv = process.env.NODE_ENV;
  // Express logs each error it answers outside the "test" environment; the log is not the answer.
  const savedError = console.error;
  console.error = () => {};
  try {
    for (const env of ['development', 'production']) {
      process.env.NODE_ENV = env;
      const app = express();
      app.all('/graphql', express.json({ limit: '100kb', type: () => true }), createHandler({ schema, rootValue: {} }));
      await withApp(app, async (url) => {
        for (const [status, body] of [
          [400, `{"query": "{ me }", "token": ${secret}}`],
          [413, JSON.stringify({ query: `{ me${' '.repeat(200_000)}}` })],
        ]) {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
          assert.equal(response.status, status);
          pages[`${env} ${status}`] = await response.text();
        }
      });
    }
  } finally {
    console.error = savedError;
    if (savedEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = savedEnv;
  }
  assert.match(pages['development 400'], /sk_live_SE/);
  for (const status of [400, 413]) {
    assert.match(pages[`development ${status}`], /at .*node_modules\/(body-parser|raw-body)/, `stack trace and paths, ${status}`);
    assert.doesNotMatch(pages[`production ${status}`], /sk_live|node_modules|Error:/, `production, ${status}`);
  }
});
