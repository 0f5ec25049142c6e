import {
  CR_RULE_SETS,
  mergeRegisteredRules,
  payrollRules,
  type CcssLineCode,
  type Cents,
  type HolidayId,
  type MinimumWageCategory,
  type PayrollRules,
  type RegisteredRule,
  type RuleSet,
  type TaxBracket,
} from '@planilla/domain';
import type { Db, DbOrTx } from '../../db/client';
import { rtRateOn } from '../company-settings/rt-policies.service';
import * as repo from './legal-rules.repository';

/** A stored registration as the engine's `RegisteredRule` (bands get their upper bound from the next one). */
export const toRegisteredRule = (
  row: repo.LegalRuleRecord | (repo.LegalRuleWrite & { id: number }),
): RegisteredRule => {
  const base = { id: row.id, decree: row.decree, source: row.source };
  const value = row.value;
  switch (value.kind) {
    case 'salaryTax': {
      const brackets: TaxBracket[] = value.brackets.map((band, index) => ({
        from: band.from as Cents,
        to: (value.brackets[index + 1]?.from ?? null) as Cents | null,
        rate: band.rate,
      }));
      return {
        ...base,
        kind: 'salaryTax',
        effectiveFrom: row.effectiveFrom,
        brackets,
        childCredit: value.childCredit as Cents,
        spouseCredit: value.spouseCredit as Cents,
      };
    }
    case 'ccssRate':
      return {
        ...base,
        kind: 'ccssRate',
        effectiveFrom: row.effectiveFrom,
        code: value.code as CcssLineCode,
        rate: value.rate,
      };
    case 'minimumWage':
      return {
        ...base,
        kind: 'minimumWage',
        // The engine validates the category (an unknown one is refused, never read as another).
        category: (value.category ?? 'unskilled') as MinimumWageCategory,
        effectiveFrom: row.effectiveFrom,
        monthly: value.monthly as Cents,
        daily: value.daily as Cents | null,
      };
    case 'holidayTransfer':
      return {
        ...base,
        kind: 'holidayTransfer',
        holidayId: value.holidayId as HolidayId,
        from: value.from,
        to: value.to,
      };
  }
};

type Cached = { version: string; ruleSets: RuleSet[] };
const cache = new WeakMap<object, Cached>();

/**
 * The law on every date from 2020: the rule sets shipped in `@planilla/domain` with the values the system
 * administrator registered merged in (`mergeRegisteredRules`). Cached per database; the cache is checked
 * against the registrations' version counter (one primary-key read), so a registration made here or on another
 * instance is used by the next calculation.
 */
export const legalRuleSets = async (db: DbOrTx): Promise<RuleSet[]> => {
  const version = await repo.readRulesVersion(db);
  const hit = cache.get(db);
  if (hit?.version === version) return hit.ruleSets;
  const rows = await repo.listRegistered(db);
  const ruleSets = mergeRegisteredRules(CR_RULE_SETS, rows.map(toRegisteredRule));
  cache.set(db, { version, ruleSets });
  return ruleSets;
};

/** Forgets the merged rules of `db` (after a registration commits; the version check would also notice). */
export const invalidateLegalRules = (db: Db): void => {
  cache.delete(db);
};

/**
 * What the rest of the server passes to the payroll engine for a company on a day: the merged rule sets (every
 * date, registered values included, so a period in any year computes and carries the `RULES_CARRIED_FORWARD`
 * warning when needed) and the company's policy: the INS Riesgos del Trabajo premium rate of the company's RT
 * policy in force on `asOf` (a period's last day; `null` without a policy, and no premium line), the other
 * choices at their defaults.
 *
 *   const payslip = calculatePayslip(input, await payrollRulesFor(deps.db, auth.companyId, payroll.periodEnd));
 */
export const payrollRulesFor = async (db: DbOrTx, companyId: number, asOf: string): Promise<PayrollRules> => {
  const [ruleSets, insRiskPremiumRate] = await Promise.all([
    legalRuleSets(db),
    rtRateOn(db, companyId, asOf),
  ]);
  return payrollRules({ insRiskPremiumRate }, ruleSets);
};
