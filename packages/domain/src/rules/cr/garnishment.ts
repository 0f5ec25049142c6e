import { mulDiv } from '../../money/money';
import type { GarnishmentRules, ProtectedAmountRule } from '../types';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './builders';
import { CR_MINIMUM_WAGES_2025 } from './minimum-wages';

// What the law lets a payroll withhold beyond its own charges (reference §14). Código de Trabajo art. 172: the
// protected (inembargable) amount is "el menor salario mensual establecido en el decreto de salarios mínimos,
// vigente al decretarse el embargo" (a daily minimum × 26); above it 1/8 of the part up to 3 × that amount and
// 1/4 of the rest may be garnished. Ley 7654 de Pensiones Alimentarias: a pensión takes up to 50 % of the salary.

const UNDATED = EFFECTIVE_DATE_NOT_IN_REFERENCE;
const ART_172 =
  '§14 Embargos, Código de Trabajo art. 172 (law text quoted by deusalegal 2022 and empresariosdelcombustible 2022)';

const DOMESTIC_2025 = CR_MINIMUM_WAGES_2025.domestic!.monthly;

/**
 * The protected amount of each decree: the lowest monthly minimum it sets. Servicio doméstico is the one
 * category the decree fixes by the month below every daily one × 26 (2025: TONC ₡12,236.95 × 26 = ₡318,160.70
 * against domestic ₡258,376).
 */
const PROTECTED_AMOUNTS: readonly ProtectedAmountRule[] = [
  {
    decree: 'Decreto 44756-MTSS',
    monthly: DOMESTIC_2025,
    category: 'domestic',
    effectiveFrom: '2025-01-01',
    source: `${ART_172}; §8 Minimum wages 2025: servicio doméstico ₡258,376 a month, the decree's lowest (TONC ₡12,236.95 × 26 = ₡318,160.70; every other category higher)`,
    status: 'sourced',
  },
  {
    decree: 'Decreto 45303-MTSS',
    // §8 gives domestic work only its 2026 increase, 3.96 % in total: ₡258,376 × 1.0396 = ₡268,607.69.
    monthly: mulDiv(DOMESTIC_2025, 10_396, 10_000),
    category: 'domestic',
    effectiveFrom: '2026-01-01',
    source: `${ART_172}; §8 Minimum wages 2026: servicio doméstico +3.96 % in total, no figure quoted: ₡258,376 × 1.0396 = ₡268,607.69 (DERIVED), the decree's lowest (TONC ₡12,436.41 × 26 = ₡323,346.66)`,
    status: 'derived',
  },
];

export const CR_GARNISHMENT_RULES: GarnishmentRules = {
  protectedAmounts: PROTECTED_AMOUNTS,
  dailyMinimumDays: {
    value: 26,
    effectiveFrom: UNDATED,
    source: `${ART_172}: a daily minimum × 26`,
    status: 'sourced',
  },
  lowerBandMultiple: {
    value: 3,
    effectiveFrom: UNDATED,
    source: `${ART_172}: the lower band runs up to three times the protected amount`,
    status: 'sourced',
  },
  lowerBandShare: {
    value: 1_250,
    effectiveFrom: UNDATED,
    source: `${ART_172}: one eighth of the excess up to three times the protected amount`,
    status: 'sourced',
  },
  upperBandShare: {
    value: 2_500,
    effectiveFrom: UNDATED,
    source: `${ART_172}: one quarter of the rest`,
    status: 'sourced',
  },
  alimonyCapRate: {
    value: 5_000,
    effectiveFrom: UNDATED,
    source:
      '§14 Pensión alimentaria (Ley de Pensiones Alimentarias 7654): up to 50 % of the salary, and it may reach below the protected amount (El Financiero; digital506)',
    status: 'sourced',
  },
};
