import { useMutation } from '@tanstack/react-query';
import { API, type EmployeeExportRequest } from '@planilla/contracts';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** `empleados/employeesexport`: the filtered, sorted list as an Excel or CSV file built by the server. */
export const exportEmployees = async (params: EmployeeExportRequest): Promise<void> => {
  const file = await apiDownload(API.employeeExport, params, `empleados.${params.format ?? 'xlsx'}`);
  saveFile(file);
};

export const useExportEmployees = () => useMutation({ mutationFn: exportEmployees, meta: { silent: true } });
