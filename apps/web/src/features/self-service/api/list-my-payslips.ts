import { useQuery } from '@tanstack/react-query';
import { API, myPayslipListResponse, type MyPayslipListResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/** `autoservicio/mispagos`: the signed-in employee's payslips of closed payrolls, newest first. */
export const listMyPayslips = (signal?: AbortSignal): Promise<MyPayslipListResponse> =>
  apiRequest(API.myPayslips, { body: {}, schema: myPayslipListResponse, signal });

export const useMyPayslips = () =>
  useQuery({ queryKey: selfServiceKeys.payslips(), queryFn: ({ signal }) => listMyPayslips(signal) });
