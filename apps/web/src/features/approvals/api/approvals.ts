import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  decideVacationRequestsResponse,
  vacationRequestListResponse,
  type DecideVacationRequests,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

export type InboxRequest = z.output<typeof vacationRequestListResponse>['items'][number];
/** What the vacation tab lists: the pending requests, or the last decided ones. */
export type InboxFilter = 'pending' | 'decided';

/** Query keys of the approvals inbox, per company. */
export const approvalsKeys = {
  all: ['approvals'] as const,
  vacations: (filter: InboxFilter) =>
    [...approvalsKeys.all, currentCompanyId(), 'vacations', filter] as const,
  dataChanges: (status: string) => [...approvalsKeys.all, currentCompanyId(), 'dataChanges', status] as const,
};

/** `autoservicio/bandeja`: the vacation requests the caller approves (the roles: the company's; a head: theirs). */
export const useVacationInbox = (filter: InboxFilter) =>
  useQuery({
    queryKey: approvalsKeys.vacations(filter),
    queryFn: ({ signal }) =>
      apiRequest(API.approvalInbox, {
        body: { status: filter },
        schema: vacationRequestListResponse,
        signal,
      }),
  });

/**
 * `autoservicio/decidir`: approves (the days become V in the daily register) or rejects, all or none. The inbox,
 * the daily register and the vacation balances read again (the roots of those features' query keys).
 */
export const useDecideVacationRequests = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideVacationRequests) =>
      apiRequest(API.decideVacationRequests, { body: input, schema: decideVacationRequestsResponse }),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all(
        [approvalsKeys.all, ['dailyRegister'], ['vacationPeriods']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
