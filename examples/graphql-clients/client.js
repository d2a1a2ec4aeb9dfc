const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

// One document may hold several named operations; each request says which one to run.
const document = `
  query LibraryName {
    libraryName
  }

  query ToolsIn($category: String) {
    toolNames(category: $category)
  }
`;

async function runOperation({ query = document, operationName, variables }) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Ask for the GraphQL media type first; plain JSON is the fallback for older servers.
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query, operationName, variables }),
  });
  return { status: response.status, result: await response.json() };
}

function report(label, { status, result }) {
  console.log(`${label} -> HTTP ${status}`);
  if (result.errors) {
    for (const error of result.errors) {
      console.log(`  error: ${error.message}`);
    }
  }
  if (result.data !== undefined) {
    console.log(`  data: ${JSON.stringify(result.data)}`);
  }
}

report('LibraryName', await runOperation({ operationName: 'LibraryName' }));
report(
  'ToolsIn power',
  await runOperation({ operationName: 'ToolsIn', variables: { category: 'power' } }),
);
report('ToolsIn 42', await runOperation({ operationName: 'ToolsIn', variables: { category: 42 } }));
report('no operation name', await runOperation({}));
report('unknown field', await runOperation({ query: '{ toolCount }' }));
