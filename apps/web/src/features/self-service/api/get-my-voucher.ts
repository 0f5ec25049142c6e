import { useMutation } from '@tanstack/react-query';
import { API, type MyVoucherRequest } from '@planilla/contracts';
import { apiDownload, saveFile, type DownloadedFile } from '../../../lib/api-client';

/** `autoservicio/micomprobante`: the voucher PDF of one of the employee's closed payslips (the server logs it). */
export const getMyVoucher = (request: MyVoucherRequest): Promise<DownloadedFile> =>
  apiDownload(API.myVoucher, request, `comprobante-${request.payrollId}.pdf`);

/**
 * Opens the voucher in a new tab (a phone hands it to its PDF viewer), or saves it. The tab is opened at the tap,
 * before the file arrives, so a browser does not take it for a pop-up; it closes again if the call fails.
 */
export const useMyVoucher = () =>
  useMutation({
    mutationFn: async ({ payrollId, purpose }: { payrollId: number; purpose: 'preview' | 'download' }) => {
      if (purpose === 'download') {
        saveFile(await getMyVoucher({ payrollId, purpose }));
        return;
      }
      const tab = window.open('', '_blank');
      try {
        const { blob } = await getMyVoucher({ payrollId, purpose });
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else saveFile({ blob, filename: `comprobante-${payrollId}.pdf` });
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
