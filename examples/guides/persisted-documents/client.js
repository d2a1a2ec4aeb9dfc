// A client that ships operations/*.graphql and sends only their ids, then requests an attacker
// might send.
import { readFile } from 'node:fs/promises';
import { documentIdOf } from './document-id.js';

const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';
const accept = 'application/graphql-response+json';

async function report(what, response) {
  console.log(`${what}: ${response.status} ${await response.text()}`);
}

function get(fields) {
  const search = new URLSearchParams(fields);
  return fetch(`${endpoint}?${search}`, { headers: { accept } });
}

function post(body) {
  return fetch(endpoint, {
    method: 'POST',
    headers: { accept, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// At build time a bundler plugin puts the id in place of the text; here it is computed from the file.
const toolList = documentIdOf(await readFile('operations/ToolList.graphql', 'utf8'));
const borrowTool = documentIdOf(await readFile('operations/BorrowTool.graphql', 'utf8'));

await report(
  'ToolList by GET',
  await get({ documentId: toolList, variables: JSON.stringify({ first: 2 }) }),
);
await report(
  'BorrowTool by POST',
  await post({ documentId: borrowTool, variables: { name: 'Hand plane' } }),
);

// What an attacker tries.
await report('A query of its own', await post({ query: '{ members { name email } }' }));
const ownDocument = '{ members { name email } }';
await report(
  'The hash of a query of its own',
  await post({ documentId: documentIdOf(ownDocument) }),
);
await report(
  'A mutation by GET',
  await get({ documentId: borrowTool, variables: JSON.stringify({ name: 'Step ladder' }) }),
);
await report(
  'Hostile variables',
  await get({ documentId: toolList, variables: JSON.stringify({ first: 1000000 }) }),
);
