import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, systemAuditLog } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import {
  createTestApp,
  type Session,
  signInEveryRole,
  signInNewUser,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let assistant: Session;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, assistant } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

/** A line as the TSE writes it: fixed widths, space-padded, comma-separated. */
const line = (
  cedula: string,
  code: string,
  expiry: string,
  board: string,
  name: string,
  s1: string,
  s2: string,
) => [cedula, code, expiry, board, name.padEnd(30), s1.padEnd(26), s2.padEnd(26)].join(',');
const latin1 = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');

const FIRST_ROLL = latin1([
  line('102340567', '101001', '20301231', '01052', 'JOSÉ DELFÍN', 'PEÑA', 'MUÑOZ'),
  line('203450678', '201002', '20280615', '02001', 'MARÍA FERNANDA', 'SOLÍS', 'ÁLVAREZ'),
  // an edition with one more 1-character field after the electoral code
  [line('304560789', '301003', '20270101', '03010', 'ANA LUCÍA', 'QUESADA', 'BRENES')].map((l) =>
    l.replace(/^(\d{9},\d{6}),/, '$1,2,'),
  )[0]!,
  line('509870123', '501004', '00000000', '05044', 'CARLOS', 'CHAVES', ''),
  'ESTO NO ES UNA LINEA DEL PADRON',
  '',
]);

const post = (s: Session, url: string, payload: object, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/empleados/${url}`,
    headers: { ...s.headers, 'accept-language': lang },
    payload,
  });
const upload = (s: Session, content: Buffer, filename = 'PADRON_COMPLETO.txt') => {
  const body = multipartBody({ filename, content, contentType: 'text/plain' });
  return t.app.inject({
    method: 'POST',
    url: '/api/empleados/padronimport',
    headers: { ...s.headers, ...body.headers },
    payload: body.payload,
  });
};
const waitFor = async (s: Session, jobId: string) => {
  for (let i = 0; i < 400; i++) {
    const res = await post(s, 'importstatus', { jobId });
    const job = res.json().data;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
};

describe('padrón electoral', () => {
  it('answers that no roll is loaded yet', async () => {
    expect((await post(assistant, 'padrondata', { cedula: '102340567' })).json().data).toEqual({
      rollLoaded: false,
      person: null,
    });
    expect((await post(assistant, 'padronstatus', {})).json().data).toMatchObject({
      loaded: false,
      rows: 0,
      lastJob: null,
    });
  });

  it('lets only the system administrator import the roll, not any company administrator', async () => {
    // An administrator of one company (as an accounting office has for each client) does not own the
    // roll that every company shares.
    const companyAdmin = await signInNewUser(t.app, admin, 'admin.empresa', 'admin');
    expect(companyAdmin.userData.systemAdmin).toBe(false);
    expect(admin.userData.systemAdmin).toBe(true);
    for (const s of [assistant, manager, companyAdmin]) {
      const res = await upload(s, FIRST_ROLL);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await t.database.db.select().from(importJobs)).toEqual([]);
  });

  it('imports the Latin-1 file as a job with progress, then fills the names from a cédula', async () => {
    const res = await upload(admin, FIRST_ROLL);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started).toMatchObject({
      kind: 'padron',
      status: 'running',
      processed: 0,
      total: 6,
      error: null,
      result: null,
    });
    const job = await waitFor(admin, started.jobId);
    expect(job).toMatchObject({
      status: 'succeeded',
      processed: 6,
      total: 6,
      result: { rows: 4, skipped: 1 },
      finishedAt: expect.any(String),
    });

    const found = (await post(assistant, 'padrondata', { cedula: '1-0234-0567' })).json().data;
    expect(found).toEqual({
      rollLoaded: true,
      person: {
        cedula: '102340567',
        firstName: 'JOSÉ DELFÍN',
        firstSurname: 'PEÑA',
        secondSurname: 'MUÑOZ',
        expiryDate: '2030-12-31',
        electoralCode: '101001',
      },
    });
    const eight = (await post(assistant, 'padrondata', { cedula: '304560789' })).json().data.person;
    expect(eight).toMatchObject({
      firstName: 'ANA LUCÍA',
      firstSurname: 'QUESADA',
      secondSurname: 'BRENES',
      expiryDate: '2027-01-01',
    });
    const noDate = (await post(assistant, 'padrondata', { cedula: '509870123' })).json().data.person;
    expect(noDate).toMatchObject({ firstSurname: 'CHAVES', secondSurname: null, expiryDate: null });
    expect((await post(assistant, 'padrondata', { cedula: '999999999' })).json().data).toEqual({
      rollLoaded: true,
      person: null,
    });
    expect((await post(assistant, 'padronstatus', {})).json().data).toMatchObject({
      loaded: true,
      rows: 4,
      sourceName: 'PADRON_COMPLETO.txt',
      lastJob: { status: 'succeeded' },
    });
    const [audit] = await t.database.db
      .select()
      .from(systemAuditLog)
      .where(eq(systemAuditLog.action, 'padron_imported'));
    expect(audit).toMatchObject({ userId: admin.userId, entityId: started.jobId });
  });

  it('validates the cédula of a lookup', async () => {
    const res = await post(assistant, 'padrondata', { cedula: '12-34' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.cedula).toBe(
      'The ID number does not have the format of the chosen ID type.',
    );
  });

  it('replaces the previous roll as a whole', async () => {
    const job = await waitFor(
      admin,
      (
        await upload(
          admin,
          latin1([line('601230456', '601001', '20310101', '06001', 'ROSA', 'UREÑA', 'MORA')]),
        )
      ).json().data.jobId,
    );
    expect(job.status).toBe('succeeded');
    expect((await post(admin, 'padrondata', { cedula: '601230456' })).json().data.person.firstSurname).toBe(
      'UREÑA',
    );
    expect((await post(admin, 'padrondata', { cedula: '102340567' })).json().data.person).toBeNull();
  });

  it('keeps the previous roll when a file has no voter lines', async () => {
    const job = await waitFor(admin, (await upload(admin, latin1(['hola', 'mundo']))).json().data.jobId);
    expect(job).toMatchObject({
      status: 'failed',
      error: {
        code: 'IMPORT_FILE_INVALID',
        message: 'El archivo no se pudo leer o no tiene el formato esperado.',
      },
      result: null,
    });
    expect((await post(admin, 'padrondata', { cedula: '601230456' })).json().data.person).not.toBeNull();
  });

  it('runs one import at a time, and takes an interrupted one as failed', async () => {
    const id = randomUUID();
    await t.database.db
      .insert(importJobs)
      .values({ id, kind: 'padron', status: 'running', total: 10, userId: admin.userId });
    const busy = await upload(admin, FIRST_ROLL);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('IMPORT_IN_PROGRESS');
    await t.database.db
      .update(importJobs)
      .set({ updatedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(importJobs.id, id));
    expect((await post(admin, 'importstatus', { jobId: id })).json().data).toMatchObject({
      status: 'failed',
      error: { code: 'JOB_INTERRUPTED' },
    });
    const next = await upload(admin, FIRST_ROLL);
    expect(next.statusCode).toBe(200);
    expect((await waitFor(admin, next.json().data.jobId)).status).toBe('succeeded');
  });

  it('answers a missing file with 400 and hides padrón jobs from non-administrators', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/padronimport',
      headers: admin.headers,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ archivo: 'Este campo es obligatorio.' });
    const wrongField = multipartBody({ field: 'otro', filename: 'x.txt', content: 'x' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/empleados/padronimport',
          headers: { ...admin.headers, ...wrongField.headers },
          payload: wrongField.payload,
        })
      ).statusCode,
    ).toBe(400);
    const last = (await post(admin, 'padronstatus', {})).json().data.lastJob;
    expect((await post(assistant, 'importstatus', { jobId: last.jobId })).statusCode).toBe(404);
    expect((await post(admin2, 'importstatus', { jobId: last.jobId })).statusCode).toBe(200);
    expect((await post(admin, 'importstatus', { jobId: randomUUID() })).json().error.code).toBe(
      'IMPORT_JOB_NOT_FOUND',
    );
  });
});
