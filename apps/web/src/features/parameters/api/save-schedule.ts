import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  scheduleResponse,
  type newScheduleRequest,
  type ScheduleItem,
  type updateScheduleRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { parameterKeys } from './keys';

export type NewScheduleInput = z.output<typeof newScheduleRequest>;
export type UpdateScheduleInput = z.output<typeof updateScheduleRequest>;

/** `paramPlanilla/newschedule`. */
export const createSchedule = (input: NewScheduleInput): Promise<ScheduleItem> =>
  apiRequest(API.newSchedule, { body: input, schema: scheduleResponse });

/** `paramPlanilla/updateschedule` (PUT): the id plus the fields that change. */
export const updateSchedule = (input: UpdateScheduleInput): Promise<ScheduleItem> =>
  apiRequest(API.updateSchedule, { body: input, schema: scheduleResponse });

const useInvalidateSchedules = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: parameterKeys.schedules(currentCompanyId()),
    });
};

export const useCreateSchedule = () => {
  const invalidate = useInvalidateSchedules();
  return useMutation({ mutationFn: createSchedule, meta: { silent: true }, onSuccess: invalidate });
};

export const useUpdateSchedule = () => {
  const invalidate = useInvalidateSchedules();
  return useMutation({ mutationFn: updateSchedule, meta: { silent: true }, onSuccess: invalidate });
};
