import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {buildSchema, type GraphQLError, type ValidationRule} from 'graphql';
import CachePolicy from 'http-cache-semantics';
import {prepareDocument} from '../../examples/guides/caching/document-cache.js';
import {createResponseCache, responseKey} from '../../examples/guides/caching/response-cache.js';
import {assertClientPrints, assertSamplePrints, BOTH_VERSIONS, withServer} from './support/samples';
import {assertBodyRefusalsMasked} from './support/body-refusals';

/** A GET of `url` as an HTTP cache sees it. */
function cacheRequest(url: string, headers: Record<string, string>): CachePolicy.Request {
  const {pathname, search, host} = new URL(url);
  return {method: 'GET', url: pathname + search, headers: {host, ...headers}};
}

function cacheResponse(response: Response): CachePolicy.Response {
  return {status: response.status, headers: Object.fromEntries(response.headers)};
}

/** A validation rule that counts the documents it validates. */
function countingRule(): {rule: ValidationRule; count: () => number} {
  let count = 0;
  return {rule: () => ({Document: () => void (count += 1)}), count: () => count};
}

describe('guides/caching', () => {
  for (const version of BOTH_VERSIONS) {
    test(`document-cache-demo.js on graphql ${version}`, () =>
      assertSamplePrints('guides/caching/document-cache-demo.js', 'guides/caching/document-cache-demo.output.txt', {version}));

    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('guides/caching/server.js', version, async (server) => {
        await assertClientPrints('guides/caching/client.js', server.endpoint, 'guides/caching/client.output.txt', version);
        // A cached answer carries the same headers as the first, Vary included.
        const url = `${server.endpoint}?query=${encodeURIComponent('{ tools { name } }')}`;
        for (const expected of ['miss', 'hit']) {
          const response = await fetch(url);
          assert.equal(response.headers.get('x-response-cache'), expected);
          assert.equal(response.headers.get('vary'), 'Accept, Authorization');
          assert.equal(response.headers.get('cache-control'), 'public, max-age=30');
        }
        // A POST by nobody is cached in the server, never in shared caches.
        const post = await fetch(server.endpoint, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({query: '{ tools { name } }'}),
        });
        assert.equal(post.headers.get('cache-control'), 'private, no-store');
        // Another member's answer is never served: the key holds the viewer.
        const asOmar = await fetch(`${server.endpoint}?query=${encodeURIComponent('{ me { name borrowed { name } } }')}`, {
          headers: {authorization: 'Bearer token-of-omar'},
        });
        assert.deepEqual(await asOmar.json(), {data: {me: {name: 'Omar', borrowed: []}}});
        // Nor the answer of another member with the same name: the key holds the viewer's id.
        const myTools = `${server.endpoint}?query=${encodeURIComponent('{ me { borrowed { name } } }')}`;
        const asInes = await fetch(myTools, {headers: {authorization: 'Bearer token-of-ines'}});
        assert.deepEqual(await asInes.json(), {data: {me: {borrowed: [{name: 'Hand plane'}]}}});
        const asOtherInes = await fetch(myTools, {headers: {authorization: 'Bearer token-of-ines-b'}});
        assert.equal(asOtherInes.headers.get('x-response-cache'), 'miss');
        assert.deepEqual(await asOtherInes.json(), {data: {me: {borrowed: []}}});
        // A shared cache that kept the anonymous answer gives it to anonymous requests with the same
        // Accept, never to a member: Vary names Authorization.
        const me = `${server.endpoint}?query=${encodeURIComponent('{ me { name } }')}`;
        const json = {accept: 'application/json'};
        const anonymousMe = await fetch(me, {headers: json});
        assert.deepEqual(await anonymousMe.json(), {data: {me: null}});
        const stored = new CachePolicy(cacheRequest(me, json), cacheResponse(anonymousMe));
        assert.equal(stored.storable(), true);
        assert.equal(stored.satisfiesWithoutRevalidation(cacheRequest(me, json)), true);
        const asMember = {...json, authorization: 'Bearer token-of-ines'};
        assert.equal(stored.satisfiesWithoutRevalidation(cacheRequest(me, asMember)), false);
        assert.equal(stored.satisfiesWithoutRevalidation(cacheRequest(me, {accept: 'application/graphql-response+json'})), false);
        // What the member gets instead is theirs, and no cache keeps it.
        const memberMe = await fetch(me, {headers: asMember});
        assert.deepEqual(await memberMe.json(), {data: {me: {name: 'Ines'}}});
        for (const shared of [true, false]) {
          assert.equal(new CachePolicy(cacheRequest(me, asMember), cacheResponse(memberMe), {shared}).storable(), false);
        }
        // A token the server does not know, another scheme or an empty header get the anonymous
        // answer, but still not a shareable one.
        for (const authorization of ['Bearer not-a-token', 'Basic aW5lczpzZWNyZXQ=', '']) {
          const unknownToken = await fetch(me, {headers: {...json, authorization}});
          assert.equal(unknownToken.headers.get('x-response-cache'), 'hit', authorization);
          assert.equal(unknownToken.headers.get('cache-control'), 'private, no-store', authorization);
          assert.deepEqual(await unknownToken.json(), {data: {me: null}}, authorization);
        }
        // The server does not read cookies: a request with one but no Authorization is anonymous, and
        // its answer the shared one.
        const withCookie = await fetch(me, {headers: {...json, cookie: 'session=of-ines'}});
        assert.equal(withCookie.headers.get('cache-control'), 'public, max-age=30');
        assert.deepEqual(await withCookie.json(), {data: {me: null}});
        // A mutation sent with GET (a link, an image) is refused, and changes nothing.
        const borrowByGet = await fetch(
          `${server.endpoint}?query=${encodeURIComponent('mutation { borrowTool(id: "t2") { available } }')}`,
          {
            headers: {authorization: 'Bearer token-of-omar'},
          },
        );
        assert.equal(borrowByGet.status, 405);
        assert.equal(borrowByGet.headers.get('cache-control'), 'no-store');
        const t2 = await fetch(`${server.endpoint}?query=${encodeURIComponent('{ tool(id: "t2") { available } }')}`);
        assert.deepEqual(await t2.json(), {data: {tool: {available: true}}});
        // Documents past the parser's limits are refused before validation, with no-store, on both majors.
        for (const [query, message] of [
          [`{ tools { name } } #${'x'.repeat(10_000)}`, /^Syntax Error: Source contains more than 10000 UTF-16 code units/],
          [`{ tools { name ${'id '.repeat(1_000)}} }`, /^Syntax Error: Document contains more th(an|at) 1000 tokens/],
        ] as const) {
          const refused = await fetch(server.endpoint, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({query}),
          });
          assert.equal(refused.headers.get('cache-control'), 'no-store');
          const {errors} = (await refused.json()) as {errors: {message: string}[]};
          assert.match(errors[0]!.message, message);
        }
        // Bodies that Express's parser refuses: a fixed message, no echo of the body, no stack trace.
        await assertBodyRefusalsMasked(server.endpoint, 16 * 1024);
      });
      assert.equal(stderr, '');
    });
  }

  test('document-cache.js: refused documents do not fill the cache, and it keeps at most 500 documents, which 500 valid texts push out', () => {
    const schema = buildSchema('type Query { tool(id: Int): String }');
    const {rule, count} = countingRule();
    prepareDocument(schema, '{ tool(id: 0) }', [rule]);
    // A thousand refused documents are not kept, so they evict nothing.
    for (let index = 0; index < 1000; index += 1) {
      assert.equal(prepareDocument(schema, `{ nope${index} }`, [rule]).errors.length, 1);
    }
    const before = count();
    assert.equal(prepareDocument(schema, '{ tool(id: 0) }', [rule]).errors.length, 0);
    assert.equal(count(), before, 'still cached');
    // 500 other valid documents push out the least recently used.
    for (let index = 1; index <= 500; index += 1) {
      prepareDocument(schema, `{ tool(id: ${index}) }`, [rule]);
    }
    const beforeEvicted = count();
    prepareDocument(schema, '{ tool(id: 0) }', [rule]);
    assert.equal(count(), beforeEvicted + 1, 'validated again once evicted');
    // "a comment or an alias is enough to make a new text, and 500 of them push out the oldest entry"
    for (const variant of [(index: number) => `{ tool(id: 0) } # ${index}`, (index: number) => `{ a${index}: tool(id: 0) }`]) {
      for (let index = 0; index < 500; index += 1) {
        assert.equal(prepareDocument(schema, variant(index), [rule]).errors.length, 0);
      }
      const beforeFlooded = count();
      prepareDocument(schema, '{ tool(id: 0) }', [rule]);
      assert.equal(count(), beforeFlooded + 1, 'pushed out by 500 valid texts');
    }
    // Past the parser's limits: refused, with the parser's error.
    const [tooLong] = prepareDocument(schema, `{ tool(id: 0) } #${'x'.repeat(10_000)}`).errors as GraphQLError[];
    assert.match(tooLong!.message, /^Syntax Error: Source contains more than 10000 UTF-16 code units/);
  });

  test('response-cache.js: entries expire, are evicted past the limit, and go with their tags', () => {
    let now = 0;
    const cache = createResponseCache({maxEntries: 2, ttlMs: 30_000, now: () => now});
    const result = (name: string) => ({data: {name}});
    cache.set('a', result('a'), new Set(['Tool:t1']));
    cache.set('b', result('b'), new Set(['Tool:t2']));
    now = 29_999;
    assert.deepEqual(cache.get('a'), result('a'));
    now = 30_000;
    assert.equal(cache.get('a'), undefined);
    cache.set('c', result('c'), new Set(['Tool:t1', 'Tool:list']));
    cache.set('d', result('d'), new Set());
    assert.equal(cache.get('b'), undefined, 'evicted: the oldest of three');
    cache.invalidate('Tool:t1');
    assert.equal(cache.get('c'), undefined);
    assert.deepEqual(cache.get('d'), result('d'));
    // Every part of the key matters, the viewer included.
    const params = {query: '{ me { name } }', operationName: undefined, variables: undefined};
    assert.notEqual(responseKey(params, 'm1'), responseKey(params, 'm2'));
    assert.notEqual(responseKey(params, undefined), responseKey(params, 'm1'));
    assert.notEqual(responseKey({...params, variables: {id: 1}}, undefined), responseKey(params, undefined));
  });
});
