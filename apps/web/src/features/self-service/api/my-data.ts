import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  dataChangeRequestListResponse,
  dataChangeRequestResponse,
  myDataResponse,
  type DataChangeRequestListResponse,
  type DataChangeRequestItem,
  type MyDataResponse,
  type NewDataChangeRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/** `autoservicio/misdatos`: my phone, e-mail, address, bank and IBAN, and my pending change request. */
export const getMyData = (signal?: AbortSignal): Promise<MyDataResponse> =>
  apiRequest(API.myData, { body: {}, schema: myDataResponse, signal });

export const useMyData = () =>
  useQuery({ queryKey: selfServiceKeys.myData(), queryFn: ({ signal }) => getMyData(signal) });

/** `autoservicio/missolicitudesdatos`: my requests, pending first then newest; IBANs masked but for the last 4. */
export const listMyDataRequests = (signal?: AbortSignal): Promise<DataChangeRequestListResponse> =>
  apiRequest(API.myDataChangeRequests, { body: {}, schema: dataChangeRequestListResponse, signal });

export const useMyDataRequests = () =>
  useQuery({
    queryKey: selfServiceKeys.myDataRequests(),
    queryFn: ({ signal }) => listMyDataRequests(signal),
  });

/** `autoservicio/solicitarcambiodatos`: asks HR to change some of my data. */
export const requestDataChange = async (input: NewDataChangeRequest): Promise<DataChangeRequestItem> =>
  (await apiRequest(API.newDataChangeRequest, { body: input, schema: dataChangeRequestResponse })).request;

/** `autoservicio/cancelarcambiodatos`: withdraws my pending request. */
export const cancelDataChange = async (id: number): Promise<DataChangeRequestItem> =>
  (await apiRequest(API.cancelDataChangeRequest, { body: { id }, schema: dataChangeRequestResponse }))
    .request;

const useRefreshMyData = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: selfServiceKeys.myData() }),
      queryClient.invalidateQueries({ queryKey: selfServiceKeys.myDataRequests() }),
    ]);
};

export const useRequestDataChange = () => {
  const refresh = useRefreshMyData();
  return useMutation({ mutationFn: requestDataChange, meta: { silent: true }, onSuccess: refresh });
};

export const useCancelDataChange = () => {
  const refresh = useRefreshMyData();
  return useMutation({ mutationFn: cancelDataChange, onSuccess: refresh });
};
