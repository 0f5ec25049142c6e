import type { ImportJob } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { IMPORT_POLL_MS, importJobPollInterval, isJobFinished, jobPlaceholder } from './import-employees';

const job = (status: ImportJob['status']): ImportJob => ({
  jobId: '6b1d1f0e-4a43-4d5e-9a51-0f7cf0c6a8a1',
  kind: 'employees',
  status,
  processed: 1,
  total: 4,
  startedAt: '2026-03-02T15:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-03-02T15:00:01.000Z',
  error: null,
  result: null,
});

describe('importJobPollInterval', () => {
  it('asks every half second while the job runs, and before the first answer', () => {
    expect(importJobPollInterval(job('running'), null)).toBe(IMPORT_POLL_MS);
    expect(importJobPollInterval(undefined, null)).toBe(500);
  });

  it('stops once the job ended, well or not', () => {
    expect(importJobPollInterval(job('succeeded'), null)).toBe(false);
    expect(importJobPollInterval(job('failed'), null)).toBe(false);
  });

  it('stops when the server refuses the question (unknown job, no permission)', () => {
    const notFound = new ApiError('IMPORT_JOB_NOT_FOUND', 'No se encontró la importación.', undefined, 404);
    expect(importJobPollInterval(job('running'), notFound)).toBe(false);
    expect(importJobPollInterval(undefined, new ApiError('FORBIDDEN', 'x', undefined, 403))).toBe(false);
  });

  it('keeps asking after a network or server failure', () => {
    expect(importJobPollInterval(job('running'), new ApiError('NETWORK_ERROR', 'x', undefined, 0))).toBe(500);
    expect(importJobPollInterval(job('running'), new ApiError('INTERNAL_ERROR', 'x', undefined, 500))).toBe(
      500,
    );
  });
});

describe('isJobFinished', () => {
  it('is true for an ended job only', () => {
    expect(isJobFinished(undefined)).toBe(false);
    expect(isJobFinished(job('running'))).toBe(false);
    expect(isJobFinished(job('succeeded'))).toBe(true);
  });
});

describe('jobPlaceholder', () => {
  const other = { ...job('succeeded'), jobId: '0d7c4a8e-5f0b-4a3e-8a2b-3c9d1e2f4a5b' };
  it('keeps what was shown of the same job (a change of language), else the start answer', () => {
    const shown = job('succeeded');
    expect(jobPlaceholder(shown.jobId, shown, job('running'))).toBe(shown);
    const started = job('running');
    expect(jobPlaceholder(started.jobId, undefined, started)).toBe(started);
  });
  it("never shows another job's result for a new import", () => {
    const started = job('running');
    expect(jobPlaceholder(started.jobId, other, started)).toBe(started);
    expect(jobPlaceholder(started.jobId, other, undefined)).toBeUndefined();
  });
});
