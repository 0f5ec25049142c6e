// npm run bench:bundle: gzip size of the JavaScript the sign-in screen loads (target ≤ 200 KB), measured in
// a real browser: every script response of the page is gzipped and added up. Builds first when needed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3700 + Math.floor(Math.random() * 200);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}: apt-get install -y chromium`);
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};

try {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  // Reading a body is asynchronous: every handler's promise is kept and awaited before the browser closes,
  // or the bodies not read yet would count as 0 bytes. A body that cannot be read stops the measurement
  // rather than counting as nothing; a redirect has no body (its target is reported as its own response).
  const reads = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || (res.status() >= 300 && res.status() < 400)) return;
    reads.push(
      res.body().then((body) => {
        scripts.push({
          url: new URL(res.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  try {
    await Promise.all(reads);
  } finally {
    await browser.close();
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log('JavaScript loaded by the sign-in screen (gzip KB, raw KB):');
  for (const s of scripts) console.log(`  ${kb(s.gzip)} ${kb(s.raw)}  ${s.url}`);
  const total = scripts.reduce((a, s) => a + s.gzip, 0);
  console.log(`Total: ${kb(total).trim()} KB gzip in ${scripts.length} files (target ≤ 200 KB)`);
} finally {
  stop();
}
