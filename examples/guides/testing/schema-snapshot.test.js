import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

const snapshot = fileURLToPath(new URL('./schema.graphql', import.meta.url));

// Compares the schema's SDL with schema.graphql, a file committed with the code.
// After an intended change, rewrite it with: node --test --test-update-snapshots
test('the schema matches schema.graphql', (t) => {
  t.assert.fileSnapshot(printSchema(schema), snapshot, {
    serializers: [(sdl) => `${sdl}\n`],
  });
});
