import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, projectionResponse, type ProjectionResponse } from '@planilla/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** The projection, or why the engine has none (409 PROJECTION_UNAVAILABLE: no payroll rules for the date). */
export type ProjectionResult =
  { available: true; projection: ProjectionResponse } | { available: false; message: string };

/**
 * `empleados/employeeprojection`: the engine's payslip with no incidents for the period that contains
 * `date` (without it, the period being paid next: the one that contains today).
 */
export const getProjection = async (
  num: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<ProjectionResult> => {
  try {
    const projection = await apiRequest(API.employeeProjection, {
      body: { num_empleado: num, ...(date ? { date } : {}) },
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

export const useProjection = (num: number, date?: string) =>
  useQuery({
    queryKey: [...employeePartKey(num, 'projection'), date ?? 'current'],
    queryFn: ({ signal }) => getProjection(num, date, signal),
    placeholderData: keepPreviousData,
  });
