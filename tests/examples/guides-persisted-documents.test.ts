import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {once} from 'node:events';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {SAMPLE_NODE} from './support/runtime';
import {
  assertClientPrints,
  assertSamplePrints,
  BOTH_VERSIONS,
  type GraphQLVersion,
  samplePath,
  startServer,
  withServer,
} from './support/samples';
import {assertBodyRefusalsMasked} from './support/body-refusals';

const USE_GRAPHQL_16 = fileURLToPath(new URL('./support/use-graphql-16.mjs', import.meta.url));
const SAMPLE_DIR = samplePath('guides/persisted-documents');

/** Runs build-manifest.js on a folder of operations; returns its exit code and output. */
async function buildManifest(folder: string, version: GraphQLVersion): Promise<{code: number | null; stdout: string; stderr: string}> {
  const child = spawn(
    SAMPLE_NODE.executable,
    [...(version === '16' ? ['--import', USE_GRAPHQL_16] : []), path.join(SAMPLE_DIR, 'build-manifest.js'), folder],
    {cwd: SAMPLE_DIR},
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = await once(child, 'close');
  return {code, stdout, stderr};
}

async function post(endpoint: string, body: unknown): Promise<{status: number; body: any}> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {accept: 'application/graphql-response+json', 'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  return {status: response.status, body: await response.json()};
}

/** A document's id, computed here as document-id.js does. */
function idOf(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

function codeOf(answer: {body: any}): string | undefined {
  return answer.body.errors?.[0]?.extensions?.code;
}

describe('guides/persisted-documents', () => {
  let folder: string;
  let manifestPath: string;
  let manifest: Record<string, string>;

  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'persisted-documents-'));
    manifestPath = path.join(folder, 'manifest.json');
    // The page's manifest, as build-manifest.js printed it.
    const text = await readFile(path.join(SAMPLE_DIR, 'build-manifest.output.txt'), 'utf8');
    await writeFile(manifestPath, text);
    manifest = JSON.parse(text);
  });

  after(() => rm(folder, {recursive: true, force: true}));

  test('the manifest holds the text of each operation file, under its hash', async () => {
    const operations = [
      'guides/persisted-documents/operations/BorrowTool.graphql',
      'guides/persisted-documents/operations/ToolList.graphql',
    ];
    const texts = await Promise.all(operations.map((file) => readFile(samplePath(file), 'utf8')));
    assert.deepEqual(manifest, Object.fromEntries(texts.map((text) => [idOf(text), text])));
  });

  for (const version of BOTH_VERSIONS) {
    test(`build-manifest.js prints the manifest on graphql ${version}`, () =>
      assertSamplePrints('guides/persisted-documents/build-manifest.js', 'guides/persisted-documents/build-manifest.output.txt', {
        version,
      }));

    test(`client.js against server.js on graphql ${version}`, async () => {
      const stderr = await withServer(
        'guides/persisted-documents/server.js',
        version,
        (server) =>
          assertClientPrints(
            'guides/persisted-documents/client.js',
            server.endpoint,
            'guides/persisted-documents/client.output.txt',
            version,
          ),
        {MANIFEST: manifestPath},
      );
      assert.equal(stderr, '');
    });

    test(`further attacks against server.js on graphql ${version}`, async () => {
      const [toolList] = Object.entries(manifest).find(([, text]) => text.startsWith('query ToolList'))!;
      await withServer(
        'guides/persisted-documents/server.js',
        version,
        async ({endpoint}) => {
          // Introspection, a query beside a registered id, and a query in the URL: no text runs.
          assert.equal(codeOf(await post(endpoint, {query: '{ __schema { types { name } } }'})), 'PERSISTED_DOCUMENT_REQUIRED');
          assert.equal(codeOf(await post(endpoint, {documentId: toolList, query: '{ members { email } }'})), 'PERSISTED_DOCUMENT_REQUIRED');
          const inUrl = await fetch(`${endpoint}?query=${encodeURIComponent('{ members { email } }')}`);
          assert.equal(inUrl.status, 200);
          assert.equal((await inUrl.json()).errors[0].extensions.code, 'PERSISTED_DOCUMENT_REQUIRED');
          // The registered text with one space more is another document.
          const spaced = `${manifest[toolList]} `;
          assert.equal(codeOf(await post(endpoint, {documentId: idOf(spaced)})), 'PERSISTED_DOCUMENT_NOT_FOUND');
          assert.equal(codeOf(await post(endpoint, {documentId: 'sha256:0000'})), 'PERSISTED_DOCUMENT_NOT_FOUND');
          assert.equal(codeOf(await post(endpoint, {documentId: ['sha256:0000']})), 'PERSISTED_DOCUMENT_NOT_FOUND');
          // graphql-http's own checks still apply to what comes with the id.
          assert.deepEqual((await post(endpoint, {documentId: toolList, variables: 'x'})).body, {errors: [{message: 'Invalid variables'}]});
          assert.deepEqual((await post(endpoint, {documentId: toolList, operationName: 'Other'})).body, {
            errors: [{message: 'Unable to detect operation AST'}],
          });
          // A variable of the wrong type is refused by execute, which coerces variables.
          const wrongType = await post(endpoint, {documentId: toolList, variables: {first: 'all'}});
          assert.equal(wrongType.body.data, undefined);
          assert.match(wrongType.body.errors[0].message, /\$first/);
          // express.json reads every body, so a query's text is refused whatever the Content-Type says,
          // even one graphql-http takes as JSON although express.json would not by default.
          for (const contentType of ['text/plain', 'application/ json', 'application /json', 'application/json; charset = utf-8']) {
            const text = await fetch(endpoint, {
              method: 'POST',
              headers: {accept: 'application/graphql-response+json', 'content-type': contentType},
              body: JSON.stringify({query: '{ members { email } }'}),
            });
            assert.equal(text.status, 400, contentType);
            assert.equal(codeOf({body: await text.json()}), 'PERSISTED_DOCUMENT_REQUIRED', contentType);
          }
          // An id in a body that graphql-http does not take as JSON, and other methods: its 415 and 405.
          const plainId = await fetch(endpoint, {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body: JSON.stringify({documentId: toolList}),
          });
          assert.equal(plainId.status, 415);
          assert.equal((await fetch(endpoint, {method: 'PUT'})).status, 405);
          const putId = await fetch(endpoint, {
            method: 'PUT',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({documentId: toolList}),
          });
          assert.equal(putId.status, 405);
          // A query in the URL of a POST is not read: the id in the body is what runs.
          const urlAndBody = await fetch(`${endpoint}?query=${encodeURIComponent('{ members { email } }')}`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({documentId: toolList, variables: {first: 1}}),
          });
          assert.deepEqual(await urlAndBody.json(), {data: {tools: [{name: 'Hand plane', available: true}]}});
          // With the id twice in a URL, the last is both the one checked and the one run.
          const [borrowTool] = Object.entries(manifest).find(([, text]) => text.startsWith('mutation BorrowTool'))!;
          const twice = (first: string, last: string) =>
            `${endpoint}?${new URLSearchParams([
              ['documentId', first],
              ['documentId', last],
            ])}`;
          const lastUnknown = await (await fetch(twice(toolList, idOf('{ members { email } }')))).json();
          assert.equal(lastUnknown.errors[0].extensions.code, 'PERSISTED_DOCUMENT_NOT_FOUND');
          const lastKnown = await fetch(`${twice(idOf('{ members { email } }'), toolList)}&variables=${encodeURIComponent('{"first":1}')}`);
          assert.deepEqual(await lastKnown.json(), {data: {tools: [{name: 'Hand plane', available: true}]}});
          assert.equal((await fetch(twice(borrowTool, toolList))).status, 200);
          assert.equal((await fetch(twice(toolList, borrowTool))).status, 405);
          // Bodies that Express's parser refuses: a fixed message, no echo of the body, no stack trace.
          await assertBodyRefusalsMasked(endpoint, 16 * 1024);
        },
        {MANIFEST: manifestPath},
      );
    });

    test(`server.js refuses to start from a tampered manifest on graphql ${version}`, async () => {
      const [toolList, text] = Object.entries(manifest).find(([, documentText]) => documentText.startsWith('query ToolList'))!;
      const tampered = path.join(folder, `tampered-${version}.json`);
      await writeFile(tampered, JSON.stringify({[toolList]: text.replace('name', 'name\n    __typename')}));
      await assert.rejects(startServer('guides/persisted-documents/server.js', version, {MANIFEST: tampered}), /does not have that hash/);
      // The right hash, but a document the schema refuses.
      const invalidText = '{ members { password } }';
      const invalid = path.join(folder, `invalid-${version}.json`);
      await writeFile(invalid, JSON.stringify({[idOf(invalidText)]: invalidText}));
      await assert.rejects(
        startServer('guides/persisted-documents/server.js', version, {MANIFEST: invalid}),
        /does not validate: Cannot query field "password"/,
      );
    });

    test(`build-manifest.js fails the build on documents that would not run, on graphql ${version}`, async () => {
      const operations = await mkdtemp(path.join(folder, `operations-${version}-`));
      await writeFile(path.join(operations, 'Broken.graphql'), 'query Broken { tools { name }');
      await writeFile(path.join(operations, 'Unknown.graphql'), 'query Unknown { tools { price } }');
      await writeFile(path.join(operations, 'Anonymous.graphql'), '{ tools { name } }');
      await writeFile(path.join(operations, 'notes.txt'), 'not an operation');
      const result = await buildManifest(operations, version);
      assert.equal(result.code, 1);
      assert.equal(result.stdout, '');
      assert.deepEqual(result.stderr.trim().split('\n'), [
        'Anonymous.graphql: one named operation per file',
        'Broken.graphql: Syntax Error: Expected Name, found <EOF>.',
        'Unknown.graphql: Cannot query field "price" on type "Tool".',
      ]);
    });
  }
});
