import { VOUCHERS_FOLDER, type MessageLanguage } from '@planilla/contracts';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { companyDir, moveIntoPlace, tempUploadPath } from '../files/stored-files';
import * as documents from './voucher-documents.repository';
import { pdfInputOf, voucherFileName, voucherPdfBuffer } from './voucher-pdf';
import type { PayrollRow } from './vouchers.repository';

/**
 * A closed payroll's vouchers are final (issue 28): each is rendered once and kept in the files store, and every
 * later reader (the zip, one voucher's download, the mail worker) takes the stored bytes. Where:
 *
 *   FILES_DIR/companies/<company>/comprobantes/<payroll id>-<closing time, ms>/<language>[-clave]/comprobante-….pdf
 *
 * The closing time in the folder's name ties the files to that one close: a database rebuilt (or a test's own
 * database) whose payroll has the same id never reads another's files. A variant (language, protected with the
 * cédula or not) is its own folder: the same payslip gives other bytes in English or encrypted. Files are written
 * whole to the company's `.tmp` folder and renamed into place, so a reader (another instance on the shared
 * FILES_DIR, too) sees a whole voucher or none; two writers of one voucher write the same bytes (the PDF is
 * deterministic), so the later rename changes nothing. A processed (not closed) payroll's vouchers are drafts and
 * are never stored.
 */

export type VoucherVariant = { language: MessageLanguage; protect: boolean };

type Deps = { db: Db; config: { filesDir: string } };

/** The folder of one closed payroll's vouchers in one variant. */
export const voucherSetDir = (
  filesDir: string,
  companyId: number,
  payroll: Pick<PayrollRow, 'payrollId' | 'closedAt'>,
  variant: VoucherVariant,
): string => {
  if (!payroll.closedAt) throw new Error('only a closed payroll has stored vouchers');
  return join(
    companyDir(filesDir, companyId),
    VOUCHERS_FOLDER,
    `${payroll.payrollId}-${new Date(payroll.closedAt).getTime()}`,
    `${variant.language}${variant.protect ? '-clave' : ''}`,
  );
};

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const readIfStored = async (path: string): Promise<Buffer | null> => {
  try {
    return await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/**
 * One closed payroll's vouchers in one variant. `prepare(employees)` looks which of them are stored and reads the
 * payslips of the others in one query; its `bytes(n)` answers the stored voucher, or renders it now and stores it
 * (null: no payslip of that employee), and its `ensure(n)` only makes sure it is stored (the job).
 */
export const closedVoucherSet = (
  deps: Deps,
  companyId: number,
  payroll: PayrollRow,
  variant: VoucherVariant,
) => {
  if (payroll.status !== 'paid') throw new Error('only a closed payroll has stored vouchers');
  const dir = voucherSetDir(deps.config.filesDir, companyId, payroll, variant);
  const pathOf = (employeeNumber: number) => join(dir, voucherFileName(payroll.payDate, employeeNumber));
  const loadDocs = async (employees: number[]) =>
    employees.length === 0
      ? new Map<number, documents.VoucherDocument>()
      : new Map(
          (
            await documents.loadVoucherDocuments(deps.db, {
              companyId,
              payrollId: payroll.payrollId,
              employees,
              offset: 0,
              limit: employees.length,
            })
          ).map((d) => [d.employeeNumber, d]),
        );
  const renderAndStore = async (doc: documents.VoucherDocument): Promise<Buffer> => {
    const bytes = await voucherPdfBuffer(pdfInputOf(payroll, doc, variant.protect, variant.language));
    const temp = await tempUploadPath(deps.config.filesDir, companyId);
    await writeFile(temp, bytes);
    await moveIntoPlace(temp, pathOf(doc.employeeNumber));
    return bytes;
  };
  /**
   * `read`: the stored vouchers are read now, all of the slice at once (the file system works on several while
   * a loaded machine would make one-at-a-time reads wait for the scheduler at every step); else only looked up.
   */
  const prepare = async (employees: number[], opts: { read?: boolean } = {}) => {
    const stored = new Map<number, Buffer | true>();
    const found = await Promise.all(
      employees.map((n) => (opts.read ? readIfStored(pathOf(n)) : exists(pathOf(n)))),
    );
    employees.forEach((n, i) => {
      if (found[i]) stored.set(n, found[i]);
    });
    const docs = await loadDocs(employees.filter((n) => !stored.has(n)));
    const missing = async (n: number) => {
      const doc = docs.get(n) ?? (await loadDocs([n])).get(n);
      return doc ? renderAndStore(doc) : null;
    };
    return {
      bytes: async (n: number): Promise<Buffer | null> => {
        const known = stored.get(n);
        if (known instanceof Buffer) return known;
        return (known ? await readIfStored(pathOf(n)) : null) ?? missing(n);
      },
      /** Stored already, or rendered and stored now: answers whether it was rendered now. */
      ensure: async (n: number): Promise<boolean> => !stored.has(n) && (await missing(n)) !== null,
    };
  };
  return { dir, pathOf, prepare };
};
