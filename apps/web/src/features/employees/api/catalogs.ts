import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  bankListResponse,
  civilStatusListResponse,
  countryListResponse,
  departmentListResponse,
  educationListResponse,
  exitTypeListResponse,
  idTypeListResponse,
  localityListResponse,
  locationListResponse,
  occupationListResponse,
  scheduleOptionsResponse,
  statusListResponse,
  type LocalityLevel,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

/** A catalog call of `parametros/*` (POST, optional body), cached for the session's company and language. */
const catalogQuery = <S extends z.ZodType>(name: string, path: string, schema: S, body: unknown = {}) =>
  queryOptions({
    queryKey: [...employeeKeys.catalog(currentCompanyId(), name, currentLanguage()), body],
    queryFn: ({ signal }) => apiRequest(path, { body, schema, signal }),
    staleTime: 10 * 60_000,
  });

/** `parametros/departamentolista`. */
export const useDepartments = () =>
  useQuery(catalogQuery('departments', API.departmentList, departmentListResponse));
/** `parametros/ubicacionlista`. */
export const useLocations = () => useQuery(catalogQuery('locations', API.locationList, locationListResponse));
/** `parametros/estadolista`. */
export const useStatuses = () => useQuery(catalogQuery('statuses', API.statusList, statusListResponse));
/** `parametros/ocupacionlista`. */
export const useOccupations = () =>
  useQuery(catalogQuery('occupations', API.occupationList, occupationListResponse));
/** `parametros/horariolista`: the company's active schedules, for pickers. */
export const useScheduleOptions = () =>
  useQuery(catalogQuery('schedules', API.scheduleOptions, scheduleOptionsResponse));
/** `parametros/exitlist`: the company's exit types. */
export const useExitTypes = () => useQuery(catalogQuery('exitTypes', API.exitTypeList, exitTypeListResponse));
/** `parametros/tipoidlista`. */
export const useIdTypes = () => useQuery(catalogQuery('idTypes', API.idTypeList, idTypeListResponse));
/** `parametros/paislista` (sorted by name in the request language). */
export const useCountries = () => useQuery(catalogQuery('countries', API.countryList, countryListResponse));
/** `parametros/estadocivilista`. */
export const useCivilStatuses = () =>
  useQuery(catalogQuery('civilStatuses', API.civilStatusList, civilStatusListResponse));
/** `parametros/escolaridadlista`. */
export const useEducationLevels = () =>
  useQuery(catalogQuery('educationLevels', API.educationList, educationListResponse));
/** `parametros/bancolista`: banks by SINPE code. */
export const useBanks = () => useQuery(catalogQuery('banks', API.bankList, bankListResponse));

/**
 * `parametros/localizacionlista`: one level of the territorial division under one parent (provinces
 * with no parent). Disabled until the parent is chosen, so cascading pickers ask only what they show.
 */
export const useLocalities = (level: LocalityLevel, parentCode?: string | null) =>
  useQuery({
    ...catalogQuery(`localities-${level}`, API.localityList, localityListResponse, {
      level,
      parentCode: parentCode ?? undefined,
    }),
    enabled: level === 'province' || Boolean(parentCode),
  });
