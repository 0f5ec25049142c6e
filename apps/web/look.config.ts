import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/apps/web',
  testMatch: 'look.spec.ts',
  workers: 1,
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
