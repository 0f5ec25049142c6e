import { useQuery } from '@tanstack/react-query';
import { API, projectionResponse, type ProjectionResponse } from '@planilla/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** The projection, or why the engine has none (409 PROJECTION_UNAVAILABLE: no payroll rules for the date). */
export type ProjectionResult =
  { available: true; projection: ProjectionResponse } | { available: false; message: string };

/** `empleados/employeeprojection`: the engine's payslip of the current period with no incidents. */
export const getProjection = async (num: number, signal?: AbortSignal): Promise<ProjectionResult> => {
  try {
    const projection = await apiRequest(API.employeeProjection, {
      body: { num_empleado: num },
      schema: projectionResponse,
      signal,
    });
    return { available: true, projection };
  } catch (error) {
    // An expected answer the tab explains, not a failure (which would also raise an error toast).
    if (isApiError(error) && error.code === 'PROJECTION_UNAVAILABLE')
      return { available: false, message: error.message };
    throw error;
  }
};

export const useProjection = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'projection'),
    queryFn: ({ signal }) => getProjection(num, signal),
  });
