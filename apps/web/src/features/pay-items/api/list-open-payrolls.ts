import { useQuery } from '@tanstack/react-query';
import { API, payrollListResponse, type PayPeriodicity, type PayrollItem } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

/**
 * `procesoPlanilla/payrolllist`: the regular payrolls of a periodicity not paid yet, the ones a `once` item can
 * name (an advance deducted in one payroll).
 */
export const listOpenPayrolls = async (
  periodicity: PayPeriodicity,
  signal?: AbortSignal,
): Promise<PayrollItem[]> => {
  const payrolls = await apiRequest(API.payrollList, {
    body: { statuses: ['planned', 'projected', 'processed'], periodicity },
    schema: payrollListResponse,
    signal,
  });
  return payrolls.filter((p) => p.kind === 'regular');
};

export const useOpenPayrolls = (periodicity: PayPeriodicity, enabled: boolean) =>
  useQuery({
    queryKey: payItemKeys.payrolls(periodicity),
    enabled,
    queryFn: ({ signal }) => listOpenPayrolls(periodicity, signal),
  });
