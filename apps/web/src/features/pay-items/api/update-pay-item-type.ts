import { useMutation } from '@tanstack/react-query';
import { API, type UpdatePayItemTypeRequest } from '@planilla/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/actualizartipo`: name, an earning's flags, accounts, payee, active (never the class). */
export const updatePayItemType = (input: UpdatePayItemTypeRequest): Promise<unknown> =>
  apiRequest(API.updatePayItemType, { body: input, schema: z.unknown() });

export const useUpdatePayItemType = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: updatePayItemType, meta: { silent: true }, onSuccess: invalidate });
};
