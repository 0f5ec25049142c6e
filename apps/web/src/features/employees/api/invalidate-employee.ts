import { useQueryClient } from '@tanstack/react-query';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

/**
 * After any change to one employee: everything cached about them (data, salaries, localizations,
 * periods, projection, vacations) and the lists they appear in are read again.
 */
export const useInvalidateEmployee = () => {
  const queryClient = useQueryClient();
  return (num: number) => {
    const company = currentCompanyId();
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.employee(company, num) }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.lists(company) }),
    ]);
  };
};

/** Query key of one part of an employee's detail, for the session's company. */
export const employeePartKey = (num: number, part: string) =>
  employeeKeys.employeePart(currentCompanyId(), num, part);
