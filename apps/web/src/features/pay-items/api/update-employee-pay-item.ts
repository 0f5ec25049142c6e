import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeePayItemResponse,
  type EmployeePayItemDto,
  type UpdateEmployeePayItemRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/actualizar`: only an item no closed payroll used (409 `PAY_ITEM_USED` otherwise: end it instead). */
export const updateEmployeePayItem = (input: UpdateEmployeePayItemRequest): Promise<EmployeePayItemDto> =>
  apiRequest(API.updateEmployeePayItem, { body: input, schema: employeePayItemResponse }).then((a) => a.item);

export const useUpdateEmployeePayItem = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: updateEmployeePayItem, meta: { silent: true }, onSuccess: invalidate });
};
