import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  legalRuleChangeResponse,
  type LegalRuleChangeResponse,
  type NewLegalRuleRequest,
  type UpdateLegalRuleRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `paramPlanilla/newlegalrule` (system administrator). */
export const registerLegalRule = (input: NewLegalRuleRequest): Promise<LegalRuleChangeResponse> =>
  apiRequest(API.newLegalRule, { body: input, schema: legalRuleChangeResponse });

/** `paramPlanilla/updatelegalrule` (PUT): a registered value that has not taken effect. */
export const updateLegalRule = (input: UpdateLegalRuleRequest): Promise<LegalRuleChangeResponse> =>
  apiRequest(API.updateLegalRule, { body: input, schema: legalRuleChangeResponse });

/** `paramPlanilla/deletelegalrule` (DELETE): a registered value that has not taken effect. */
export const deleteLegalRule = (id: number): Promise<LegalRuleChangeResponse> =>
  apiRequest(API.deleteLegalRule, { body: { id }, schema: legalRuleChangeResponse });

/**
 * The law changes every calculation (projections, later payrolls) of every company: after a change, every
 * cached answer is read again.
 */
const useInvalidateEverything = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

export const useRegisterLegalRule = () => {
  const invalidate = useInvalidateEverything();
  return useMutation({ mutationFn: registerLegalRule, meta: { silent: true }, onSuccess: invalidate });
};

export const useUpdateLegalRule = () => {
  const invalidate = useInvalidateEverything();
  return useMutation({ mutationFn: updateLegalRule, meta: { silent: true }, onSuccess: invalidate });
};

export const useDeleteLegalRule = () => {
  const invalidate = useInvalidateEverything();
  return useMutation({ mutationFn: deleteLegalRule, onSuccess: invalidate });
};
