import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'graphql-sse';

const httpUrl = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

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

// Uses the global fetch of Node.js 18+ and browsers; one HTTP response per subscription.
const client = createClient({ url: `${httpUrl}/stream` });

const events = client.iterate({
  query: 'subscription { toolReturned { tool { name } borrower { name } } }',
});
const first = events.next(); // resolves with the first event, once a tool is returned
await waitForActiveSubscriptions(1);
await returnTool('Cordless drill');
await returnTool('Hand plane');
console.log(`received ${JSON.stringify((await first).value)}`);
console.log(`received ${JSON.stringify((await events.next()).value)}`);
await events.return(); // the client closes the response; the server ends the subscription
console.log(`after unsubscribing: ${await waitForActiveSubscriptions(0)} active on the server`);

// A refused subscription, and one whose source stream fails: each ends with its errors.
for (const query of [
  'subscription { a: toolReturned { tool { owner { tools { owner { tools { owner { name } } } } } } } }',
  'subscription { stockAlerts }',
]) {
  for await (const result of client.iterate({ query })) {
    console.log(`received ${JSON.stringify(result).replace(/"errorId":"[^"]+"/, '"errorId":"…"')}`);
  }
}
client.dispose();
