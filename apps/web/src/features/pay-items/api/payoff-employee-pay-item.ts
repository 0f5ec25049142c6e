import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeePayItemResponse,
  type EmployeePayItemDto,
  type PayoffEmployeePayItemRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** `rubros/cancelar`: an early payoff of a loan or advance outside the payroll (all of it when no amount). */
export const payoffEmployeePayItem = (input: PayoffEmployeePayItemRequest): Promise<EmployeePayItemDto> =>
  apiRequest(API.payoffEmployeePayItem, { body: input, schema: employeePayItemResponse }).then((a) => a.item);

export const usePayoffEmployeePayItem = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({ mutationFn: payoffEmployeePayItem, meta: { silent: true }, onSuccess: invalidate });
};
