import {
  fullName,
  PAYEE_KINDS,
  payItemTypeName,
  type PayeeKind,
  type PayeeSummaryGroup,
  type PayeeSummaryResponse,
  type PayItemClassCode,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES, isValidIban, normalizeIban, PAY_ITEM_CLASSES } from '@planilla/domain';
import type { Db } from '../../db/client';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { journalScope } from '../accounting/accounting.service';
import * as repo from './payee-payments.repository';

export type PayeePaymentsDeps = { db: Db };

export type PayeeScope = { payrollId?: number | undefined; month?: string | undefined };

/**
 * What is owed to a payee: the worker's deductions and the employer's charges (the association's contribution).
 * An earning (commission, bonus, viáticos) is paid to the employee with the net.
 */
export const PAYABLE_CLASSES: readonly PayItemClassCode[] = PAY_ITEM_CLASSES.filter(
  (c) => CR_PAY_ITEM_CLASSES[c].kind !== 'earning',
);

/** A payee's IBAN as the bank file writes it, or null when it is missing or not a valid IBAN CR. */
export const bankIbanOf = (iban: string | null): string | null => {
  const normal = iban === null ? '' : normalizeIban(iban);
  return normal !== '' && isValidIban(normal) ? normal : null;
};

const payeeKindOf = (kind: string): PayeeKind | null =>
  (PAYEE_KINDS as readonly string[]).includes(kind) ? (kind as PayeeKind) : null;

/** The lines grouped by payee, in the repository's order (payees by name, the items without one last). */
const groupsOf = (rows: readonly repo.PayeeLineRow[], lang: Lang): PayeeSummaryGroup[] => {
  const groups = new Map<number | null, PayeeSummaryGroup>();
  for (const r of rows) {
    const key = r.payee?.id ?? null;
    let group = groups.get(key);
    if (!group) {
      group = {
        payeeId: key,
        payeeName: r.payee?.name ?? null,
        kind: r.payee ? payeeKindOf(r.payee.kind) : null,
        idNumber: r.payee?.idNumber ?? null,
        iban: r.payee?.iban ?? null,
        inBankFile: r.payee !== null && bankIbanOf(r.payee.iban) !== null,
        total: 0,
        lines: [],
      };
      groups.set(key, group);
    }
    group.total += r.amount;
    group.lines.push({
      employeeNumber: r.employeeNumber,
      employeeName: fullName(r),
      nationalId: r.nationalId,
      typeCode: r.typeCode,
      typeName: payItemTypeName(r.typeCode, r.typeName, lang),
      itemClass: r.itemClass as PayItemClassCode,
      reference: r.reference,
      payrollId: r.payrollId,
      amount: r.amount,
    });
  }
  return [...groups.values()];
};

/**
 * rubros/pagosbeneficiario: what the payroll (processed: a draft; paid) or the month's paid payrolls owe each
 * payee, from what the calculation stored (`payslip_pay_items`), never recalculated. Scope and refusals are the
 * journal's (`journalScope`): 404 for a payroll of another company, 409 for one not calculated.
 */
export const payeeSummary = async (
  deps: PayeePaymentsDeps,
  auth: AuthContext,
  scope: PayeeScope,
  lang: Lang,
): Promise<PayeeSummaryResponse> => {
  const { payrolls, draft, date } = await journalScope(deps.db, auth.companyId, scope);
  const payrollIds = payrolls.map((p) => p.payrollId);
  const rows = await repo.payeeLines(deps.db, auth.companyId, payrollIds, PAYABLE_CLASSES);
  const groups = groupsOf(rows, lang);
  const inFile = groups.filter((g) => g.inBankFile && g.total > 0);
  return {
    payrollIds,
    month: scope.month ?? null,
    draft,
    date,
    groups,
    total: groups.reduce((s, g) => s + g.total, 0),
    bankFileTotal: inFile.reduce((s, g) => s + g.total, 0),
    bankFilePayees: inFile.length,
  };
};
