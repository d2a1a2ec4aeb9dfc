import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BreakingChangeType, buildSchema, findSchemaChanges } from 'graphql';
import { schema } from './schema.js';

// The schema clients rely on: in CI, the schema.graphql of the main branch (see the page).
const baseline = process.env.BASELINE_SCHEMA ?? new URL('./schema.graphql', import.meta.url);
const breaking = new Set(Object.values(BreakingChangeType));

test('no breaking changes against the baseline schema', async () => {
  const before = buildSchema(await readFile(baseline, 'utf8'));
  const changes = findSchemaChanges(before, schema).filter((change) => breaking.has(change.type));
  assert.deepEqual(
    changes.map((change) => `${change.type}: ${change.description}`),
    [],
    'These changes can break existing clients.',
  );
});
