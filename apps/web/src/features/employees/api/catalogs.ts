import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  departmentListResponse,
  locationListResponse,
  statusListResponse,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { employeeKeys } from './keys';

/** A catalog call of `parametros/*` (POST, optional body), cached for the session's company and language. */
const catalogQuery = <S extends z.ZodType>(name: string, path: string, schema: S, body: unknown = {}) =>
  queryOptions({
    queryKey: [...employeeKeys.catalog(getSession()?.userData.num_empresa ?? 0, name, currentLanguage()), body],
    queryFn: ({ signal }) => apiRequest(path, { body, schema, signal }),
    staleTime: 10 * 60_000,
  });

/** `parametros/departamentolista`. */
export const useDepartments = () => useQuery(catalogQuery('departments', API.departmentList, departmentListResponse));
/** `parametros/ubicacionlista`. */
export const useLocations = () => useQuery(catalogQuery('locations', API.locationList, locationListResponse));
/** `parametros/estadolista`. */
export const useStatuses = () => useQuery(catalogQuery('statuses', API.statusList, statusListResponse));
