import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, userListResponse, type Page, type UserListRequest, type UserRow } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { userKeys } from './keys';

/** `usuarios/userlist`: a page of the company's users, searched and sorted by the server. */
export const listUsers = (params: UserListRequest, signal?: AbortSignal): Promise<Page<UserRow>> =>
  apiRequest(API.userList, { body: params, schema: userListResponse, signal });

export const listUsersQueryOptions = (params: UserListRequest) =>
  queryOptions({
    queryKey: userKeys.list(currentCompanyId(), params),
    queryFn: ({ signal }) => listUsers(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useUsers = (params: UserListRequest) => useQuery(listUsersQueryOptions(params));
