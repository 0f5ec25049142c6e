import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, companyCatalogsResponse, type CompanyCatalogs } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { parameterKeys } from './keys';

/** `paramPlanilla/companycatalogs`: departments, occupations, locations and exit types, retired ones included. */
export const listCompanyCatalogs = (signal?: AbortSignal): Promise<CompanyCatalogs> =>
  apiRequest(API.companyCatalogs, { body: {}, schema: companyCatalogsResponse, signal });

export const listCompanyCatalogsQueryOptions = () =>
  queryOptions({
    queryKey: parameterKeys.companyCatalogs(currentCompanyId()),
    queryFn: ({ signal }) => listCompanyCatalogs(signal),
    staleTime: 30_000,
  });

export const useCompanyCatalogs = () => useQuery(listCompanyCatalogsQueryOptions());
