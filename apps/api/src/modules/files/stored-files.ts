import {
  BANK_FILES_FOLDER,
  utilDownloadHeaders,
  V,
  VOUCHERS_FOLDER,
  type Action,
  type Subject,
} from '@planilla/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_ROOT } from '../../config';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/errors';

/**
 * A company's stored files (`util/`): `<FILES_DIR>/companies/<company id>/<carpeta>/<nom_archivo>`. The
 * folder and the name are plain names, never paths: no separators, no `..`, no leading dot, no control
 * characters, no `%` left after one percent-decoding (so `%2e%2e`, `%2f`, `%5c`, `%00` and double encodings
 * are refused, never interpreted), and the resolved path must stay inside the company's own folder, also
 * after following symbolic links. The company comes from the session, so another company's folder cannot be
 * named at all.
 */

/** Folders a user may upload to (what each one holds); others are refused. */
export const UPLOAD_FOLDERS = ['marcas'] as const;
/** The folder of clock files. */
export const CLOCK_FOLDER = 'marcas';
/** A read-only folder every company sees: the sample clock files shipped with the product. */
export const SAMPLES_FOLDER = 'ejemplos';
export const SAMPLES_DIR = join(API_ROOT, 'seeds', 'clock-files');
/**
 * What of the samples folder may be downloaded: the sample clock files, by their formats' extensions. The
 * folder also holds the program that generates them (`generate-samples.ts`), which is not served (issue 23).
 */
export const SAMPLE_FILE = /\.(csv|txt|xlsx|dat)$/i;
/**
 * Folders whose download needs more than the route's own ability: bank files (`bancos`) carry every
 * employee's account and net pay, so only roles that read post-payroll data download them; so do the stored
 * vouchers (`comprobantes`, kept in subfolders this route cannot name anyway: the vouchers' own calls serve them).
 */
export const FOLDER_READ_ABILITY: Record<string, readonly [Action, Subject]> = {
  [BANK_FILES_FOLDER]: ['read', 'PostPayroll'],
  [VOUCHERS_FOLDER]: ['read', 'PostPayroll'],
};

export type StoredName = { carpeta: string; nom_archivo: string };

/**
 * What another module records about the bytes of a folder's files (the clock files: their size and SHA-256,
 * and the marks read from them). Replacing a stored file of that folder runs, in one transaction, `before`
 * (throws an AppError to refuse; may lock what it checks) and, once the new bytes are in place, `after` (keeps
 * the record true). Registered by the owning module, so this module imports none (issue 23).
 */
export type ReplaceGuard = {
  before: (tx: DbOrTx, companyId: number, name: StoredName) => Promise<void>;
  after: (
    tx: DbOrTx,
    companyId: number,
    name: StoredName,
    file: { size: number; sha256: string },
  ) => Promise<void>;
};
const replaceGuards = new Map<string, ReplaceGuard>();
export const guardReplacement = (folder: string, guard: ReplaceGuard): void => {
  replaceGuards.set(folder, guard);
};
export const replaceGuardOf = (folder: string): ReplaceGuard | undefined => replaceGuards.get(folder);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One percent-decoding (names may travel percent-encoded in headers); malformed encodings are refused. */
const decodeOnce = (value: string): string | null => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** Checks a folder and file name as given (header or form field) and answers them decoded. */
export const checkStoredName = (raw: { carpeta?: unknown; nom_archivo?: unknown }): StoredName => {
  const problems: Record<string, string> = {};
  const out: Record<string, string> = {};
  for (const field of ['carpeta', 'nom_archivo'] as const) {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems[field] = V.required;
      continue;
    }
    const decoded = decodeOnce(value);
    if (
      decoded === null ||
      decoded.includes('%') ||
      CONTROL.test(decoded) ||
      decoded.includes('/') ||
      decoded.includes('\\') ||
      decoded.includes(':') ||
      decoded.trim() !== decoded ||
      decoded.split('.').every((p) => p === '') // ".", "..", "..."
    ) {
      problems[field] = V.invalidValue;
      continue;
    }
    out[field] = decoded;
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const parsed = utilDownloadHeaders.safeParse(out);
  if (!parsed.success) {
    throw invalid(
      Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'nom_archivo'), i.message])),
    );
  }
  return { carpeta: parsed.data.carpeta, nom_archivo: parsed.data.nom_archivo };
};

export const companyDir = (filesDir: string, companyId: number) =>
  resolve(filesDir, 'companies', String(companyId));

/** The absolute path of a stored file, checked to stay inside its root (the company's folder, or the samples). */
export const storedPath = (filesDir: string, companyId: number, name: StoredName): string => {
  const root = name.carpeta === SAMPLES_FOLDER ? SAMPLES_DIR : companyDir(filesDir, companyId);
  const path =
    name.carpeta === SAMPLES_FOLDER
      ? resolve(root, name.nom_archivo)
      : resolve(root, name.carpeta, name.nom_archivo);
  if (!path.startsWith(root + sep)) throw invalid({ nom_archivo: V.invalidValue });
  return path;
};

/** The stored file, if it exists and is a regular file whose real path is inside its root (no symlink escapes). */
export const existingStoredFile = async (
  filesDir: string,
  companyId: number,
  name: StoredName,
): Promise<{ path: string; size: number } | null> => {
  const path = storedPath(filesDir, companyId, name);
  const root = name.carpeta === SAMPLES_FOLDER ? SAMPLES_DIR : companyDir(filesDir, companyId);
  if (name.carpeta === SAMPLES_FOLDER && !SAMPLE_FILE.test(name.nom_archivo)) return null;
  try {
    const [real, realRoot] = await Promise.all([realpath(path), realpath(root)]);
    if (!real.startsWith(realRoot + sep)) return null;
    const info = await stat(real);
    if (!info.isFile()) return null;
    return { path: real, size: info.size };
  } catch {
    return null;
  }
};

/** The SHA-256 of a file, read as a stream. */
export const sha256Of = async (path: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** A temporary file in the company's own `.tmp` folder (same file system: moved into place by rename). */
export const tempUploadPath = async (filesDir: string, companyId: number): Promise<string> => {
  const dir = join(companyDir(filesDir, companyId), '.tmp');
  await mkdir(dir, { recursive: true });
  return join(dir, `${randomUUID()}.part`);
};

/** Streams `source` into `path`, answering its size and SHA-256; the file is removed on any failure. */
export const writeStream = async (
  source: NodeJS.ReadableStream,
  path: string,
): Promise<{ size: number; sha256: string }> => {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, tap, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return { size, sha256: hash.digest('hex') };
};

/** Moves a finished temporary file to its stored place (creating the folder). */
export const moveIntoPlace = async (temp: string, target: string): Promise<void> => {
  await mkdir(resolve(target, '..'), { recursive: true });
  await rename(temp, target);
};
