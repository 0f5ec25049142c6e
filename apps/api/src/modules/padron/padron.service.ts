import type { ImportJob } from '@planilla/contracts';
import { rmSync } from 'node:fs';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { isUniqueViolation } from '../../lib/text';
import { recordAudit } from '../audit/audit.repository';
import * as jobsRepo from '../jobs/jobs.repository';
import { failGhostJobs, jobDto, startJob, type JobHandle } from '../jobs/jobs.service';
import { countLines, latin1Lines, parsePadronLine, type PadronRow } from './padron-file';
import * as repo from './padron.repository';

export type PadronDeps = { db: Db };

/** Rows per INSERT … SELECT FROM unnest(…): large enough to amortize a round trip, small enough for memory. */
export const PADRON_BATCH_ROWS = 25_000;
/** Batches in flight at once (on PostgreSQL, each on its own pooled connection). */
const IN_FLIGHT = 2;

/** Which table lookups read, per database, re-read at most every few seconds (and at once after an import here). */
const ACTIVE_TTL_MS = 5000;
const activeCache = new WeakMap<object, { table: repo.PadronTable | null; at: number }>();
const activeTable = async (db: Db): Promise<repo.PadronTable | null> => {
  const cached = activeCache.get(db);
  if (cached && Date.now() - cached.at < ACTIVE_TTL_MS) return cached.table;
  const state = await repo.getState(db);
  const table = (state?.activeTable ?? null) as repo.PadronTable | null;
  activeCache.set(db, { table, at: Date.now() });
  return table;
};

/** empleados/padrondata */
export const lookupPadron = async (deps: PadronDeps, cedula: string) => {
  const table = await activeTable(deps.db);
  const row = table ? await repo.lookup(deps.db, table, cedula) : null;
  return {
    rollLoaded: table !== null,
    person: row
      ? {
          cedula: row.cedula,
          firstName: row.firstName,
          firstSurname: row.firstSurname,
          secondSurname: row.secondSurname,
          expiryDate: row.expiryDate,
          electoralCode: row.electoralCode,
        }
      : null,
  };
};

/** empleados/padronstatus */
export const padronStatus = async (deps: PadronDeps, lang: Lang) => {
  const [state, last] = await Promise.all([
    repo.getState(deps.db),
    jobsRepo.lastJobOfKind(deps.db, 'padron'),
  ]);
  return {
    loaded: Boolean(state?.activeTable),
    rows: state?.rowCount ?? 0,
    importedAt: state?.importedAt ? state.importedAt.toISOString() : null,
    sourceName: state?.sourceName ?? null,
    lastJob: last ? jobDto(last, lang) : null,
  };
};

/**
 * Loads the file into the inactive table in batches, builds its key, then switches lookups to it in one
 * row update: until that moment every lookup reads the previous roll, and a failure leaves it in place.
 * Lookups only ever touch the active table, so the load never blocks them. The previous roll stays in the
 * other table until the next import empties it (an API instance that has not yet re-read the pointer still
 * finds a complete roll).
 */
const load = async (
  deps: PadronDeps,
  job: JobHandle,
  path: string,
  sourceName: string,
  who: { userId: number; userCode: string },
) => {
  const started = Date.now();
  const state = await repo.getState(deps.db);
  const target: repo.PadronTable = state?.activeTable === 'a' ? 'b' : 'a';
  await repo.prepareLoad(deps.db, target);
  let processed = 0;
  let loaded = 0;
  let skipped = 0;
  let batch: PadronRow[] = [];
  const inFlight: Promise<void>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    inFlight.push(repo.insertBatch(deps.db, target, batch));
    loaded += batch.length;
    batch = [];
    if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
    await job.progress(processed, true);
  };
  try {
    for await (const lines of latin1Lines(path)) {
      for (const line of lines) {
        processed++;
        const row = parsePadronLine(line);
        if (row) batch.push(row);
        else if (line.trim() !== '') skipped++;
        if (batch.length >= PADRON_BATCH_ROWS) await flush();
      }
    }
    await flush();
    await Promise.all(inFlight.splice(0));
    if (loaded === 0) throw new AppError('IMPORT_FILE_INVALID');
    await repo.finishLoad(deps.db, target);
    await deps.db.transaction(async (tx) => {
      // Fenced: a load whose lease was taken over (another process may load the spare table now) switches nothing.
      await job.assertHeld(tx);
      await repo.activate(tx, target, { rowCount: loaded, sourceName, jobId: job.id });
      await recordAudit(tx, {
        userId: who.userId,
        userCode: who.userCode,
        action: 'padron_imported',
        entity: 'padron',
        entityId: job.id,
        before: state,
        after: { rows: loaded, skipped, sourceName },
      });
    });
    activeCache.delete(deps.db);
    await job.succeed(processed, {
      rows: loaded,
      skipped,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    });
  } catch (err) {
    await Promise.allSettled(inFlight);
    await repo.truncate(deps.db, target).catch(() => undefined);
    const code =
      err instanceof AppError ? err.code : isUniqueViolation(err) ? 'IMPORT_FILE_INVALID' : 'INTERNAL_ERROR';
    await job.fail(code);
    if (code === 'INTERNAL_ERROR') throw err;
  }
};

/**
 * Starts importing a padrón file already on the server's disk (the upload, or a path for the benchmark).
 * Answers the running job at once; `done` settles when the load ends (it never rejects for a bad file).
 */
export const startPadronImport = async (
  deps: PadronDeps,
  who: { userId: number; userCode: string },
  file: { path: string; sourceName: string; deleteAfter: boolean },
  lang: Lang,
): Promise<{ job: ImportJob; done: Promise<void> }> => {
  try {
    // A job of a process gone (heartbeat stopped) never blocks a new import.
    await failGhostJobs(deps.db, { embedded: false });
    if (await jobsRepo.runningJobExists(deps.db, 'padron', null)) throw new AppError('IMPORT_IN_PROGRESS');
    const total = await countLines(file.path);
    let job: JobHandle;
    try {
      job = await startJob(deps.db, { kind: 'padron', companyId: null, userId: who.userId, total });
    } catch (err) {
      // Two imports started at the same moment: the partial unique index lets one run.
      if (isUniqueViolation(err)) throw new AppError('IMPORT_IN_PROGRESS');
      throw err;
    }
    const done = load(deps, job, file.path, file.sourceName, who).finally(() => {
      if (file.deleteAfter) rmSync(file.path, { force: true });
    });
    const row = await jobsRepo.getJob(deps.db, job.id);
    return { job: jobDto(row!, lang), done };
  } catch (err) {
    if (file.deleteAfter) rmSync(file.path, { force: true });
    throw err;
  }
};
