// Claim tests of Migrating from express-graphql (docs/tutorials/express-graphql.mdx): each test
// backs one sentence of the page's prose about graphql-http, Express 5 and graphql-js, quoted or
// paraphrased in its name, on graphql 17 and 16. The page's express-graphql column is tested in
// legacy/express-graphql.test.js, on graphql 15. Servers listen on 127.0.0.1, on a
// port the system picks, and are closed by the test that started them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import express from 'express';
import { buildSchema, defaultFieldResolver, execute, GraphQLError, graphql, parse, specifiedRules, validate, versionInfo } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const is17 = versionInfo.major === 17;

const schema = buildSchema(`
  type Query {
    libraryName: String!
    whoAsks: String
    inventoryReport: String
    count(n: Int!): Int
  }
`);

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  whoAsks: (_args, context) =>
    context === undefined
      ? 'no context'
      : `context: ${typeof context.get === 'function' ? 'the Express request' : JSON.stringify(context)}`,
  inventoryReport: () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
  count: ({ n }) => n,
};

async function withHandler(options, body, mount = (app, handler) => app.all('/graphql', handler)) {
  const app = express();
  mount(app, createHandler({ schema, rootValue, ...options }));
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve(listening)));
  });
  try {
    await body(`http://127.0.0.1:${server.address().port}/graphql`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function post(url, query, { accept = 'application/json', variables } = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query, variables }),
  });
}

test('"schema ... Can also be a function (req, args) returning the schema for each request"', async () => {
  const other = buildSchema('type Query { libraryName: String! }');
  await withHandler({ schema: (req) => (req.headers['x-old-schema'] ? other : schema) }, async (url) => {
    const current = await (await post(url, '{ whoAsks }')).json();
    assert.deepEqual(current, { data: { whoAsks: 'no context' } });
    const old = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-old-schema': 'yes' },
      body: JSON.stringify({ query: '{ whoAsks }' }),
    });
    assert.deepEqual(
      (await old.json()).errors.map((error) => error.message),
      ['Cannot query field "whoAsks" on type "Query".'],
    );
  });
});

test('"context ... Defaults to undefined instead of the request. context: (req) => req.raw restores the old default"', async () => {
  await withHandler({}, async (url) => {
    assert.deepEqual(await (await post(url, '{ whoAsks }')).json(), { data: { whoAsks: 'no context' } });
  });
  await withHandler({ context: (req) => req.raw }, async (url) => {
    assert.deepEqual(await (await post(url, '{ whoAsks }')).json(), { data: { whoAsks: 'context: the Express request' } });
  });
});

const noLibraryName = (context) => ({
  Field(node) {
    if (node.name.value === 'libraryName') {
      context.reportError(new GraphQLError('libraryName is retired.', { nodes: node }));
    }
  },
});

test('"validationRules ... Still added to graphql-js\'s standard rules (specifiedRules). A function (req, args, specifiedRules) may return the full list instead."', async () => {
  await withHandler({ validationRules: [noLibraryName] }, async (url) => {
    const body = await (await post(url, '{ libraryName toolCount }')).json();
    assert.deepEqual(
      body.errors.map((error) => error.message),
      ['libraryName is retired.', 'Cannot query field "toolCount" on type "Query". Did you mean "count"?'],
    );
  });
  let received;
  await withHandler(
    {
      validationRules: (_req, _args, rules) => {
        received = rules;
        return [noLibraryName];
      },
    },
    async (url) => {
      const body = await (await post(url, '{ libraryName toolCount }')).json();
      assert.deepEqual(
        body.errors.map((error) => error.message),
        ['libraryName is retired.'],
      );
    },
  );
  assert.deepEqual(received, specifiedRules);
});

test('"validate: same signature as validate"; "execute: same signature as execute"; "parse: receives the query text instead of a Source"', async () => {
  const calls = {};
  await withHandler(
    {
      parse: (...args) => ((calls.parse = args), parse(...args)),
      validate: (...args) => ((calls.validate = args), validate(...args)),
      execute: (...args) => ((calls.execute = args), execute(...args)),
    },
    async (url) => {
      assert.deepEqual(await (await post(url, '{ libraryName }')).json(), { data: { libraryName: 'Elm Street Tool Library' } });
    },
  );
  assert.deepEqual(calls.parse, ['{ libraryName }']);
  assert.equal(calls.validate.length, 3);
  assert.equal(calls.validate[0], schema);
  assert.equal(calls.validate[1].kind, 'Document');
  assert.equal(calls.execute.length, 1);
  assert.equal(calls.execute[0].schema, schema);
});

test('"formatError ... Returns an error (such as a new GraphQLError), not a plain JSON object; graphql-http serializes it": a GraphQLError with its toJSON(), another Error as its message alone', async () => {
  await withHandler(
    { formatError: (error) => new GraphQLError('Internal server error.', { nodes: error.nodes, path: error.path }) },
    async (url) => {
      const body = await (await post(url, '{ inventoryReport }')).json();
      assert.deepEqual(body.errors, [
        { message: 'Internal server error.', locations: [{ line: 1, column: 3 }], path: ['inventoryReport'] },
      ]);
    },
  );
  await withHandler({ formatError: () => new Error('Internal server error.') }, async (url) => {
    const body = await (await post(url, '{ inventoryReport }')).json();
    assert.deepEqual(body.errors, [{ message: 'Internal server error.' }]);
  });
});

test('"onOperation ... Receives (req, args, result); return a new result with an extensions member"', async () => {
  let seen;
  await withHandler(
    {
      onOperation: (req, args, result) => {
        seen = { method: req.method, document: args.document.kind, result };
        return { ...result, extensions: { requestId: req.raw.get('x-request-id') } };
      },
    },
    async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
        body: JSON.stringify({ query: '{ libraryName }' }),
      });
      assert.deepEqual(await response.json(), { data: { libraryName: 'Elm Street Tool Library' }, extensions: { requestId: 'req-42' } });
    },
  );
  assert.equal(seen.method, 'POST');
  assert.equal(seen.document, 'Document');
  assert.deepEqual(JSON.parse(JSON.stringify(seen.result)), { data: { libraryName: 'Elm Street Tool Library' } });
});

test('"fieldResolver, typeResolver ... No dedicated option: execute: (args) => execute({ ...args, fieldResolver })"', async () => {
  const fieldResolver = (source, args, context, info) =>
    info.fieldName === 'libraryName' ? 'Resolved by the custom field resolver' : defaultFieldResolver(source, args, context, info);
  await withHandler({ rootValue: {}, execute: (args) => execute({ ...args, fieldResolver }) }, async (url) => {
    assert.deepEqual(await (await post(url, '{ libraryName }')).json(), { data: { libraryName: 'Resolved by the custom field resolver' } });
  });
});

test('"onSubscribe can build the complete execution arguments for a request"', async () => {
  await withHandler(
    {
      onSubscribe: (req, params) => ({
        schema,
        document: parse(params.query),
        rootValue: { libraryName: `Asked with ${req.method}` },
      }),
    },
    async (url) => {
      assert.deepEqual(await (await post(url, '{ libraryName }')).json(), { data: { libraryName: 'Asked with POST' } });
    },
  );
});

test('"graphiql ... graphql-http serves only the API"; "pretty ... Responses are compact JSON"', async () => {
  await withHandler({}, async (url) => {
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 406);
    const text = await (await post(url, '{ libraryName }')).text();
    assert.equal(text, '{"data":{"libraryName":"Elm Street Tool Library"}}');
  });
});

test('"graphql 17 keeps it as error.cause ... and deprecates error.originalError; graphql 16 only sets originalError"', async () => {
  const { errors } = await graphql({ schema, rootValue, source: '{ inventoryReport }' });
  assert.equal(errors[0].originalError.message, 'connect ECONNREFUSED 10.0.0.7:5432');
  assert.equal(errors[0].cause, is17 ? errors[0].originalError : undefined);
});

test('"when a resolver returns a value its field\'s type refuses, or an object that fails a type\'s isTypeOf, graphql-js reports it with an error of its own that wraps a GraphQLError and prints the value in its message"', async () => {
  const leakySchema = buildSchema('type Loan { toolName: String } type Query { librarianOnDuty: String loan: Loan }');
  leakySchema.getType('Loan').isTypeOf = (value) => 'toolName' in value;
  const { errors } = await graphql({
    schema: leakySchema,
    source: '{ librarianOnDuty loan { toolName } }',
    rootValue: { librarianOnDuty: () => ({ name: 'Ada', doorCode: '4711' }), loan: () => ({ member: 'Ines', doorCode: '4711' }) },
  });
  assert.deepEqual(
    errors.map((error) => error.message),
    [
      'String cannot represent value: { name: "Ada", doorCode: "4711" }',
      'Expected value of type "Loan" but got: { member: "Ines", doorCode: "4711" }.',
    ],
  );
  for (const error of errors) {
    // What hideInternalMessages reads: a GraphQLError, so the message passes unchanged.
    const thrown = error.cause ?? error.originalError;
    assert.ok(thrown instanceof GraphQLError, error.message);
    assert.equal(thrown.message, error.message);
  }
});

test('the behaviour table, graphql-http: "JSON for POST, the query string for GET; other content types get 415"', async () => {
  await withHandler({}, async (url) => {
    const get = await fetch(`${url}?${new URLSearchParams({ query: '{ libraryName }' })}`);
    assert.deepEqual(await get.json(), { data: { libraryName: 'Elm Street Tool Library' } });
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent('{ libraryName }')}`],
      ['application/graphql', '{ libraryName }'],
    ]) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
      assert.equal(response.status, 415, contentType);
    }
    // The query string of a POST is not read.
    const postWithQueryString = await fetch(`${url}?${new URLSearchParams({ query: '{ libraryName }' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(postWithQueryString.status, 400);
    assert.deepEqual(await postWithQueryString.json(), { errors: [{ message: 'Missing query' }] });
  });
});

test('the behaviour table, graphql-http: syntax and validation errors "400 for clients that accept application/graphql-response+json; 200 for plain application/json"; a result without data: 200', async () => {
  await withHandler({}, async (url) => {
    for (const query of ['{ libraryName', '{ toolCount }']) {
      assert.equal((await post(url, query, { accept: 'application/graphql-response+json' })).status, 400, query);
      assert.equal((await post(url, query)).status, 200, query);
    }
    const coercion = await post(url, 'query ($n: Int!) { count(n: $n) }', {
      accept: 'application/graphql-response+json',
      variables: { n: 'many' },
    });
    assert.equal(coercion.status, 200);
    assert.equal((await coercion.json()).data, undefined);
  });
});

test('the behaviour table: "Usually mounted with app.use, which also matched sub-paths"; "Mount with app.all(\'/graphql\', ...), which matches no sub-path; Express 5 still answers /GRAPHQL and /graphql/ there unless the app sets case sensitive routing and strict routing"', async () => {
  const variants = (url) => [url.replace(/\/graphql$/, '/GRAPHQL'), `${url}/`];
  await withHandler({}, async (url) => {
    assert.equal((await post(`${url}/anything`, '{ libraryName }')).status, 404);
    assert.equal((await post(url, '{ libraryName }')).status, 200);
    for (const variant of variants(url)) {
      assert.equal((await post(variant, '{ libraryName }')).status, 200, variant);
    }
  });
  await withHandler(
    {},
    async (url) => {
      assert.equal((await post(url, '{ libraryName }')).status, 200);
      for (const variant of [...variants(url), `${url}/anything`]) {
        assert.equal((await post(variant, '{ libraryName }')).status, 404, variant);
      }
    },
    (app, handler) => {
      app.set('case sensitive routing', true);
      app.set('strict routing', true);
      app.all('/graphql', handler);
    },
  );
  await withHandler(
    {},
    async (url) => {
      assert.equal((await post(`${url}/anything`, '{ libraryName }')).status, 200);
    },
    (app, handler) => app.use('/graphql', handler),
  );
});

test('the behaviour table, graphql-http: subscriptions "Not supported by this handler"; @defer and @stream "Not supported"', async () => {
  const withSubscription = buildSchema('type Query { a: Int } type Subscription { toolReturned: String }');
  await withHandler({ schema: withSubscription }, async (url) => {
    const body = await (await post(url, 'subscription { toolReturned }')).json();
    assert.deepEqual(body, { errors: [{ message: 'Subscriptions are not supported' }] });
  });
  await withHandler({}, async (url) => {
    const body = await (await post(url, '{ ... @defer { libraryName } }')).json();
    assert.deepEqual(
      body.errors.map((error) => error.message),
      ['Unknown directive "@defer".'],
    );
  });
});
