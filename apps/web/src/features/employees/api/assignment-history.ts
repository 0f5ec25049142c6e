import { useQuery } from '@tanstack/react-query';
import { API, assignmentListResponse, type AssignmentListResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** `empleados/assignmentlist`: the work assignment history, newest first; `isCurrent` marks the row in force. */
export const listAssignmentHistory = (num: number, signal?: AbortSignal): Promise<AssignmentListResponse> =>
  apiRequest(API.assignmentList, { body: { num_empleado: num }, schema: assignmentListResponse, signal });

export const useAssignmentHistory = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'assignments'),
    queryFn: ({ signal }) => listAssignmentHistory(num, signal),
  });
