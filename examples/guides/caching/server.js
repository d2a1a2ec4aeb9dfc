import express from 'express';
import { getOperationAST } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { prepareDocument } from './document-cache.js';
import { createResponseCache, responseKey } from './response-cache.js';
import { createContext, members, rootValue, schema } from './schema.js';

const responses = createResponseCache({ ttlMs: 30_000 });

function viewerOf(req) {
  const token = /^Bearer +(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return members.get(token) ?? null;
}

// Shared caches (a CDN) may keep a GET sent without an Authorization header, the only credential
// this server reads; any other answer stays with whoever asked.
function setCacheControl(req) {
  const res = req.context.res;
  const shareable = req.method === 'GET' && req.raw.headers.authorization === undefined;
  res.set('cache-control', shareable ? 'public, max-age=30' : 'private, no-store');
  // The answer depends on both: graphql-http picks the Content-Type from Accept, and the viewer
  // comes from Authorization. Without the second, a cache would give a member the anonymous answer.
  res.vary('Accept');
  res.vary('Authorization');
}

// graphql-http reads JSON only in UTF-8: with spaces removed and in lower case, the first parameter
// of the Content-Type must be charset=utf-8, or absent. It answers anything else with an empty 415,
// and express.json would decode some other UTF charsets, or answer a body not in the one announced
// with 400: every other charset gets 415 and a message here, before the body is read.
function requireUtf8(req, res, next) {
  const [, firstParameter = 'charset=utf-8'] = (req.get('content-type') ?? '')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(';');
  if (req.method === 'POST' && firstParameter !== 'charset=utf-8') {
    res.status(415).json({ errors: [{ message: 'Send JSON encoded in UTF-8.' }] });
    return;
  }
  next();
}

const app = express();
// Every body, whatever its Content-Type: graphql-http also takes `application/ json` as JSON, and
// would read a body that express.json left alone itself, with no limit.
app.use('/graphql', requireUtf8, express.json({ limit: 16 * 1024, type: () => true }));
app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    // Runs before graphql-http would parse: the document comes from the cache of valid ones, and
    // a cached result, when there is one, is the answer.
    onSubscribe(req, params) {
      const res = req.context.res;
      const { document, errors } = prepareDocument(schema, params.query);
      if (errors.length > 0) {
        res.set('cache-control', 'no-store');
        return errors;
      }
      const viewer = viewerOf(req.raw);
      if (getOperationAST(document, params.operationName)?.operation !== 'query') {
        res.set('cache-control', 'no-store');
      } else {
        const key = responseKey(params, viewer?.id);
        const cached = responses.get(key);
        res.set('x-response-cache', cached ? 'hit' : 'miss');
        if (cached) {
          setCacheControl(req);
          return cached;
        }
        res.locals.responseKey = key;
      }
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: createContext({ viewer, invalidate: (tag) => responses.invalidate(tag) }),
      };
    },
    onOperation(req, args, result) {
      const { responseKey: key } = req.context.res.locals;
      if (key === undefined) {
        return;
      }
      if (result.errors) {
        req.context.res.set('cache-control', 'no-store');
        return;
      }
      responses.set(key, result, args.contextValue.tags);
      setCacheControl(req);
    },
  }),
);

// Body parser refusals (a body that is not JSON, a body over the limit, a Content-Encoding it cannot
// decode) get a fixed message: outside production, Express's default page shows the stack, and the
// parser's message, which can quote the body.
const BODY_ERRORS = new Map([
  [400, 'Bad request.'],
  [413, 'The request body is too large.'],
  [415, 'The Content-Encoding is not supported.'],
]);
app.use((error, _req, res, _next) => {
  const status = BODY_ERRORS.has(error.status) ? error.status : 500;
  res
    .status(status)
    .json({ errors: [{ message: BODY_ERRORS.get(status) ?? 'Internal server error.' }] });
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
