import {
  API,
  analyticAttendanceRequest,
  analyticAttendanceResponse,
  analyticPayrollRequest,
  analyticPayrollResponse,
  dashboardAttention,
  dashboardAttentionRequest,
  dashboardCards,
  dashboardCardsRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as analytics from './analytics.service';
import * as dashboard from './dashboard';

/** The analytics dashboard's calls (parametros/*): figures of closed payrolls and of the daily register. */
export const registerAnalyticsRoutes = (root: FastifyInstance, deps: analytics.AnalyticsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Analytics dashboard'];

  app.post(`/api/${API.analyticPayroll}`, {
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        'Payroll cost per month of the closed payrolls (pay-date month), by periodicity and department, with the change against the previous month and the same month last year',
      body: analyticPayrollRequest,
      response: responses(analyticPayrollResponse),
    },
    handler: async (req) => ok(await analytics.analyticPayroll(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.analyticAttendance}`, {
    config: { ability: ['read', 'Attendance'] as const },
    schema: {
      tags,
      summary:
        'The attendance line: days worked, absences, extra hours, vacation and disability days per day or week, and per department',
      body: analyticAttendanceRequest,
      response: responses(analyticAttendanceResponse),
    },
    handler: async (req) => ok(await analytics.analyticAttendance(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.dashboardCards}`, {
    config: { ability: ['read', 'Dashboard'] as const },
    schema: {
      tags,
      summary:
        "Headcount, this month's payroll cost, extra hours against last month, vacation liability (each only for a role that may read it)",
      body: dashboardCardsRequest,
      response: responses(dashboardCards),
    },
    handler: async (req) => ok(await dashboard.dashboardCards(deps, authOf(req))),
  });

  app.post(`/api/${API.dashboardAttention}`, {
    config: { ability: ['read', 'Dashboard'] as const },
    schema: {
      tags,
      summary:
        'What needs attention now (blockers, stale calculations, pay dates near, failed vouchers, missing bank or e-mail, aguinaldo, filing dates), each with its screen',
      body: dashboardAttentionRequest,
      response: responses(dashboardAttention),
    },
    handler: async (req) => ok(await dashboard.dashboardAttention(deps, authOf(req))),
  });
};
