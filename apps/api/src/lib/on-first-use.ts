import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A heavy dependency (pdfkit, ExcelJS) required when a request first needs it instead of at the server's start:
 * most starts never write a PDF or read a workbook, and loading them is a large part of the time before the
 * first page. `prepare` runs once, on the loaded module. Type with the module's own type
 * (`onFirstUse<typeof import('exceljs')>('exceljs')`).
 */
export const onFirstUse = <T>(id: string, prepare?: (loaded: T) => void): (() => T) => {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = requireHere(id) as T;
      prepare?.(loaded);
    }
    return loaded;
  };
};
