const endpoint = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

// Yields the JSON payload of each part of a multipart/mixed body as soon as the part is complete.
async function* readParts(body) {
  let buffer = '';
  for await (const text of body.pipeThrough(new TextDecoderStream())) {
    buffer += text;
    const pieces = buffer.split('\r\n---');
    buffer = pieces.pop(); // the last piece may still be arriving
    for (const piece of pieces) {
      const bodyStart = piece.indexOf('\r\n\r\n');
      if (bodyStart !== -1) {
        yield JSON.parse(piece.slice(bodyStart + 4));
      }
    }
  }
}

async function send(query, accept) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
  });
  const contentType = response.headers.get('content-type');
  console.log(`# HTTP ${response.status}, ${contentType}`);
  if (contentType.startsWith('multipart/mixed')) {
    for await (const payload of readParts(response.body)) {
      console.log(JSON.stringify(payload));
    }
  } else {
    console.log(JSON.stringify(await response.json()));
  }
}

const toolPage = `{
  tool(name: "Tile cutter") {
    name
    ... @defer { reviews { rating comment } }
  }
}`;

await send(toolPage, 'multipart/mixed, application/json');
// A client written for the 2022 draft of incremental delivery gets the format it expects.
await send(toolPage, 'multipart/mixed; deferSpec=20220824, application/json');
await send(toolPage, 'application/json');
await send('{ tool(name: "Step ladder") { name } }', 'application/json');
