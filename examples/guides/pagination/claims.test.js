// Claim tests of the pagination guide (docs/guides/pagination.mdx): each test backs one sentence
// of the page's prose, quoted or paraphrased in its name, on graphql 17 and 16.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import * as graphqlPackage from 'graphql';
import { buildSchema, graphql, versionInfo } from 'graphql';

const is17 = versionInfo.major === 17;

const schema = buildSchema(`
  type Query {
    tools(first: Int! = 10, after: String): [String!]!
  }
`);

/** Runs the query with `variableValues`; returns the result and the args the resolver received. */
async function argsFor(variableValues, source = 'query ($first: Int, $after: String) { tools(first: $first, after: $after) }') {
  const received = [];
  const result = await graphql({
    schema,
    source,
    variableValues,
    rootValue: { tools: (args) => (received.push({ ...args }), []) },
  });
  return { result: JSON.parse(JSON.stringify(result)), received };
}

test('"graphql-js has no pagination API"', () => {
  assert.deepEqual(
    Object.keys(graphqlPackage).filter((name) => /connection|cursor|paginat|edge|pageinfo/i.test(name)),
    [],
  );
});

test('"VG9vbDo1 is Tool:5": the cursors are base64 text', () => {
  assert.equal(atob('VG9vbDo1'), 'Tool:5');
  assert.equal(btoa('Tool:5'), 'VG9vbDo1');
});

test('"btoa and atob ... take ASCII text": other characters throw', () => {
  assert.throws(() => btoa('Outil:5 ✓'), { name: 'InvalidCharacterError' });
  assert.throws(() => atob('not base64!'), { name: 'InvalidCharacterError' });
});

test('"Give first a default (first: Int! = 10) so that clients that omit it get a sensible page"', async () => {
  const { received } = await argsFor({});
  assert.deepEqual(received, [{ first: 10 }]);
});

test('"Making first non-null with a default (Int! = 10) means it is never null": a null variable is refused before the resolver', async () => {
  const { result, received } = await argsFor({ first: null });
  assert.deepEqual(received, []);
  assert.equal(result.errors.length, 1);
  assert.equal(result.data === null || result.data === undefined, true);
});

test('"after: String receives nothing on the first page, but a client may also send null explicitly"', async () => {
  const omitted = await argsFor({}, '{ tools }');
  const explicitNull = await argsFor({}, '{ tools(after: null) }');
  assert.deepEqual(omitted.received, [{ first: 10 }]);
  assert.deepEqual(explicitNull.received, [{ first: 10, after: null }]);
});

test('"graphql 16 also turns a variable whose value is undefined ... into null, where graphql 17 leaves the argument out"', async () => {
  const { received } = await argsFor({ after: undefined });
  assert.deepEqual(received, [is17 ? { first: 10 } : { first: 10, after: null }]);
});

test('"slice(0, -1) silently drops the last item"', () => {
  assert.deepEqual(['a', 'b', 'c'].slice(0, -1), ['a', 'b']);
});

test('"The limit holds per field, not per request": a hundred aliases of tools(first: 50) run the resolver a hundred times', async () => {
  const aliases = Array.from({ length: 100 }, (_, index) => `page${index}: tools(first: 50)`).join(' ');
  const { result, received } = await argsFor({}, `{ ${aliases} }`);
  assert.equal(received.length, 100);
  assert.deepEqual(new Set(received.map(({ first }) => first)), new Set([50]));
  assert.equal(result.errors, undefined);
});

test('"Int accepts" a negative first: it reaches the resolver, which must refuse it itself', async () => {
  const { result, received } = await argsFor({ first: -1 });
  assert.deepEqual(received, [{ first: -1 }]);
  assert.equal(result.errors, undefined);
});

/**
 * Runs connection.js with its walk's page size replaced by `first` and `edit` applied to its text;
 * kills it once it has printed `maxLines` lines, or after `timeoutMs`.
 */
function runWalk(first, { edit = (text) => text, maxLines = Infinity, timeoutMs = 20_000 } = {}) {
  const sample = readFileSync(new URL('./connection.js', import.meta.url), 'utf8');
  const walkArgs = 'variableValues: { first: 2, after }';
  assert.ok(sample.includes(walkArgs));
  // The graphql under test, by its full URL: the code runs from a string, with no folder to resolve from.
  const source = edit(sample)
    .replace("from 'graphql'", `from '${import.meta.resolve('graphql')}'`)
    .replace(walkArgs, `variableValues: { first: ${first}, after }`);
  const child = spawn(process.execPath, ['--input-type=module', '--eval', source]);
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk;
    if (stdout.split('\n').length > maxLines) child.kill('SIGKILL');
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, lines: stdout.split('\n').filter(Boolean) });
    });
  });
}

test('"follows endCursor until hasNextPage is false" / attack: the page\'s own loop ends for every page size; first: 0 is refused, and the loop stops at the refusal instead of asking for the first page forever', async () => {
  for (const [first, pages] of [
    [1, 5],
    [2, 3],
    [4, 2],
    [5, 1],
    [50, 1],
  ]) {
    const { code, lines } = await runWalk(first);
    assert.equal(code, 0, `first: ${first}`);
    const walked = lines.slice(0, pages).map((line) => JSON.parse(line));
    assert.deepEqual(
      walked.flatMap((page) => page.edges.map((edge) => edge.node.id)),
      ['5', '4', '3', '2', '1'],
      `first: ${first}`,
    );
    assert.deepEqual(
      walked.map((page) => page.pageInfo.hasNextPage),
      [...Array(pages - 1).fill(true), false],
    );
  }
  const { code, signal, lines } = await runWalk(0);
  assert.deepEqual([code, signal], [0, null], 'the walk with first: 0 ends');
  assert.deepEqual(
    JSON.parse(lines[0]).map((error) => error.message),
    ['"first" must be between 1 and 50; got 0.'],
  );
});

test('"with hasNextPage: true and endCursor: null, the loop above would ask for the first page again, forever": with first: 0 allowed, the loop prints the same empty page until it is killed', async () => {
  const check = 'first < 1 ||';
  const { signal, lines } = await runWalk(0, {
    edit: (text) => (assert.ok(text.includes(check)), text.replace(check, 'first < 0 ||')),
    maxLines: 20,
  });
  assert.equal(signal, 'SIGKILL');
  assert.ok(lines.length >= 20);
  for (const line of lines.slice(0, 20)) {
    assert.deepEqual(JSON.parse(line), { edges: [], pageInfo: { hasNextPage: true, endCursor: null } });
  }
});

test('"A cursor that is not in the server\'s form (not-a-cursor, in base64) is refused the same way ... A cursor in that form is taken for the place it names, whether or not the server issued it: Tool:99 starts the list at the newest tool"', async () => {
  assert.equal(atob('bm90LWEtY3Vyc29y'), 'not-a-cursor');
  const refusedCursor = "{ first: 2, after: 'bm90LWEtY3Vyc29y' }";
  const { code, lines } = await runWalk(2, {
    edit: (text) => (assert.ok(text.includes(refusedCursor)), text.replace(refusedCursor, `{ first: 2, after: '${btoa('Tool:99')}' }`)),
  });
  assert.equal(code, 0);
  const written = JSON.parse(lines.at(-1));
  assert.equal(written.errors, undefined);
  assert.deepEqual(
    written.data.tools.edges.map((edge) => edge.node.id),
    ['5', '4'],
  );
});
