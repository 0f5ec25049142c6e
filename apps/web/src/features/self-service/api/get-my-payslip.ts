import { useQuery } from '@tanstack/react-query';
import { API, myPayslipResponse, type MyPayslipResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/** `autoservicio/mipago`: one of the employee's closed payslips with its lines (no employer charges). */
export const getMyPayslip = (payrollId: number, signal?: AbortSignal): Promise<MyPayslipResponse> =>
  apiRequest(API.myPayslip, { body: { payrollId }, schema: myPayslipResponse, signal });

export const useMyPayslip = (payrollId: number) =>
  useQuery({
    queryKey: selfServiceKeys.payslip(payrollId),
    queryFn: ({ signal }) => getMyPayslip(payrollId, signal),
    enabled: Number.isInteger(payrollId) && payrollId > 0,
  });
