import {
  API,
  attendancePayrollEmployeesRequest,
  attendancePayrollEmployeesResponse,
  attendancePayrollsRequest,
  generateCalendarRequest,
  generateCalendarResponse,
  newPayrollRequest,
  payrollCalendarListRequest,
  payrollCalendarListResponse,
  payrollEmployeesListRequest,
  payrollEmployeesListResponse,
  payrollItem,
  payrollListRequest,
  payrollListResponse,
  projectPayrollRequest,
  projectPayrollResponse,
  updatePayDateRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { generateCalendar } from './generate-calendar';
import { projectPayroll } from './project-payroll';
import * as payrolls from './payroll-runs.service';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** The payroll calendar (paramPlanilla/*), the process lists and the projection (procesoPlanilla/*). */
export const registerPayrollRunRoutes = (root: FastifyInstance, deps: payrolls.PayrollRunsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payroll runs'];
  const read = { ability: ['read', 'Payroll'] as const };

  app.post(`/api/${API.payrollCalendarList}`, {
    config: read,
    schema: {
      tags,
      summary: 'The payroll calendar: payrolls by periodicity, status and year, oldest period first',
      body: payrollCalendarListRequest,
      response: responses(payrollCalendarListResponse),
    },
    handler: async (req) => ok(await payrolls.listCalendar(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.newPayroll}`, {
    config: { ability: ['create', 'Payroll'] as const },
    schema: {
      tags,
      summary: 'Add one payroll to the calendar (409 when its period overlaps another of the periodicity)',
      body: newPayrollRequest,
      response: responses(payrollItem, withConflict),
    },
    handler: async (req) => ok(await payrolls.createPayroll(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.updatePayDate}`, {
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary: 'Change the pay date of a payroll not calculated yet (not to a past date)',
      body: updatePayDateRequest,
      response: responses(payrollItem, withConflict),
    },
    handler: async (req) => ok(await payrolls.updatePayDate(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.generateCalendar}`, {
    config: { ability: ['create', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "Generate a year's payrolls of one periodicity (only the missing periods are added; 409 when existing payrolls do not align)",
      body: generateCalendarRequest,
      response: responses(generateCalendarResponse, withConflict),
    },
    handler: async (req) => ok(await generateCalendar(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.payrollList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Payrolls by status (default projected and processed), newest period first',
      body: payrollListRequest,
      response: responses(payrollListResponse),
    },
    handler: async (req) => ok(await payrolls.listProcessPayrolls(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.payrollEmployeesList}`, {
    config: read,
    schema: {
      tags,
      summary: 'The employees of a payroll, paged, with their days and review status',
      body: payrollEmployeesListRequest,
      response: responses(payrollEmployeesListResponse, withNotFound),
    },
    handler: async (req) => ok(await payrolls.listPayrollEmployees(deps, authOf(req), req.body)),
  });

  app.put(`/api/${API.projectPayroll}`, {
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "Lay out the payroll's attendance day by day (again while projected: keeps what people and clocks changed)",
      body: projectPayrollRequest,
      response: responses(projectPayrollResponse, withConflict),
    },
    handler: async (req) => ok(await projectPayroll(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.attendancePayrolls}`, {
    config: { ability: ['read', 'Attendance'] as const },
    schema: {
      tags: ['Attendance'],
      summary: 'The payrolls whose attendance can be recorded (projected or processed), newest first',
      body: attendancePayrollsRequest,
      response: responses(payrollListResponse),
    },
    handler: async (req) => ok(await payrolls.listAttendancePayrolls(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.attendancePayrollEmployees}`, {
    config: { ability: ['read', 'Attendance'] as const },
    schema: {
      tags: ['Attendance'],
      summary: "A payroll's employees by name or number, for pickers",
      body: attendancePayrollEmployeesRequest,
      response: responses(attendancePayrollEmployeesResponse, withNotFound),
    },
    handler: async (req) => ok(await payrolls.searchAttendanceEmployees(deps, authOf(req), req.body)),
  });
};
