import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, bookmarkEntry, type BookmarkEntry } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getBookmarksQueryOptions } from './get-bookmarks';

/** `authPlanilla/deleteaddbookmark`: adds or removes a bookmark; answers the updated entry. */
export const toggleBookmark = (id: string): Promise<BookmarkEntry> =>
  apiRequest(API.toggleBookmark, { body: { id }, schema: bookmarkEntry });

/** Toggles at once on screen, then keeps the server's answer (or rolls back on failure). */
export const useToggleBookmark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    meta: { silent: true },
    onMutate: async (id) => {
      const { queryKey } = getBookmarksQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (entries) =>
        entries?.map((entry) => (entry.id === id ? { ...entry, isBookmarked: !entry.isBookmarked } : entry)),
      );
      return { previous, queryKey };
    },
    onSuccess: (updated, _id, context) => {
      queryClient.setQueryData(context.queryKey, (entries) =>
        entries?.map((entry) => (entry.id === updated.id ? updated : entry)),
      );
    },
    onError: (_error, _id, context) => {
      if (context) queryClient.setQueryData(context.queryKey, context.previous);
    },
  });
};
