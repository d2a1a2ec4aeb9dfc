import { readFileSync } from 'node:fs';
import express from 'express';
import { GraphQLError, parse, validate } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { parseRequestParams } from 'graphql-http';
import { documentIdOf } from './document-id.js';
import { rootValue, schema } from './schema.js';

// The manifest the client's build produced. Each document is checked, parsed and validated once,
// here: a server that starts has only runnable documents, and requests skip both steps.
const manifest = JSON.parse(readFileSync(process.env.MANIFEST ?? 'manifest.json', 'utf8'));
const documents = new Map();
for (const [documentId, text] of Object.entries(manifest)) {
  if (documentIdOf(text) !== documentId) {
    throw new Error(`The manifest's text for ${documentId} does not have that hash.`);
  }
  const document = parse(text);
  const errors = validate(schema, document);
  if (errors.length > 0) {
    throw new Error(`${documentId} does not validate: ${errors[0].message}`);
  }
  documents.set(documentId, document);
}

function refusal(message, code) {
  return new GraphQLError(message, { extensions: { code } });
}

// Reads documentId from the URL (GET) or the JSON body (POST). Anything that sends a query's text
// is refused: the manifest is the whole of what this server runs.
async function parseDocumentRequest(req) {
  if (req.method !== 'GET' && req.method !== 'POST') {
    // graphql-http answers 405.
    return parseRequestParams(req);
  }
  const url = new URL(req.url, 'http://localhost');
  // express.json has read the body, whatever its Content-Type; there is none when it is undefined.
  const fields = req.method === 'GET' ? Object.fromEntries(url.searchParams) : req.raw.body;
  if (typeof fields !== 'object' || fields === null || fields.query !== undefined) {
    throw refusal(
      'This server runs persisted documents only: send documentId.',
      'PERSISTED_DOCUMENT_REQUIRED',
    );
  }
  if (!documents.has(fields.documentId)) {
    throw refusal('Unknown persisted document.', 'PERSISTED_DOCUMENT_NOT_FOUND');
  }
  // graphql-http's own parser checks variables and operationName; it needs a query to do so, and
  // the id stands in for it (onSubscribe below swaps in the parsed document).
  if (req.method === 'GET') {
    url.searchParams.set('query', fields.documentId);
    return parseRequestParams({ ...req, url: `${url.pathname}${url.search}` });
  }
  return parseRequestParams({ ...req, body: { ...fields, query: fields.documentId } });
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
    parseRequestParams: parseDocumentRequest,
    // Execution arguments returned here are run as they are: graphql-http neither parses nor
    // validates again.
    onSubscribe: (_req, params) => ({
      schema,
      document: documents.get(params.query),
      operationName: params.operationName,
      variableValues: params.variables,
    }),
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
