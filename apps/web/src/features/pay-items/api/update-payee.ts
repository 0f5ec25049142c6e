import { useMutation } from '@tanstack/react-query';
import { API, type UpdatePayeeRequest } from '@planilla/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/actualizarbeneficiario`: name, kind, identification, IBAN, active. */
export const updatePayee = (input: UpdatePayeeRequest): Promise<unknown> =>
  apiRequest(API.updatePayee, { body: input, schema: z.unknown() });

export const useUpdatePayee = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: updatePayee, meta: { silent: true }, onSuccess: invalidate });
};
