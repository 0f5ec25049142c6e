import { AppError } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';
import { latestPaidPayrollFrom } from './legal-rules.repository';

/** A change to the registered legal values, as the guard sees it. */
export type LegalRuleChange =
  | { action: 'register'; kind: string; ruleKey: string; effectiveFrom: string }
  | {
      action: 'update' | 'delete';
      rule: { id: number; kind: string; ruleKey: string; effectiveFrom: string };
    };

/**
 * The one check before a legal value is registered, changed or deleted. A registered value that has taken
 * effect (its date is today or earlier) is history: it cannot be edited or deleted, only superseded by a newer
 * registration. Registering a value is always allowed here.
 *
 * The payroll-closing work extends this function (and only this one): a change is also refused when a paid
 * payroll used the interval it would alter, i.e. a payroll paid with a pay date on or after the change's date
 * whose rules came from the same table (`kind`, `ruleKey`).
 */
export const assertLegalRuleMayChange = async (
  db: DbOrTx,
  change: LegalRuleChange,
  today: string,
): Promise<void> => {
  if (change.action !== 'register' && change.rule.effectiveFrom <= today) {
    throw new AppError('LEGAL_RULE_IN_FORCE', { effectiveFrom: 'errors.LEGAL_RULE_IN_FORCE' });
  }
  // Every paid payroll used every table (tax, CCSS, minimum wage, holidays) on its dates: a value from a date
  // on or before a paid payroll's pay date (or the end of its period, for holidays) would alter what it used.
  // Legal values are installation-wide, so any company's paid payroll counts.
  const from = change.action === 'register' ? change.effectiveFrom : change.rule.effectiveFrom;
  const paid = await latestPaidPayrollFrom(db, from);
  if (paid) {
    throw new AppError(
      'LEGAL_RULE_USED_BY_PAID_PAYROLL',
      { effectiveFrom: 'errors.LEGAL_RULE_USED_BY_PAID_PAYROLL' },
      { params: { payDate: paid.payDate } },
    );
  }
};
