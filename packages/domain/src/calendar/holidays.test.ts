import { describe, expect, it } from 'vitest';
import { CR_HISTORIC_HOLIDAY_TRANSFERS } from '../rules/cr/holiday-law';
import { CR_RULE_SETS } from '../rules/index';
import { holidayLawDate, holidayOn, holidays } from './holidays';
import { weekday } from './iso-date';

type Row = [date: string, name: string, obligatory: boolean, movedFrom: string | null];

const EXPECTED: Record<number, Row[]> = {
  2024: [
    ['2024-01-01', 'Año Nuevo', true, null],
    ['2024-03-28', 'Jueves Santo', true, null],
    ['2024-03-29', 'Viernes Santo', true, null],
    ['2024-04-15', 'Día de Juan Santamaría', true, '2024-04-11'],
    ['2024-05-01', 'Día Internacional del Trabajo', true, null],
    ['2024-07-29', 'Anexión del Partido de Nicoya', true, '2024-07-25'],
    ['2024-08-02', 'Día de la Virgen de los Ángeles', false, null],
    ['2024-08-15', 'Día de la Madre', true, null],
    ['2024-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense', false, null],
    ['2024-09-15', 'Día de la Independencia', true, null],
    ['2024-12-01', 'Día de la Abolición del Ejército', false, null],
    ['2024-12-25', 'Navidad', true, null],
  ],
  2025: [
    ['2025-01-01', 'Año Nuevo', true, null],
    ['2025-04-11', 'Día de Juan Santamaría', true, null],
    ['2025-04-17', 'Jueves Santo', true, null],
    ['2025-04-18', 'Viernes Santo', true, null],
    ['2025-05-01', 'Día Internacional del Trabajo', true, null],
    ['2025-07-25', 'Anexión del Partido de Nicoya', true, null],
    ['2025-08-02', 'Día de la Virgen de los Ángeles', false, null],
    ['2025-08-15', 'Día de la Madre', true, null],
    ['2025-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense', false, null],
    ['2025-09-15', 'Día de la Independencia', true, null],
    ['2025-12-01', 'Día de la Abolición del Ejército', false, null],
    ['2025-12-25', 'Navidad', true, null],
  ],
  2026: [
    ['2026-01-01', 'Año Nuevo', true, null],
    ['2026-04-02', 'Jueves Santo', true, null],
    ['2026-04-03', 'Viernes Santo', true, null],
    ['2026-04-11', 'Día de Juan Santamaría', true, null],
    ['2026-05-01', 'Día Internacional del Trabajo', true, null],
    ['2026-07-25', 'Anexión del Partido de Nicoya', true, null],
    ['2026-08-02', 'Día de la Virgen de los Ángeles', false, null],
    ['2026-08-15', 'Día de la Madre', true, null],
    ['2026-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense', false, null],
    ['2026-09-15', 'Día de la Independencia', true, null],
    ['2026-12-01', 'Día de la Abolición del Ejército', false, null],
    ['2026-12-25', 'Navidad', true, null],
  ],
};

describe('holidays of the rule-set years', () => {
  for (const year of [2024, 2025, 2026]) {
    it(`lists every holiday of ${year} with its official name, pay type and transfer`, () => {
      const rows = holidays(year).map((h): Row => [h.date, h.name, h.obligatory, h.movedFrom]);
      expect(rows).toEqual(EXPECTED[year]);
    });
  }

  it('has 9 obligatory and 3 non-obligatory holidays every year', () => {
    for (const year of [2024, 2025, 2026]) {
      const list = holidays(year);
      expect(list.filter((h) => h.obligatory)).toHaveLength(9);
      expect(list.filter((h) => !h.obligatory)).toHaveLength(3);
    }
  });

  it('puts Holy Thursday and Good Friday on the Thursday and Friday before Easter', () => {
    for (const year of [2020, 2021, 2022, 2023, 2024, 2025, 2026]) {
      const thursday = holidays(year).find((h) => h.id === 'HOLY_THURSDAY');
      const friday = holidays(year).find((h) => h.id === 'GOOD_FRIDAY');
      expect(thursday && weekday(thursday.date)).toBe(4);
      expect(friday && weekday(friday.date)).toBe(5);
    }
  });

  it('moves 2024 holidays to Mondays and keeps 15 August 2024 on its date (Ley 10396)', () => {
    expect(holidayOn('2024-04-15')?.id).toBe('JUAN_SANTAMARIA');
    expect(holidayOn('2024-04-11')).toBeUndefined();
    expect(holidayOn('2024-07-29')?.legalRef).toContain('Ley 9875');
    expect(holidayOn('2024-07-25')).toBeUndefined();
    expect(holidayOn('2024-08-15')?.movedFrom).toBeNull();
  });

  it('marks the 2024 moves of Ley 10396 sourced (one source) and the 2020–2023 moves confirmed', () => {
    const transfers2024 = CR_RULE_SETS.find((set) => set.year === 2024)?.holidays.transfers ?? [];
    expect(transfers2024.map((t) => [t.id, t.status])).toEqual([
      ['JUAN_SANTAMARIA', 'sourced'],
      ['NICOYA_ANNEXATION', 'sourced'],
    ]);
    expect(new Set(CR_HISTORIC_HOLIDAY_TRANSFERS.map((t) => t.status))).toEqual(new Set(['confirmed']));
  });

  it('has no 12 October holiday since Ley 9803', () => {
    for (const year of [2020, 2024, 2025, 2026]) expect(holidayOn(`${year}-10-12`)).toBeUndefined();
  });
});

describe('moved holidays 2020–2023 (Ley 9875, Ley 10050)', () => {
  it.each([
    [2020, '2020-07-27', '2020-07-25'],
    [2020, '2020-08-17', '2020-08-15'],
    [2020, '2020-09-14', '2020-09-15'],
    [2020, '2020-11-30', '2020-12-01'],
    [2021, '2021-05-03', '2021-05-01'],
    [2021, '2021-07-26', '2021-07-25'],
    [2021, '2021-09-13', '2021-09-15'],
    [2021, '2021-11-29', '2021-12-01'],
    [2022, '2022-09-19', '2022-09-15'],
    [2022, '2022-12-05', '2022-12-01'],
    [2022, '2022-09-04', '2022-08-31'],
    [2023, '2023-04-10', '2023-04-11'],
    [2023, '2023-07-24', '2023-07-25'],
    [2023, '2023-08-14', '2023-08-15'],
    [2023, '2023-09-03', '2023-08-31'],
  ])('%i: enjoyed on %s instead of %s', (year, date, movedFrom) => {
    const holiday = holidays(year).find((h) => h.date === date);
    expect(holiday?.movedFrom).toBe(movedFrom);
    expect(holidays(year).some((h) => h.date === movedFrom)).toBe(false);
  });

  it('moves Ley 9875 holidays to a Monday and the 31 August to a Sunday', () => {
    const transfers = [
      ...CR_HISTORIC_HOLIDAY_TRANSFERS,
      ...CR_RULE_SETS.flatMap((set) => set.holidays.transfers),
    ];
    for (const transfer of transfers) {
      expect(weekday(transfer.to)).toBe(transfer.id === 'AFRO_COSTA_RICAN_DAY' ? 0 : 1);
      expect(transfer.source).toMatch(/§6/);
    }
  });

  it('starts the 31 August holiday in 2022 (Ley 10050 in force 22 Nov 2021) and 1 December in 2020', () => {
    expect(holidays(2021).some((h) => h.id === 'AFRO_COSTA_RICAN_DAY')).toBe(false);
    expect(holidays(2020).some((h) => h.id === 'ARMY_ABOLITION_DAY')).toBe(true);
  });
});

describe('years without data', () => {
  it.each([2019, 1999])('throws RULES_NOT_AVAILABLE for %i (before the 2020 law)', (year) => {
    expect(() => holidays(year)).toThrow(expect.objectContaining({ code: 'RULES_NOT_AVAILABLE' }));
  });

  it('rejects a non-integer year', () => {
    expect(() => holidays(2025.5)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});

describe("any year from 2020 (the law's definitions)", () => {
  // Gregorian Easter Sunday as published (e.g. the tables of the US Naval Observatory and the Anglican
  // calendar), checked here independently of the computus.
  const EASTER: Record<number, string> = {
    2020: '2020-04-12',
    2021: '2021-04-04',
    2022: '2022-04-17',
    2023: '2023-04-09',
    2024: '2024-03-31',
    2025: '2025-04-20',
    2026: '2026-04-05',
    2027: '2027-03-28',
    2028: '2028-04-16',
    2029: '2029-04-01',
    2030: '2030-04-21',
    2031: '2031-04-13',
    2032: '2032-03-28',
    2033: '2033-04-17',
    2034: '2034-04-09',
    2035: '2035-03-25',
  };
  const dayBefore = (date: string, days: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - days);
    return d.toISOString().slice(0, 10);
  };

  it.each(Object.entries(EASTER).map(([year, easter]) => [Number(year), easter] as const))(
    '%i: Jueves and Viernes Santo before Easter %s, and every holiday of the law',
    (year, easter) => {
      const list = holidays(year);
      expect(list.find((h) => h.id === 'HOLY_THURSDAY')?.date).toBe(dayBefore(easter, 3));
      expect(list.find((h) => h.id === 'GOOD_FRIDAY')?.date).toBe(dayBefore(easter, 2));
      // 31 August exists from 2022 (Ley 10050); every other holiday every year.
      expect(list).toHaveLength(year < 2022 ? 11 : 12);
      expect(list.filter((h) => h.obligatory)).toHaveLength(9);
      const dates = list.map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
    },
  );

  it("puts a year without transfers on the law's own dates", () => {
    for (const year of [2027, 2030, 2035]) {
      const list = holidays(year).filter((h) => h.id !== 'HOLY_THURSDAY' && h.id !== 'GOOD_FRIDAY');
      expect(list.map((h) => h.date.slice(5))).toEqual([
        '01-01',
        '04-11',
        '05-01',
        '07-25',
        '08-02',
        '08-15',
        '08-31',
        '09-15',
        '12-01',
        '12-25',
      ]);
      expect(list.every((h) => h.movedFrom === null)).toBe(true);
    }
    expect(holidayOn('2027-01-01')?.id).toBe('NEW_YEAR');
    expect(holidayOn('2035-12-25')?.name).toBe('Navidad');
  });
});

describe('holidayLawDate', () => {
  it('gives the law\'s date before any transfer, or null when the holiday does not exist that year', () => {
    expect(holidayLawDate('JUAN_SANTAMARIA', 2024)).toBe('2024-04-11');
    expect(holidayLawDate('HOLY_THURSDAY', 2027)).toBe('2027-03-25');
    expect(holidayLawDate('AFRO_COSTA_RICAN_DAY', 2021)).toBeNull();
  });
});
