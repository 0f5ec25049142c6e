import type { employeeExportRequest, EmployeeRow } from '@planilla/contracts';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import { statusName } from '../parameters/parameters.service';
import { listAllEmployees, type EmployeesDeps } from './employees.service';

const PERIODICITY: Record<string, { es: string; en: string }> = {
  weekly: { es: 'Semanal', en: 'Weekly' },
  biweekly: { es: 'Bisemanal', en: 'Biweekly' },
  fortnightly: { es: 'Quincenal', en: 'Fortnightly' },
  monthly: { es: 'Mensual', en: 'Monthly' },
};

const COLUMNS: {
  es: string;
  en: string;
  width?: number;
  numFmt?: string;
  value: (r: EmployeeRow, lang: Lang) => Cell;
}[] = [
  { es: 'Número', en: 'Number', value: (r) => r.num_empleado },
  { es: 'Identificación', en: 'ID number', width: 16, value: (r) => r.nationalId },
  { es: 'Nombre completo', en: 'Full name', width: 34, value: (r) => r.fullName },
  { es: 'Departamento', en: 'Department', width: 18, value: (r) => r.departmentName },
  { es: 'Ocupación', en: 'Occupation', width: 22, value: (r) => r.occupationName },
  { es: 'Ubicación', en: 'Location', width: 22, value: (r) => r.locationName },
  { es: 'Horario', en: 'Schedule', width: 22, value: (r) => r.scheduleName },
  {
    es: 'Periodicidad',
    en: 'Pay periodicity',
    value: (r, lang) => PERIODICITY[r.periodicity]?.[lang] ?? r.periodicity,
  },
  { es: 'Estado', en: 'Status', value: (r, lang) => statusName(r.status, lang) },
  { es: 'Fecha de ingreso', en: 'Entry date', value: (r) => r.entryDate },
  { es: 'Fecha de salida', en: 'Exit date', value: (r) => r.exitDate },
  {
    es: 'Salario mensual (₡)',
    en: 'Monthly salary (₡)',
    width: 18,
    numFmt: '#,##0.00',
    value: (r) => (r.currentSalary === null ? null : r.currentSalary / 100),
  },
  { es: 'Correo', en: 'E-mail', width: 28, value: (r) => r.email },
  { es: 'Teléfono', en: 'Phone', value: (r) => r.phone },
];

/** empleados/employeesexport: the same filters and order as the list, every row, as XLSX or CSV. */
export const exportEmployees = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: z.output<typeof employeeExportRequest>,
  lang: Lang,
) => {
  const { format, ...filters } = input;
  const rows = await listAllEmployees(deps, auth, filters);
  const headers = COLUMNS.map((c) => c[lang]);
  const data = rows.map((r) => COLUMNS.map((c) => c.value(r, lang)));
  if (format === 'csv') return { contentType: CSV_TYPE, body: toCsv(headers, data, lang) };
  const body = await toXlsx([
    {
      name: lang === 'en' ? 'Employees' : 'Empleados',
      columns: COLUMNS.map((c) => ({ header: c[lang], width: c.width, numFmt: c.numFmt })),
      rows: data,
    },
  ]);
  return { contentType: XLSX_TYPE, body };
};
