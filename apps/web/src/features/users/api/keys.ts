import type { UserListRequest } from '@planilla/contracts';

/** Query keys of the users area, scoped by company. */
export const userKeys = {
  all: ['users'] as const,
  lists: (company: number) => [...userKeys.all, company, 'list'] as const,
  list: (company: number, params: UserListRequest) => [...userKeys.lists(company), params] as const,
};
