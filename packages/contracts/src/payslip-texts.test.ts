import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from './error-messages';
import { STALE_REASONS } from './payroll-calculation';
import { REVIEW_BLOCKER_CODES, REVIEW_WARNING_CODES } from './attendance';
import {
  ISSUE_CODES,
  PAYSLIP_LINE_CODES,
  PAYSLIP_TEXTS,
  fillText,
  formatQuantityWithUnit,
  formatService,
  lineLabel,
} from './payslip-texts';
import { foldText } from './text';

const figures = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

describe('the payslip catalogue', () => {
  const es = flatten(PAYSLIP_TEXTS.es as unknown as Tree);
  const en = flatten(PAYSLIP_TEXTS.en as unknown as Tree);

  it('has the same entries in both languages, none empty, naming the same figures', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(es)) {
      expect(text.trim(), key).not.toBe('');
      expect(en[key]?.trim(), key).not.toBe('');
      expect(figures(en[key] ?? ''), key).toEqual(figures(text));
    }
  });

  it('names and explains every line code, and names every warning, blocker and stale reason', () => {
    for (const lang of MESSAGE_LANGUAGES) {
      for (const code of PAYSLIP_LINE_CODES) {
        expect(PAYSLIP_TEXTS[lang].lines[code], code).toBeTruthy();
        expect(PAYSLIP_TEXTS[lang].basis[code], code).toBeTruthy();
      }
      for (const code of [...ISSUE_CODES, ...REVIEW_BLOCKER_CODES, ...REVIEW_WARNING_CODES])
        expect(PAYSLIP_TEXTS[lang].issues[code], code).toBeTruthy();
      for (const reason of STALE_REASONS)
        expect(PAYSLIP_TEXTS[lang].staleReasons[reason], reason).toBeTruthy();
    }
  });

  it('includes the newer codes', () => {
    for (const code of [
      'REST_DAY_WORKED',
      'REST_DAY_OVERTIME',
      'ILLNESS_EMPLOYER_SUBSIDY',
      'INS_RISK_PREMIUM',
      'CCSS_SEM_EMPLOYER',
      'PROVISION_AGUINALDO',
    ])
      expect(lineLabel(code, 'en')).not.toBe(code);
    expect(PAYSLIP_TEXTS.es.issues.REST_DAY_WORK_UNPAID).toBe('Descanso trabajado sin pagar');
    expect(PAYSLIP_TEXTS.en.staleReasons.history).toBeTruthy();
  });

  it('explains a pay item whose reference cites no law once: no restated reference, not its name again', () => {
    for (const lang of MESSAGE_LANGUAGES)
      for (const code of [
        'TRAVEL_ALLOWANCE',
        'COMPANY_LOAN',
        'SALARY_ADVANCE',
        'VOLUNTARY_DEDUCTION',
      ] as const) {
        const basis = PAYSLIP_TEXTS[lang].basis[code];
        expect(basis, `${lang} ${code}`).not.toContain('{legalRef}');
        expect(foldText(basis), `${lang} ${code}`).not.toContain(foldText(PAYSLIP_TEXTS[lang].lines[code]));
      }
  });

  it('fills figures and leaves unknown ones', () => {
    expect(fillText('{a} y {b}', { a: 1 })).toBe('1 y {b}');
  });

  it('writes counts singular or plural, the same rule as the web (1 día, 1 mes y 1 día)', () => {
    expect(formatService({ years: 0, months: 1, days: 1 }, 'es')).toBe('1 mes y 1 día');
    expect(formatService({ years: 1, months: 1, days: 1 }, 'es')).toBe('1 año, 1 mes y 1 día');
    expect(formatService({ years: 2, months: 0, days: 3 }, 'en')).toBe('2 years and 3 days');
    expect(formatService({ years: 0, months: 0, days: 0 }, 'es')).toBe('0 días');
    expect(formatQuantityWithUnit(1, 'workDays', 'es')).toBe('1 día hábil');
    expect(formatQuantityWithUnit(2.5, 'workDays', 'en')).toBe('2.5 working days');
  });
});
