import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeePayItemResponse,
  type EmployeePayItemDto,
  type NewEmployeePayItemRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/nuevo`: an item of an employee (the server checks the class's fields and names the one refused). */
export const createEmployeePayItem = (input: NewEmployeePayItemRequest): Promise<EmployeePayItemDto> =>
  apiRequest(API.newEmployeePayItem, { body: input, schema: employeePayItemResponse }).then((a) => a.item);

export const useCreateEmployeePayItem = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: createEmployeePayItem, meta: { silent: true }, onSuccess: invalidate });
};
