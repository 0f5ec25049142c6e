import type { IsoDate } from '../../calendar/iso-date';
import { colones, type Cents } from '../../money/money';
import type { MinimumWageCategory, MinimumWageRule, MinimumWagesByCategory, RuleStatus } from '../types';

// The private-sector minimum wages by decree category (reference §8). TONC is CONFIRMED; every other
// category is SOURCED (1). Where §8 gives only a daily figure the monthly one is 30 × daily (the decree's
// convention, which the 2026 TONC figures confirm: ₡373,092.30 = 30 × ₡12,436.41); where it gives only a
// monthly one, that figure with no daily one; TONC 2025 keeps both figures §8 quotes. A category §8 has no figure for in a year is left out (see docs/decisions.md):
// 2025 specialized (TOE), technician_mid (TMED) and specialized_superior (TES); 2026 technician_mid (only its
// 2.50 % increase is known) and domestic (only its 3.96 % increase is known: the 2025 value stays in force and
// is reported as carried forward).

/** A daily figure (monthly = 30 × daily unless §8 quotes the monthly figure too), or a monthly one only. */
type Figure = { readonly daily: string; readonly monthly?: string } | { readonly monthly: string };

function categoryWage(
  category: MinimumWageCategory,
  decree: string,
  effectiveFrom: IsoDate,
  figure: Figure,
  source: string,
  status: RuleStatus = 'sourced',
): MinimumWageRule {
  const daily = 'daily' in figure ? colones(figure.daily) : null;
  const monthly = figure.monthly !== undefined ? colones(figure.monthly) : ((daily! * 30) as Cents);
  return { category, decree, monthly, daily, effectiveFrom, source, status };
}

const DECREE_2025 = 'Decreto 44756-MTSS';
const FROM_2025 = '2025-01-01';
const SOURCE_2025 =
  '§8 Minimum wages 2025: Decreto 44756-MTSS (La Gaceta 232, Dec 2024), general increase 2.37 % (Tirant Prime; Monumental; WageIndicator Sept 2025; El Financiero)';

export const CR_MINIMUM_WAGES_2025: MinimumWagesByCategory = {
  unskilled: categoryWage(
    'unskilled',
    DECREE_2025,
    FROM_2025,
    // §8 quotes ₡367,108.56 a month (30 × daily would be ₡367,108.50): the quoted figure is kept.
    { daily: '12236.95', monthly: '367108.56' },
    '§8 Minimum wages 2025: Decreto 44756-MTSS (La Gaceta 232, Dec 2024), TONC ₡12,236.95 a day, ₡367,108.56 a month (Tirant Prime; Monumental; WageIndicator; El Financiero)',
    'confirmed',
  ),
  semi_skilled: categoryWage(
    'semi_skilled',
    DECREE_2025,
    FROM_2025,
    { monthly: '399203.00' },
    `${SOURCE_2025}: TOSC ₡399,203.00 a month`,
  ),
  skilled: categoryWage(
    'skilled',
    DECREE_2025,
    FROM_2025,
    { monthly: '413023.56' },
    `${SOURCE_2025}: TOC ₡413,023.56 a month`,
  ),
  bachelor: categoryWage(
    'bachelor',
    DECREE_2025,
    FROM_2025,
    { monthly: '653427.21' },
    `${SOURCE_2025}: bachiller universitario ₡653,427.21 a month`,
  ),
  licentiate: categoryWage(
    'licentiate',
    DECREE_2025,
    FROM_2025,
    { monthly: '784139.52' },
    `${SOURCE_2025}: licenciado universitario ₡784,139.52 a month`,
  ),
  domestic: categoryWage(
    'domestic',
    DECREE_2025,
    FROM_2025,
    { monthly: '258376' },
    `${SOURCE_2025}: servicio doméstico ₡258,376 a month (+2.33962 % over the general increase)`,
  ),
};

const DECREE_2026 = 'Decreto 45303-MTSS';
const FROM_2026 = '2026-01-01';
const SOURCE_2026 =
  '§8 Minimum wages 2026: Decreto 45303-MTSS, general increase 1.63 % (El Financiero 2026-01-02; Canal 1/CNS; Playroll; daily figures in community docs citing MTSS)';

export const CR_MINIMUM_WAGES_2026: MinimumWagesByCategory = {
  unskilled: categoryWage(
    'unskilled',
    DECREE_2026,
    FROM_2026,
    { daily: '12436.41' },
    '§8 Minimum wages 2026: Decreto 45303-MTSS, TONC ₡12,436.41 a day, ₡373,092.30 a month = 30 × daily (El Financiero 2026-01-02; Canal 1/CNS; Playroll)',
    'confirmed',
  ),
  semi_skilled: categoryWage(
    'semi_skilled',
    DECREE_2026,
    FROM_2026,
    { daily: '13523.69' },
    `${SOURCE_2026}: TOSC ₡13,523.69 a day, ₡405,710.70 a month`,
  ),
  skilled: categoryWage(
    'skilled',
    DECREE_2026,
    FROM_2026,
    { daily: '13991.86' },
    `${SOURCE_2026}: TOC ₡13,991.86 a day, ₡419,755.80 a month`,
  ),
  specialized: categoryWage(
    'specialized',
    DECREE_2026,
    FROM_2026,
    { daily: '16244.50' },
    `${SOURCE_2026}: TOE ₡16,244.50 a day; monthly 30 × daily = ₡487,335.00 (§8's table prints ₡487,355, which is not 30 × daily)`,
  ),
  specialized_superior: categoryWage(
    'specialized_superior',
    DECREE_2026,
    FROM_2026,
    { daily: '25209.80' },
    `${SOURCE_2026}: TES ₡25,209.80 a day per the AG Legal projection in El Financiero; monthly 30 × daily = ₡756,294.00`,
  ),
  bachelor: categoryWage(
    'bachelor',
    DECREE_2026,
    FROM_2026,
    { monthly: '664078.07' },
    `${SOURCE_2026}: bachiller universitario ₡664,078.07 a month`,
  ),
  licentiate: categoryWage(
    'licentiate',
    DECREE_2026,
    FROM_2026,
    { monthly: '796921' },
    `${SOURCE_2026}: licenciado universitario ₡796,921 a month`,
  ),
  // §8 gives domestic work only its 2026 increase (3.96 % in total), no figure: the 2025 value stays in force
  // (the timeline reads it as one interval from 2025, carried forward).
  domestic: CR_MINIMUM_WAGES_2025.domestic!,
};
