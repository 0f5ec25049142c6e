import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, padronLookupResponse } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

export type PadronLookup = z.output<typeof padronLookupResponse>;

/** A cédula física the roll can answer: 9 digits, not starting with 0 (dashes and spaces ignored). */
export const isPadronCedula = (value: string): boolean => /^[1-9]\d{8}$/.test(value.replace(/[\s-]+/g, ''));

/** `empleados/padrondata`: the names the electoral roll gives for a cédula (null person when absent). */
export const lookupPadron = (cedula: string, signal?: AbortSignal): Promise<PadronLookup> =>
  apiRequest(API.padronData, { body: { cedula }, schema: padronLookupResponse, signal });

export const padronLookupQueryOptions = (cedula: string) =>
  queryOptions({
    queryKey: [...employeeKeys.padron(currentCompanyId()), 'lookup', cedula],
    // A failed lookup only leaves the names to type: `null` (no toast, no retries).
    queryFn: ({ signal }): Promise<PadronLookup | null> => lookupPadron(cedula, signal).catch(() => null),
    staleTime: 10 * 60_000,
    retry: false,
  });

/**
 * Looks `cedula` up once it is a complete cédula física (`null` or anything else asks nothing). The data is
 * `null` when the lookup failed.
 */
export const usePadronLookup = (cedula: string | null) => {
  const normalized = cedula?.replace(/[\s-]+/g, '') ?? '';
  return useQuery({ ...padronLookupQueryOptions(normalized), enabled: isPadronCedula(normalized) });
};
