import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, test} from 'node:test';
import {runAttackBattery, UNREAD_MEMORY_BOUND_MIB} from './support/attack-battery';
import {BOTH_VERSIONS, EXAMPLES_DIR, withServer} from './support/samples';
import {isClaimTest, NOT_SERVER_SAMPLES, SERVER_SAMPLES, startsAServer} from './support/server-samples';

// Every server sample the pages show faces the same generic attacks (support/attack-battery.ts),
// beside the attacks of its own page.

const SOURCE_FILE = /\.(js|mjs|cjs|ts)$/;
// How long one server may live while it faces the whole battery. Each takes 7-30 s on two cores
// shared with the rest of the suite; the samples' usual limit of 30 s cut the slowest ones off.
const BATTERY_SERVER_TIMEOUT_MS = 120_000;
const DOCS_DIR = fileURLToPath(new URL('../../docs/', import.meta.url));

function sourceFiles(): string[] {
  return readdirSync(EXAMPLES_DIR, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.relative(EXAMPLES_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('the attack battery', {concurrency: 2}, () => {
  test('every file under examples/ that starts a server is a listed server sample, or says why it is not one', () => {
    const servers = sourceFiles().filter(
      (file) => !isClaimTest(file) && startsAServer(readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')),
    );
    const listed = [...Object.keys(SERVER_SAMPLES), ...Object.keys(NOT_SERVER_SAMPLES)];
    assert.deepEqual(
      servers.filter((file) => !listed.includes(file)),
      [],
      'add these to SERVER_SAMPLES or NOT_SERVER_SAMPLES',
    );
    assert.deepEqual(
      listed.filter((file) => !servers.includes(file)),
      [],
      'these are listed but start no server',
    );
  });

  test('every page that shows a server sample states the memory bound the battery measures', () => {
    const pages = readdirSync(DOCS_DIR, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    for (const file of Object.keys(SERVER_SAMPLES)) {
      const showing = pages.filter((page) => page.includes(`@site/examples/${file}?raw`));
      assert.equal(showing.length, 1, `one page shows ${file}`);
      assert.match(showing[0]!.replace(/\s+/g, ' '), new RegExp(`its memory grows by less than ${UNREAD_MEMORY_BOUND_MIB} MiB`), file);
    }
  });

  for (const [file, sample] of Object.entries(SERVER_SAMPLES)) {
    for (const version of sample.versions ?? BOTH_VERSIONS) {
      test(`${file} withstands the battery on graphql ${version}`, async () => {
        const stderr = await withServer(file, version, (server) => runAttackBattery(server, sample), sample.env, BATTERY_SERVER_TIMEOUT_MS);
        // An error handler that tries to answer a response already under way (a stream the server ended).
        assert.doesNotMatch(stderr, /ERR_HTTP_HEADERS_SENT/);
        // A write cancelled because the server dropped a client that stopped reading, logged as a fault.
        assert.doesNotMatch(stderr, /ECANCELED/);
      });
    }
  }
});
