import { API, importDryRunResponse, importJobResponse, importTemplateRequest } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition, fileResponses, metaOf, ok, responses } from '../../../lib/http';
import { readUpload } from '../../../lib/uploads';
import { authOf } from '../../../plugins/auth';
import { trackJob } from '../../jobs/jobs.service';
import * as imports from './import.service';

/** Spreadsheets of up to 20 000 employees fit well within 5 MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const registerEmployeeImportRoutes = (root: FastifyInstance, deps: imports.ImportDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Employees'];
  const upload =
    'multipart/form-data with the file in field `archivo` (.xlsx or .csv, up to 5 MB and 20 000 rows)';

  app.post(`/api/${API.importTemplate}`, {
    config: { ability: ['read', 'Employee'] },
    schema: {
      tags,
      summary:
        'The import template (xlsx with instructions and the company catalogs, or csv): the body is the file',
      body: importTemplateRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(),
    },
    handler: async (req, reply) => {
      const file = await imports.buildTemplate(deps, authOf(req), req.body.format, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });

  app.post(`/api/${API.importDryRun}`, {
    config: { ability: ['create', 'Employee'] },
    schema: {
      tags,
      summary: `Check an import file without writing: every row's problems. ${upload}`,
      consumes: ['multipart/form-data'],
      response: responses(importDryRunResponse, [400, 401, 403, 413, 429, 500]),
    },
    handler: async (req) =>
      ok(await imports.dryRun(deps, authOf(req), await readUpload(req, IMPORT_MAX_BYTES), metaOf(req).lang)),
  });

  app.post(`/api/${API.importEmployees}`, {
    config: { ability: ['create', 'Employee'] },
    schema: {
      tags,
      summary: `Import the valid rows in one transaction; answers the running job (poll empleados/importstatus). ${upload}`,
      consumes: ['multipart/form-data'],
      response: responses(importJobResponse, [400, 401, 403, 413, 429, 500]),
    },
    handler: async (req) => {
      const file = await readUpload(req, IMPORT_MAX_BYTES);
      const { job, done } = await imports.startEmployeeImport(deps, authOf(req), metaOf(req), file);
      trackJob(done);
      done.catch((err: unknown) => req.log.error({ err, jobId: job.jobId }, 'employee import failed'));
      return ok(job);
    },
  });
};
