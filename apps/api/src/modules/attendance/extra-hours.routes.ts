import {
  API,
  extraHoursPayrollRequest,
  extraHoursPayrollResponse,
  extraHoursRequest,
  extraHoursResponse,
  registerExtraHoursRequest,
  registerExtraHoursResponse,
  updateExtraHourRequest,
  updateExtraHourResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import type { AttendanceDeps } from './attendance.service';
import * as extra from './extra-hours.service';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/**
 * Extra hours of a payroll: lists (read Attendance), registering them by hand (update Attendance: whoever
 * records attendance, HR assistants included) and approving, rejecting or adjusting them (update Payroll:
 * payroll managers and administrators, since only approved extra hours are paid).
 */
export const registerExtraHoursRoutes = (root: FastifyInstance, deps: AttendanceDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Attendance'];
  const read = { ability: ['read', 'Attendance'] as const };

  app.post(`/api/${API.extraHoursPayroll}`, {
    config: read,
    schema: {
      tags,
      summary: 'Extra hours per employee of a payroll (pending, approved, rejected, holiday, over the cap)',
      body: extraHoursPayrollRequest,
      response: responses(extraHoursPayrollResponse, withNotFound),
    },
    handler: async (req) => ok(await extra.listExtraHoursPayroll(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.extraHours}`, {
    config: read,
    schema: {
      tags,
      summary: 'The days with extra hours of a payroll, pending first',
      body: extraHoursRequest,
      response: responses(extraHoursResponse, withNotFound),
    },
    handler: async (req) => ok(await extra.listExtraHours(deps, authOf(req), req.body)),
  });

  app.put(`/api/${API.updateExtraHour}`, {
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary: 'Approve, reject or adjust (with a reason) the extra hours of one employee-day or many',
      body: updateExtraHourRequest,
      response: responses(updateExtraHourResponse, withConflict),
    },
    handler: async (req) => ok(await extra.updateExtraHours(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.registerExtraHours}`, {
    config: { ability: ['update', 'Attendance'] as const },
    schema: {
      tags,
      summary: 'Register extra hours on a day worked by hand (pending approval)',
      body: registerExtraHoursRequest,
      response: responses(registerExtraHoursResponse, withConflict),
    },
    handler: async (req) => ok(await extra.registerExtraHours(deps, authOf(req), metaOf(req), req.body)),
  });
};
