import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, userDataLoginResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getSession, updateProfile } from '../../../lib/session';
import { authKeys } from './keys';

/** `authPlanilla/userdatalogin`: fresh user and company data of the current session. */
export const getUserDataLogin = (signal?: AbortSignal) =>
  apiRequest(API.userDataLogin, { body: {}, schema: userDataLoginResponse, signal });

export const getUserDataLoginQueryOptions = (company: number, user: number) =>
  queryOptions({
    queryKey: authKeys.userData(company, user),
    queryFn: ({ signal }) => getUserDataLogin(signal),
    staleTime: 5 * 60_000,
  });

/**
 * Refreshes the stored `userData` and `datosEmpresa` when the app starts with a stored session, so a
 * role or company change made elsewhere shows without signing in again.
 */
export const useRefreshUserData = () => {
  const session = getSession();
  const query = useQuery({
    ...getUserDataLoginQueryOptions(session?.userData.num_empresa ?? 0, session?.userData.num_usuario ?? 0),
    enabled: session !== null,
  });
  useEffect(() => {
    if (query.data && getSession()) updateProfile(query.data);
  }, [query.data]);
  return query;
};
