import {
  API,
  deleteAbsentDayRequest,
  deleteAbsentDayResponse,
  diaryAttendanceRequest,
  diaryAttendanceResponse,
  disabilityRangeRequest,
  disabilityRangeResponse,
  employeesDiaryStatusRequest,
  employeesDiaryStatusResponse,
  presenceListDatesRequest,
  presenceListDatesResponse,
  presenceListRequest,
  presenceListResponse,
  projectionListRequest,
  projectionListResponse,
  rangesListRequest,
  rangesListResponse,
  unpaidLeaveRangeRequest,
  unpaidLeaveRangeResponse,
  vacationDaysRequest,
  vacationDaysResponse,
  vacationRangeRequest,
  vacationRangeResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as attendance from './attendance.service';
import * as ranges from './ranges.service';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** The daily register (asistencia/*) and the personal actions that mark ranges of days (acciones/*). */
export const registerAttendanceRoutes = (root: FastifyInstance, deps: attendance.AttendanceDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Attendance'];
  const read = { ability: ['read', 'Attendance'] as const };

  app.post(`/api/${API.presenceList}`, {
    config: read,
    schema: {
      tags,
      summary: "A payroll's attendance rows, paged: by date, employee, name, codes, department",
      body: presenceListRequest,
      response: responses(presenceListResponse, withNotFound),
    },
    handler: async (req) => ok(await attendance.listPresence(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.projectionList}`, {
    config: read,
    schema: {
      tags,
      summary: 'The days the projection laid out (same rows and filters as presencelist)',
      body: projectionListRequest,
      response: responses(projectionListResponse, withNotFound),
    },
    handler: async (req) => ok(await attendance.listPresence(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.presenceListDates}`, {
    config: read,
    schema: {
      tags,
      summary: "The period's dates with their holiday and the rows by code",
      body: presenceListDatesRequest,
      response: responses(presenceListDatesResponse, withNotFound),
    },
    handler: async (req) => ok(await attendance.listPresenceDates(deps, authOf(req), req.body.payrollId)),
  });

  app.post(`/api/${API.employeesDiaryStatus}`, {
    config: read,
    schema: {
      tags,
      summary: 'Per employee of a payroll: a code per day, the counts by code and hours, paged by name',
      body: employeesDiaryStatusRequest,
      response: responses(employeesDiaryStatusResponse, withNotFound),
    },
    handler: async (req) => ok(await attendance.listDiaryStatus(deps, authOf(req), req.body)),
  });

  app.put(`/api/${API.diaryAttendance}`, {
    config: { ability: ['update', 'Attendance'] as const },
    schema: {
      tags,
      summary: 'Set one employee-day or many at once (409 when the payroll is paid)',
      body: diaryAttendanceRequest,
      response: responses(diaryAttendanceResponse, withConflict),
    },
    handler: async (req) => ok(await attendance.setDiaryAttendance(deps, authOf(req), metaOf(req), req.body)),
  });

  app.delete(`/api/${API.deleteAbsentDay}`, {
    config: { ability: ['delete', 'Attendance'] as const },
    schema: {
      tags,
      summary: 'An absence back to what the schedule expects (JSON body)',
      body: deleteAbsentDayRequest,
      response: responses(deleteAbsentDayResponse, withConflict),
    },
    handler: async (req) => ok(await attendance.deleteAbsentDay(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.rangesList}`, {
    config: read,
    schema: {
      tags,
      summary: "An employee's vacation and disability ranges, newest first",
      body: rangesListRequest,
      response: responses(rangesListResponse, withNotFound),
    },
    handler: async (req) => ok(await ranges.listRanges(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.vacationDays}`, {
    config: read,
    schema: {
      tags,
      summary: 'The vacation days available: entitlement, days taken or booked, balance',
      body: vacationDaysRequest,
      response: responses(vacationDaysResponse, withConflict),
    },
    handler: async (req) => ok(await ranges.getVacationDays(deps, authOf(req), req.body.num_empleado)),
  });

  app.put(`/api/${API.vacationRange}`, {
    config: { ability: ['create', 'PersonalAction'] as const },
    schema: {
      tags: ['Personal actions'],
      summary: 'A vacation from–to: only working days count; refused beyond the balance unless allowed',
      body: vacationRangeRequest,
      response: responses(vacationRangeResponse, withConflict),
    },
    handler: async (req) => ok(await ranges.registerVacation(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.disabilityRange}`, {
    config: { ability: ['create', 'PersonalAction'] as const },
    schema: {
      tags: ['Personal actions'],
      summary: 'A disability from–to with its type and certificate (boleta)',
      body: disabilityRangeRequest,
      response: responses(disabilityRangeResponse, withConflict),
    },
    handler: async (req) => ok(await ranges.registerDisability(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.unpaidLeaveRange}`, {
    config: { ability: ['create', 'PersonalAction'] as const },
    schema: {
      tags: ['Personal actions'],
      summary:
        'Unpaid leave (permiso sin goce) or a suspension from–to with its reason: working days A, the vacation anniversary moves',
      body: unpaidLeaveRangeRequest,
      response: responses(unpaidLeaveRangeResponse, withConflict),
    },
    handler: async (req) => ok(await ranges.registerUnpaidLeave(deps, authOf(req), metaOf(req), req.body)),
  });
};
