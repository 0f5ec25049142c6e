import { useMutation } from '@tanstack/react-query';
import { API, type MyVoucherRequest } from '@planilla/contracts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-client';
import { openOrSavePdf } from './pdf-file';

/** `autoservicio/micomprobante`: the voucher PDF of one of the employee's closed payslips (the server logs it). */
export const getMyVoucher = (request: MyVoucherRequest): Promise<DownloadedFile> =>
  apiDownload(API.myVoucher, request, `comprobante-${request.payrollId}.pdf`);

/** Opens the voucher in a new tab, or saves it. */
export const useMyVoucher = () =>
  useMutation({
    mutationFn: ({ payrollId, purpose }: { payrollId: number; purpose: 'preview' | 'download' }) =>
      openOrSavePdf(() => getMyVoucher({ payrollId, purpose }), purpose),
  });
