import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  rtPoliciesResponse,
  type RtPoliciesResponse,
  type SaveRtPolicyRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

/** Query key of the company's INS Riesgos del Trabajo policy versions. */
export const rtPolicyKeys = {
  all: ['rtPolicies'] as const,
  list: () => [...rtPolicyKeys.all, currentCompanyId()] as const,
};

/** `paramPlanilla/rtpolicies`: every version of the company's RT policy and the one in force today. */
export const useRtPolicies = () =>
  useQuery(
    queryOptions({
      queryKey: rtPolicyKeys.list(),
      queryFn: ({ signal }): Promise<RtPoliciesResponse> =>
        apiRequest(API.rtPolicies, { body: {}, schema: rtPoliciesResponse, signal }),
    }),
  );

/**
 * After a change: the versions as answered, and everything else read again (the dashboard's attention list and
 * the payrolls whose calculation went stale).
 */
const useOnChanged = () => {
  const client = useQueryClient();
  return async (answer: RtPoliciesResponse) => {
    client.setQueryData(rtPolicyKeys.list(), answer);
    await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== rtPolicyKeys.all[0] });
  };
};

/** `paramPlanilla/savertpolicy` (PUT): adds the version from a date, or changes the one that starts on it. */
export const useSaveRtPolicy = () => {
  const onChanged = useOnChanged();
  return useMutation({
    mutationFn: (input: SaveRtPolicyRequest): Promise<RtPoliciesResponse> =>
      apiRequest(API.saveRtPolicy, { body: input, schema: rtPoliciesResponse }),
    meta: { silent: true },
    onSuccess: onChanged,
  });
};

/** `paramPlanilla/deletertpolicy` (DELETE): removes the version that starts on a date. */
export const useDeleteRtPolicy = () => {
  const onChanged = useOnChanged();
  return useMutation({
    mutationFn: (effectiveFrom: string): Promise<RtPoliciesResponse> =>
      apiRequest(API.deleteRtPolicy, { body: { effectiveFrom }, schema: rtPoliciesResponse }),
    meta: { silent: true },
    onSuccess: onChanged,
  });
};
