import {
  BANK_FILE_LIMITS,
  bankFieldLongestValue,
  bankLayoutDefinition,
  BUILT_IN_BANK_LAYOUTS,
  MAX_EMPLOYEE_NUMBER,
  type BankLayoutDefinitionInput,
  type BankLayoutField,
} from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMULA_NAME, FORMULAS } from '../../test/formulas';
import {
  BankFieldOverflow,
  colonesText,
  encodeBankFile,
  formatDate,
  renderBankFile,
  singleByte,
  type BankFileFacts,
  type BankPayee,
} from './bank-file-render';

const facts: BankFileFacts = {
  payDate: '2026-11-13',
  generatedDate: '2026-11-14',
  reference: 'Pago planilla 13/11/2026',
  companyLegalId: '3101123456',
  companyName: 'Café del Valle S.A.',
};

const payeeArb: fc.Arbitrary<BankPayee> = fc
  .record({
    employeeNumber: fc.integer({ min: 1, max: 999_999 }),
    // Any text: accents, ñ, emoji and line breaks included.
    firstName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    firstSurname: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    secondSurname: fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: null }),
    nationalId: fc.stringMatching(/^\d{9,12}$/),
    bank: fc.constantFrom('102', '151', '152', '161'),
    account: fc.stringMatching(/^\d{14}$/),
    // Up to ₡99 999 999.99 per person.
    net: fc.integer({ min: 1, max: 9_999_999_999 }),
  })
  .map(({ bank, account, ...p }) => {
    const bban = `0${bank}${account}`;
    return { ...p, bankCode: bank, iban: `CR${ibanCheckDigits(bban)}${bban}` };
  });

const fixedLayout = (widths: { name: number; reference: number }): BankLayoutDefinitionInput => ({
  fileType: 'fixed',
  encoding: 'latin1',
  detail: {
    fields: [
      { label: 'Tipo', source: 'constant', value: '3', width: 1 },
      { label: 'Línea', source: 'sequence', width: 6, start: 2 },
      { label: 'IBAN', source: 'iban', width: 22 },
      { label: 'Monto', source: 'amount', amountUnit: 'centimos', width: 15 },
      { label: 'Nombre', source: 'name', width: widths.name, upperCase: true, stripAccents: true },
      { label: 'Concepto', source: 'reference', width: widths.reference },
      { label: 'Cédula', source: 'nationalId', width: 15, align: 'right', pad: '0' },
    ],
  },
  trailer: [
    {
      fields: [
        { label: 'Tipo', source: 'constant', value: '9', width: 1 },
        { label: 'Registros', source: 'recordCount', width: 6 },
        { label: 'Total', source: 'total', amountUnit: 'centimos', width: 18 },
      ],
    },
  ],
  extension: 'txt',
});

describe('fixed-width bank files (property)', () => {
  it('every detail line has the layout width and the trailer total is the sum of the details', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payeeArb, { maxLength: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 45 }),
        async (payees, nameWidth, referenceWidth) => {
          const def = bankLayoutDefinition.parse(fixedLayout({ name: nameWidth, reference: referenceWidth }));
          const width = 1 + 6 + 22 + 15 + nameWidth + referenceWidth + 15;
          const file = renderBankFile(def, payees, facts);
          const details = file.lines.filter((l) => l.kind === 'detail');
          expect(details).toHaveLength(payees.length);
          for (const l of details) expect([...l.text]).toHaveLength(width);
          const trailer = file.lines.at(-1)!.text;
          expect(trailer).toHaveLength(25);
          const sum = payees.reduce((s, p) => s + p.net, 0);
          expect(Number(trailer.slice(7))).toBe(sum);
          expect(Number(trailer.slice(1, 7))).toBe(payees.length);
          expect(details.reduce((s, l) => s + Number(l.text.slice(29, 44)), 0)).toBe(sum);
          // Latin-1: one byte per character, so the bytes keep the widths.
          const bytes = await encodeBankFile(def, file);
          expect(bytes.length).toBe(file.lines.reduce((s, l) => s + [...l.text].length + 2, 0));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses an amount that does not fit instead of cutting it', () => {
    const def = bankLayoutDefinition.parse({
      fileType: 'fixed',
      detail: { fields: [{ label: 'Monto', source: 'amount', amountUnit: 'centimos', width: 4 }] },
      extension: 'txt',
    });
    const payee = fc.sample(payeeArb, 1)[0]!;
    expect(() => renderBankFile(def, [{ ...payee, net: 12_345 }], facts)).toThrow(BankFieldOverflow);
    expect(renderBankFile(def, [{ ...payee, net: 1_234 }], facts).lines[0]!.text).toBe('1234');
  });
});

describe('the widths a layout is checked against when saved', () => {
  it('hold the largest value of every source: the most payees, the largest payment and total, the longest ids', () => {
    const sized = (fields: Omit<BankLayoutField, 'width'>[]) =>
      fields.map((f) => ({ ...f, width: bankFieldLongestValue(f as BankLayoutField)! }));
    const def = bankLayoutDefinition.parse({
      fileType: 'fixed',
      header: [{ fields: sized([{ label: 'Patrono', source: 'companyLegalId' }]) }],
      detail: {
        fields: sized([
          { label: 'IBAN', source: 'iban' },
          { label: 'Cuenta', source: 'account' },
          { label: 'Cédula', source: 'nationalId' },
          { label: 'Empleado', source: 'employeeNumber' },
          { label: 'Banco', source: 'bankCode' },
          { label: 'Monto', source: 'amount', amountUnit: 'centimos' },
          { label: 'Colones', source: 'amount', amountUnit: 'colones' },
          { label: 'Línea', source: 'sequence', start: 7 },
          { label: 'Fecha', source: 'payDate', dateFormat: 'yyyy-MM-dd' },
        ]),
      },
      trailer: [
        {
          fields: sized([
            { label: 'Registros', source: 'recordCount' },
            { label: 'Total', source: 'total', amountUnit: 'centimos' },
            { label: 'Total colones', source: 'total', amountUnit: 'colones' },
          ]),
        },
      ],
      extension: 'txt',
    });
    const { records, paymentCentimos, totalCentimos, idLength } = BANK_FILE_LIMITS;
    const rest = Math.floor((totalCentimos - paymentCentimos) / (records - 1));
    const base = fc.sample(payeeArb, 1)[0]!;
    const payees = Array.from({ length: records }, (_, i) => ({
      ...base,
      employeeNumber: MAX_EMPLOYEE_NUMBER,
      nationalId: '9'.repeat(idLength),
      net: i === 0 ? paymentCentimos : rest,
    }));
    const file = renderBankFile(def, payees, { ...facts, companyLegalId: '3-101-123456' });
    const width = (fields: { width?: number }[]) => fields.reduce((s, f) => s + f.width!, 0);
    expect(file.recordCount).toBe(records);
    expect(String(file.totalAmount)).toHaveLength(String(totalCentimos).length);
    expect(file.lines[0]!.text).toBe('3-101-123456');
    expect(file.lines[1]!.text).toHaveLength(width(def.detail.fields));
    expect(file.lines.at(-1)!.text).toHaveLength(width(def.trailer[0]!.fields));
  });
});

describe('values', () => {
  it.each([
    { cents: 0, sep: '.' as const, text: '0.00' },
    { cents: 5, sep: '.' as const, text: '0.05' },
    { cents: 123_456, sep: ',' as const, text: '1234,56' },
    { cents: 100_000_000, sep: '.' as const, text: '1000000.00' },
  ])('colones $cents → $text', ({ cents, sep, text }) => expect(colonesText(cents, sep)).toBe(text));

  it.each([
    { pattern: 'ddMMyyyy', text: '13112026' },
    { pattern: 'dd/MM/yyyy', text: '13/11/2026' },
    { pattern: 'yyyy-MM-dd', text: '2026-11-13' },
    { pattern: 'yyMMdd', text: '261113' },
  ])('date $pattern → $text', ({ pattern, text }) => expect(formatDate('2026-11-13', pattern)).toBe(text));

  it('encodes latin-1 and windows-1252 one byte per character, ? for what they cannot hold', () => {
    expect([...singleByte('Ñá€', 'windows-1252')]).toEqual([0xd1, 0xe1, 0x80]);
    expect([...singleByte('Ñá€', 'latin1')]).toEqual([0xd1, 0xe1, 0x3f]);
    expect([...singleByte('日', 'latin1')]).toEqual([0x3f]);
  });

  it('quotes delimited values that hold the separator or a quote, and takes line breaks out', () => {
    const def = bankLayoutDefinition.parse(BUILT_IN_BANK_LAYOUTS[0]!.definition);
    const payee = {
      ...fc.sample(payeeArb, 1)[0]!,
      firstName: 'Ana, "la"\r\nGrande',
      firstSurname: 'Mora',
      secondSurname: null,
    };
    const line = renderBankFile(def, [payee], facts).lines[1]!.text;
    expect(line).toContain('"Ana, ""la"" Grande Mora"');
    expect(line).not.toMatch(/[\r\n]/);
  });

  it('ships built-in layouts that pass their own contract', () => {
    for (const l of BUILT_IN_BANK_LAYOUTS)
      expect(bankLayoutDefinition.safeParse(l.definition).success, l.code).toBe(true);
    const bncr = BUILT_IN_BANK_LAYOUTS.find((l) => l.code === 'BNCR_SINPE_COMMUNITY')!.definition;
    const w = (r: { fields: { width?: number }[] }) => r.fields.reduce((s, f) => s + (f.width ?? 0), 0);
    // The community source's record lengths (files-and-calendar-facts §1.1, variant C): 128, 101, 137.
    expect(bncr.header.map(w)).toEqual([128, 101]);
    expect(w(bncr.detail)).toBe(137);
  });
});

describe('text a person typed in a bank file', () => {
  const payee = (firstName: string): BankPayee => ({
    ...fc.sample(payeeArb, 1)[0]!,
    firstName,
    firstSurname: 'Mora',
    secondSurname: null,
    net: 123_456,
  });
  const delimited = (quote: 'minimal' | 'all' | 'none') =>
    bankLayoutDefinition.parse({
      fileType: 'delimited',
      separator: ';',
      quote,
      columnTitles: true,
      detail: {
        fields: [
          { label: '=1+1', source: 'name' },
          { label: 'Monto', source: 'amount', amountUnit: 'colones', decimalSeparator: ',' },
          { label: 'Fecha', source: 'payDate', dateFormat: 'dd/MM/yyyy' },
          { label: 'Registro', source: 'constant', value: "=cmd|' /C calc'!A0" },
          { label: 'Concepto', source: 'reference' },
        ],
      },
      extension: 'csv',
    });

  it.each(['minimal', 'all', 'none'] as const)(
    'never starts a formula in a CSV file (%s quoting): names, titles, constants and references',
    (quote) => {
      const file = renderBankFile(delimited(quote), FORMULAS.map(payee), { ...facts, reference: '@SUM(1)' });
      const cells = (text: string) => text.split(';').map((c) => c.replace(/^"|"$/g, ''));
      const [title, ...details] = file.lines.map((l) => cells(l.text));
      expect(title![0]).toBe("'=1+1");
      for (const d of details) {
        expect(d[0], d.join(';')).toMatch(/^'/);
        // The product's figures are written as they are: the amount and the date.
        expect(d[1]).toBe('1234,56');
        expect(d[2]).toBe('13/11/2026');
        expect(d[3]).toMatch(/^'=cmd/);
        expect(d[4]).toMatch(/^'@SUM/);
      }
    },
  );

  it('keeps names as text cells in an Excel bank file', async () => {
    const def = bankLayoutDefinition.parse(
      BUILT_IN_BANK_LAYOUTS.find((l) => l.code === 'GENERIC_XLSX')!.definition,
    );
    const bytes = await encodeBankFile(def, renderBankFile(def, [payee(FORMULA_NAME)], facts));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const name = wb.worksheets[0]!.getRow(2).getCell(3);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(`${FORMULA_NAME} Mora`);
    expect(wb.worksheets[0]!.getRow(2).getCell(4).value).toBe(1234.56);
  });

  it('never lets a control character, a line or paragraph separator or an invisible mark into a fixed record (property)', async () => {
    const breakers = fc.constantFrom(
      '\r',
      '\n',
      '\r\n',
      '\t',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u000b',
      '\u200e',
      '\u202e',
      '\ufeff',
    );
    const hostile = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), breakers), { maxLength: 8 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(payeeArb, hostile), { minLength: 1, maxLength: 20 }),
        hostile,
        async (rows, reference) => {
          const def = bankLayoutDefinition.parse(fixedLayout({ name: 30, reference: 20 }));
          const payees = rows.map(([p, name]) => ({ ...p, firstName: `${name}x` }));
          const file = renderBankFile(def, payees, { ...facts, reference: reference || 'r' });
          for (const l of file.lines) expect(l.text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
          const text = (await encodeBankFile(def, file)).toString('latin1');
          // One record per line: the only line breaks are the layout's own.
          expect(text.split('\r\n')).toHaveLength(file.lines.length + 1);
          // eslint-disable-next-line no-control-regex
          expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
        },
      ),
      { numRuns: 100 },
    );
  });
});
