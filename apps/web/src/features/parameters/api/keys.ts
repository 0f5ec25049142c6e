import type { ScheduleListRequest } from '@planilla/contracts';

/** Query keys of the parameters area, scoped by company. */
export const parameterKeys = {
  all: ['parameters'] as const,
  schedules: (company: number) => [...parameterKeys.all, company, 'schedules'] as const,
  scheduleList: (company: number, params: ScheduleListRequest) =>
    [...parameterKeys.schedules(company), 'list', params] as const,
  /** The four company catalogs of the maintenance screen (departments, occupations, locations, exit types). */
  companyCatalogs: (company: number) => [...parameterKeys.all, company, 'companyCatalogs'] as const,
};
