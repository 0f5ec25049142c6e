import {
  API,
  clockApplyRequest,
  clockApplyResponse,
  clockFileReadRequest,
  clockFileReadResponse,
  clockFileRegisterRequest,
  clockFileRegisterResponse,
  clockFilesRequest,
  clockFilesResponse,
  clockMarksRequest,
  clockMarksResponse,
  clockPayrollRequest,
  clockPayrollResponse,
  clockRecordsRequest,
  clockRecordsResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { applyClockMarks } from './clock-apply';
import type { ClockDeps } from './clock-files.service';
import { listClockErrors, listClockFiles, listClockMarks, listClockPayrolls } from './clock-lists';
import { releaseInterruptedReads, startReading } from './clock-read';
import { guardClockFileReplacement, registerClockFile } from './clock-register';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/**
 * Clock files: register a stored file, read it into marks (a job), the lists, and applying the marks to a
 * payroll's days. `onReadWork` lets a caller (the bench) wait for a read's background work.
 */
export const registerClockFileRoutes = (
  root: FastifyInstance,
  deps: ClockDeps & { onReadWork?: (work: Promise<unknown>) => void },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  guardClockFileReplacement();
  releaseInterruptedReads();
  const tags = ['Attendance'];
  const read = { ability: ['read', 'Attendance'] as const };
  const update = { ability: ['update', 'Attendance'] as const };

  app.put(`/api/${API.clockFileRegister}`, {
    config: update,
    schema: {
      tags,
      summary: 'Register a file stored with POST util/ (folder `marcas`) as a clock file',
      body: clockFileRegisterRequest,
      response: responses(clockFileRegisterResponse, withConflict),
    },
    handler: async (req) => ok(await registerClockFile(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.clockFileRead}`, {
    config: update,
    schema: {
      tags,
      summary:
        'Read a registered clock file into marks (a job: poll empleados/importstatus with jobId); all or nothing per read, bad rows listed',
      body: clockFileReadRequest,
      response: responses(clockFileReadResponse, withConflict),
    },
    handler: async (req) =>
      ok(
        await startReading(
          deps,
          authOf(req),
          metaOf(req),
          req.body.fileId,
          (err) => req.log.error({ err, fileId: req.body.fileId }, 'clock file read failed'),
          deps.onReadWork,
        ),
      ),
  });

  app.post(`/api/${API.clockFiles}`, {
    config: read,
    schema: {
      tags,
      summary: 'The uploaded clock files, newest first, with their counts',
      body: clockFilesRequest,
      response: responses(clockFilesResponse),
    },
    handler: async (req) => ok(await listClockFiles(deps, authOf(req), metaOf(req).lang, req.body)),
  });

  app.post(`/api/${API.clockFileRecords}`, {
    config: read,
    schema: {
      tags,
      summary:
        'Rows of clock files that could not be used: file, row, value and reason in the request language',
      body: clockRecordsRequest,
      response: responses(clockRecordsResponse, withNotFound),
    },
    handler: async (req) => ok(await listClockErrors(deps, authOf(req), metaOf(req).lang, req.body)),
  });

  app.post(`/api/${API.clockMarks}`, {
    config: read,
    schema: {
      tags,
      summary: 'Stored marks by payroll, file, employee and date',
      body: clockMarksRequest,
      response: responses(clockMarksResponse, withNotFound),
    },
    handler: async (req) => ok(await listClockMarks(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.clockPayrolls}`, {
    config: read,
    schema: {
      tags,
      summary: 'Open payrolls with the marks of their employees inside the period',
      body: clockPayrollRequest,
      response: responses(clockPayrollResponse),
    },
    handler: async (req) => ok(await listClockPayrolls(deps, authOf(req))),
  });

  app.put(`/api/${API.clockApply}`, {
    config: update,
    schema: {
      tags,
      summary:
        "Pair a payroll's marks into days and set R, E or S; `preview` (default true) only answers what would change",
      body: clockApplyRequest,
      response: responses(clockApplyResponse, withConflict),
    },
    handler: async (req) => ok(await applyClockMarks(deps, authOf(req), metaOf(req), req.body)),
  });
};
