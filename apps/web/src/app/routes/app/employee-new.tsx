/** `/payroll/personaldata/employees/new`: placeholder, replaced by the create-employee form. */
export const EmployeeNewRoute = () => null;
