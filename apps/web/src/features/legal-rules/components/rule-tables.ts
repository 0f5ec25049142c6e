import type { LegalRuleInterval, LegalRuleTable } from '@planilla/contracts';

/** The kinds of value the system administrator registers (CCSS: several lines at once). */
export type RegistrableKind = 'salaryTax' | 'ccssRates' | 'minimumWage' | 'holidayTransfer';

/** The screen's tabs, one per rule table (holidays: the law's list and its transfers). */
export const LEGAL_TABS = ['salaryTax', 'minimumWage', 'ccss', 'provisions', 'holidays'] as const;
export type LegalTab = (typeof LEGAL_TABS)[number];

export const isLegalTab = (value: string | null): value is LegalTab =>
  (LEGAL_TABS as readonly (string | null)[]).includes(value);

/** What the register button of a tab registers; provisions are company policies, not registered law. */
export const registrableKindOf = (tab: LegalTab): RegistrableKind | null =>
  tab === 'salaryTax'
    ? 'salaryTax'
    : tab === 'minimumWage'
      ? 'minimumWage'
      : tab === 'ccss'
        ? 'ccssRates'
        : tab === 'holidays'
          ? 'holidayTransfer'
          : null;

/** The kind of a registered interval, as the edit dialog handles it. */
export const kindOfInterval = (interval: LegalRuleInterval): RegistrableKind | null =>
  interval.table === 'ccssRate' ? 'ccssRates' : interval.table === 'provisions' ? null : interval.table;

/** The intervals of one table that apply (overridden shipped values last), in date order. */
export const intervalsOf = <T extends LegalRuleTable>(
  intervals: readonly LegalRuleInterval[],
  table: T,
): Extract<LegalRuleInterval, { table: T }>[] =>
  intervals.filter(
    (interval): interval is Extract<LegalRuleInterval, { table: T }> => interval.table === table,
  );

/** The latest value of a table and key (not an overridden one): what a new registration starts from. */
export const latestOf = (
  intervals: readonly LegalRuleInterval[],
  table: LegalRuleTable,
  key: string,
): LegalRuleInterval | undefined =>
  intervals
    .filter((interval) => interval.table === table && interval.key === key && interval.state !== 'overridden')
    .reduce<LegalRuleInterval | undefined>(
      (latest, interval) => (!latest || interval.effectiveFrom > latest.effectiveFrom ? interval : latest),
      undefined,
    );
