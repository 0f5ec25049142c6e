import { describe, expect, it } from 'vitest';
import { alimonyFormSchema, alimonyToForm } from './aguinaldo-alimony-dialog';

const ITEM = {
  num_empleado: 18,
  fullName: 'Hazel Calderón Fernández',
  amount: 12_500_050,
  courtFile: '24-000123-0186-PA',
  note: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'planillas',
};

describe('the alimony form', () => {
  it('reads the employee number and the colones typed into céntimos, exactly', () => {
    expect(
      alimonyFormSchema.parse({
        num_empleado: ' 18 ',
        amount: '₡125 000,50',
        courtFile: ' 24-000123-0186-PA ',
        note: '',
      }),
    ).toEqual({ num_empleado: 18, amount: 12_500_050, courtFile: '24-000123-0186-PA', note: '' });
    expect(alimonyFormSchema.parse({ ...alimonyToForm(ITEM), note: 'x' }).amount).toBe(12_500_050);
  });

  it('answers the validation keys the fields show', () => {
    // The first issue of each field, as the form resolver shows it.
    const issues = (values: Record<string, string>) =>
      Object.fromEntries(
        (alimonyFormSchema.safeParse(values).error?.issues ?? [])
          .map((i) => [i.path.join('.'), i.message])
          .reverse(),
      );
    expect(issues({ num_empleado: '', amount: '', courtFile: ' ', note: '' })).toEqual({
      num_empleado: 'validation.required',
      amount: 'validation.required',
      courtFile: 'validation.required',
    });
    expect(
      issues({ num_empleado: '1.5', amount: 'cinco', courtFile: 'x'.repeat(61), note: 'y'.repeat(301) }),
    ).toEqual({
      num_empleado: 'validation.invalidNumber',
      amount: 'validation.invalidNumber',
      courtFile: 'validation.tooLong',
      note: 'validation.tooLong',
    });
    expect(issues({ num_empleado: '0', amount: '0', courtFile: 'x', note: '' })).toEqual({
      num_empleado: 'validation.invalidNumber',
      amount: 'validation.amountPositive',
    });
  });

  it('writes a saved order back as the form text, with the language decimal mark', () => {
    expect(alimonyToForm(ITEM)).toEqual({
      num_empleado: '18',
      amount: '125000,50',
      courtFile: '24-000123-0186-PA',
      note: '',
    });
    expect(alimonyToForm({ ...ITEM, amount: 5_000_000, note: 'Juzgado de Pensiones' }, '.')).toMatchObject({
      amount: '50000',
      note: 'Juzgado de Pensiones',
    });
  });
});
