import type { PayrollCalculateRequest } from '@planilla/contracts';
import { useState } from 'react';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useExportPayrollResults, usePayrollResults } from '../api/payroll-calculation';

/** The grid's sortable columns and the server's order for each. */
const SORT_OF_FIELD: Record<string, PayrollCalculateRequest['sortBy']> = {
  num_empleado: 'num_empleado',
  fullName: 'name',
  gross: 'gross',
  net: 'net',
};

/**
 * A calculated payroll's payslips as the grid asks for them (page, search, order, warnings only) and their
 * export with the same filters. The state outlives a change of payroll: the search and the filter stay.
 */
export const usePayslipResults = (payrollId: number | null, calculated: boolean) => {
  // Paged and sorted by the server: by name unless a sortable column (number, name, gross, net) is chosen.
  const grid = useServerGrid({ pageSize: 25 });
  const [warningsOnly, setWarningsOnly] = useState(false);
  const sortBy = SORT_OF_FIELD[grid.sortItem?.field ?? ''] ?? 'name';
  const exporter = useExportPayrollResults();
  const results = usePayrollResults(
    payrollId !== null && calculated
      ? {
          payrollId,
          ...grid.request,
          sortBy,
          ...(warningsOnly ? { warningsOnly } : {}),
        }
      : null,
  );
  // The file holds every row the grid would show: the same search, warnings filter and order.
  const runExport = (format: 'xlsx' | 'csv') => {
    if (payrollId === null) return;
    exporter.mutate({
      payrollId,
      ...(grid.request.search ? { search: grid.request.search } : {}),
      sortBy,
      ...(warningsOnly ? { warningsOnly } : {}),
      format,
    });
  };
  return { grid, warningsOnly, setWarningsOnly, results, exporter, runExport };
};

export type PayslipResults = ReturnType<typeof usePayslipResults>;
