import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { jobsSettled } from '../jobs/jobs.service';
import { SAMPLES_DIR } from './stored-files';

// Issue 23: only the sample files are downloadable from `ejemplos`; a clock file whose bytes were read is
// not replaced under its stored hash.

let t: TestApp;
let filesDir: string;
let admin: Session;
const { data, rows } = apiCalls(() => t);

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'planilla-files23-'));
  t = await createTestApp({ filesDir });
  ({ admin } = await signInEveryRole(t.app));
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const upload = (nom: string, content: string, extra: Record<string, string> = {}, lang = 'es') => {
  const body = multipartBody({ filename: nom, content }, { nom_archivo: nom, carpeta: 'marcas', ...extra });
  return t.app.inject({
    method: 'POST',
    url: '/api/util/',
    headers: { ...admin.headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const download = (carpeta: string, nom: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/util/',
    headers: { ...admin.headers, carpeta, nom_archivo: nom },
  });
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const stored = async (fileId: number) =>
  (
    await rows<{ sha256: string; size_bytes: string; status: string }>(
      sql`select sha256, size_bytes::text, status from clock_files where company_id = 1 and id = ${fileId}`,
    )
  )[0]!;

describe('util/ folder ejemplos', () => {
  it('serves the sample files and nothing else of the samples folder (not the program that makes them)', async () => {
    const ok = await download('ejemplos', 'marcas-quincena.csv');
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(readFileSync(join(SAMPLES_DIR, 'marcas-quincena.csv')))).toBe(true);
    const source = await download('ejemplos', 'generate-samples.ts');
    expect(source.statusCode).toBe(404);
    expect(source.json().error.code).toBe('FILE_NOT_FOUND');
    expect(source.body).not.toContain('import');
  });
});

describe('util/ replacing a clock file', () => {
  const first = '0001,2026-11-16 07:00\n';
  const second = '0001,2026-11-16 07:00\n0001,2026-11-16 15:00\n';

  it('refuses (409, es/en) to replace the bytes of a clock file that was read; the file stays as read', async () => {
    expect((await upload('leido.csv', first)).statusCode).toBe(200);
    const file = await data(
      admin,
      'asistencia/fileasistence',
      { nom_archivo: 'leido.csv', carpeta: 'marcas' },
      'PUT',
    );
    await data(admin, 'asistencia/readfile', { fileId: file.fileId }, 'PUT');
    await jobsSettled();
    expect((await stored(file.fileId)).status).toBe('parsed');

    const es = await upload('leido.csv', second, { indModifica: 'S' });
    expect(es.statusCode).toBe(409);
    expect(es.json().error).toMatchObject({ code: 'CLOCK_FILE_ALREADY_READ' });
    expect(es.json().error.message).toMatch(/leído/);
    const en = await upload('leido.csv', second, { indModifica: 'S' }, 'en');
    expect(en.json().error.message).toMatch(/read/);
    expect((await download('marcas', 'leido.csv')).body).toBe(first);
    expect(await stored(file.fileId)).toMatchObject({ sha256: sha(first), size_bytes: String(first.length) });
  });

  it('keeps the stored size and hash true when a registered file not read yet is replaced', async () => {
    expect((await upload('sin-leer.csv', first)).statusCode).toBe(200);
    const file = await data(
      admin,
      'asistencia/fileasistence',
      { nom_archivo: 'sin-leer.csv', carpeta: 'marcas' },
      'PUT',
    );
    expect((await upload('sin-leer.csv', second, { indModifica: 'S' })).statusCode).toBe(200);
    expect(await stored(file.fileId)).toMatchObject({
      status: 'uploaded',
      sha256: sha(second),
      size_bytes: String(second.length),
    });
  });
});
