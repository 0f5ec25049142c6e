import { mailOutboxRequest, mailOutboxResponse, retryMailRequest, retryMailResponse } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as mail from './mail.service';

/** The company's outgoing mail, for its administrators (issue 23). */
export const registerMailRoutes = (root: FastifyInstance, deps: mail.MailDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Files and mail'];
  // Administrators only: the company's mail names every employee and user it wrote to.
  const admin = { ability: ['manage', 'Company'] as const };

  app.route({
    ...apiRoute('mailOutbox'),
    config: admin,
    schema: {
      tags,
      summary: "The company's outgoing mail: state, attempts and last error of each message; where mail goes",
      body: mailOutboxRequest,
      response: responses(mailOutboxResponse),
    },
    handler: async (req) => ok(await mail.listMailOutbox(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('retryMail'),
    config: admin,
    schema: {
      tags,
      summary: "Try the company's failed messages (the given ids, or all) again now",
      body: retryMailRequest,
      response: responses(retryMailResponse),
    },
    handler: async (req) => ok(await mail.retryMail(deps, authOf(req), metaOf(req), req.body)),
  });
};
