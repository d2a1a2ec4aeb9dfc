import express from 'express';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { maskError } from '../errors/mask-error.js';
import { costLimitRule, shapeLimitRule } from '../security-limits/rules.js';
import { MAX_LIST_SIZE, schema } from './schema.js';

// One set of limits for both ways in: HTTP and WebSocket.
const PARSE_OPTIONS = { maxSourceLength: 10_000, maxLexicalTokens: 1_000 };
const LIMIT_RULES = [
  shapeLimitRule({ maxDepth: 6, maxAliases: 10 }),
  costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE }),
];
const MAX_MESSAGE_BYTES = 64 * 1024;
// The pages allowed to open a WebSocket here. Browsers always send their page's Origin.
const ALLOWED_ORIGINS = new Set(['https://tools.example.org']);
const MAX_CONNECTIONS = 100;
const MAX_OPERATIONS_PER_CONNECTION = 10;
const MAX_OPERATIONS = 500;
// What a connection may leave unread before the server drops it: ws keeps every message a client
// has not read yet, and graphql-ws answers each ping with the ping's payload.
const MAX_UNREAD_BYTES = 1024 * 1024;

function parseWithLimits(source) {
  return parse(source, PARSE_OPTIONS);
}

// graphql 16's rule for subscriptions throws, instead of reporting an error, when a root field's
// @skip or @include reads a variable: over HTTP the request would end in 500, and over a WebSocket
// graphql-ws would close the whole connection with 4500. graphql 17 reports it.
function validateReportingThrown(schemaToCheck, document, rules) {
  try {
    return validate(schemaToCheck, document, rules);
  } catch (error) {
    if (error instanceof GraphQLError) {
      return [error];
    }
    throw error;
  }
}

// Unexpected errors are logged and replaced; errors meant for clients pass unchanged.
function maskForClient(error) {
  return maskError(error, (line) => console.error(line));
}

const app = express();

// Queries and mutations over plain HTTP. express.json reads the body only up to the limit;
// graphql-http alone would read a body of any size. `type` makes it read every body, whatever its
// Content-Type: graphql-http also takes `application/ json` as JSON, which express.json skips.
app.use('/graphql', express.json({ limit: MAX_MESSAGE_BYTES, type: () => true }));
app.all(
  '/graphql',
  createHandler({
    schema,
    parse: parseWithLimits,
    validate: validateReportingThrown,
    validationRules: LIMIT_RULES,
    formatError: maskForClient,
  }),
);
// A body too large, not JSON or not UTF-8: a short answer, instead of Express's default page,
// which shows the stack trace unless NODE_ENV is production, and body-parser's message, which
// can quote part of the body.
const BODY_ERRORS = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'The request body is not UTF-8 or has an unknown encoding.',
};
app.use((error, _req, res, _next) => {
  const status = error.status in BODY_ERRORS ? error.status : 500;
  res
    .status(status)
    .json({ errors: [{ message: BODY_ERRORS[status] ?? 'Internal server error.' }] });
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});

// Subscriptions (and any other operation) over WebSocket, on the same port and path. The HTTP
// server hands upgrade requests to this function, which decides before any WebSocket exists.
// A write fails only once the connection is gone, as after dropIfNotReading's terminate()
// (ECANCELED). graphql-ws would log each failed write as an internal error, with its stack trace:
// any client could fill the log.
class WebSocketWithQuietWrites extends WebSocket {
  // graphql-ws calls send(data, callback) and waits for the callback.
  send(data, callback) {
    super.send(data, () => callback());
  }
}

const wsServer = new WebSocketServer({
  noServer: true,
  maxPayload: MAX_MESSAGE_BYTES,
  WebSocket: WebSocketWithQuietWrites,
});

function refusalOf(request) {
  // The path as sent. new URL() would throw on some (`//[`), and a throw here ends the process.
  if (request.url.split('?', 1)[0] !== '/graphql') {
    return '404 Not Found';
  }
  // A page on another site would otherwise connect with the visitor's cookies.
  const { origin } = request.headers;
  if (origin !== undefined && !ALLOWED_ORIGINS.has(origin)) {
    return '403 Forbidden';
  }
  if (wsServer.clients.size >= MAX_CONNECTIONS) {
    return '503 Service Unavailable';
  }
  return undefined;
}

server.on('upgrade', (request, socket, head) => {
  const refusal = refusalOf(request);
  if (refusal) {
    // The client may be gone already: an error without a listener would end the process.
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    return;
  }
  wsServer.handleUpgrade(request, socket, head, (webSocket) => {
    // Runs before graphql-ws reads the message, which may answer it.
    webSocket.on('message', () => dropIfNotReading(webSocket));
    wsServer.emit('connection', webSocket, request);
  });
});

function dropIfNotReading(webSocket) {
  if (webSocket.bufferedAmount > MAX_UNREAD_BYTES) {
    // close() would wait for a closing handshake that a client that does not read never sends.
    webSocket.terminate();
  }
}

// Operations still running, per connection (by id) and in all. graphql-ws forgets an operation's
// id as soon as the client sends `complete`, but a query or mutation runs on to its end: a limit on
// `connection.subscriptions` would let a client that completes at once run any number of them.
const runningOn = new WeakMap();
let runningInAll = 0;

// One running operation. `end` counts it out, once. `abandon` ends its stream, now or as soon as it
// exists: for a subscription whose client has gone, or completed it before it started.
function started(connection, id) {
  const running = runningOn.get(connection) ?? new Map();
  const operation = {
    stream: undefined,
    abandoned: false,
    end() {
      if (running.get(id) === operation) {
        running.delete(id);
        runningInAll -= 1;
      }
    },
    abandon() {
      operation.abandoned = true;
      operation.stream?.return();
    },
  };
  runningOn.set(connection, running.set(id, operation));
  runningInAll += 1;
  return operation;
}

// Each operation, from the execution arguments onSubscribe returns.
const operationOf = new WeakMap();

async function executeCounted(args) {
  try {
    return await execute(args);
  } finally {
    operationOf.get(args).end();
  }
}

// A subscription runs until its stream is done, fails, or is ended with return().
async function subscribeCounted(args) {
  const operation = operationOf.get(args);
  let result;
  try {
    result = await subscribe(args);
  } catch (error) {
    operation.end();
    throw error;
  }
  if (!(Symbol.asyncIterator in result)) {
    operation.end();
    return result;
  }
  const stream = {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const step = await result.next();
        if (step.done) {
          operation.end();
        }
        return step;
      } catch (error) {
        operation.end();
        throw error;
      }
    },
    return() {
      operation.end();
      return result.return();
    },
    throw(error) {
      operation.end();
      return result.throw(error);
    },
  };
  operation.stream = stream;
  if (operation.abandoned) {
    await stream.return();
  }
  return stream;
}

const graphqlWs = useServer(
  {
    schema,
    execute: executeCounted,
    subscribe: subscribeCounted,
    // Without this hook, graphql-ws parses without limits and validates with the standard rules
    // only.
    onSubscribe(connection, id, { query, variables, operationName }) {
      const running = runningOn.get(connection) ?? new Map();
      // The client sent `complete` for this id, and now uses it again, while the operation is
      // still starting: graphql-ws could keep the new operation under the id and lose the first,
      // which no `complete` would then end.
      if (running.has(id)) {
        running.get(id).abandon();
        return [new GraphQLError(`Operation ${id} is still running; use a new id.`)];
      }
      if (running.size >= MAX_OPERATIONS_PER_CONNECTION) {
        return [
          new GraphQLError(`At most ${MAX_OPERATIONS_PER_CONNECTION} operations per connection.`),
        ];
      }
      if (runningInAll >= MAX_OPERATIONS) {
        return [new GraphQLError('The server is busy; try again later.')];
      }
      let document;
      try {
        document = parseWithLimits(query);
      } catch (syntaxError) {
        return [syntaxError];
      }
      const errors = validateReportingThrown(schema, document, [...specifiedRules, ...LIMIT_RULES]);
      if (errors.length > 0) {
        return errors;
      }
      // graphql-ws runs nothing, and so never counts it as ended, when it finds no operation.
      if (getOperationAST(document, operationName) === null) {
        return [new GraphQLError('Name the operation to run with operationName.')];
      }
      const args = { schema, document, variableValues: variables, operationName };
      operationOf.set(args, started(connection, id));
      return args;
    },
    // graphql-ws ends the subscriptions it knows of; one it lost would run on, and count, forever.
    onClose(connection) {
      for (const operation of runningOn.get(connection)?.values() ?? []) {
        operation.abandon();
      }
    },
    // Results of operations and events, and errors that end an operation: masked like HTTP's.
    onNext(connection, _id, _payload, _args, result) {
      dropIfNotReading(connection.extra.socket);
      return result.errors ? { ...result, errors: result.errors.map(maskForClient) } : undefined;
    },
    onError(_connection, _id, _payload, errors) {
      return errors.map(maskForClient);
    },
  },
  wsServer,
);

// Stop accepting work, end every subscription, then let the process exit.
process.once('SIGTERM', async () => {
  await graphqlWs.dispose(); // closes each socket with 1001 "Going away"
  server.close(() => console.log('server stopped'));
});
