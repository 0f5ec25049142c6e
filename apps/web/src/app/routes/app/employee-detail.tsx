/** `/payroll/personaldata/employees/:employeeNumber`: placeholder, replaced by the employee detail. */
export const EmployeeDetailRoute = () => null;
