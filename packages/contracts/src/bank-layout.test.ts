import { describe, expect, it } from 'vitest';
import {
  bankFieldLongestValue,
  bankLayoutDefinition,
  BUILT_IN_BANK_LAYOUTS,
  narrowBankFields,
  type BankLayoutDefinitionInput,
  type BankLayoutField,
} from './bank-layout';
import { V } from './validation';

const delimited = (separator: string): BankLayoutDefinitionInput => ({
  fileType: 'delimited',
  separator,
  detail: { fields: [{ label: 'IBAN', source: 'iban' }] },
  extension: 'csv',
});
const fixed = (fields: BankLayoutField[], trailer: BankLayoutField[] = []): BankLayoutDefinitionInput => ({
  fileType: 'fixed',
  detail: { fields },
  trailer: trailer.length ? [{ fields: trailer }] : [],
  extension: 'txt',
});
const issues = (def: BankLayoutDefinitionInput) =>
  (bankLayoutDefinition.safeParse(def).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('bank layout characters', () => {
  it.each(['\n', '\r', '"', "'", '\u0085', '\u2028', '\u200b', '\u0000', 'a', 'Ñ', '7'])(
    'refuses %j as separator, naming the field',
    (c) => expect(issues(delimited(c))).toEqual([['separator', V.unsafeSeparator]]),
  );

  it.each([';', ',', '|', '\t', ' ', '~'])('takes %j as separator', (c) =>
    expect(issues(delimited(c))).toEqual([]),
  );

  it.each(['\n', '\r', '"', '\t', '\u0085', '\u2029', '\u00ad'])(
    'refuses %j as padding, naming the field',
    (c) =>
      expect(issues(fixed([{ label: 'Nombre', source: 'name', width: 10, pad: c }]))).toEqual([
        ['detail.fields.0.pad', V.unsafePad],
      ]),
  );

  it.each(['0', ' ', '*', '-'])('takes %j as padding', (c) =>
    expect(issues(fixed([{ label: 'Nombre', source: 'name', width: 10, pad: c }]))).toEqual([]),
  );

  it('refuses, without quotes, a separator that is also an amount’s decimal mark or a date’s separator', () => {
    const def = (separator: string, quote: 'none' | 'minimal'): BankLayoutDefinitionInput => ({
      fileType: 'delimited',
      separator,
      quote,
      detail: {
        fields: [
          { label: 'Monto', source: 'amount' },
          { label: 'Fecha', source: 'payDate' },
          { label: 'Céntimos', source: 'total', amountUnit: 'centimos' },
        ],
      },
      extension: 'csv',
    });
    expect(issues(def('.', 'none'))).toEqual([['detail.fields.0.decimalSeparator', V.separatorInValue]]);
    expect(issues(def('/', 'none'))).toEqual([['detail.fields.1.dateFormat', V.separatorInValue]]);
    expect(issues(def('.', 'minimal'))).toEqual([]);
    expect(issues(def(';', 'none'))).toEqual([]);
  });

  it('refuses line breaks and control characters in a label or a constant', () => {
    expect(
      issues(
        fixed([
          { label: 'Tipo\r\nX', source: 'constant', value: '1', width: 1 },
          { label: 'Fijo', source: 'constant', value: 'a\nb', width: 3 },
        ]),
      ),
    ).toEqual([
      ['detail.fields.0.label', V.controlCharacter],
      ['detail.fields.1.value', V.controlCharacter],
    ]);
  });
});

describe('fixed-width fields too narrow for their source', () => {
  it('ships built-in layouts wide enough', () => {
    for (const l of BUILT_IN_BANK_LAYOUTS)
      expect(narrowBankFields(bankLayoutDefinition.parse(l.definition)), l.code).toEqual([]);
  });

  it.each([
    { field: { label: 'IBAN', source: 'iban' }, needed: 22 },
    { field: { label: 'Cuenta', source: 'account' }, needed: 14 },
    { field: { label: 'Cédula', source: 'nationalId' }, needed: 12 },
    { field: { label: 'Patrono', source: 'companyLegalId' }, needed: 12 },
    { field: { label: 'Banco', source: 'bankCode' }, needed: 3 },
    { field: { label: 'Empleado', source: 'employeeNumber' }, needed: 8 },
    { field: { label: 'Monto', source: 'amount', amountUnit: 'centimos' }, needed: 12 },
    { field: { label: 'Monto', source: 'amount', amountUnit: 'colones' }, needed: 13 },
    { field: { label: 'Línea', source: 'sequence', start: 2 }, needed: 5 },
    { field: { label: 'Línea', source: 'sequence', start: 60_000 }, needed: 6 },
    { field: { label: 'Fecha', source: 'payDate', dateFormat: 'ddMMyy' }, needed: 6 },
    { field: { label: 'Fecha', source: 'generatedDate' }, needed: 10 },
  ] as { field: BankLayoutField; needed: number }[])(
    '$field.source ($field.amountUnit) needs $needed characters',
    ({ field, needed }) => {
      expect(bankFieldLongestValue(field)).toBe(needed);
      const def = bankLayoutDefinition.parse(fixed([{ ...field, width: needed - 1 }]));
      expect(narrowBankFields(def)).toEqual([
        { path: ['detail', 'fields', 0, 'width'], label: field.label, width: needed - 1, needed },
      ]);
      expect(narrowBankFields(bankLayoutDefinition.parse(fixed([{ ...field, width: needed }])))).toEqual([]);
    },
  );

  it('finds totals and counts in the trailer, and leaves text that is cut alone', () => {
    const def = bankLayoutDefinition.parse(
      fixed(
        [
          { label: 'Nombre', source: 'name', width: 1 },
          { label: 'Concepto', source: 'reference', width: 1 },
        ],
        [
          { label: 'Registros', source: 'recordCount', width: 4 },
          { label: 'Total', source: 'total', amountUnit: 'centimos', width: 14 },
        ],
      ),
    );
    expect(narrowBankFields(def).map((n) => [n.path.join('.'), n.needed])).toEqual([
      ['trailer.0.fields.0.width', 5],
      ['trailer.0.fields.1.width', 15],
    ]);
  });

  it('checks only fixed-width files', () => {
    expect(narrowBankFields(bankLayoutDefinition.parse(delimited(';')))).toEqual([]);
  });
});
