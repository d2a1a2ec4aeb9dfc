import { createHash } from 'node:crypto';

const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';
// With this media type, a request that fails to parse or validate gets 400 instead of 200.
const accept = 'application/graphql-response+json';

async function post(query, signal) {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
    signal,
  });
}

async function getPersisted(documentId) {
  return fetch(`${endpoint}?documentId=${documentId}`, { headers: { accept } });
}

async function report(label, response) {
  const cacheControl = response.headers.get('cache-control');
  console.log(
    `# ${label}: HTTP ${response.status}${cacheControl ? `, cache-control: ${cacheControl}` : ''}`,
  );
  console.log(JSON.stringify(await response.json()));
}

await report('a normal query', await post('{ tools { name } }'));
await report('introspection', await post('{ __schema { types { name } } }'));
await report('a typo', await post('{ tool { name } }'));
await report('too deep', await post('{ tools { owner { tools { owner { name } } } } }'));
await report('too costly', await post('{ tools { owner { tools { name } } } }'));
await report(
  'the same, with first: 2',
  await post('{ tools(first: 2) { owner { tools { name } } } }'),
);
await report('too many tokens', await post(`{ ${'tools { name } '.repeat(200)}}`));
await report('an internal failure', await post('{ inventoryReport }'));
try {
  // Gives up after 50 ms, as a user closing the page would.
  await post('{ yearlyStatistics }', AbortSignal.timeout(50));
} catch (error) {
  console.log(`# a client that leaves: ${error.name}`);
}
await report('too slow', await post('{ tools { name } yearlyStatistics }'));

const persisted = '{ tools { name } }';
const documentId = `sha256:${createHash('sha256').update(persisted).digest('hex')}`;
await report('a persisted document', await getPersisted(documentId));
await report('an unknown document', await getPersisted('sha256:0000'));
