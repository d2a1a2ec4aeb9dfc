import assert from 'node:assert/strict';

/**
 * Sends bodies that Express's JSON parser refuses and checks that the server's own error handler
 * answers: JSON with a fixed message, never Express's default page, which shows the stack trace and
 * the parser's message (quoting the body, for some syntax errors); every charset but UTF-8 gets 415
 * with the same message, whatever the body. Given the server's body limit, a
 * body one byte over it is sent too, also as `application/ json`, which graphql-http takes as JSON:
 * the limit must hold for it. A body of exactly the limit must get through.
 */
export async function assertBodyRefusalsMasked(endpoint: string, limitBytes?: number): Promise<void> {
  const secret = 'echo-me-0f3a';
  const json = JSON.stringify({query: `{ ${secret} }`});
  const attempts: {contentType: string; body: BodyInit; status: number; message: string; headers?: Record<string, string>}[] = [
    {contentType: 'application/json', body: `{"query": ${secret}`, status: 400, message: 'Bad request.'},
    // Every charset but UTF-8 gets the same answer, whether the body is in it or not: express.json
    // would decode the UTF ones (and refuse a UTF-8 body sent as UTF-16 with 400), and graphql-http
    // would answer the rest with an empty 415.
    ...(
      [
        ['application/json; charset=latin1', json],
        ['application/json; charset=utf-16', json],
        ['application/json; charset=utf-16', Buffer.from(`\ufeff${json}`, 'utf16le')],
        ['application/json; charset=utf-16le', Buffer.from(json, 'utf16le')],
        ['application/json; charset=utf-32', json],
        ['application/json; charset="utf-8"', json],
      ] as [string, BodyInit][]
    ).map(([contentType, body]) => ({contentType, body, status: 415, message: 'Send JSON encoded in UTF-8.'})),
    // What the parser itself refuses with 415.
    {
      contentType: 'application/json',
      headers: {'content-encoding': 'compress'},
      body: json,
      status: 415,
      message: 'The Content-Encoding is not supported.',
    },
  ];
  if (limitBytes !== undefined) {
    const ofLength = (bytes: number): string => {
      const envelope = JSON.stringify({query: `{ ${secret} }`, padding: ''});
      return envelope.replace('"padding":""', `"padding":"${'x'.repeat(bytes - envelope.length)}"`);
    };
    for (const contentType of ['application/json', 'application/ json']) {
      const atLimit: Response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body: ofLength(limitBytes)});
      assert.equal(atLimit.status, 200, `${contentType}, ${limitBytes} bytes`);
      assert.ok(Array.isArray((await atLimit.json()).errors), `${contentType}, ${limitBytes} bytes`);
      attempts.push({contentType, body: ofLength(limitBytes + 1), status: 413, message: 'The request body is too large.'});
    }
  }
  for (const {contentType, body, status, message, headers} of attempts) {
    const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType, ...headers}, body});
    const text = await response.text();
    assert.equal(response.status, status, contentType);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, contentType);
    assert.deepEqual(JSON.parse(text), {errors: [{message}]}, contentType);
    // Express's page would quote only the text around a JSON syntax error: the secret's start.
    assert.doesNotMatch(text, new RegExp(`${secret.slice(0, 7)}|node_modules`), contentType);
  }
}
