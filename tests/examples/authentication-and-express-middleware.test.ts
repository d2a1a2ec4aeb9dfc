import assert from 'node:assert/strict';
import {once} from 'node:events';
import net from 'node:net';
import {describe, test} from 'node:test';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';

const BORROW = JSON.stringify({query: 'mutation { borrowTool(toolId: "t1") }'});

/**
 * Sends a request as written, byte for byte (fetch would merge repeated headers and trim values),
 * and returns the status line and the body.
 */
async function rawRequest(endpoint: string, head: string, body = ''): Promise<{status: string; body: string}> {
  const {hostname, port} = new URL(endpoint);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.end(`${head}Host: ${hostname}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  let answer = '';
  for await (const chunk of socket) {
    answer += String(chunk);
  }
  const [headers, ...rest] = answer.split('\r\n\r\n');
  return {status: headers!.split('\r\n', 1)[0]!, body: rest.join('\r\n\r\n')};
}

describe('tutorials/authentication-and-express-middleware', () => {
  for (const version of BOTH_VERSIONS) {
    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        await assertClientPrints(
          'authentication-and-express-middleware/client.js',
          endpoint,
          'authentication-and-express-middleware/client.output.txt',
          version,
        );
      });
      assert.equal(stderr, '');
    });
  }

  // The middleware's three cases, attacked with the headers people forget: every malformed or
  // foreign credential is refused before GraphQL runs, and nothing but the header signs anyone in.
  for (const version of BOTH_VERSIONS) {
    test(`server.js refuses malformed and foreign credentials, on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        const borrow = async (authorization: string | undefined, url = endpoint) => {
          const headers: Record<string, string> = {'content-type': 'application/json'};
          if (authorization !== undefined) {
            headers.authorization = authorization;
          }
          const response = await fetch(url, {
            method: 'POST',
            headers,
            body: JSON.stringify({query: 'mutation { borrowTool(toolId: "t1") }'}),
          });
          return {status: response.status, challenge: response.headers.get('www-authenticate'), body: await response.json()};
        };
        const refused = {status: 401, challenge: 'Bearer', body: {errors: [{message: 'The access token is not valid.'}]}};
        const borrowed = {status: 200, challenge: null, body: {data: {borrowTool: 'Ines borrowed tool t1.'}}};
        for (const authorization of [
          '',
          'Bearer',
          'Bearer ',
          'token-for-ines',
          'Bearer token-for-ines extra',
          'Bearer token-for-ines, Bearer token-for-nobody',
          'Bearer\ttoken-for-ines',
          'Bearer token-for-inesX',
          'Bearer __proto__',
          'Basic dG9rZW4tZm9yLWluZXM6',
          'Token token-for-ines',
        ]) {
          assert.deepEqual(await borrow(authorization), refused, JSON.stringify(authorization));
        }
        // The scheme's case does not matter, and one or more spaces may follow it.
        for (const authorization of ['Bearer token-for-ines', 'bearer token-for-ines', 'BEARER  token-for-ines']) {
          assert.deepEqual(await borrow(authorization), borrowed, authorization);
        }
        // A token anywhere but the header is ignored: the caller is anonymous.
        const anonymous = await borrow(undefined, `${endpoint}?access_token=token-for-ines&token=token-for-ines`);
        assert.equal(anonymous.status, 200);
        assert.deepEqual(anonymous.body.data, null);
        assert.equal(anonymous.body.errors[0].extensions.code, 'UNAUTHENTICATED');
      });
      assert.equal(stderr, '');
    });
  }

  // What fetch cannot send: repeated headers (Node keeps only the first in req.headers) and
  // whitespace around the value (HTTP strips it), plus other methods and paths to the handler.
  for (const version of BOTH_VERSIONS) {
    test(`server.js refuses two Authorization headers and answers other methods and paths the same way, on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        const post = (headers: string, body = BORROW, target = '/graphql') =>
          rawRequest(endpoint, `POST ${target} HTTP/1.0\r\nContent-Type: application/json\r\n${headers}`, body);
        const refused = {status: 'HTTP/1.1 401 Unauthorized', body: '{"errors":[{"message":"The access token is not valid."}]}'};
        const borrowed = {status: 'HTTP/1.1 200 OK', body: '{"data":{"borrowTool":"Ines borrowed tool t1."}}'};
        for (const headers of [
          'Authorization: Bearer token-for-ines\r\nAuthorization: Bearer token-for-nobody\r\n',
          'Authorization: Bearer token-for-nobody\r\nAuthorization: Bearer token-for-ines\r\n',
          'Authorization: Bearer token-for-ines\r\nAuthorization: Bearer token-for-ines\r\n',
          'Authorization: Bearer token-for-ines\r\nauthorization: \r\n',
        ]) {
          assert.deepEqual(await post(headers), refused, headers);
        }
        // HTTP/1.1 and a name in another case: still two headers.
        assert.deepEqual(
          await rawRequest(
            endpoint,
            'POST /graphql HTTP/1.1\r\nContent-Type: application/json\r\nAuthorization: Bearer token-for-ines\r\nAUTHORIZATION: Bearer token-for-nobody\r\n',
            BORROW,
          ),
          refused,
        );
        // "Spaces or tabs before or after the whole value are not part of it, and Node removes them": this is the single token.
        assert.deepEqual(await post('Authorization:   Bearer token-for-ines   \r\n'), borrowed);
        assert.deepEqual(await post('Authorization:\t Bearer token-for-ines \t\r\n'), borrowed);
        // A line folded onto the next (obs-fold) is refused by Node before Express runs.
        assert.equal((await post('Authorization: Bearer\r\n token-for-ines\r\n')).status, 'HTTP/1.1 400 Bad Request');
        // The route matches without regard to case or a trailing slash, and authenticate still runs first.
        for (const target of ['/GRAPHQL', '/graphql/', '/graphql?query={libraryName}']) {
          assert.deepEqual(await post('Authorization: Bearer token-for-nobody\r\n', BORROW, target), refused, target);
        }
        // GET runs queries; a wrong token is refused first, and a mutation is refused even signed in.
        const get = (query: string, headers: string) =>
          rawRequest(endpoint, `GET /graphql?query=${encodeURIComponent(query)} HTTP/1.0\r\n${headers}`);
        assert.deepEqual(await get('{ libraryName }', 'Authorization: Bearer token-for-nobody\r\n'), refused);
        assert.deepEqual(await get('mutation { borrowTool(toolId: "t1") }', 'Authorization: Bearer token-for-ines\r\n'), {
          status: 'HTTP/1.1 405 Method Not Allowed',
          body: '{"errors":[{"message":"Cannot perform mutations over GET"}]}',
        });
        // A CORS preflight carries no credential and graphql-http does not answer it.
        const preflight = await rawRequest(
          endpoint,
          'OPTIONS /graphql HTTP/1.0\r\nOrigin: https://tools.example.org\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: authorization, content-type\r\n',
        );
        assert.equal(preflight.status, 'HTTP/1.1 405 Method Not Allowed');
      });
      assert.equal(stderr, '');
    });
  }

  // The check is in the resolver, so every way of writing a query that selects a protected field
  // is refused; introspection still describes the fields, without their data.
  for (const version of BOTH_VERSIONS) {
    test(`server.js refuses protected fields through aliases and fragments, and shows them in introspection, on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        const anonymous = async (body: unknown, contentType = 'application/json') => {
          const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body: JSON.stringify(body)});
          return {status: response.status, body: await response.json()};
        };
        const viaAliases = await anonymous({
          query:
            '{ a: me { name } ... on Query { b: me { name } } ...F } fragment F on Query { c: me { ...N } } fragment N on Member { name }',
        });
        assert.equal(viaAliases.status, 200);
        assert.deepEqual(viaAliases.body.data, {a: null, b: null, c: null});
        assert.deepEqual(
          viaAliases.body.errors.map((error: {path: string[]; extensions: {code: string}}) => [error.path, error.extensions.code]),
          [
            [['a'], 'UNAUTHENTICATED'],
            [['b'], 'UNAUTHENTICATED'],
            [['c'], 'UNAUTHENTICATED'],
          ],
        );
        for (const contentType of ['application/json', 'application/ json', 'Application/JSON; charset=utf-8']) {
          const aliasedMutation = await anonymous({query: 'mutation Named { x: borrowTool(toolId: "t1") }'}, contentType);
          assert.deepEqual(aliasedMutation.body.data, null, contentType);
          assert.equal(aliasedMutation.body.errors[0].extensions.code, 'UNAUTHENTICATED', contentType);
        }
        const introspection = await anonymous({
          query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
        });
        assert.deepEqual(introspection.body, {
          data: {__schema: {queryType: {fields: [{name: 'libraryName'}, {name: 'me'}]}, mutationType: {fields: [{name: 'borrowTool'}]}}},
        });
        // A user's value is not echoed in the refusal.
        const echoed = await anonymous({query: 'mutation { borrowTool(toolId: "<secret-value>") }'});
        assert.doesNotMatch(JSON.stringify(echoed.body), /secret-value/);
      });
      assert.equal(stderr, '');
    });
  }

  // Attack: bodies that express.json refuses. Express's default error page would answer with the
  // stack trace, the server's paths and, for a syntax error, the body around it.
  for (const version of BOTH_VERSIONS) {
    test(`server.js answers a bad or oversized body with a short message that echoes nothing, on graphql ${version}`, async () => {
      const stderr = await withServer('authentication-and-express-middleware/server.js', version, async ({endpoint}) => {
        const send = async (body: string, contentType = 'application/json') => {
          const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body});
          return {status: response.status, type: response.headers.get('content-type'), text: await response.text()};
        };
        const secret = 'sk_live_SECRET0123456789';
        const short = (status: number, message: string) => ({
          status,
          type: 'application/json; charset=utf-8',
          text: JSON.stringify({errors: [{message}]}),
        });
        // A secret-looking value where the parser meets an unexpected character, which its message quotes.
        for (const contentType of ['application/json', 'application/ json', 'text/plain']) {
          assert.deepEqual(
            await send(`{"query": "{ me { name } }", "token": ${secret}}`, contentType),
            short(400, 'Bad Request'),
            contentType,
          );
        }
        // Over the limit: a 2 MB query, as one length-delimited body and in another content type.
        const big = JSON.stringify({query: `{ libraryName${' '.repeat(2_000_000)}}`, token: secret});
        assert.deepEqual(await send(big), short(413, 'Payload Too Large'));
        assert.deepEqual(await send(big, 'application/ json'), short(413, 'Payload Too Large'));
        // A charset the parser does not read.
        assert.deepEqual(
          await send('{"query":"{ libraryName }"}', 'application/json; charset=latin1'),
          short(415, 'Unsupported Media Type'),
        );
        // A body under the limit still runs, whatever its Content-Type says.
        const small = await send(JSON.stringify({query: '{ libraryName }'}), 'application/ json');
        assert.deepEqual(JSON.parse(small.text), {data: {libraryName: 'Elm Street Tool Library'}});
      });
      // Nothing is logged for a client's mistake.
      assert.equal(stderr, '');
    });
  }
});
