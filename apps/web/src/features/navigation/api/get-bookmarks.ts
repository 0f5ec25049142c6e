import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, bookmarkListResponse, type BookmarkEntry } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';
import { navigationKeys, sessionScope } from './keys';

/** `authPlanilla/bookmark`: every bookmarkable page of the user's menu with its state. */
export const getBookmarks = (signal?: AbortSignal): Promise<BookmarkEntry[]> =>
  apiRequest(API.bookmarkList, { body: {}, schema: bookmarkListResponse, signal });

export const getBookmarksQueryOptions = () => {
  const user = getSession()?.userData;
  return queryOptions({
    queryKey: navigationKeys.bookmarks(sessionScope(user)),
    queryFn: ({ signal }) => getBookmarks(signal),
    staleTime: 10 * 60_000,
  });
};

export const useBookmarks = () => {
  useSession();
  return useQuery(getBookmarksQueryOptions());
};
