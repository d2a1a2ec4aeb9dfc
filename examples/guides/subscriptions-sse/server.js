import express from 'express';
import { getOperationAST, GraphQLError, parse, specifiedRules, subscribe, validate } from 'graphql';
import { createHandler as createHttpHandler } from 'graphql-http/lib/use/express';
import { createHandler as createSseHandler } from 'graphql-sse/lib/use/express';
import { maskError } from '../errors/mask-error.js';
import { costLimitRule, shapeLimitRule } from '../security-limits/rules.js';
import { MAX_LIST_SIZE, schema } from '../subscriptions/schema.js';

// The limits of the WebSocket server in Subscriptions, for both ways in: HTTP and SSE.
const PARSE_OPTIONS = { maxSourceLength: 10_000, maxLexicalTokens: 1_000 };
const LIMIT_RULES = [
  shapeLimitRule({ maxDepth: 6, maxAliases: 10 }),
  costLimitRule({ maxCost: 1_000, maxListSize: MAX_LIST_SIZE }),
];
const MAX_BODY_BYTES = 64 * 1024;
const ALLOWED_ORIGINS = new Set(['https://tools.example.org']);
const MAX_STREAMS = 100;
// graphql-sse writes a stream's events one at a time, each once the socket has taken the one
// before: those of a client that stops reading wait in memory. Past this many, the stream ends.
const MAX_EVENTS_WAITING = 100;

function parseWithLimits(source) {
  return parse(source, PARSE_OPTIONS);
}

// graphql 16's rule for subscriptions throws, instead of reporting an error, when a root field's
// @skip or @include reads a variable; the request would end in 500. graphql 17 reports it.
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

function maskForClient(error) {
  return maskError(error, (line) => console.error(line));
}

function refuse(res, status, message) {
  res.status(status).json({ errors: [{ message }] });
}

const app = express();
app.use('/graphql', express.json({ limit: MAX_BODY_BYTES, type: () => true }));

// Queries and mutations, as in Subscriptions.
app.post(
  '/graphql',
  createHttpHandler({
    schema,
    parse: parseWithLimits,
    validate: validateReportingThrown,
    validationRules: LIMIT_RULES,
    formatError: maskForClient,
  }),
);

// Subscriptions: one POST per subscription, answered with an event stream.
let openStreams = 0;

function admitStream(req, res, next) {
  const origin = req.get('origin');
  if (origin !== undefined && !ALLOWED_ORIGINS.has(origin)) {
    refuse(res, 403, 'Requests from other sites are not accepted.');
    return;
  }
  // graphql-sse takes any Content-Type that contains "application/json", such as
  // text/plain;a=application/json, which a page on any site may send without asking.
  if (!req.is('application/json')) {
    refuse(res, 415, 'Send subscriptions as application/json.');
    return;
  }
  if (openStreams >= MAX_STREAMS) {
    refuse(res, 503, 'Too many open streams; try again later.');
    return;
  }
  openStreams += 1;
  res.once('close', () => (openStreams -= 1));
  next();
}

// A source stream that fails makes graphql-sse end the response without an event. Its error
// becomes a last result instead, which onNext masks like any other. return() and throw() go
// straight to graphql-js's iterator: graphql-sse calls return() when the client goes away.
function endingWithError(results) {
  let failed = false;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (failed) {
        return { done: true, value: undefined };
      }
      try {
        return await results.next();
      } catch (error) {
        failed = true;
        return { done: false, value: { errors: [error] } };
      }
    },
    return: () => results.return(),
    throw: (error) => results.throw(error),
  };
}

async function subscribeReportingFailure(args) {
  const result = await subscribe(args);
  return Symbol.asyncIterator in result ? endingWithError(result) : result;
}

// Counts the events that arrive while the one before is still unwritten.
const eventsWaiting = new WeakMap();

function endIfNotReading(res) {
  const waiting = res.writableLength === 0 ? 0 : (eventsWaiting.get(res) ?? 0) + 1;
  eventsWaiting.set(res, waiting);
  if (waiting > MAX_EVENTS_WAITING) {
    res.destroy();
  }
}

function errorResponse(status, errors) {
  return [
    JSON.stringify({ errors }),
    { status, statusText: '', headers: { 'content-type': 'application/json; charset=utf-8' } },
  ];
}

app.post(
  '/graphql/stream',
  admitStream,
  createSseHandler({
    // null: one stream per subscription. graphql-sse's other mode, where a client reserves a
    // stream with PUT and sends operations to it, is left off.
    authenticate: () => null,
    onSubscribe(_req, params) {
      let document;
      try {
        document = parseWithLimits(params.query);
      } catch (syntaxError) {
        return errorResponse(400, [{ message: syntaxError.message }]);
      }
      if (getOperationAST(document, params.operationName)?.operation !== 'subscription') {
        return errorResponse(400, [
          { message: 'Only subscriptions are served here; send other operations to /graphql.' },
        ]);
      }
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
      };
    },
    subscribe: subscribeReportingFailure,
    // graphql-sse validates what onSubscribe returns, with this function and no rules of its own.
    validate: (schemaToCheck, document) =>
      validateReportingThrown(schemaToCheck, document, [...specifiedRules, ...LIMIT_RULES]),
    // Every result, and each event of a subscription, on its way to the client.
    onNext: (_operationContext, { context }, result) => {
      endIfNotReading(context.res);
      return result.errors ? { ...result, errors: result.errors.map(maskForClient) } : undefined;
    },
  }),
);

app.use((error, _req, res, _next) => {
  // A stream that endIfNotReading ended while an event was being written: nobody to answer.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = error.status === 400 || error.status === 413 ? error.status : 500;
  refuse(
    res,
    status,
    status === 413
      ? 'The request body is too large.'
      : status === 400
        ? 'Bad request.'
        : 'Internal server error.',
  );
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
