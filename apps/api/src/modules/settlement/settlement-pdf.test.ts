import type { PayslipLineItem, SettlementExplanation } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../../test/pdf-text';
import { settlementPdfBuffer } from './settlement-pdf';

const line = (
  code: string,
  kind: PayslipLineItem['kind'],
  amount: number,
  extra: Partial<PayslipLineItem> = {},
): PayslipLineItem => ({
  code,
  kind,
  quantity: null,
  unit: null,
  rate: null,
  basis: null,
  amount,
  legalRef: 'Código de Trabajo',
  date: null,
  note: null,
  ...extra,
});
const month = (m: string) => ({ month: m, earned: 60_000_000, imported: 0 });

/** A normal dismissal: six months averaged, four rights, the CCSS and tax on the vacation pay. */
const SETTLEMENT: SettlementExplanation = {
  num_empleado: 18,
  fullName: 'Hazel Calderón Fernández',
  nationalId: '104511869',
  hireDate: '2025-04-30',
  exitDate: '2026-05-31',
  payDate: '2026-06-05',
  exitType: { id: 1, code: 'DCR', name: 'Despido con responsabilidad patronal', employerLiability: true },
  cause: 'dismissal_without_cause',
  causeLegalRef: 'Código de Trabajo arts. 28 y 29',
  service: { years: 1, months: 1, days: 1, totalDays: 397 },
  average: {
    source: 'payslips',
    months: ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'].map(month),
    total: 360_000_000,
    monthly: 60_000_000,
    daily: 2_000_000,
  },
  noticeDays: 30,
  cesantiaYears: 1,
  cesantiaDays: 19.5,
  vacation: {
    pendingDays: 1,
    workDaysPerWeek: 6,
    source: 'payslips',
    months: 11,
    total: 660_000_000,
    dailyRate: 2_000_000,
  },
  aguinaldo: { periodStart: '2025-12-01', periodEnd: '2026-05-31', months: [], total: 360_000_000 },
  lines: [
    line('PREAVISO', 'earning', 60_000_000, {
      quantity: 30,
      unit: 'days',
      basis: 2_000_000,
      legalRef: 'Código de Trabajo art. 28',
    }),
    line('CESANTIA', 'earning', 39_000_000, {
      quantity: 19.5,
      unit: 'days',
      basis: 2_000_000,
      legalRef: 'Código de Trabajo art. 29',
    }),
    line('VACATION_SETTLEMENT', 'earning', 2_333_333, {
      quantity: 1,
      unit: 'days',
      rate: 7 / 6,
      basis: 2_000_000,
      legalRef: 'Código de Trabajo arts. 153, 156 y 157',
    }),
    line('AGUINALDO_PROPORTIONAL', 'earning', 30_000_000, { basis: 360_000_000, legalRef: 'Ley 2412' }),
    line('CCSS_SEM_WORKER', 'deduction', 128_333, { rate: 0.055, basis: 2_333_333 }),
    line('CCSS_IVM_WORKER', 'deduction', 97_999, { rate: 0.042, basis: 2_333_333 }),
    line('BANCO_POPULAR_WORKER', 'deduction', 23_333, { rate: 0.01, basis: 2_333_333 }),
    line('SALARY_TAX', 'deduction', 0, { basis: 2_333_333 }),
    line('CCSS_SEM_EMPLOYER', 'employer', 215_833, { rate: 0.0925, basis: 2_333_333 }),
  ],
  totals: {
    gross: 131_333_333,
    deductions: 249_665,
    net: 131_083_668,
    employerCharges: 215_833,
    employerCost: 131_549_166,
  },
  salaryPayroll: {
    payrollId: 3,
    periodicity: 'fortnightly',
    periodStart: '2026-05-16',
    periodEnd: '2026-05-31',
    status: 'projected',
  },
  openPayrolls: [],
} as SettlementExplanation;

const read = async (s: SettlementExplanation, final = true, language: 'es' | 'en' = 'es') => {
  const pdf = await settlementPdfBuffer({
    company: { name: 'Café La Montaña S.A.', legalId: '3-101-456789' },
    settlement: s,
    final,
    language,
    compress: false,
  });
  return { pdf, text: pdfText(pdf).replace(/[\u00a0\u202f\s]+/g, ' ') };
};

/** The same settlement with a pensión taken whole and a company loan the protected amount stopped in part. */
const WITH_ITEMS: SettlementExplanation = {
  ...SETTLEMENT,
  lines: [
    ...SETTLEMENT.lines.filter((l) => l.kind !== 'employer'),
    line('ALIMONY_DEDUCTION', 'deduction', 2_500_000, { legalRef: 'Ley de Pensiones Alimentarias' }),
    line('COMPANY_LOAN', 'deduction', 30_000_000, { legalRef: 'Código de Trabajo art. 173' }),
    ...SETTLEMENT.lines.filter((l) => l.kind === 'employer'),
  ],
  payItems: [
    {
      itemId: 7,
      typeCode: 'PENSION_ALIMENTARIA',
      itemClass: 'alimony',
      lineCode: 'ALIMONY_DEDUCTION',
      reference: '19-000123-0187-PE',
      amount: 2_500_000,
      due: 2_500_000,
      taken: 2_500_000,
      deferred: 0,
      balanceBefore: null,
      balanceAfter: null,
      limitedBy: null,
    },
    {
      itemId: 8,
      typeCode: 'PRESTAMO_EMPRESA',
      itemClass: 'company_loan',
      lineCode: 'COMPANY_LOAN',
      reference: 'PE-2026-014',
      amount: 30_000_000,
      due: 48_000_000,
      taken: 30_000_000,
      deferred: 18_000_000,
      balanceBefore: 48_000_000,
      balanceAfter: 18_000_000,
      limitedBy: 'minimum_wage_floor',
    },
  ],
  totals: { ...SETTLEMENT.totals, deductions: 32_749_665, net: 98_583_668 },
};

describe('the settlement PDF', () => {
  it('lists the pay items it applied: the pensión, the loan deducted in part, the rest reported', async () => {
    const { pdf, text } = await read(WITH_ITEMS);
    // The section may push the signatures, whole, to a second page.
    expect(pdfPageCount(pdf)).toBeLessThanOrEqual(2);
    expect(text).toContain('Recibido conforme, el trabajador');
    expect(text).toContain('Rubros del trabajador aplicados');
    expect(text).toContain('Pensión alimentaria (19-000123-0187-PE): se rebajan ₡25 000,00 de ₡25 000,00.');
    expect(text).toContain('Préstamo de la empresa (PE-2026-014): se rebajan ₡300 000,00 de ₡480 000,00.');
    expect(text).toContain('Saldo ₡480 000,00 antes de la liquidación, ₡180 000,00 después.');
    expect(text).toContain(
      'Quedan ₡180 000,00 sin rebajar (limitado por el salario mínimo inembargable): se informan al trabajador',
    );
    // One sentence of the rest, for the loan only (the pensión was taken whole).
    expect(text.match(/sin rebajar/g)).toHaveLength(1);
    const en = (await read(WITH_ITEMS, true, 'en')).text;
    expect(en).toContain("The worker's pay items applied");
    expect(en).toContain('Company loan (PE-2026-014): ₡300,000.00 of ₡480,000.00 is deducted.');
    expect(en).toContain('₡180,000.00 is not deducted (limited by the protected minimum wage)');
    // Without items, no such section.
    expect((await read(SETTLEMENT)).text).not.toContain('Rubros del trabajador');
  });

  it('fits a normal settlement on one page, signatures with their text', async () => {
    const { pdf, text } = await read(SETTLEMENT);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(text).toContain('Por el patrono');
    expect(text).toContain('Recibido conforme, el trabajador');
    expect((await read(SETTLEMENT, false)).pdf).toSatisfy((b: Buffer) => pdfPageCount(b) === 1);
  });

  it('writes ₡, catalogue labels and counts in the singular when there is one', async () => {
    const { text } = await read({ ...SETTLEMENT, service: { years: 0, months: 1, days: 1, totalDays: 31 } });
    expect(text).toContain('₡1 310 836,68');
    expect(text).not.toContain('¢');
    expect(text).toContain('1 mes y 1 día');
    expect(text).not.toMatch(/\b1 (días|meses|años)\b/);
    expect(text).toContain('1 día hábil');
    expect(text).toContain('Preaviso');
    expect(text).toContain('CCSS: Seguro de Enfermedad y Maternidad (SEM)');
  });

  it('shows its arithmetic: the daily average, the vacation multiplier and the months averaged', async () => {
    const { text } = await read(SETTLEMENT);
    expect(text).toContain('30 días × ₡20 000,00 diarios (promedio ₡600 000,00 ÷ 30) = ₡600 000,00');
    expect(text).toContain('1 día hábil × 1,167 × ₡20 000,00 diarios (art. 157)');
    expect(text).toContain('noviembre de 2025');
  });

  it('is written in English when asked, nothing of its fixed text left in Spanish', async () => {
    const { pdf, text } = await read(SETTLEMENT, true, 'en');
    expect(pdfPageCount(pdf)).toBe(1);
    for (const label of [
      'Settlement of employment rights',
      'For the employer',
      'Received in agreement, the worker',
      'Net to pay',
      'Legal ID',
    ])
      expect(text).toContain(label);
    expect(text).toContain('30 days × ₡20,000.00 a day (average ₡600,000.00 ÷ 30) = ₡600,000.00');
    expect(text).toContain('November 2025');
    for (const spanish of [
      'Liquidación',
      'Por el patrono',
      'Neto a pagar',
      'diarios',
      'Cédula jurídica',
      'naturales',
    ])
      expect(text).not.toContain(spanish);
  });
});
