import { CR_BANK_CODES, NATIONAL_ID_TYPES } from '@planilla/domain';
import { describe, expect, it } from 'vitest';
import { BANKS, CIVIL_STATUSES, EDUCATION_LEVELS, ID_TYPES } from '../../seeds/reference/catalogs';
import { COUNTRIES } from '../../seeds/reference/countries';
import { CANTONS, localityRows, PROVINCES } from '../../seeds/reference/cr-divisions';

describe('reference data files', () => {
  it('hold the official division of Costa Rica: 7 provinces, 84 cantons, 492 districts, nested by code', () => {
    const rows = localityRows();
    const by = (level: string) => rows.filter((r) => r.level === level);
    expect(PROVINCES.map((p) => p.code)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(by('canton')).toHaveLength(84);
    expect(by('district')).toHaveLength(492);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const perProvince = Object.fromEntries(
      PROVINCES.map((p) => [p.name, CANTONS.filter((c) => c.code[0] === p.code).length]),
    );
    expect(perProvince).toEqual({
      'San José': 20,
      Alajuela: 16,
      Cartago: 8,
      Heredia: 10,
      Guanacaste: 11,
      Puntarenas: 13,
      Limón: 6,
    });
    for (const c of by('canton')) {
      expect(c.code).toMatch(/^[1-7]\d{2}$/);
      expect(c.parentCode).toBe(c.code[0]);
    }
    for (const d of by('district')) {
      expect(d.code).toMatch(/^[1-7]\d{4}$/);
      expect(d.parentCode).toBe(d.code.slice(0, 3));
      expect(d.name.trim()).toBe(d.name);
    }
    const named = Object.fromEntries(rows.map((r) => [r.code, r.name]));
    // Codes moved with the new cantons are not reused; the cantons created since 2018 are there.
    expect([named['20306'], named['60109'], named['60702']]).toEqual([undefined, undefined, undefined]);
    expect([named['216'], named['612'], named['613'], named['606'], named['212']]).toEqual([
      'Río Cuarto',
      'Monteverde',
      'Puerto Jiménez',
      'Quepos',
      'Sarchí',
    ]);
    expect([named['10101'], named['10501'], named['30101'], named['70401']]).toEqual([
      'Carmen',
      'San Marcos',
      'Oriental',
      'Bratsi',
    ]);
  });

  it('hold the 249 ISO 3166-1 countries with Spanish and English names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c[0])).size).toBe(249);
    for (const [code, es, en] of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(es).not.toBe(code);
      expect(en).not.toBe(code);
    }
    expect(COUNTRIES.find((c) => c[0] === 'NI')).toEqual(['NI', 'Nicaragua', 'Nicaragua']);
  });

  it('agree with the engine on identification types and bank codes', () => {
    expect(ID_TYPES.map((t) => t.code)).toEqual([...NATIONAL_ID_TYPES]);
    for (const b of BANKS) expect(CR_BANK_CODES[b.code], b.code).toBeDefined();
    expect(BANKS.map((b) => b.code)).toEqual(
      expect.arrayContaining(['151', '152', '102', '161', '104', '123']),
    );
    expect(new Set([...CIVIL_STATUSES, ...EDUCATION_LEVELS].map((c) => c.code)).size).toBe(
      CIVIL_STATUSES.length + EDUCATION_LEVELS.length,
    );
  });
});
