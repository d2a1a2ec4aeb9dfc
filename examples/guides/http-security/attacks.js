// Sends the requests a browser sends when a page makes it, and prints how the server answers.
const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';
const APP = 'https://tools.example.org';
const ATTACKER = 'https://attacker.example';
// A sibling subdomain is the same site: SameSite cookies go there too.
const SIBLING = 'https://blog.tools.example.org';
const COOKIE = '__Host-session=session-of-ines';
const borrow = JSON.stringify({ query: 'mutation { borrowTool(toolId: "t9") }' });

async function send(what, { method = 'POST', path = '/graphql', headers = {}, body } = {}) {
  const response = await fetch(new URL(path, endpoint), {
    method,
    headers: { cookie: COOKIE, ...headers },
    body,
  });
  const text = await response.text();
  // Upload ids are random: printed shortened, so that every run prints the same.
  console.log(`${what}: ${response.status} ${text.replace(/(\/uploads\/)[\w-]+/, '$1…')}`);
  return { status: response.status, text };
}

// A <form enctype="text/plain"> whose one field spells JSON: name `{"query":"…","x":"`, value `"}`.
const formBody = `{"query":"mutation { borrowTool(toolId: \\"t9\\") }","x":"="}`;
await send('Form on another site, text/plain', {
  headers: { origin: ATTACKER, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
  body: formBody,
});
await send('The same form, from a browser that sends neither header', {
  headers: { 'content-type': 'text/plain' },
  body: formBody,
});
const multipart = new FormData();
multipart.set('operations', borrow);
await send('A multipart form, from a browser that sends neither header', { body: multipart });
await send('An <img> on another site, GET', {
  method: 'GET',
  path: `/graphql?query=${encodeURIComponent('{ me { borrowed } }')}`,
  headers: { 'sec-fetch-site': 'cross-site' },
});
await send('A mutation over GET, from a browser that sends neither header', {
  method: 'GET',
  path: `/graphql?query=${encodeURIComponent('mutation { borrowTool(toolId: "t9") }')}`,
});
await send('Preflight from a sibling subdomain', {
  method: 'OPTIONS',
  headers: {
    origin: SIBLING,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
});
await send('JSON from a sibling subdomain', {
  headers: { origin: SIBLING, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  body: borrow,
});
await send('A batch of two operations', {
  headers: { 'content-type': 'application/json' },
  body: `[${borrow}, ${borrow}]`,
});

const preflight = await fetch(endpoint, {
  method: 'OPTIONS',
  headers: {
    origin: APP,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
});
console.log(
  `Preflight from the application: ${preflight.status}, allows ${preflight.headers.get('access-control-allow-methods')}`,
);
await send('JSON from the application', {
  headers: { origin: APP, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'mutation { borrowTool(toolId: "t1") }' }),
});

// A photo: the mutation announces it, then the file goes by PUT to the one-time URL.
const photo = new Uint8Array(2048);
const started = await send('Start a photo upload', {
  headers: { origin: APP, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
  body: JSON.stringify({
    query:
      'mutation { startPhotoUpload(toolId: "t1", contentType: "image/png", size: 2048) { url } }',
  }),
});
const { url } = JSON.parse(started.text).data.startPhotoUpload;
const put = (what, headers) =>
  send(what, {
    method: 'PUT',
    path: url,
    headers: { origin: APP, 'content-type': 'image/png', ...headers },
    body: photo,
  });
await put('PUT from another site', { origin: ATTACKER });
await put('PUT from the application');
await put('The same PUT again');
await send('Photo stored', {
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ photoSize(toolId: "t1") }' }),
});

// Only the application's own request borrowed anything.
await send('What Ines has borrowed', {
  headers: { authorization: 'Bearer token-of-ines', 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ me { borrowed } }' }),
});
