import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  scheduleListResponse,
  type Page,
  type ScheduleItem,
  type ScheduleListRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { parameterKeys } from './keys';

/** `paramPlanilla/schedulelist`: a page of the company's schedules. */
export const listSchedules = (
  params: ScheduleListRequest,
  signal?: AbortSignal,
): Promise<Page<ScheduleItem>> =>
  apiRequest(API.scheduleList, { body: params, schema: scheduleListResponse, signal });

export const listSchedulesQueryOptions = (params: ScheduleListRequest) =>
  queryOptions({
    queryKey: parameterKeys.scheduleList(currentCompanyId(), params),
    queryFn: ({ signal }) => listSchedules(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSchedules = (params: ScheduleListRequest) => useQuery(listSchedulesQueryOptions(params));
