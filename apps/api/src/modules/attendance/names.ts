import { fullNameOf } from '../employees/employee-change';

/** The employee's full name from a row's name columns (the join rule is the employees module's). */
export const fullNameOfRow = (r: {
  first_name: string;
  first_surname: string;
  second_surname: string | null;
}) => fullNameOf({ firstName: r.first_name, firstSurname: r.first_surname, secondSurname: r.second_surname });
