import { describe, expect, it } from 'vitest';
import { CR_HISTORIC_HOLIDAY_TRANSFERS } from '../rules/cr/holiday-law';
import { CR_RULE_SETS } from '../rules/index';
import { holidayOn, holidays } from './holidays';
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
  it.each([2019, 2027, 1999])('throws RULES_NOT_AVAILABLE for %i', (year) => {
    expect(() => holidays(year)).toThrow(expect.objectContaining({ code: 'RULES_NOT_AVAILABLE' }));
  });

  it('rejects a non-integer year', () => {
    expect(() => holidays(2025.5)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
