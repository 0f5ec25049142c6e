import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, myAguinaldoResponse, type AguinaldoStatement } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/**
 * `autoservicio/miaguinaldo`: my aguinaldo of an accrual year, month by month (without a year: the one being
 * paid until 20 December, then the one accruing).
 */
export const getMyAguinaldo = (year: number | undefined, signal?: AbortSignal): Promise<AguinaldoStatement> =>
  apiRequest(API.myAguinaldo, {
    body: year === undefined ? {} : { year },
    schema: myAguinaldoResponse,
    signal,
  });

/** The statement of a year; the year shown stays while another one loads. */
export const useMyAguinaldo = (year: number | undefined) =>
  useQuery({
    queryKey: selfServiceKeys.aguinaldo(year),
    queryFn: ({ signal }) => getMyAguinaldo(year, signal),
    placeholderData: keepPreviousData,
  });
