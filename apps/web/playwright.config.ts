import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's chromium (`apt-get install -y chromium`), against the built product
 * started by `scripts/e2e-server.mjs` on a fresh data directory (port `E2E_PORT`, default 3100). `E2E_BASE_URL` points the suite at a
 * server that is already running instead.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts',
  // Generous budgets, never a measure of speed: on a busy two-core machine (CI beside other work) a scenario
  // with axe on every page in both themes takes minutes. What a test waits for is a state, not a time.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        cwd: '../..',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
