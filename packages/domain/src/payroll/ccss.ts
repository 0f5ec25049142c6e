import type { IsoDate } from '../calendar/iso-date';
import { applyRate, cents, rateFromBasisPoints, type Cents } from '../money/money';
import { CR_RULE_SETS, getRuleSet } from '../rules/index';
import type { CcssEmployerLineCode, CcssWorkerLineCode, ContributionRule, RuleSet } from '../rules/types';

export type ContributionLine<Code extends string> = {
  readonly code: Code;
  /** Plain multiplier, 0.055 for 5.50 %. */
  readonly rate: number;
  readonly amount: Cents;
  readonly legalRef: string;
};

export type ContributionResult<Code extends string> = {
  readonly total: Cents;
  readonly lines: readonly ContributionLine<Code>[];
};

/** Applies each rate to `base`, rounding every line half-up to the céntimo; the total is the sum of the lines. */
export function applyContributions<Code extends string>(
  base: Cents,
  rules: readonly ContributionRule<Code>[],
): ContributionResult<Code> {
  const lines: ContributionLine<Code>[] = [];
  let total = 0;
  for (const rule of rules) {
    const amount = applyRate(base, rule.rate);
    total += amount;
    lines.push({ code: rule.code, rate: rateFromBasisPoints(rule.rate), amount, legalRef: rule.legalRef });
  }
  return { total: total as Cents, lines };
}

export type ContributionInput = {
  /** Salary reported to the CCSS for the month, in céntimos. */
  readonly gross: Cents;
  /** `YYYY-MM-DD`; picks the year's rates. */
  readonly date: IsoDate;
  readonly ruleSets?: readonly RuleSet[];
};

/** Cuota obrera: SEM, IVM and Banco Popular, line by line. */
export function ccssWorker(input: ContributionInput): ContributionResult<CcssWorkerLineCode> {
  const ruleSet = getRuleSet(input.date, input.ruleSets ?? CR_RULE_SETS);
  return applyContributions(cents(input.gross, 'gross'), ruleSet.ccss.worker);
}

/** Cargas sociales patronales: the ten lines of the CCSS bill. */
export function ccssEmployer(input: ContributionInput): ContributionResult<CcssEmployerLineCode> {
  const ruleSet = getRuleSet(input.date, input.ruleSets ?? CR_RULE_SETS);
  return applyContributions(cents(input.gross, 'gross'), ruleSet.ccss.employer);
}
