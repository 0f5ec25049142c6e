import { useMutation } from '@tanstack/react-query';
import { API, type NewPayeeRequest } from '@planilla/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/nuevobeneficiario`: a payee (its IBAN checked by the server). */
export const createPayee = (input: NewPayeeRequest): Promise<unknown> =>
  apiRequest(API.newPayee, { body: input, schema: z.unknown() });

export const useCreatePayee = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: createPayee, meta: { silent: true }, onSuccess: invalidate });
};
