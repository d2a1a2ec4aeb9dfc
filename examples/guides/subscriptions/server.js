import express from 'express';
import { createHandler } from 'graphql-http/lib/use/express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { schema } from './schema.js';

const app = express();

// Queries and mutations over plain HTTP.
app.all('/graphql', createHandler({ schema }));

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});

// Subscriptions (and any other operation) over WebSocket, on the same port and path:
// the HTTP server hands upgrade requests for /graphql to this WebSocket server.
const wsServer = new WebSocketServer({ server, path: '/graphql' });
const graphqlWs = useServer({ schema }, wsServer);

// Stop accepting work, end every subscription, then let the process exit.
process.once('SIGTERM', async () => {
  await graphqlWs.dispose(); // closes each socket with 1001 "Going away"
  server.close(() => console.log('server stopped'));
});
