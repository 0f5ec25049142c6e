import { useMutation, useQuery } from '@tanstack/react-query';
import { API, statutoryMonthsResponse, type StatutoryReportRequest } from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

export const statutoryKeys = {
  all: () => ['statutoryReports', currentCompanyId()] as const,
  months: (year: number) => [...statutoryKeys.all(), 'months', year] as const,
};

/** `postPlanilla/statutorymonths`: a year's months with closed payrolls. */
export const useStatutoryMonths = (year: number) =>
  useQuery({
    queryKey: statutoryKeys.months(year),
    queryFn: ({ signal }) =>
      apiRequest(API.statutoryMonths, { body: { year }, schema: statutoryMonthsResponse, signal }),
  });

const FILE_NAMES = {
  ccss: 'planilla-ccss',
  ins: 'planilla-ins-rt',
  tax: 'retenciones-impuesto-salario',
} as const;

/** `postPlanilla/statutoryreport`: one report of a month as Excel or CSV. */
export const downloadStatutoryReport = async (params: StatutoryReportRequest): Promise<void> => {
  const format = params.format ?? 'xlsx';
  saveFile(
    await apiDownload(API.statutoryReport, params, `${FILE_NAMES[params.report]}-${params.month}.${format}`),
  );
};

export const useDownloadStatutoryReport = () =>
  useMutation({ mutationFn: downloadStatutoryReport, meta: { silent: true } });
