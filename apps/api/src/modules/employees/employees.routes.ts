import {
  activateRequest,
  assignmentListResponse,
  deleteLocalizationRequest,
  deleteLocalizationResponse,
  employeeChangeResponse,
  employeeDataResponse,
  employeeExportRequest,
  employeeListRequest,
  employeeListResponse,
  employeeRef,
  employeeSearchRequest,
  employeeSearchResponse,
  entryListResponse,
  inactivateRequest,
  localizationItem,
  localizationListResponse,
  modifyLocalizationRequest,
  newEmployeeRequest,
  newLocalizationRequest,
  newSalaryRequest,
  newSalaryResponse,
  periodicityChangeRequest,
  periodicityListResponse,
  salaryListResponse,
  scheduleLocationRequest,
  updateEmployeeRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInCostaRica } from '../../lib/dates';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as assignments from './employee-assignments';
import { exportEmployees } from './employee-export';
import * as localizations from './employee-localizations';
import * as status from './employee-status';
import * as employees from './employees.service';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

export const registerEmployeeRoutes = (root: FastifyInstance, deps: employees.EmployeesDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Employees'];
  const read = { ability: ['read', 'Employee'] as const };
  const create = { ability: ['create', 'Employee'] as const };
  const update = { ability: ['update', 'Employee'] as const };
  const remove = { ability: ['delete', 'Employee'] as const };

  app.route({
    ...apiRoute('employeeList'),
    config: read,
    schema: {
      tags,
      summary: 'Employees of the company, paged; search by number, name or national id; filters; sort',
      body: employeeListRequest,
      response: responses(employeeListResponse),
    },
    handler: async (req) => ok(await employees.listEmployees(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('employeeData'),
    config: read,
    schema: {
      tags,
      summary: 'One employee: master data, work data, status and current salary',
      body: employeeRef,
      response: responses(employeeDataResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.getEmployee(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('employeeSearch'),
    config: read,
    schema: {
      tags,
      summary: 'Quick search by name or number (page search, Contacts group)',
      body: employeeSearchRequest,
      response: responses(employeeSearchResponse),
    },
    handler: async (req) => ok(await employees.searchEmployees(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('employeeExport'),
    config: read,
    schema: {
      tags,
      summary: 'The filtered, sorted list as an Excel or CSV file (the body is the file)',
      body: employeeExportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(),
    },
    handler: async (req, reply) => {
      const file = await exportEmployees(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          contentDisposition(`empleados-${todayInCostaRica()}.${req.body.format}`),
        )
        .send(file.body);
    },
  });

  app.route({
    ...apiRoute('newEmployee'),
    config: create,
    schema: {
      tags,
      summary:
        'Create an employee with the first employment period and salary (409 when the national id is taken)',
      body: newEmployeeRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await employees.createEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('updateEmployee'),
    config: update,
    schema: {
      tags,
      summary: 'Change master or work data: only the fields sent change, the result is validated as a whole',
      body: updateEmployeeRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await employees.updateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('activateEmployee'),
    config: update,
    schema: {
      tags,
      summary: 'Back into new payrolls, with a reason; a re-entry (new period) after an exit needs entryDate',
      body: activateRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await status.activateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('inactivateEmployee'),
    config: update,
    schema: {
      tags,
      summary:
        'Out of new payrolls, with a reason; with exitDate and exitTypeId it is an exit that closes the period',
      body: inactivateRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await status.inactivateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('updateScheduleLocationPost'),
    config: update,
    schema: {
      tags,
      summary: 'Work assignment from a date: schedule, location, department, occupation (same as the PUT)',
      body: scheduleLocationRequest,
      response: responses(employeeChangeResponse, withNotFound),
    },
    handler: async (req) => ok(await assignments.changeAssignment(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('updateScheduleLocation'),
    config: update,
    schema: {
      tags,
      summary: 'Work assignment from a date (default today): schedule, location, department, occupation',
      body: scheduleLocationRequest,
      response: responses(employeeChangeResponse, withNotFound),
    },
    handler: async (req) => ok(await assignments.changeAssignment(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('entryList'),
    config: read,
    schema: {
      tags,
      summary: 'Entries and exits: the employment periods, oldest first',
      body: employeeRef,
      response: responses(entryListResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.listEntries(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('salaryList'),
    config: read,
    schema: {
      tags,
      summary: 'Salary history, newest first, with the salary in force today',
      body: employeeRef,
      response: responses(salaryListResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.listSalaries(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('newSalary'),
    config: update,
    schema: {
      tags,
      summary: 'Add a salary from a date (after the last one); below the minimum wage is a warning',
      body: newSalaryRequest,
      response: responses(newSalaryResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.addSalary(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('localizationList'),
    config: read,
    schema: {
      tags,
      summary: 'Addresses and contacts of the employee, primary first',
      body: employeeRef,
      response: responses(localizationListResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await localizations.listLocalizations(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('newLocalization'),
    config: update,
    schema: {
      tags,
      summary: 'Add an address or contact',
      body: newLocalizationRequest,
      response: responses(localizationItem, withNotFound),
    },
    handler: async (req) => ok(await localizations.addLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('modifyLocalization'),
    config: update,
    schema: {
      tags,
      summary: 'Replace the fields of an address or contact',
      body: modifyLocalizationRequest,
      response: responses(localizationItem, withNotFound),
    },
    handler: async (req) =>
      ok(await localizations.modifyLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('deleteLocalization'),
    config: remove,
    schema: {
      tags,
      summary: 'Delete an address or contact (JSON body)',
      body: deleteLocalizationRequest,
      response: responses(deleteLocalizationResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await localizations.deleteLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('assignmentList'),
    config: read,
    schema: {
      tags,
      summary: 'Work assignment history (schedule, location, department, occupation), newest first',
      body: employeeRef,
      response: responses(assignmentListResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await assignments.listAssignmentHistory(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('periodicityList'),
    config: read,
    schema: {
      tags,
      summary: 'Pay periodicity history, newest first',
      body: employeeRef,
      response: responses(periodicityListResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await assignments.listPeriodicityHistory(deps, authOf(req), req.body.num_empleado)),
  });

  app.route({
    ...apiRoute('updatePeriodicity'),
    config: update,
    schema: {
      tags,
      summary: 'Change the pay periodicity from a date (default today); the history keeps the earlier ones',
      body: periodicityChangeRequest,
      response: responses(employeeChangeResponse, withNotFound),
    },
    handler: async (req) => ok(await assignments.changePeriodicity(deps, authOf(req), metaOf(req), req.body)),
  });
};
