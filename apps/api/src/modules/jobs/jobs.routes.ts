import { API, importJob, importStatusRequest } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf, can } from '../../plugins/auth';
import { getJobStatus } from './jobs.service';

export const registerJobRoutes = (root: FastifyInstance, deps: { db: Db }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(`/api/${API.importStatus}`, {
    config: { ability: ['read', 'Employee'] },
    schema: {
      tags: ['Employees'],
      summary: 'Progress and outcome of an import (padrón: administrators; employees: the session company)',
      body: importStatusRequest,
      response: responses(importJob, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => {
      const auth = authOf(req);
      return ok(
        await getJobStatus(deps.db, auth, req.body.jobId, metaOf(req).lang, can(auth, 'manage', 'all')),
      );
    },
  });
};
