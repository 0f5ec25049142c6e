import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { describeErrorBriefly } from '../lib/safe-error';
import { syncReferenceData } from '../../seeds/reference';
import { createAdmin, CreateAdminError, describeResult, parseCreateAdminArgs, USAGE } from './admin-setup';

/** Hints for the failures someone setting up a server meets first, by error code. */
const HINTS: Record<string, string> = {
  '3D000': 'The database named in DATABASE_URL does not exist: create it first (createdb, or CREATE DATABASE).',
  '28P01': 'PostgreSQL refused the user or password of DATABASE_URL.',
  '28000': 'PostgreSQL refused the user of DATABASE_URL.',
  ECONNREFUSED: 'Nothing answers at the host and port of DATABASE_URL.',
  ENOTFOUND: 'The host of DATABASE_URL is not known.',
};

const hintFor = (err: unknown): string | undefined => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (typeof e.code === 'string' && HINTS[e.code]) return HINTS[e.code];
  return undefined;
};

/** Entry of `npm run create-admin`: see `admin-setup.ts`. */
const main = async (): Promise<number> => {
  const options = parseCreateAdminArgs(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const result = await createAdmin(database.db, options);
    console.log(describeResult(result, options).join('\n'));
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CreateAdminError) {
      console.error(`${err.message}\n\nRun with --help for the usage.`);
      process.exit(2);
    }
    // Never the error's message: a failed query's holds its SQL and parameters (the new password's hash).
    const hint = hintFor(err);
    console.error(`create-admin failed: ${describeErrorBriefly(err)}${hint ? `\n${hint}` : ''}`);
    process.exit(1);
  },
);
