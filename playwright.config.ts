import {execFileSync} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {chromiumPath} from './scripts/browser/chromium-path';

// A port the operating system reports free, so that two checkouts (or CI jobs) can run their
// browser tests at once. The runner picks it and its workers, which evaluate this file again,
// inherit it through the environment. E2E_PORT fixes it.
function freePort(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'});
}
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);

// Browser tests run against the production build (`npm run build`), served like a static host.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Playwright's default, half the cores, but never one: the suite is CPU-bound (axe over every
  // page), so two workers on a 2-core machine finish about 1.4 times sooner than one, and a
  // 16-core laptop runs eight.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // Recording a trace costs a quarter of the suite's time even when it is thrown away (25 % of
    // 88 s on four spec files): a failure keeps its screenshot, and `--trace retain-on-failure`
    // records traces for a rerun.
    trace: 'off',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between tests (storage, cookies, HTTP cache, routes,
    // init scripts, viewport and emulation): a fresh context for each test cost 16 % of the run.
    // A test that changes what the reset leaves (permissions, offline) puts it back itself.
    reuseContext: true,
  },
  webServer: {
    command: `tsx scripts/serve.ts build --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server already on the port: it may be serving another checkout's build.
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
