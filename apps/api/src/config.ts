import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLogging, type LogFormat } from './lib/log-lines';

/** The api workspace folder, whether running from src/ (tsx, tests) or from the bundled dist/. */
const findApiRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@planilla/api"')) return dir;
    dir = dirname(dir);
  }
  throw new Error('apps/api package.json not found');
};

export const API_ROOT = findApiRoot();
export const REPO_ROOT = resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = join(API_ROOT, 'migrations');
export const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');

export type AppConfig = {
  port: number;
  host: string;
  /** Real PostgreSQL when set; otherwise the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Where the embedded database, the generated secret and the .eml copies live. */
  dataDir: string;
  /** In-memory embedded database (tests). */
  inMemory: boolean;
  filesDir: string;
  smtpUrl: string | undefined;
  /**
   * SMTP time limits in milliseconds: `step` for the TCP connection, the greeting and each command's reply;
   * `send` for one whole message (connection, envelope, body and the server's answer). Every send settles.
   */
  smtpTimeoutMs: { step: number; send: number };
  mailFrom: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  serveWeb: boolean;
  logLevel: string;
  /** JSON lines (production, pipes) or one readable line per warning/error (a person's terminal). */
  logFormat: LogFormat;
  /** Requests per minute per address on the calls without a token. */
  publicRateLimit: number;
  /**
   * Failed sign-ins per user code from one address in 15 minutes before that address is refused for that
   * user (the lock-out policy of docs/decisions.md).
   */
  loginFailuresPerAddress: number;
  /**
   * Failed sign-ins per user code from all addresses together in 15 minutes; past it, only addresses that
   * have not failed for that user may still try.
   */
  loginFailuresPerUser: number;
  seedDemo: boolean;
  /**
   * The job that renders and stores a closed payroll's vouchers starts by itself: at the close, when its process
   * died, when the vouchers screen finds them missing (issue 28). Always on in a server; API tests turn it off by
   * default (a background job would change the tables their "changes nothing" checks compare) and on where they
   * test it. Off, a voucher is still stored by the first download or e-mail that renders it.
   */
  renderVoucherFiles: boolean;
};

/** JWT_SECRET from the environment, or generated once and kept in the data directory. */
const loadSecret = (dataDir: string, inMemory: boolean): Uint8Array => {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  if (inMemory) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

export const loadConfig = (overrides: Partial<AppConfig> = {}): AppConfig => {
  const env = process.env;
  const inMemory = overrides.inMemory ?? false;
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = overrides.databaseUrl ?? (env.DATABASE_URL || undefined);
  const logging = defaultLogging(env, Boolean(process.stdout.isTTY));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    inMemory,
    filesDir: resolve(env.FILES_DIR ?? join(dataDir, 'files')),
    // Empty or blank means not configured (no SMTP: mail stays in the outbox).
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    smtpTimeoutMs: {
      step: Number(env.SMTP_TIMEOUT_SECONDS ?? 15) * 1000,
      send: Number(env.SMTP_SEND_TIMEOUT_SECONDS ?? 60) * 1000,
    },
    mailFrom: env.MAIL_FROM ?? 'Planilla CR <no-responder@planilla.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: loadSecret(dataDir, inMemory),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 12 * 60 * 60),
    serveWeb: true,
    logLevel: logging.level,
    logFormat: logging.format,
    publicRateLimit: Number(env.PUBLIC_RATE_LIMIT ?? 30),
    loginFailuresPerAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS ?? 8),
    loginFailuresPerUser: Number(env.LOGIN_FAILURES_PER_USER ?? 100),
    // Demo data only on the embedded default: a real server starts empty (see `npm run create-admin`).
    seedDemo: !databaseUrl,
    renderVoucherFiles: true,
    ...overrides,
  };
};
