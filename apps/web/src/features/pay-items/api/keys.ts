import { useQueryClient } from '@tanstack/react-query';
import type { PayItemOverviewRequest } from '@planilla/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { currentCompanyId } from '../../../lib/session';

/**
 * Query keys of the pay items area, scoped by company. Lists carry names in the request's language (shipped type
 * names), so their keys hold the interface language.
 */
export const payItemKeys = {
  all: ['payItems'] as const,
  company: () => [...payItemKeys.all, currentCompanyId()] as const,
  types: () => [...payItemKeys.company(), 'types', currentLanguage()] as const,
  payees: () => [...payItemKeys.company(), 'payees'] as const,
  /** Everything about one employee's items (list, movements). */
  employee: (num: number) => [...payItemKeys.company(), 'employee', num] as const,
  employeeItems: (num: number, includeEnded: boolean) =>
    [...payItemKeys.employee(num), 'items', includeEnded, currentLanguage()] as const,
  movements: (num: number, id: number) =>
    [...payItemKeys.employee(num), 'movements', id, currentLanguage()] as const,
  overviews: () => [...payItemKeys.company(), 'overview'] as const,
  overview: (request: PayItemOverviewRequest) =>
    [...payItemKeys.overviews(), request, currentLanguage()] as const,
  payrolls: (periodicity: string) => [...payItemKeys.company(), 'payrolls', periodicity] as const,
};

/** After a change to items, the catalogue or payees: every list of the area is read again (they count each other). */
export const useInvalidatePayItems = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payItemKeys.company() });
};
