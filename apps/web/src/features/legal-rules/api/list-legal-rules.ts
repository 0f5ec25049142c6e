import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, legalRulesResponse, type LegalRulesResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { legalRuleKeys } from './keys';

/** `paramPlanilla/legalrules`: every rule table with its intervals, shipped and registered. */
export const listLegalRules = (signal?: AbortSignal): Promise<LegalRulesResponse> =>
  apiRequest(API.legalRules, { body: {}, schema: legalRulesResponse, signal });

export const legalRulesQueryOptions = () =>
  queryOptions({ queryKey: legalRuleKeys.list(), queryFn: ({ signal }) => listLegalRules(signal) });

export const useLegalRules = () => useQuery(legalRulesQueryOptions());
