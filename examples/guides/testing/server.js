import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createHandler } from 'graphql-http/lib/use/http';
import { createToolStore, schema } from './schema.js';

// Builds the HTTP server without starting it, so tests can listen on a port of their choosing.
export function createApp(tools) {
  const handler = createHandler({ schema, context: () => ({ tools }) });
  return createServer((req, res) => {
    // A client may send a target that new URL() cannot parse, such as `//[`: thrown here, the
    // error would end the process.
    if (!URL.canParse(req.url, 'http://localhost')) {
      res.writeHead(400).end();
    } else if (new URL(req.url, 'http://localhost').pathname === '/graphql') {
      handler(req, res);
    } else {
      res.writeHead(404).end();
    }
  });
}

// Started directly (`node server.js`), it serves a small catalogue.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tools = createToolStore([{ id: '1', name: 'Cordless drill', available: true }]);
  const port = Number(process.env.PORT ?? 4000);
  createApp(tools).listen(port, '127.0.0.1', function () {
    console.log(`GraphQL API listening at http://127.0.0.1:${this.address().port}/graphql`);
  });
}
