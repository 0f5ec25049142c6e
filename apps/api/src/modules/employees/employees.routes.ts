import {
  activateRequest,
  API,
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
  projectionRequest,
  projectionResponse,
  salaryListResponse,
  scheduleLocationRequest,
  updateEmployeeRequest,
  vacationEntitlementRequest,
  vacationEntitlementResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInCostaRica } from '../../lib/dates';
import { fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { exportEmployees } from './employee-export';
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

  app.post(`/api/${API.employeeList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Employees of the company, paged; search by number, name or national id; filters; sort',
      body: employeeListRequest,
      response: responses(employeeListResponse),
    },
    handler: async (req) => ok(await employees.listEmployees(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.employeeData}`, {
    config: read,
    schema: {
      tags,
      summary: 'One employee: master data, work data, status and current salary',
      body: employeeRef,
      response: responses(employeeDataResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.getEmployee(deps, authOf(req), req.body.num_empleado)),
  });

  app.post(`/api/${API.employeeSearch}`, {
    config: read,
    schema: {
      tags,
      summary: 'Quick search by name or number (page search, Contacts group)',
      body: employeeSearchRequest,
      response: responses(employeeSearchResponse),
    },
    handler: async (req) => ok(await employees.searchEmployees(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.employeeExport}`, {
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
          `attachment; filename="empleados-${todayInCostaRica()}.${req.body.format}"`,
        )
        .send(file.body);
    },
  });

  app.post(`/api/${API.newEmployee}`, {
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

  app.put(`/api/${API.updateEmployee}`, {
    config: update,
    schema: {
      tags,
      summary: 'Change master or work data: only the fields sent change, the result is validated as a whole',
      body: updateEmployeeRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await employees.updateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.activateEmployee}`, {
    config: update,
    schema: {
      tags,
      summary: 'Back into new payrolls, with a reason; a re-entry (new period) after an exit needs entryDate',
      body: activateRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await employees.activateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.inactivateEmployee}`, {
    config: update,
    schema: {
      tags,
      summary:
        'Out of new payrolls, with a reason; with exitDate and exitTypeId it is an exit that closes the period',
      body: inactivateRequest,
      response: responses(employeeChangeResponse, withConflict),
    },
    handler: async (req) => ok(await employees.inactivateEmployee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.updateScheduleLocationPost}`, {
    config: update,
    schema: {
      tags,
      summary: 'Work assignment: schedule and location (same as the PUT)',
      body: scheduleLocationRequest,
      response: responses(employeeChangeResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await employees.updateScheduleLocation(deps, authOf(req), metaOf(req), req.body)),
  });
  app.put(`/api/${API.updateScheduleLocation}`, {
    config: update,
    schema: {
      tags,
      summary: 'Work assignment: schedule and location',
      body: scheduleLocationRequest,
      response: responses(employeeChangeResponse, withNotFound),
    },
    handler: async (req) =>
      ok(await employees.updateScheduleLocation(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.entryList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Entries and exits: the employment periods, oldest first',
      body: employeeRef,
      response: responses(entryListResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.listEntries(deps, authOf(req), req.body.num_empleado)),
  });

  app.post(`/api/${API.salaryList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Salary history, newest first, with the salary in force today',
      body: employeeRef,
      response: responses(salaryListResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.listSalaries(deps, authOf(req), req.body.num_empleado)),
  });

  app.post(`/api/${API.newSalary}`, {
    config: update,
    schema: {
      tags,
      summary: 'Add a salary from a date (after the last one); below the minimum wage is a warning',
      body: newSalaryRequest,
      response: responses(newSalaryResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.addSalary(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.localizationList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Addresses and contacts of the employee, primary first',
      body: employeeRef,
      response: responses(localizationListResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.listLocalizations(deps, authOf(req), req.body.num_empleado)),
  });

  app.post(`/api/${API.newLocalization}`, {
    config: update,
    schema: {
      tags,
      summary: 'Add an address or contact',
      body: newLocalizationRequest,
      response: responses(localizationItem, withNotFound),
    },
    handler: async (req) => ok(await employees.addLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.modifyLocalization}`, {
    config: update,
    schema: {
      tags,
      summary: 'Replace the fields of an address or contact',
      body: modifyLocalizationRequest,
      response: responses(localizationItem, withNotFound),
    },
    handler: async (req) => ok(await employees.modifyLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.delete(`/api/${API.deleteLocalization}`, {
    config: remove,
    schema: {
      tags,
      summary: 'Delete an address or contact (JSON body)',
      body: deleteLocalizationRequest,
      response: responses(deleteLocalizationResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.deleteLocalization(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.employeeProjection}`, {
    config: read,
    schema: {
      tags,
      summary: "The engine's payslip for the employee's next period with no incidents, line by line",
      body: projectionRequest,
      response: responses(projectionResponse, withConflict),
    },
    handler: async (req) => ok(await employees.projectEmployee(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.vacationEntitlement}`, {
    config: read,
    schema: {
      tags,
      summary: 'Vacation entitlement of the current employment (engine, CT art. 153)',
      body: vacationEntitlementRequest,
      response: responses(vacationEntitlementResponse, withNotFound),
    },
    handler: async (req) => ok(await employees.getVacationEntitlement(deps, authOf(req), req.body)),
  });
};
