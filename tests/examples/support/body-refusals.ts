import assert from 'node:assert/strict';

/**
 * Sends bodies that Express's JSON parser refuses and checks that the server's own error handler
 * answers: JSON with a fixed message, never Express's default page, which quotes the body and
 * shows the stack trace. Given the server's body limit, a body one byte over it is sent too.
 */
export async function assertBodyRefusalsMasked(endpoint: string, limitBytes?: number): Promise<void> {
  const secret = 'echo-me-0f3a';
  const attempts = [
    {contentType: 'application/json', body: `{"query": ${secret}`, status: 400, message: 'Bad request.'},
    {
      contentType: 'application/json; charset=latin1',
      body: JSON.stringify({query: `{ ${secret} }`}),
      status: 415,
      message: 'Send JSON encoded in UTF-8.',
    },
  ];
  if (limitBytes !== undefined) {
    const envelope = JSON.stringify({query: `{ ${secret} }`, padding: ''});
    const body = envelope.replace('"padding":""', `"padding":"${'x'.repeat(limitBytes + 1 - envelope.length)}"`);
    attempts.push({contentType: 'application/json', body, status: 413, message: 'The request body is too large.'});
  }
  for (const {contentType, body, status, message} of attempts) {
    const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body});
    const text = await response.text();
    assert.equal(response.status, status, contentType);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, contentType);
    assert.deepEqual(JSON.parse(text), {errors: [{message}]}, contentType);
    // Express's page would quote only the text around a JSON syntax error: the secret's start.
    assert.doesNotMatch(text, new RegExp(`${secret.slice(0, 7)}|node_modules`), contentType);
  }
}
