import {
  API,
  catalogRequest,
  importJob,
  padronLookupRequest,
  padronLookupResponse,
  padronStatusResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { metaOf, ok, responses } from '../../lib/http';
import { saveUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { trackJob } from '../jobs/jobs.service';
import * as padron from './padron.service';

/** The TSE file is about 370 MB; a gigabyte leaves room for growth. */
export const PADRON_MAX_BYTES = 1024 * 1024 * 1024;

export const registerPadronRoutes = (
  root: FastifyInstance,
  deps: padron.PadronDeps & { config: AppConfig },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Padrón electoral'];

  app.post(`/api/${API.padronData}`, {
    config: { ability: ['read', 'Employee'] },
    schema: {
      tags,
      summary: 'Look a cédula up in the electoral roll (names for the employee form)',
      body: padronLookupRequest,
      response: responses(padronLookupResponse),
    },
    handler: async (req) => ok(await padron.lookupPadron(deps, req.body.cedula)),
  });

  app.post(`/api/${API.padronStatus}`, {
    config: { ability: ['read', 'Employee'] },
    schema: {
      tags,
      summary: 'Whether a roll is loaded, its size and date, and the last import',
      body: catalogRequest,
      response: responses(padronStatusResponse),
    },
    handler: async (req) => ok(await padron.padronStatus(deps, metaOf(req).lang)),
  });

  app.post(`/api/${API.padronImport}`, {
    // The roll is shared by every company: only a system administrator replaces it, before the upload is read.
    config: { ability: ['manage', 'all'], systemAdminOnly: true },
    schema: {
      tags,
      summary:
        'Import PADRON_COMPLETO.txt (multipart/form-data, field `archivo`, Latin-1, up to 1 GB). Answers the running job; poll empleados/importstatus.',
      consumes: ['multipart/form-data'],
      response: responses(importJob, [400, 401, 403, 409, 413, 429, 500]),
    },
    handler: async (req) => {
      const auth = authOf(req);
      const meta = metaOf(req);
      const upload = await saveUpload(req, join(deps.config.filesDir, 'tmp'), PADRON_MAX_BYTES);
      const { job, done } = await padron.startPadronImport(
        deps,
        { userId: auth.userId, userCode: auth.userCode },
        { path: upload.path, sourceName: upload.filename, deleteAfter: true },
        meta.lang,
      );
      trackJob(done);
      done.catch((err: unknown) => req.log.error({ err, jobId: job.jobId }, 'padrón import failed'));
      return ok(job);
    },
  });
};
