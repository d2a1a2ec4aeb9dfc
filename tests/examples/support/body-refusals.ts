import assert from 'node:assert/strict';

/**
 * Sends bodies that Express's JSON parser refuses and checks that the server's own error handler
 * answers: JSON with a fixed message, never Express's default page, which echoes the body and
 * shows the stack trace.
 */
export async function assertBodyRefusalsMasked(endpoint: string): Promise<void> {
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
  for (const {contentType, body, status, message} of attempts) {
    const response = await fetch(endpoint, {method: 'POST', headers: {'content-type': contentType}, body});
    const text = await response.text();
    assert.equal(response.status, status, contentType);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, contentType);
    assert.deepEqual(JSON.parse(text), {errors: [{message}]}, contentType);
    assert.doesNotMatch(text, new RegExp(`${secret}|node_modules`), contentType);
  }
}
