import { useMutation } from '@tanstack/react-query';
import { API } from '@planilla/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/eliminar`: an item no payroll used (typed by mistake); anything else is ended instead. */
export const deleteEmployeePayItem = (id: number): Promise<unknown> =>
  apiRequest(API.deleteEmployeePayItem, { body: { id }, schema: z.unknown() });

export const useDeleteEmployeePayItem = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: deleteEmployeePayItem, meta: { silent: true }, onSuccess: invalidate });
};
