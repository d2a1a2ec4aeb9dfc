import {expect, test} from '@playwright/test';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import path from 'node:path';

// tests/examples/support/samples.ts is an ES module (import.meta), which Playwright's CommonJS
// loader cannot import here; this is its startServer in small. The samples need the Node.js 24
// that npm ci links as node_modules/.bin/node (graphql 17 does not support older ones).
const SAMPLE_NODE = existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath;

async function startGraphiqlServer(): Promise<{origin: string; stop(): Promise<void>}> {
  const file = path.resolve('examples/guides/graphiql/server.js');
  const child = spawn(SAMPLE_NODE, [file], {cwd: path.dirname(file), env: {...process.env, PORT: '0', NODE_ENV: 'development'}});
  const exited = once(child, 'close');
  let stdout = '';
  child.stdout.setEncoding('utf8');
  while (!/listening at (http:\/\/127\.0\.0\.1:\d+)\/graphql/.test(stdout)) {
    const [chunk] = (await Promise.race([once(child.stdout, 'data'), exited.then(() => [null])])) as [string | null];
    if (chunk === null) {
      throw new Error('server.js exited before listening');
    }
    stdout += chunk;
  }
  return {
    origin: /listening at (http:\/\/127\.0\.0\.1:\d+)\/graphql/.exec(stdout)![1]!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The GraphiQL guide's server, not the site: the IDE must render from the files the server takes
// from node_modules, fetch the schema, and run a query, without a request to another origin.
test('the GraphiQL guide server runs a query in the IDE, loading nothing from elsewhere', async ({page}) => {
  const server = await startGraphiqlServer();
  try {
    const {origin} = server;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) {
        foreign.push(url);
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${origin}/graphiql`);
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('{ toolNames(category: "power") }');
    await page.locator('.graphiql-execute-button').click();
    await expect(page.locator('.result-window')).toContainText('"Cordless drill"');

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
