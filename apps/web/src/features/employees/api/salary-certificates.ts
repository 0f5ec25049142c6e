import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  revokeSalaryCertificateResponse,
  salaryCertificateListResponse,
  type RevokeSalaryCertificateRequest,
  type SalaryCertificateListResponse,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** `empleados/constancias`: the employee's salary certificates, newest first, with their state. */
export const listEmployeeCertificates = (
  num: number,
  signal?: AbortSignal,
): Promise<SalaryCertificateListResponse> =>
  apiRequest(API.employeeCertificates, {
    body: { num_empleado: num },
    schema: salaryCertificateListResponse,
    signal,
  });

export const useEmployeeCertificates = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'certificates'),
    queryFn: ({ signal }) => listEmployeeCertificates(num, signal),
  });

/** `empleados/emitirconstancia`: a new certificate for the employee, saved as its PDF. */
export const useIssueEmployeeCertificate = (num: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await apiDownload(API.issueSalaryCertificate, { num_empleado: num }, 'constancia-salarial.pdf'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeePartKey(num, 'certificates') }),
  });
};

/** `empleados/revocarconstancia` (PUT): with its reason; the code stops verifying. */
export const useRevokeCertificate = (num: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RevokeSalaryCertificateRequest) =>
      apiRequest(API.revokeSalaryCertificate, { body: input, schema: revokeSalaryCertificateResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeePartKey(num, 'certificates') }),
  });
};
