import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, myCompaniesResponse, type MyCompany } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { authKeys } from './keys';

/** `authPlanilla/mycompanies`: the companies the signed-in user may enter, with their role in each. */
export const listMyCompanies = (signal?: AbortSignal): Promise<MyCompany[]> =>
  apiRequest(API.myCompanies, { body: {}, schema: myCompaniesResponse, signal });

export const myCompaniesQueryOptions = () => {
  const user = getSession()?.userData;
  return queryOptions({
    queryKey: authKeys.myCompanies(user?.num_empresa ?? 0, user?.num_usuario ?? 0),
    queryFn: ({ signal }) => listMyCompanies(signal),
    staleTime: 60_000,
  });
};

/** Loaded when the company menu opens (`enabled`), not on every page. */
export const useMyCompanies = (enabled: boolean) => useQuery({ ...myCompaniesQueryOptions(), enabled });
