import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeePayItemResponse,
  type EmployeePayItemDto,
  type EndEmployeePayItemRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/finalizar`: the item's last day (not before the last closed payroll that used it). */
export const endEmployeePayItem = (input: EndEmployeePayItemRequest): Promise<EmployeePayItemDto> =>
  apiRequest(API.endEmployeePayItem, { body: input, schema: employeePayItemResponse }).then((a) => a.item);

export const useEndEmployeePayItem = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: endEmployeePayItem, meta: { silent: true }, onSuccess: invalidate });
};
