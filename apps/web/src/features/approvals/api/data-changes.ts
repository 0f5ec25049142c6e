import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  dataChangeRequestListResponse,
  decideDataChangeRequestsResponse,
  type DataChangeRequestItem,
  type DataChangeStatus,
  type DecideDataChangeRequests,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { approvalsKeys } from './approvals';

/** `autoservicio/bandejadatos`: HR's data-change requests of one status, with the values on file now. */
export const listDataChangeInbox = async (
  status: DataChangeStatus,
  signal?: AbortSignal,
): Promise<DataChangeRequestItem[]> =>
  (await apiRequest(API.dataChangeInbox, { body: { status }, schema: dataChangeRequestListResponse, signal }))
    .items;

export const useDataChangeInbox = (status: DataChangeStatus) =>
  useQuery({
    queryKey: approvalsKeys.dataChanges(status),
    queryFn: ({ signal }) => listDataChangeInbox(status, signal),
  });

/** `autoservicio/decidirdatos`: approves (applied to the records) or rejects with a reason, all or none. */
export const decideDataChanges = async (input: DecideDataChangeRequests): Promise<DataChangeRequestItem[]> =>
  (await apiRequest(API.decideDataChangeRequests, { body: input, schema: decideDataChangeRequestsResponse }))
    .decided;

export const useDecideDataChanges = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDataChanges,
    meta: { silent: true },
    // The inbox and the employees' records read again (the roots of those features' query keys).
    onSuccess: () =>
      Promise.all(
        [approvalsKeys.all, ['employees'], ['selfService']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
