import { useQuery } from '@tanstack/react-query';
import { API, myActionsResponse, type MyActionsResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/** `autoservicio/misacciones`: my incapacities and personal actions, newest first. */
export const getMyActions = (signal?: AbortSignal): Promise<MyActionsResponse> =>
  apiRequest(API.myActions, { body: {}, schema: myActionsResponse, signal });

export const useMyActions = () =>
  useQuery({ queryKey: selfServiceKeys.actions(), queryFn: ({ signal }) => getMyActions(signal) });
