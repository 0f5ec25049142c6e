import { useQueryClient } from '@tanstack/react-query';
import type { UserListRequest } from '@planilla/contracts';
import { currentCompanyId } from '../../../lib/session';

/** Query keys of the users area, scoped by company. */
export const userKeys = {
  all: ['users'] as const,
  lists: (company: number) => [...userKeys.all, company, 'list'] as const,
  list: (company: number, params: UserListRequest) => [...userKeys.lists(company), params] as const,
};

/** Refreshes the user lists of the current company after a change to one of its users. */
export const useInvalidateUserLists = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.lists(currentCompanyId()) });
};
