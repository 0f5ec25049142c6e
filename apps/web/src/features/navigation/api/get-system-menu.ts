import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, systemMenuResponse, type MenuSection } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';
import { navigationKeys, sessionScope } from './keys';

/** `authPlanilla/systemmenu`: the pages this user may open, grouped by section. */
export const getSystemMenu = (signal?: AbortSignal): Promise<MenuSection[]> =>
  apiRequest(API.systemMenu, { body: {}, schema: systemMenuResponse, signal });

export const getSystemMenuQueryOptions = () => {
  const user = getSession()?.userData;
  return queryOptions({
    queryKey: navigationKeys.menu(sessionScope(user)),
    queryFn: ({ signal }) => getSystemMenu(signal),
    staleTime: 10 * 60_000,
  });
};

export const useSystemMenu = () => {
  useSession();
  return useQuery(getSystemMenuQueryOptions());
};

/** The first page of a menu: where a user lands after sign-in. */
export const firstMenuLink = (menu: MenuSection[]): string | undefined =>
  menu.flatMap((section) => section.items)[0]?.link;
