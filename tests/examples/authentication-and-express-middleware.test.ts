import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {assertClientPrints, BOTH_VERSIONS, withServer} from './support/samples';

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
});
