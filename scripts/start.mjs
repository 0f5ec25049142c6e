// `npm start`: builds what is missing or older than its sources, then runs the server (migrations and demo
// data happen at server start). A second start with nothing changed skips the build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const stampOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
const shared = Math.max(newestMtime(at('packages/contracts/src')), newestMtime(at('packages/domain/src')), newestMtime(at('package-lock.json')));
const webStale = stampOf(at('apps/web/dist/index.html')) < Math.max(shared, newestMtime(at('apps/web/src')), newestMtime(at('apps/web/index.html')), newestMtime(at('apps/web/vite.config.ts')));
const apiStale = stampOf(at('apps/api/dist/.build-stamp')) < Math.max(shared, newestMtime(at('apps/api/src')), newestMtime(at('apps/api/seeds')));

for (const [stale, ws] of [[webStale, 'apps/web'], [apiStale, 'apps/api']]) {
  if (!stale) continue;
  console.log(`Construyendo ${ws}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
