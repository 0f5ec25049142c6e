import { useMutation } from '@tanstack/react-query';
import { API, type NewPayItemTypeRequest } from '@planilla/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/nuevotipo`: a type of the company's own; the lists are read again afterwards. */
export const createPayItemType = (input: NewPayItemTypeRequest): Promise<unknown> =>
  apiRequest(API.newPayItemType, { body: input, schema: z.unknown() });

export const useCreatePayItemType = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: createPayItemType, meta: { silent: true }, onSuccess: invalidate });
};
