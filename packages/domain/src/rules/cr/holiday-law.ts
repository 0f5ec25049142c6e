import type { HolidayDefinition, HolidayTransfer, RuleStatus } from '../types';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './builders';

// Código de Trabajo art. 148 as amended by Ley 9803 (2020) and Ley 10050 (2021): reference §6 "Holidays".
// The list is law, not a yearly decree, so every rule set points at it; each year's file adds only the
// transfers of that year.

const ART_148 = 'Código de Trabajo art. 148';
const PAID_SOURCE =
  '§6 Holidays, paid by law: Diario Extra 2025 (quoting art. 148 and MTSS); La Nación 2023; QCostaRica';
const UNPAID_SOURCE = '§6 Holidays, not paid by law: La Nación 2022–2025; El Financiero 2025; BDS';
const HOLY_WEEK_SOURCE =
  '§6 Holy Week dates: Thursday and Friday before Easter Sunday, Gregorian Easter algorithm (derived)';
// The reference dates only the holidays added by Ley 9803 (La Gaceta 2 Jul 2020) and Ley 10050 (in force
// 22 Nov 2021); the rest of art. 148 predates every year this engine computes, without a date.
const UNDATED = EFFECTIVE_DATE_NOT_IN_REFERENCE;

export const CR_HOLIDAY_DEFINITIONS: readonly HolidayDefinition[] = [
  {
    kind: 'fixed',
    id: 'NEW_YEAR',
    month: 1,
    day: 1,
    name: 'Año Nuevo',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'JUAN_SANTAMARIA',
    month: 4,
    day: 11,
    name: 'Día de Juan Santamaría',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: `${PAID_SOURCE} (Juan Santamaría / Batalla de Rivas)`,
    status: 'confirmed',
  },
  {
    kind: 'easter',
    id: 'HOLY_THURSDAY',
    offsetDays: -3,
    name: 'Jueves Santo',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: `${PAID_SOURCE}; ${HOLY_WEEK_SOURCE}`,
    status: 'confirmed',
  },
  {
    kind: 'easter',
    id: 'GOOD_FRIDAY',
    offsetDays: -2,
    name: 'Viernes Santo',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: `${PAID_SOURCE}; ${HOLY_WEEK_SOURCE}`,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'LABOUR_DAY',
    month: 5,
    day: 1,
    name: 'Día Internacional del Trabajo',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'NICOYA_ANNEXATION',
    month: 7,
    day: 25,
    name: 'Anexión del Partido de Nicoya',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'VIRGEN_DE_LOS_ANGELES',
    month: 8,
    day: 2,
    name: 'Día de la Virgen de los Ángeles',
    obligatory: false,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: UNPAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'MOTHERS_DAY',
    month: 8,
    day: 15,
    name: 'Día de la Madre',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'AFRO_COSTA_RICAN_DAY',
    month: 8,
    day: 31,
    name: 'Día de la Persona Negra y la Cultura Afrocostarricense',
    obligatory: false,
    legalRef: `${ART_148}; Ley 10050`,
    // In force since 22 Nov 2021, so its first occurrence is 31 Aug 2022.
    effectiveFrom: '2021-11-22',
    effectiveTo: null,
    source: `${UNPAID_SOURCE}; Ley 10050 in force since 22 Nov 2021`,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'INDEPENDENCE_DAY',
    month: 9,
    day: 15,
    name: 'Día de la Independencia',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'ARMY_ABOLITION_DAY',
    month: 12,
    day: 1,
    name: 'Día de la Abolición del Ejército',
    obligatory: false,
    legalRef: `${ART_148}; Ley 9803`,
    // Ley 9803 (La Gaceta 2 Jul 2020) replaced 12 October, which is no longer a holiday.
    effectiveFrom: '2020-07-02',
    effectiveTo: null,
    source: `${UNPAID_SOURCE}; Ley 9803, La Gaceta 2 Jul 2020`,
    status: 'confirmed',
  },
  {
    kind: 'fixed',
    id: 'CHRISTMAS',
    month: 12,
    day: 25,
    name: 'Navidad',
    obligatory: true,
    legalRef: ART_148,
    effectiveFrom: UNDATED,
    effectiveTo: null,
    source: PAID_SOURCE,
    status: 'confirmed',
  },
];

const LEY_9875 = `${ART_148}, transitorio (Ley 9875)`;
const LEY_9875_SOURCE =
  '§6 Moved holidays: Ley 9875 moved holidays to Mondays for 2020–2024 (La Nación 2023; quetortacr; BDS)';
const LEY_10050_SOURCE =
  '§6 Moved holidays: 31 Aug moved to the following Sunday in 2021–2023 (Ley 10050), e.g. Sunday 3 Sep 2023';

/**
 * A transfer of one year's holiday, with its source and how sure the reference is of it (`confirmed`
 * unless said otherwise: the 2024 moves of Ley 10396 are `sourced`, one source only).
 */
export function holidayTransfer(
  id: HolidayTransfer['id'],
  from: string,
  to: string,
  legalRef: string,
  source: string,
  status: RuleStatus = 'confirmed',
): HolidayTransfer {
  return { id, from, to, legalRef, effectiveFrom: from.slice(0, 4) + '-01-01', source, status };
}

/**
 * Transfers of the years before the first yearly rule set (2020–2023), so `holidays(year)` answers for
 * them too. The 2024 transfers live in `2024.ts`.
 */
export const CR_HISTORIC_HOLIDAY_TRANSFERS: readonly HolidayTransfer[] = [
  holidayTransfer('NICOYA_ANNEXATION', '2020-07-25', '2020-07-27', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('MOTHERS_DAY', '2020-08-15', '2020-08-17', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('INDEPENDENCE_DAY', '2020-09-15', '2020-09-14', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('ARMY_ABOLITION_DAY', '2020-12-01', '2020-11-30', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('LABOUR_DAY', '2021-05-01', '2021-05-03', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('NICOYA_ANNEXATION', '2021-07-25', '2021-07-26', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('INDEPENDENCE_DAY', '2021-09-15', '2021-09-13', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('ARMY_ABOLITION_DAY', '2021-12-01', '2021-11-29', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer(
    'AFRO_COSTA_RICAN_DAY',
    '2022-08-31',
    '2022-09-04',
    `${ART_148}; Ley 10050`,
    LEY_10050_SOURCE,
  ),
  holidayTransfer('INDEPENDENCE_DAY', '2022-09-15', '2022-09-19', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('ARMY_ABOLITION_DAY', '2022-12-01', '2022-12-05', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('JUAN_SANTAMARIA', '2023-04-11', '2023-04-10', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('NICOYA_ANNEXATION', '2023-07-25', '2023-07-24', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer('MOTHERS_DAY', '2023-08-15', '2023-08-14', LEY_9875, LEY_9875_SOURCE),
  holidayTransfer(
    'AFRO_COSTA_RICAN_DAY',
    '2023-08-31',
    '2023-09-03',
    `${ART_148}; Ley 10050`,
    LEY_10050_SOURCE,
  ),
];

/** First year `holidays(year)` answers for: the art. 148 list as amended by Ley 9803 starts in 2020. */
export const CR_FIRST_HOLIDAY_YEAR = 2020;
