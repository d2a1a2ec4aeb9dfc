import {expect, type Page, test} from '@playwright/test';
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createPnpmProject} from '../examples/support/pnpm-project';

// tests/examples/support/samples.ts is an ES module (import.meta), which Playwright's CommonJS
// loader cannot import here; this is its startServer in small. The samples need the Node.js 24
// that npm ci links as node_modules/.bin/node (graphql 17 does not support older ones).
const SAMPLE_NODE = existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath;
const NODE_MODULES = path.resolve('node_modules');
const SAMPLE_DIR = path.resolve('examples/guides/graphiql');

async function startGraphiqlServer(directory: string): Promise<{origin: string; stop(): Promise<void>}> {
  const child = spawn(SAMPLE_NODE, ['server.js'], {cwd: directory, env: {...process.env, PORT: '0', NODE_ENV: 'development'}});
  const exited = once(child, 'close');
  let stdout = '';
  child.stdout.setEncoding('utf8');
  // The server prints this once esbuild has bundled the IDE.
  const ready = /^GraphiQL at (http:\/\/127\.0\.0\.1:\d+)\/graphiql$/m;
  while (!ready.test(stdout)) {
    const [chunk] = (await Promise.race([once(child.stdout, 'data'), exited.then(() => [null])])) as [string | null];
    if (chunk === null) {
      throw new Error('server.js exited before listening');
    }
    stdout += chunk;
  }
  return {
    origin: ready.exec(stdout)![1]!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The IDE must render from the server's bundle, fetch the schema (completion offers a field of
// it), and run a query, without a request to another origin or an error in the page.
async function runQueryInIde(page: Page, origin: string): Promise<void> {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreign.push(url);
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${origin}/graphiql`);
  await page.locator('.graphiql-query-editor .monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{ tool');
  // Completion comes from the introspected schema, through the graphql worker.
  await expect(page.locator('.monaco-editor .suggest-widget')).toContainText('toolNames');
  await page.keyboard.press('Escape');
  await page.keyboard.type('Names(category: "power") }');
  const operation = page.waitForRequest((request) => request.method() === 'POST' && request.postDataJSON()?.query?.includes('toolNames'));
  await page.locator('.graphiql-execute-button').click();
  await expect(page.locator('.result-window')).toContainText('"Cordless drill"');
  // What GraphiQL hands the page's fetcher, which sends it as JSON: no variables, no name here.
  expect((await operation).postDataJSON()).toEqual({query: '{ toolNames(category: "power") }'});

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
}

test.describe('the GraphiQL guide server', () => {
  // Bundling the IDE takes a few seconds on a busy machine.
  test.setTimeout(90_000);

  test('runs a query in the IDE, with graphql 17 installed by npm', async ({page}) => {
    const server = await startGraphiqlServer(SAMPLE_DIR);
    try {
      await runQueryInIde(page, server.origin);
    } finally {
      await server.stop();
    }
  });

  test('runs a query in the IDE, with graphql 16 installed by pnpm', async ({page}) => {
    const project = await createPnpmProject({
      sourceNodeModules: NODE_MODULES,
      files: ['server.js', 'graphiql.html', 'graphiql-app.js'].map((file) => path.join(SAMPLE_DIR, file)),
      dependencies: ['esbuild', 'express', 'graphiql', 'graphql', 'graphql-http', 'react', 'react-dom'],
      replacements: {graphql: path.join(NODE_MODULES, 'graphql-16')},
    });
    try {
      const server = await startGraphiqlServer(project);
      try {
        await runQueryInIde(page, server.origin);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(project, {recursive: true, force: true});
    }
  });
});

// The guide's advice for a file loaded from a CDN: an `integrity` attribute with the value
// integrity.js prints. The browser runs the file it was computed for and refuses any other. The
// "CDN" is Playwright's request interception: no request leaves the machine.
test('a script with the integrity value from integrity.js runs, and a changed one is refused', async ({page}) => {
  const original = 'window.cdnScriptRan = true;\n';
  const directory = await mkdtemp(path.join(tmpdir(), 'guides-graphiql-sri-'));
  let integrity: string;
  try {
    await writeFile(path.join(directory, 'lib.js'), original);
    integrity = execFileSync(SAMPLE_NODE, [path.join(SAMPLE_DIR, 'integrity.js'), path.join(directory, 'lib.js')], {
      encoding: 'utf8',
    }).trim();
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
  for (const [body, runs] of [
    [original, true],
    ['window.cdnScriptRan = true; /* changed at the CDN */\n', false],
  ] as const) {
    await page.route('https://cdn.example/lib.js', (route) =>
      route.fulfill({body, contentType: 'text/javascript', headers: {'access-control-allow-origin': '*'}}),
    );
    await page.route('https://app.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script src="https://cdn.example/lib.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
      }),
    );
    await page.goto('https://app.example/');
    expect(await page.evaluate(() => (window as unknown as {cdnScriptRan?: boolean}).cdnScriptRan === true)).toBe(runs);
    await page.unrouteAll();
  }
});
