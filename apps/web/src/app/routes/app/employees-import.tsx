/** `/payroll/personaldata/employees/import`: placeholder, replaced by the import screen. */
export const EmployeesImportRoute = () => null;
