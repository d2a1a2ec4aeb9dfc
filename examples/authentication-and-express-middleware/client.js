const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

async function send(label, query, token) {
  const headers = { 'content-type': 'application/json' };
  if (token !== undefined) {
    headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query }),
  });
  // A 401 says which scheme the client should use.
  const challenge = response.headers.get('www-authenticate');
  console.log(
    `# ${label}: HTTP ${response.status}${challenge ? `, www-authenticate: ${challenge}` : ''}`,
  );
  console.log(JSON.stringify(await response.json()));
}

await send('anonymous', '{ libraryName me { name } }');
await send('signed in', '{ libraryName me { name } }', 'token-for-ines');
await send('anonymous mutation', 'mutation { borrowTool(toolId: "t1") }');
await send('signed-in mutation', 'mutation { borrowTool(toolId: "t1") }', 'token-for-ines');
await send('wrong token', '{ libraryName }', 'token-for-nobody');
