import type { PayslipLineDto } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { payslipResource } from '../../../../lib/payslip-texts';
import { groupLines } from './projection-lines';

const line = (code: string, kind: PayslipLineDto['kind'], amount: number): PayslipLineDto => ({
  code,
  kind,
  quantity: null,
  unit: null,
  rate: null,
  basis: null,
  amount,
  legalRef: '',
});

describe('groupLines', () => {
  it('groups the lines by kind in payslip order with their totals, leaving empty groups out', () => {
    const groups = groupLines([
      line('PROVISION_AGUINALDO', 'provision', 233_333),
      line('CCSS_SEM_WORKER', 'deduction', 1_540_000),
      line('ORDINARY_PAY', 'earning', 28_000_000),
      line('CCSS_IVM_WORKER', 'deduction', 1_212_400),
    ]);
    expect(groups.map((g) => [g.kind, g.items.map((l) => l.code), g.total])).toEqual([
      ['earning', ['ORDINARY_PAY'], 28_000_000],
      ['deduction', ['CCSS_SEM_WORKER', 'CCSS_IVM_WORKER'], 2_752_400],
      ['provision', ['PROVISION_AGUINALDO'], 233_333],
    ]);
  });
});

describe('legal basis of each line', () => {
  it('explains every line code in both languages, citing the law by its Spanish name', () => {
    const [es, en] = [payslipResource('es'), payslipResource('en')] as Array<{
      lines: Record<string, string>;
      basis: Record<string, string>;
    }>;
    const codes = Object.keys(en!.lines);
    expect(codes.length).toBeGreaterThan(25);
    for (const code of codes) {
      const key = code;
      const english = en!.basis[key];
      const spanish = es!.basis[key];
      expect(english, code).toBeTruthy();
      expect(spanish, code).toBeTruthy();
      expect(english).not.toBe(spanish);
    }
    // The explanation is English; the law keeps its name.
    expect(en!.basis.OVERTIME).toMatch(/^Overtime .*Código de Trabajo art\. 139/);
    expect(en!.basis.SALARY_TAX).toContain('{{legalRef}}');
  });
});
