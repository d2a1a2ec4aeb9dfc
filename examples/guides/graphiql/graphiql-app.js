// Runs in the browser: server.js bundles it, with graphiql, React and the editor's workers.
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

// The editor (Monaco) runs its language services in web workers; server.js bundles one file
// per worker under these names.
globalThis.MonacoEnvironment = {
  getWorker(_workerId, label) {
    const name = label === 'graphql' || label === 'json' ? label : 'editor';
    return new Worker(`/graphiql/${name}.worker.js`, { type: 'module' });
  },
};

// GraphiQL calls the fetcher with { query, variables, operationName } and shows what it returns.
async function fetcher(params, options) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...options?.headers,
    },
    body: JSON.stringify(params),
  });
  return response.json();
}

createRoot(document.getElementById('graphiql')).render(createElement(GraphiQL, { fetcher }));
