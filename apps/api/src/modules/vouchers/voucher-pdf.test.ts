import { DOCUMENT_TEXTS, PAYSLIP_TEXTS } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../../test/pdf-text';
import { voucherPdfBuffer, type VoucherPdfInput } from './voucher-pdf';

const line = (code: string, kind: string, amount: number, extra: Partial<Record<string, unknown>> = {}) => ({
  code,
  kind,
  quantity: null,
  unit: null,
  rate: null,
  amount,
  date: null,
  note: null,
  ...extra,
});

const input: VoucherPdfInput = {
  doc: {
    company: { name: 'Café La Montaña S.A.', legalId: '3-101-456789' },
    employeeNumber: 18,
    fullName: 'Hazel Calderón Fernández',
    nationalId: '104511869',
    email: null,
    department: 'Producción',
    occupation: 'Operaria',
    iban: 'CR05015202001026284066',
    gross: 24_370_000,
    deductions: 2_639_271,
    net: 21_730_729,
    lines: [
      line('ORDINARY_PAY', 'earning', 24_000_000, { quantity: 11, unit: 'days', rate: 1 }),
      line('OVERTIME', 'earning', 300_000, { quantity: 1 / 30, unit: 'hours', rate: 1.5 }),
      line('REST_DAY_WORKED', 'earning', 70_000, { quantity: 1, unit: 'days', rate: 2 }),
      line('CCSS_SEM_WORKER', 'deduction', 1_339_271, { rate: 0.055 }),
      line('PAY_DEDUCTION', 'deduction', 1_300_000, { date: '2026-11-20', note: 'Adelanto de salario' }),
    ],
  } as VoucherPdfInput['doc'],
  payroll: {
    periodStart: '2026-11-16',
    periodEnd: '2026-11-30',
    payDate: '2026-11-30',
    periodicity: 'fortnightly',
    sequence: 22,
  } as VoucherPdfInput['payroll'],
  createdAt: new Date('2026-11-30T18:00:00Z'),
  draft: false,
  compress: false,
};

describe('the voucher PDF', () => {
  it('writes colones with ₡, quantities in Spanish, catalogue labels and the reason of a deduction', async () => {
    const pdf = await voucherPdfBuffer(input);
    const text = pdfText(pdf).replace(/[\u00a0\u202f\s]+/g, ' ');
    expect(text).toContain('₡243 700,00');
    expect(text).not.toContain('¢');
    expect(text).toContain('11 días');
    expect(text).toContain('1 día');
    expect(text).toContain('0,03 h');
    expect(text).not.toMatch(/0,0333/);
    for (const code of ['ORDINARY_PAY', 'REST_DAY_WORKED', 'CCSS_SEM_WORKER', 'PAY_DEDUCTION'] as const)
      expect(text).toContain(PAYSLIP_TEXTS.es.lines[code]);
    expect(text).toContain('Adelanto de salario');
    expect(text).toContain('Hazel Calderón Fernández');
    expect(text).toContain('Café La Montaña S.A.');
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('embeds a font with the colón sign', async () => {
    const raw = (await voucherPdfBuffer(input)).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/DejaVuSans/);
  });

  it('is written in English when asked: fixed texts, labels and figures, nothing left in Spanish', async () => {
    const text = pdfText(await voucherPdfBuffer({ ...input, language: 'en' })).replace(
      /[\u00a0\u202f\s]+/g,
      ' ',
    );
    const t = DOCUMENT_TEXTS.en.voucher;
    for (const label of [
      t.title,
      t.earnings,
      t.earningsTotal,
      t.deductions,
      t.net,
      t.footer,
      DOCUMENT_TEXTS.en.fields.payDate,
    ])
      expect(text).toContain(label);
    expect(text).toContain(PAYSLIP_TEXTS.en.lines.ORDINARY_PAY);
    expect(text).toContain('₡243,700.00');
    expect(text).toContain('11 days');
    expect(text).toContain('30 November 2026');
    for (const spanish of [
      'Comprobante',
      'Ingresos',
      'Deducciones',
      'Fecha de pago',
      'Cédula jurídica',
      'días',
    ])
      expect(text).not.toContain(spanish);
  });
});
