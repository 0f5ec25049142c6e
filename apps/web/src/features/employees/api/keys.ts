import type { EmployeeListRequest } from '@planilla/contracts';

/** Query keys of the employees area, scoped by company. */
export const employeeKeys = {
  all: ['employees'] as const,
  company: (company: number) => [...employeeKeys.all, company] as const,
  lists: (company: number) => [...employeeKeys.company(company), 'list'] as const,
  list: (company: number, params: EmployeeListRequest) => [...employeeKeys.lists(company), params] as const,
  catalog: (company: number, name: string, language: string) =>
    [...employeeKeys.company(company), 'catalog', name, language] as const,
  /** Everything about one employee (data, salaries, localizations, periods, projection, vacations). */
  employee: (company: number, num: number) => [...employeeKeys.company(company), 'employee', num] as const,
  employeePart: (company: number, num: number, part: string) =>
    [...employeeKeys.employee(company, num), part] as const,
  /** The padrón (electoral roll) lookups and status. */
  padron: (company: number) => [...employeeKeys.company(company), 'padron'] as const,
};
