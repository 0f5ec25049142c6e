import { useQuery } from '@tanstack/react-query';
import { API, myVacationsResponse } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

export type MyVacations = z.output<typeof myVacationsResponse>;

/** `autoservicio/misvacaciones`: the employee's vacation balance per period, as of today. */
export const getMyVacations = (signal?: AbortSignal): Promise<MyVacations> =>
  apiRequest(API.myVacations, { body: {}, schema: myVacationsResponse, signal });

export const useMyVacations = () =>
  useQuery({ queryKey: selfServiceKeys.vacations(), queryFn: ({ signal }) => getMyVacations(signal) });
