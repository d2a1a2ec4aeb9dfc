const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

async function send(label, { query, token, method = 'GET' }) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await fetch(`${endpoint}?query=${encodeURIComponent(query)}`, { headers })
      : await fetch(endpoint, {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
  const cache = response.headers.get('x-response-cache') ?? 'not cached';
  console.log(`${label}: ${cache}; cache-control: ${response.headers.get('cache-control')}`);
  console.log(`  ${await response.text()}`);
}

const tools = '{ tools { name available } }';
await send('Tools, anonymous', { query: tools });
await send('Tools again', { query: tools });
await send('Tools, Ines', { query: tools, token: 'token-of-ines' });
const me = '{ me { name borrowed { name } } }';
await send('Me, Ines', { query: me, token: 'token-of-ines' });
await send('Me, Omar', { query: '{ me { name } }', token: 'token-of-omar' });
await send('Ines borrows t1', {
  method: 'POST',
  query: 'mutation { borrowTool(id: "t1") { name available } }',
  token: 'token-of-ines',
});
await send('Tools, anonymous', { query: tools });
await send('Tools again', { query: tools });
await send('Me, Ines', { query: me, token: 'token-of-ines' });
await send('An error', { query: '{ tools { price } }' });
