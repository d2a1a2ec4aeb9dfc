import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import {
  buildSchema,
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
} from 'graphql';
import { parseRequestParams } from 'graphql-http';
import { createHandler } from 'graphql-http/lib/use/express';
import { maxCostRule, maxDepthRule } from './limits.js';
import { maskUnexpectedErrors } from './masking.js';

const EXECUTION_TIMEOUT_MS = 100;
const MAX_TOOLS_PER_PAGE = 50;

const schema = buildSchema(`
  type Member {
    name: String!
    "At most 50 of the member's tools, whatever \`first\` asks for."
    tools(first: Int = 20): [Tool!]!
  }

  type Tool {
    name: String!
    owner: Member!
  }

  type Query {
    "At most 50 tools, whatever \`first\` asks for."
    tools(first: Int = 20): [Tool!]!
    "Fails with an error that must not reach clients."
    inventoryReport: String
    "Takes longer than the server is willing to wait."
    yearlyStatistics: String
  }
`);

// The cost rule trusts `first`; each list's resolver enforces the real bounds, 0 to 50.
function firstTools(list, first) {
  return list.slice(0, Math.max(0, Math.min(first ?? 20, MAX_TOOLS_PER_PAGE)));
}

const ines = { name: 'Ines' };
const tools = [
  { name: 'Cordless drill', owner: ines },
  { name: 'Hand plane', owner: ines },
];
ines.tools = ({ first }) => firstTools(tools, first);

const rootValue = {
  tools: ({ first }) => firstTools(tools, first),
  inventoryReport: () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
  yearlyStatistics: async (_args, _context, info) => {
    // graphql 17 hands resolvers the operation's AbortSignal; graphql 16 has no getAbortSignal.
    await sleep(300, undefined, { signal: info.getAbortSignal?.() });
    return '1,204 loans this year';
  },
};

// Persisted documents: the only operations clients may send by id, known before deployment.
const persistedDocuments = new Map(
  ['{ tools { name } }'].map((text) => [
    `sha256:${createHash('sha256').update(text).digest('hex')}`,
    text,
  ]),
);

// GET /graphql?documentId=sha256:... runs a persisted document; any other request falls
// through (undefined) to graphql-http's default parser.
async function parsePersistedDocumentRequest(req) {
  const url = new URL(req.url, 'http://localhost');
  const documentId = url.searchParams.get('documentId');
  if (req.method !== 'GET' || documentId === null) {
    return undefined;
  }
  const query = persistedDocuments.get(documentId);
  if (query === undefined) {
    throw new GraphQLError('Unknown persisted document.', {
      extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' },
    });
  }
  // graphql-http's parser reads and checks variables and operationName; the text is ours.
  url.searchParams.set('query', query);
  return parseRequestParams({ ...req, url: `${url.pathname}${url.search}` });
}

function parseWithLimits(source) {
  return parse(source, { maxLexicalTokens: 500, maxSourceLength: 10_000 });
}

function validateWithoutSuggestions(schemaToCheck, document, rules) {
  // "Did you mean ...?" hints would reveal field names that introspection now hides.
  return validate(schemaToCheck, document, rules, { hideSuggestions: true });
}

// One per request: aborts when the client closes the connection before the response is sent.
function createContext(req) {
  const { res } = req.context;
  const disconnected = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) {
      disconnected.abort(new Error('The client disconnected.'));
    }
  });
  return { clientGone: disconnected.signal };
}

// A field error from work that stopped because the operation was aborted is expected: replace
// it with one that says why, so that maskUnexpectedErrors does not treat it as a failure. Work
// that watches the signal fails with its reason: fetch rejects with the reason itself, Node.js
// timers with an AbortError whose cause is the reason.
function explainAbort(error, reason, message, code) {
  const thrown = error.cause;
  if (thrown === undefined || (thrown !== reason && thrown.cause !== reason)) {
    return error;
  }
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: { code } });
}

async function executeWithDeadline(args) {
  const deadline = AbortSignal.timeout(EXECUTION_TIMEOUT_MS);
  const { clientGone } = args.contextValue;
  // graphql 17 stops when either signal aborts; graphql 16 ignores the option.
  const abortSignal = AbortSignal.any([deadline, clientGone]);
  try {
    return await execute({ ...args, abortSignal, hideSuggestions: true });
  } catch (error) {
    // graphql 17 rejects with an AbortedGraphQLExecutionError, which carries the partial result.
    if (!('abortedResult' in error)) {
      throw error;
    }
    const partial = await error.abortedResult;
    if (clientGone.aborted) {
      console.error(`Stopped an operation: ${error.message}`);
      // Nobody is left to read the result; graphql-http still formats it.
      const errors = partial.errors?.map((fieldError) =>
        explainAbort(fieldError, abortSignal.reason, error.message, 'CANCELLED'),
      );
      return { ...partial, errors };
    }
    // The deadline passed: send what was computed, with a TIMEOUT error for each field cut short.
    const message = `Not finished within ${EXECUTION_TIMEOUT_MS} ms.`;
    const errors = partial.errors?.map((fieldError) =>
      explainAbort(fieldError, abortSignal.reason, message, 'TIMEOUT'),
    );
    return { ...partial, errors };
  }
}

const app = express();
app.disable('x-powered-by');

app.all(
  '/graphql',
  // graphql-http would read a body of any size; express.json refuses more than 100 kB with 413.
  // It reads every body, whatever its Content-Type: graphql-http accepts some that express.json
  // does not recognize as JSON, such as "application/ json", and would read those itself.
  express.json({ limit: '100kb', type: () => true }),
  createHandler({
    schema,
    rootValue,
    parseRequestParams: parsePersistedDocumentRequest,
    parse: parseWithLimits,
    validate: validateWithoutSuggestions,
    validationRules: [
      NoSchemaIntrospectionCustomRule,
      maxDepthRule(4),
      maxCostRule({ maxCost: 200, listSize: 20, maxListSize: MAX_TOOLS_PER_PAGE }),
    ],
    context: createContext,
    execute: executeWithDeadline,
    formatError: maskUnexpectedErrors,
    onOperation(req, _args, result) {
      // A GET answer without errors is the same for every caller: let caches keep it. Its media
      // type follows the Accept header, which graphql-http names in no Vary header.
      if (req.method === 'GET' && !result.errors) {
        req.context.res.set('cache-control', 'public, max-age=60');
        req.context.res.vary('Accept');
      }
    },
  }),
);

// The body errors of express.json (too large, not JSON) get a short answer: Express's default
// error page shows the stack trace unless NODE_ENV is production.
app.use((error, _req, res, _next) => {
  const status = error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) {
    console.error('Unexpected error at request', error);
  }
  res.status(status).json({ errors: [{ message: STATUS_CODES[status] }] });
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
