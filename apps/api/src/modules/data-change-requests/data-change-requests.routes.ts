import {
  cancelDataChangeRequest,
  dataChangeInboxRequest,
  dataChangeRequestListResponse,
  dataChangeRequestResponse,
  decideDataChangeRequests,
  decideDataChangeRequestsResponse,
  myDataResponse,
  newDataChangeRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as dataChanges from './data-change-requests.service';

/** My data (`autoservicio/`): the employee's contact data and bank account, changed through requests HR decides. */
export const registerDataChangeRoutes = (root: FastifyInstance, deps: dataChanges.DataChangeDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Self-service'];
  const hr = { ability: ['update', 'Employee'] as const };

  app.route({
    ...apiRoute('myData'),
    config: { ability: ['read', 'Self'] as const },
    schema: {
      tags,
      summary: "The caller's phone, e-mail, address, bank and IBAN, and their pending change request",
      body: z.object({}).optional(),
      response: responses(myDataResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await dataChanges.getMyData(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('newDataChangeRequest'),
    config: { ability: ['create', 'Self'] as const },
    schema: {
      tags,
      summary:
        "The caller's request to change contact data or bank account, pending HR; an IBAN change warns the e-mail on file; audited",
      body: newDataChangeRequest,
      response: responses(dataChangeRequestResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await dataChanges.requestDataChange(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('myDataChangeRequests'),
    config: { ability: ['read', 'Self'] as const },
    schema: {
      tags,
      summary: "The caller's data-change requests, pending first",
      body: z.object({}).optional(),
      response: responses(dataChangeRequestListResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await dataChanges.listMyDataChangeRequests(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('cancelDataChangeRequest'),
    config: { ability: ['update', 'Self'] as const },
    schema: {
      tags,
      summary: "Cancels the caller's pending data-change request; audited",
      body: cancelDataChangeRequest,
      response: responses(dataChangeRequestResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) =>
      ok(await dataChanges.cancelMyDataChangeRequest(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('dataChangeInbox'),
    config: hr,
    schema: {
      tags,
      summary: "HR's inbox of data-change requests: what each asks for beside what the record holds now",
      body: dataChangeInboxRequest,
      response: responses(dataChangeRequestListResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await dataChanges.dataChangeInbox(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('decideDataChangeRequests'),
    config: hr,
    schema: {
      tags,
      summary:
        "Approves (applied to the employee's record) or rejects pending data-change requests, all or none; audited, e-mailed",
      body: decideDataChangeRequests,
      response: responses(decideDataChangeRequestsResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await dataChanges.decideDataChanges(deps, authOf(req), metaOf(req), req.body)),
  });
};
