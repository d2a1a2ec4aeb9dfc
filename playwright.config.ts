import {defineConfig} from '@playwright/test';
import {chromiumPath} from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run against the production build (`npm run build`), served like a static host.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `tsx scripts/serve.ts build --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server already on the port: it may be serving another checkout's build.
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
