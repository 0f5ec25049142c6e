import { useMutation } from '@tanstack/react-query';
import { API, payItemImportResponse, type PayItemImportResponse } from '@planilla/contracts';
import { apiUpload } from '../../../lib/api-client';
import { useInvalidatePayItems } from './keys';

/** The server's limit for an import file, as the employee import's. */
export const PAY_ITEM_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `rubros/importar` (multipart: `archivo` and the text field `dryRun`): a dry run answers every row's errors and
 * writes nothing; the import writes every row or, when any row is in error, none.
 */
export const importPayItems = ({
  file,
  dryRun,
}: {
  file: File;
  dryRun: boolean;
}): Promise<PayItemImportResponse> =>
  apiUpload(API.importPayItems, file, payItemImportResponse, 'archivo', { dryRun: String(dryRun) });

export const useImportPayItems = () => {
  const invalidate = useInvalidatePayItems();
  return useMutation({
    mutationFn: importPayItems,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void invalidate();
    },
  });
};
