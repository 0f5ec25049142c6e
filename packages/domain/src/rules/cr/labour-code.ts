import type { LabourCode, Sourced } from '../types';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './builders';

// Values from the Código de Trabajo (Ley 2 of 1943, arts. cited per rule), the Constitución Política (arts.
// 57–58), Ley 2412 (aguinaldo) and Ley 7983 de Protección al Trabajador (art. 88, reform of CT art. 29). They
// do not change each January, so every year's rule set points at this one object.

function law<T>(
  value: T,
  effectiveFrom: string,
  source: string,
  status: Sourced<T>['status'] = 'confirmed',
): Sourced<T> {
  return { value, effectiveFrom, source, status };
}

// Effective dates: the reference quotes these articles without the dates of their texts (it gives none for
// the Código de Trabajo, the Constitución, Ley 2412 or the Ley de Protección al Trabajador), so every rule
// here carries `EFFECTIVE_DATE_NOT_IN_REFERENCE`: in force before any date this engine computes. The one dated
// text is Ley 10211 (paternity leave), in force from 3 June 2022.
const UNDATED = EFFECTIVE_DATE_NOT_IN_REFERENCE;
/** Ley 10211 (paternity leave paid like maternity) is in force from 3 June 2022 (reference §15). */
const PATERNITY_FROM = '2022-06-03';

export const CR_LABOUR_CODE: LabourCode = {
  jornadas: {
    diurnal: {
      maxHoursPerDay: law(
        8,
        UNDATED,
        '§6 Jornadas: CT arts. 135–136 (MTSS DAJ-AE-178-08, DAJ-AE-775-06); Constitución art. 58',
      ),
      maxHoursPerWeek: law(48, UNDATED, '§6 Jornadas: CT art. 136; Constitución art. 58'),
      extendedMaxHoursPerDay: law(
        10,
        UNDATED,
        '§6 Jornadas: CT art. 136, up to 10 h in non-unhealthy work if the week stays ≤ 48 h',
      ),
    },
    mixed: {
      maxHoursPerDay: law(7, UNDATED, '§6 Jornadas: delfino.cr 2024; MTSS DAJ-AE-667-06'),
      maxHoursPerWeek: law(42, UNDATED, '§6 Jornadas: by analogy with 7 h × 6 days', 'sourced'),
      extendedMaxHoursPerDay: null,
    },
    nocturnal: {
      maxHoursPerDay: law(6, UNDATED, '§6 Jornadas: Constitución art. 58; CT art. 136'),
      maxHoursPerWeek: law(36, UNDATED, '§6 Jornadas: Constitución art. 58; CT art. 136'),
      extendedMaxHoursPerDay: null,
    },
  },
  dailyCapHours: law(
    12,
    UNDATED,
    '§6 Overtime: CT art. 140, ordinary plus extra hours ≤ 12 h a day (BDS/elempleo)',
  ),
  overtimeRate: law(
    15_000,
    UNDATED,
    '§6 Overtime: CT art. 139 "tiempo y medio"; Constitución art. 58 "cincuenta por ciento más"',
  ),
  holidayWorkedAdditionalRate: law(
    10_000,
    UNDATED,
    '§6 Holiday pay rules: monthly/quincena pay already includes every holiday; if worked, one simple day is added so the day is paid double (MTSS via La Nación 2024–2025, El Financiero 2025, BDS)',
  ),
  holidayOvertimeRate: law(
    30_000,
    UNDATED,
    '§6 Holiday pay rules: overtime on a holiday = 1.5 × the double hour = 3× the ordinary hourly rate',
  ),
  restDayWorkedAdditionalRate: law(
    10_000,
    UNDATED,
    '§10 Work on the weekly rest day: CT art. 152 (last paragraph), the rest day worked is paid double, as a worked holiday is; the salary already pays the rest day once, so each hour worked up to the jornada is paid once more',
    'sourced',
  ),
  restDayOvertimeRate: law(
    30_000,
    UNDATED,
    '§10 Work on the weekly rest day (CT art. 152) and §6 overtime (CT art. 139): hours beyond the jornada on the rest day = 1.5 × the double hour = 3× the hourly rate, as on a holiday',
    'sourced',
  ),
  monthDays: law(
    30,
    UNDATED,
    '§10 Calendar conventions: daily salary = monthly ÷ 30 (La Nación 2024 and 2025; lawyerincostarica)',
  ),
  fortnightDays: law(
    15,
    UNDATED,
    '§10 Calendar conventions: quincena = ½ month = 15 days of a 30-day month',
    'sourced',
  ),
  disability: {
    ccssIllnessEmployerDays: law(
      3,
      UNDATED,
      '§7 Illness (CCSS) days 1–3: employer pays; consecutive incapacities trigger the 3 days once (La Nación 2024/2025, lawyer Kendall Ruiz; Bufete Carro 2023)',
      'sourced',
    ),
    ccssIllnessSubsidyRate: law(
      6_000,
      UNDATED,
      '§7 Illness (CCSS) day 4 onward: CCSS subsidy of about 60 % of salary (La Nación; La Teja); its base is unconfirmed',
    ),
    maternityEmployerRate: law(
      5_000,
      UNDATED,
      '§7 Maternity: CT art. 95 (SCIJ), salary covered in equal parts by the CCSS and the employer',
    ),
    maternityCcssRate: law(
      5_000,
      UNDATED,
      '§7 Maternity: CT art. 95; CCSS part = 50 % of the average of the last 3 months reported (Reglamento SEM art. 43)',
    ),
    paternityEmployerRate: law(
      5_000,
      PATERNITY_FROM,
      '§15 Paternity: Ley 10211 (in force 3 June 2022) reforming CT art. 95, paid 50 % employer / 50 % CCSS like maternity (La Nación)',
      'sourced',
    ),
    paternityCcssRate: law(
      5_000,
      PATERNITY_FROM,
      '§15 Paternity: Ley 10211, the CCSS pays the other 50 % like maternity (La Nación)',
      'sourced',
    ),
    paternityDays: law(
      8,
      PATERNITY_FROM,
      '§15 Paternity: Ley 10211 (CT art. 95), 2 days a week during the first 4 weeks after the birth (La Nación; delfino.cr 2022); §7 art. 95 b) (SCIJ)',
      'sourced',
    ),
    insInitialDays: law(
      45,
      UNDATED,
      '§7 Work accident (INS): CT art. 236 (SCIJ), 60 % of daily salary for the first 45 days',
    ),
    insInitialRate: law(6_000, UNDATED, '§7 Work accident (INS): CT art. 236 (SCIJ); anexioncr (INS 2024)'),
    illnessEmployerPayIsSubsidy: law(
      true,
      UNDATED,
      '§7 Illness (CCSS): the contract is suspended during an incapacity, so what is paid for its days is a subsidy, not salary (Bufete Carro 2023; §4 and files-and-calendar facts §4.1: AG Legal, La Nación 2025-11-30, incapacity periods do not count for the aguinaldo; MTSS DAJ-AE-012-13 via Central Law: "durante la incapacidad se recibió un subsidio, no salario"): the employer\'s days 1–3 bear no CCSS contributions and do not count for the aguinaldo or the art. 157 average; the salary tax still applies (Reglamento Ley 7092 art. 29 lists subsidios)',
      'sourced',
    ),
  },
  vacations: {
    weeksPerPeriod: law(
      2,
      UNDATED,
      '§5 Vacations: CT art. 153, two weeks paid per 50 weeks of continuous work (Fayca; BDS; lawyerincostarica)',
    ),
    periodWeeks: law(50, UNDATED, '§5 Vacations: CT art. 153'),
    averageWeeks: law(
      50,
      UNDATED,
      '§5 Pay base: CT art. 157, vacations are paid at the average of the ordinary and extraordinary pay of the last 50 weeks (BDS/elempleo; Fayca; lawyerincostarica)',
    ),
    grantWeeks: law(
      15,
      UNDATED,
      '§5 Vacations: CT art. 155, the employer sets the dates within 15 weeks after the 50 are completed (Fayca; lawyerincostarica)',
    ),
    proportionalDaysPerMonth: law(
      1,
      UNDATED,
      '§5 Vacations: before 50 weeks, 1 day per month worked (Fayca; El Financiero; jimenez-legal; La Nación 2024)',
    ),
    domesticDaysPerPeriod: law(
      15,
      UNDATED,
      '§5 Vacations: domestic workers 15 days per 50 weeks, 1.25 days/month (Fayca; lawyerincostarica)',
    ),
  },
  termination: {
    noticeDays: law(
      { threeToSixMonths: 7, sixToTwelveMonths: 15, overOneYear: 30 },
      UNDATED,
      '§9 Preaviso: CT art. 28, 1 week / 15 days / 1 month (MTSS DAJ-AE-285-13; El Financiero/Dentons)',
    ),
    cesantiaShortServiceDays: law(
      { threeToSixMonths: 7, sixToTwelveMonths: 14 },
      UNDATED,
      '§9 Cesantía: CT art. 29, 7 days (3–6 months) and 14 days (over 6 months to 1 year)',
    ),
    cesantiaTable: law(
      [
        { years: 1, daysPerYearHundredths: 1950 },
        { years: 2, daysPerYearHundredths: 2000 },
        { years: 3, daysPerYearHundredths: 2050 },
        { years: 4, daysPerYearHundredths: 2100 },
        { years: 5, daysPerYearHundredths: 2124 },
        { years: 6, daysPerYearHundredths: 2150 },
        { years: 7, daysPerYearHundredths: 2200 },
        { years: 8, daysPerYearHundredths: 2200 },
        { years: 9, daysPerYearHundredths: 2200 },
        { years: 10, daysPerYearHundredths: 2150 },
        { years: 11, daysPerYearHundredths: 2100 },
        { years: 12, daysPerYearHundredths: 2050 },
        { years: 13, daysPerYearHundredths: 2000 },
      ],
      UNDATED,
      '§9 Cesantía: CT art. 29 as reformed by LPT art. 88, days per year worked (Diario Extra quoting the law)',
    ),
    cesantiaCapYears: law(8, UNDATED, '§9 Cesantía: maximum 8 years indemnified (CT art. 29)'),
    averageMonths: law(
      6,
      UNDATED,
      '§9 Cesantía: base = average of ordinary and extraordinary salaries of the last 6 months (CT arts. 29–30; Araya & Durán 2025)',
    ),
  },
  aguinaldo: {
    divisor: law(
      12,
      UNDATED,
      '§4 Aguinaldo: Ley 2412, salaries earned 1 Dec–30 Nov ÷ 12, always ÷ 12 (AG Legal; aralaw; La Nación/La Teja; Grant Thornton)',
    ),
    periodStart: law(
      { month: 12, day: 1 },
      UNDATED,
      '§4 Aguinaldo: Ley 2412, from 1 December of the previous year',
    ),
    periodEnd: law({ month: 11, day: 30 }, UNDATED, '§4 Aguinaldo: Ley 2412, to 30 November'),
  },
};
