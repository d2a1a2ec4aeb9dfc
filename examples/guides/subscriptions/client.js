import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const httpUrl = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';
const wsUrl = httpUrl.replace(/^http/, 'ws');

// Queries and mutations go over HTTP, to the same server.
async function post(query, variables) {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()).data;
}

// The server ends a subscription shortly after the client lets go of it: ask until it has.
async function waitForActiveSubscriptions(expected) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { activeSubscriptions } = await post('{ activeSubscriptions }');
    if (activeSubscriptions === expected) {
      return activeSubscriptions;
    }
    await sleep(20);
  }
  throw new Error(`The server still has subscriptions other than ${expected}.`);
}

function returnTool(name) {
  return post('mutation ($name: String!) { returnTool(name: $name, member: "Kofi") }', { name });
}

const TOOL_RETURNED = 'subscription { toolReturned { tool { name } borrower { name } } }';

// Node.js 22+ has a global WebSocket too; the ws package works on every supported version.
const client = createClient({ url: wsUrl, webSocketImpl: WebSocket });

// 1. Subscribe, receive two events, unsubscribe.
const events = client.iterate({ query: TOOL_RETURNED });
await waitForActiveSubscriptions(1); // the server has started it: no event can be missed
await returnTool('Cordless drill');
await returnTool('Hand plane');
let received = 0;
for await (const event of events) {
  console.log(`received ${JSON.stringify(event)}`);
  received += 1;
  if (received === 2) {
    break; // sends a "complete" message for this subscription
  }
}
console.log(`after unsubscribing: ${await waitForActiveSubscriptions(0)} active on the server`);

// 2. Subscribe again, then drop the connection without unsubscribing.
client.subscribe(
  { query: TOOL_RETURNED },
  {
    next: () => {},
    error: () => {},
    complete: () => {},
  },
);
console.log(`subscribed again: ${await waitForActiveSubscriptions(1)} active on the server`);
await client.dispose(); // closes the WebSocket
console.log(`after disconnecting: ${await waitForActiveSubscriptions(0)} active on the server`);
