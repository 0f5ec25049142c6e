import {
  API,
  reviewStatusRequest,
  reviewStatusResponse,
  updateReviewRequest,
  updateReviewResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as review from './review.service';

/**
 * The review of a payroll before calculating it: reading it needs read Payroll (every role); marking
 * employees reviewed needs update Payroll (payroll managers and administrators).
 */
export const registerReviewRoutes = (root: FastifyInstance, deps: review.ReviewDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payroll runs'];

  app.post(`/api/${API.reviewStatus}`, {
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary: "A payroll's review: per employee the days by code, hours, amounts, blockers and warnings",
      body: reviewStatusRequest,
      response: responses(reviewStatusResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await review.reviewStatus(deps, authOf(req), req.body)),
  });

  app.put(`/api/${API.updateReview}`, {
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary: 'Mark employees reviewed or back to pending (409 with the blockers when any has one)',
      body: updateReviewRequest,
      response: responses(updateReviewResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await review.updateReview(deps, authOf(req), metaOf(req), req.body)),
  });
};
