import { API, fileSearchResponse, type FileSearchItem } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `postPlanilla/filesearch`: vouchers and generated files matching a query (the page search's Files group). */
export const searchFiles = async (q: string, signal?: AbortSignal): Promise<FileSearchItem[]> =>
  (
    await apiRequest(API.fileSearch, {
      body: { q, limit: 4 },
      schema: fileSearchResponse,
      ...(signal ? { signal } : {}),
    })
  ).items;
