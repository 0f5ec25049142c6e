import type { RuleSet } from '../types';
import { contribution } from './builders';
import { CR_RULES_2026 } from './2026';

// The one 2029 change already enacted: the IVM step of 1 January 2029 (reference §1, IVM schedule). Nothing
// else of 2029 (brackets, minimum wages) is published yet, so this file carries the 2026 values with their own
// dates and decrees: a 2029 payslip still reports them as carried forward, and a decree registered for 2027 or
// 2028 in "Parámetros legales" stays in force through 2029 (`mergeRegisteredRules` takes each table's latest
// value). Shipping the rates means no release is needed on 1 January 2029.

const IVM_2029 =
  '§1 IVM schedule: La Nación 2025-12-13 (transitorio XI of the IVM regulation, CCSS JD sesión 9038 of 2019): the 2026 rates run until 31 Dec 2028; from 1 Jan 2029 worker 4.33 → 4.50 % and employer 5.58 → 5.75 %';
const EMPLOYER_2026 = '§2 Employer charges: CCSS-format table, Auxadi 2023–2025 and SCP 2026 (total 26.83 %)';

/** The 2026 lines with one replaced by its 2029 value (same code), in the CCSS table's order. */
const replaceLine = <T extends { readonly code: string }>(lines: readonly T[], replacement: T): T[] =>
  lines.map((line) => (line.code === replacement.code ? replacement : line));

export const CR_RULES_2029: RuleSet = {
  ...CR_RULES_2026,
  year: 2029,
  effectiveFrom: '2029-01-01',
  effectiveTo: '2029-12-31',
  ccss: {
    worker: replaceLine(
      CR_RULES_2026.ccss.worker,
      contribution('CCSS_IVM_WORKER', 450, '2029-01-01', IVM_2029, 'sourced'),
    ),
    employer: replaceLine(
      CR_RULES_2026.ccss.employer,
      contribution('CCSS_IVM_EMPLOYER', 575, '2029-01-01', `${EMPLOYER_2026}; ${IVM_2029}`, 'sourced'),
    ),
  },
};
