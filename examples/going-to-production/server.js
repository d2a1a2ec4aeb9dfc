import { createHash } from 'node:crypto';
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
import { createHandler } from 'graphql-http/lib/use/express';
import { maxDepthRule } from './limits.js';

const EXECUTION_TIMEOUT_MS = 100;

const schema = buildSchema(`
  type Member {
    name: String!
    tools: [Tool!]!
  }

  type Tool {
    name: String!
    owner: Member!
  }

  type Query {
    tools: [Tool!]!
    "Fails with an error that must not reach clients."
    inventoryReport: String
    "Takes longer than the server is willing to wait."
    yearlyStatistics: String
  }
`);

const ines = { name: 'Ines' };
const tools = [
  { name: 'Cordless drill', owner: ines },
  { name: 'Hand plane', owner: ines },
];
ines.tools = tools;

const rootValue = {
  tools: () => tools,
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
function parsePersistedDocumentRequest(req) {
  const url = new URL(req.url, 'http://localhost');
  const documentId = url.searchParams.get('documentId');
  if (req.method !== 'GET' || documentId === null) {
    return undefined;
  }
  const query = persistedDocuments.get(documentId);
  if (query === undefined) {
    throw new Error('Unknown persisted document.');
  }
  const variables = url.searchParams.get('variables');
  return { query, variables: variables ? JSON.parse(variables) : undefined };
}

function parseWithLimits(source) {
  return parse(source, { maxLexicalTokens: 500, maxSourceLength: 10_000 });
}

function validateWithoutSuggestions(schemaToCheck, document, rules) {
  // "Did you mean ...?" hints would reveal field names that introspection now hides.
  return validate(schemaToCheck, document, rules, { hideSuggestions: true });
}

async function executeWithDeadline(args) {
  const deadline = AbortSignal.timeout(EXECUTION_TIMEOUT_MS);
  try {
    return await execute({ ...args, abortSignal: deadline, hideSuggestions: true });
  } catch (error) {
    // graphql 17 rejects once the signal aborts; answer now rather than wait for stragglers.
    if (!deadline.aborted) {
      throw error;
    }
    return {
      errors: [
        new GraphQLError(`The operation did not finish within ${EXECUTION_TIMEOUT_MS} ms.`, {
          extensions: { code: 'TIMEOUT' },
        }),
      ],
    };
  }
}

// Errors thrown on purpose are GraphQLErrors and reach the client unchanged. Anything else is
// a bug or an outage: log it, and send a message that reveals nothing about the internals.
function maskUnexpectedErrors(error) {
  // graphql 17 records what a resolver threw as the standard `cause`; graphql 16 only has
  // `originalError`, which graphql 17 keeps but deprecates.
  const thrown = error instanceof GraphQLError ? (error.cause ?? error.originalError) : undefined;
  if (thrown && !(thrown instanceof GraphQLError)) {
    console.error('Unexpected error at', error.path, thrown);
    return new GraphQLError('Internal server error.', {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  }
  return error;
}

const app = express();
app.disable('x-powered-by');

app.all(
  '/graphql',
  createHandler({
    schema,
    rootValue,
    parseRequestParams: parsePersistedDocumentRequest,
    parse: parseWithLimits,
    validate: validateWithoutSuggestions,
    validationRules: [NoSchemaIntrospectionCustomRule, maxDepthRule(4)],
    execute: executeWithDeadline,
    formatError: maskUnexpectedErrors,
    onOperation(req, _args, result) {
      // A GET answer without errors is the same for every caller: let caches keep it.
      if (req.method === 'GET' && !result.errors) {
        req.context.res.set('cache-control', 'public, max-age=60');
      }
    },
  }),
);

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
