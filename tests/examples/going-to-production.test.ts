import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, test} from 'node:test';
import {assertClientPrints, assertSamplePrints, BOTH_VERSIONS, withServer} from './support/samples';

describe('tutorials/going-to-production', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against the hardened server.js on graphql ${version}`, async () => {
      const stderr = await withServer('going-to-production/server.js', version, async ({endpoint}) => {
        await assertClientPrints('going-to-production/client.js', endpoint, 'going-to-production/client.output.txt', version);
      });
      // The masked failure is logged on the server, in full, and only there.
      assert.match(stderr, /^Unexpected error at \[ 'inventoryReport' \] Error: connect ECONNREFUSED 10\.0\.0\.7:5432/);
      // No other error is logged as unexpected: a timeout or a cancellation is not a failure.
      assert.equal(stderr.match(/^Unexpected error/gm)?.length, 1);
      // graphql 17 stops the operation of the client that left; graphql 16 cannot.
      const stopped = /^Stopped an operation: The client disconnected\.$/m;
      if (version === '17') {
        assert.match(stderr, stopped);
      } else {
        assert.doesNotMatch(stderr, stopped);
      }
    });
  }

  // Each defence of the hardened server, attacked the ways people forget: aliases, fragments,
  // GET, negative numbers, batches, bodies and documents that are large without many tokens.
  for (const version of BOTH_VERSIONS) {
    test(`the hardened server.js refuses the attacks the page defends against, on graphql ${version}`, async () => {
      const stderr = await withServer('going-to-production/server.js', version, async ({endpoint}) => {
        const post = async (body: unknown) => {
          const response = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json', accept: 'application/graphql-response+json'},
            body: typeof body === 'string' ? body : JSON.stringify(body),
          });
          const text = await response.text();
          return {status: response.status, text};
        };
        const errorsOf = (text: string): string[] =>
          (JSON.parse(text) as {errors?: {message: string}[]}).errors?.map((error) => error.message) ?? [];

        // Introspection, however it is asked for: aliased, inside a fragment, __type, over GET.
        for (const query of [
          '{ a: __schema { queryType { name } } }',
          '{ ...F } fragment F on Query { __schema { types { name } } }',
          '{ __type(name: "Tool") { fields { name } } }',
        ]) {
          const refused = await post({query});
          assert.equal(refused.status, 400, query);
          assert.match(refused.text, /GraphQL introspection has been disabled/, query);
        }
        const viaGet = await fetch(`${endpoint}?${new URLSearchParams({query: '{ __schema { types { name } } }'})}`, {
          headers: {accept: 'application/graphql-response+json'},
        });
        assert.equal(viaGet.status, 400);
        assert.match(await viaGet.text(), /GraphQL introspection has been disabled/);

        // Suggestions would name hidden fields, arguments and types: none appears.
        for (const query of [
          '{ tool { name } }',
          '{ tools(firts: 2) { name } }',
          '{ tools { ... on Tol { name } } }',
          'query ($n: Itn) { tools(first: $n) { name } }',
        ]) {
          const refused = await post({query});
          assert.equal(refused.status, 400, query);
          assert.doesNotMatch(refused.text, /Did you mean/, query);
        }

        // Depth hidden in fragments and inline fragments still counts.
        for (const query of [
          '{ tools { ...Owner } } fragment Owner on Tool { owner { tools { owner { name } } } }',
          '{ tools { ... on Tool { owner { ... { tools { owner { name } } } } } } }',
        ]) {
          assert.ok(errorsOf((await post({query})).text).includes('Operation is 5 fields deep; the limit is 4.'), query);
        }
        // A fragment that spreads itself is refused without hanging the rules.
        const cycle = await post({query: '{ tools { ...T } } fragment T on Tool { owner { tools { ...T } } }'});
        assert.equal(cycle.status, 400);
        assert.deepEqual(errorsOf(cycle.text), ['Cannot spread fragment "T" within itself.']);

        // Aliases repeat a field without deepening the query: the cost adds up.
        const aliased = await post({
          query: `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: tools(first: 5) { owner { tools { name } } }`).join(' ')} }`,
        });
        assert.equal(aliased.status, 400);
        assert.deepEqual(errorsOf(aliased.text), ['Operation costs 444; the limit is 200.']);
        // A negative `first` does not buy room for an expensive sibling.
        const negative = await post({query: '{ cheap: tools(first: -1000) { name } costly: tools { owner { tools { name } } } }'});
        assert.equal(negative.status, 400);
        assert.deepEqual(errorsOf(negative.text), ['Operation costs 442; the limit is 200.']);
        // A page size in a variable counts as the most the resolver returns, 50, not as the default.
        const paged = await post({
          query: 'query ($n: Int) { a: tools(first: $n) { owner { name } } b: tools(first: $n) { owner { name } } }',
          variables: {n: 50},
        });
        assert.equal(paged.status, 400);
        assert.deepEqual(errorsOf(paged.text), ['Operation costs 202; the limit is 200.']);
        // ...and the resolver treats it as 0.
        assert.equal((await post({query: '{ tools(first: -1) { name } }'})).text, '{"data":{"tools":[]}}');
        // A member's tools are a list like any other: bounded, and counted the same way.
        const nested = await post({
          query: 'query ($n: Int) { tools(first: 4) { owner { tools(first: $n) { name } } } }',
          variables: {n: 1000},
        });
        assert.equal(nested.status, 400);
        assert.deepEqual(errorsOf(nested.text), ['Operation costs 209; the limit is 200.']);
        assert.equal(
          (await post({query: '{ tools(first: 1) { owner { tools(first: -1) { name } } } }'})).text,
          '{"data":{"tools":[{"owner":{"tools":[]}}]}}',
        );

        // Fragments that each spread the next twice (2^40 spreads in under 500 tokens) are measured
        // once each: the answer comes at once instead of the validation never finishing.
        const fragments = Array.from({length: 40}, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
        const fanOut = await fetch(endpoint, {
          method: 'POST',
          headers: {'content-type': 'application/json', accept: 'application/graphql-response+json'},
          body: JSON.stringify({query: `{ ...F0 } ${fragments.join(' ')} fragment F40 on Query { inventoryReport }`}),
          signal: AbortSignal.timeout(10_000),
        });
        assert.equal(fanOut.status, 400);
        assert.deepEqual(errorsOf(await fanOut.text()), [`Operation costs ${2 ** 40}; the limit is 200.`]);

        // A batch of operations in one body is not accepted; graphql-http's plain Error is masked.
        const batch = await post([{query: '{ tools { name } }'}, {query: '{ tools { name } }'}]);
        assert.equal(batch.status, 400);
        assert.deepEqual(errorsOf(batch.text), ['Internal server error.']);
        // A document of few tokens but many characters (a long comment) is refused by maxSourceLength.
        const padded = await post({query: `{ tools { name } }\n#${'x'.repeat(20_000)}`});
        assert.equal(padded.status, 400);
        assert.match(padded.text, /Syntax Error: Source contains more than 10000 UTF-16 code units\. Parsing aborted\./);

        // A body over 100 kB never reaches graphql-http, whatever its Content-Type says, and the
        // refusals carry no stack trace.
        const big = JSON.stringify({query: '{ tools { name } }', variables: {padding: 'x'.repeat(200_000)}});
        for (const contentType of ['application/json', 'application/ json', 'application /json', 'text/plain']) {
          const huge = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body: big});
          assert.equal(huge.status, 413, contentType);
          assert.equal(await huge.text(), '{"errors":[{"message":"Payload Too Large"}]}', contentType);
        }
        const malformed = await post('{"query": ');
        assert.equal(malformed.status, 400);
        assert.equal(malformed.text, '{"errors":[{"message":"Bad Request"}]}');

        // An internal failure is masked over GET as over POST.
        const overGet = await fetch(`${endpoint}?${new URLSearchParams({query: '{ inventoryReport }'})}`);
        assert.deepEqual(errorsOf(await overGet.text()), ['Internal server error.']);
        assert.equal(overGet.headers.get('cache-control'), null);

        // A cacheable GET answer names Accept in Vary: its media type follows that header.
        for (const mediaType of ['application/graphql-response+json', 'application/json']) {
          const cached = await fetch(`${endpoint}?${new URLSearchParams({query: '{ tools { name } }'})}`, {
            headers: {accept: mediaType},
          });
          assert.equal(cached.status, 200, mediaType);
          assert.equal(cached.headers.get('content-type'), `${mediaType}; charset=utf-8`);
          assert.equal(cached.headers.get('cache-control'), 'public, max-age=60');
          assert.equal(cached.headers.get('vary'), 'Accept');
        }

        // Persisted documents: an unknown id, and variables that are not a JSON object.
        const accept = {accept: 'application/graphql-response+json'};
        const unknown = await fetch(`${endpoint}?documentId=sha256:0000`, {headers: accept});
        assert.equal(unknown.status, 400);
        assert.equal(
          await unknown.text(),
          '{"errors":[{"message":"Unknown persisted document.","extensions":{"code":"PERSISTED_DOCUMENT_NOT_FOUND"}}]}',
        );
        const documentId = `sha256:${createHash('sha256').update('{ tools { name } }').digest('hex')}`;
        for (const variables of ['"abc"', '[1]', '1', '{not json']) {
          const refused = await fetch(`${endpoint}?${new URLSearchParams({documentId, variables})}`, {headers: accept});
          assert.equal(refused.status, 400, variables);
          assert.deepEqual(errorsOf(await refused.text()), ['Internal server error.'], variables);
        }
      });
      // No attack reached a resolver's failure or cancelled an operation, and graphql-http's
      // complaints about malformed requests (the batch, the variables) are masked but not logged.
      assert.doesNotMatch(stderr, /Unexpected error at \[ '(?!inventoryReport)|Stopped an operation/);
      assert.equal(stderr.match(/^Unexpected error at \[ 'inventoryReport' \]/gm)?.length, 1);
      assert.doesNotMatch(stderr, /^Unexpected error at request/m);
    });
  }

  // graphql 16 has no development-mode switch and no execution cancellation.
  // The page's limits of hiding the schema: with introspection refused and suggestions hidden,
  // one known field still leads to the types around it.
  for (const version of BOTH_VERSIONS) {
    test(`what the hardened server.js still reveals without introspection and suggestions, on graphql ${version}`, async () => {
      await withServer('going-to-production/server.js', version, async ({endpoint}) => {
        const answer = async (query: string) => {
          const response = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json', accept: 'application/graphql-response+json'},
            body: JSON.stringify({query}),
          });
          return (await response.json()) as {data?: unknown; errors?: {message: string}[]};
        };
        const messageOf = async (query: string) => (await answer(query)).errors?.map((error) => error.message);
        assert.deepEqual(await answer('{ tools(first: 1) { __typename owner { __typename } } }'), {
          data: {tools: [{__typename: 'Tool', owner: {__typename: 'Member'}}]},
        });
        // The one "Did you mean" hideSuggestions leaves in: it repeats the field the client sent.
        assert.deepEqual(await messageOf('{ tools { owner } }'), [
          'Field "owner" of type "Member!" must have a selection of subfields. Did you mean "owner { ... }"?',
        ]);
        assert.deepEqual(await messageOf('{ tools { nope } }'), ['Cannot query field "nope" on type "Tool".']);
        assert.deepEqual(await messageOf('query ($n: String) { tools(first: $n) { name } }'), [
          'Variable "$n" of type "String" used in position expecting type "Int".',
        ]);
      });
    });
  }

  test('dev-mode.js is off by default with graphql 17', () =>
    assertSamplePrints('going-to-production/dev-mode.js', 'going-to-production/dev-mode.output.txt', {version: '17'}));

  test('dev-mode.js is on under --conditions=development with graphql 17', () =>
    assertSamplePrints('going-to-production/dev-mode.js', 'going-to-production/dev-mode.development.output.txt', {
      version: '17',
      nodeArgs: ['--conditions=development'],
    }));

  test('cancellation.js with graphql 17', () =>
    assertSamplePrints('going-to-production/cancellation.js', 'going-to-production/cancellation.output.txt', {version: '17'}));
});
