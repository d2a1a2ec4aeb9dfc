const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

async function send(query) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'nl-BE, en;q=0.8',
      'x-request-id': 'req-42',
    },
    body: JSON.stringify({ query }),
  });
  console.log(`# ${query}: HTTP ${response.status}`);
  console.log(JSON.stringify(await response.json()));
}

await send('{ libraryName preferredLanguages }');
await send('{ inventoryReport }');
await send('{ __schema { queryType { name } } }');
