import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';
import { createTestApp, signIn, tableFingerprints, type Session, type TestApp } from './test-app';

/**
 * Issue 10: a malformed upload on any upload route (every route whose schema consumes multipart/form-data,
 * so routes added later are covered) gets a 400, promptly, changes nothing, and leaves no file behind in
 * files/tmp.
 */
let t: TestApp;
let admin: Session;
const filesDir = mkdtempSync(join(tmpdir(), 'planilla-uploads-'));

beforeAll(async () => {
  t = await createTestApp({ filesDir });
  admin = await signIn(t.app, 'admin', 1);
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const leftovers = () => {
  const tmp = join(filesDir, 'tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
};

const CSV = 'identificacion,nombre\n101110111,Ana\n'.repeat(50);

/** Each malformed form: content type and body. */
const malformed = (): Record<string, { headers: Record<string, string>; payload: Buffer | string }> => {
  const good = multipartBody({ filename: 'empleados.csv', content: CSV });
  const text = good.payload.toString('latin1');
  const closing = text.lastIndexOf('\r\n--');
  return {
    'without its closing boundary': {
      headers: good.headers,
      payload: Buffer.from(text.slice(0, closing), 'latin1'),
    },
    'cut in the middle of the file': {
      headers: good.headers,
      payload: Buffer.from(text.slice(0, Math.floor(closing / 2)), 'latin1'),
    },
    'cut in the part headers': {
      headers: good.headers,
      payload: Buffer.from(text.slice(0, text.indexOf('filename=') + 5), 'latin1'),
    },
    'with no boundary in its content type': {
      headers: { 'content-type': 'multipart/form-data' },
      payload: good.payload,
    },
    'with a boundary that never appears': {
      headers: { 'content-type': 'multipart/form-data; boundary=nunca-aparece' },
      payload: good.payload,
    },
    empty: { headers: good.headers, payload: '' },
    'with a file name PostgreSQL cannot store': multipartBody({ filename: 'padr\u0000on.txt', content: CSV }),
    'in the wrong field only': multipartBody({ field: 'otro', filename: 'empleados.csv', content: CSV }),
  };
};

describe('malformed uploads on every upload route', () => {
  it('finds the upload routes', () => {
    expect(t.app.apiRoutes.filter((r) => r.upload).map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/empleados/importdryrun',
        '/api/empleados/importemployees',
        '/api/empleados/padronimport',
      ]),
    );
  });

  it('answers 400, leaves no temporary file and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.upload)) {
      for (const [name, form] of Object.entries(malformed())) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { ...admin.headers, ...form.headers },
          payload: form.payload,
        });
        if (res.statusCode !== 400 || res.json().ok !== false)
          failures.push(`${route.url} ${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (leftovers().length > 0) failures.push(`${route.url} ${name}: left ${leftovers().join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
