import { JOURNAL_LINE_KINDS, type JournalLineKind } from '@planilla/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART, LINE_POSTINGS } from './chart-defaults';
import {
  buildJournal,
  type BuiltLine,
  type JournalOptions,
  type JournalPayItem,
  type JournalSum,
} from './journal';

/** The line kind the engine gives each code (the first letters of the code's group). */
const KIND_OF_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(LINE_POSTINGS).map(([code, p]) => [
    code,
    code.endsWith('_INFO')
      ? 'info'
      : code.startsWith('PROVISION_')
        ? 'provision'
        : p.settles
          ? 'earning'
          : p.debit && p.credit
            ? 'employer'
            : p.debit
              ? 'earning'
              : 'deduction',
  ]),
);

const defaults: JournalOptions['account'] = (kind) => ({
  code: DEFAULT_CHART[kind].code,
  name: DEFAULT_CHART[kind].account.es,
});
const whole: JournalOptions = { splits: () => false, account: defaults };
const byDepartment: JournalOptions = { splits: () => true, account: defaults };

const signedOf = (lines: BuiltLine[], kind: JournalLineKind, departmentId?: number | null) =>
  lines
    .filter((l) => l.lineKind === kind && (departmentId === undefined || l.departmentId === departmentId))
    .reduce((s, l) => s + (l.side === 'debit' ? l.debit - l.credit : l.credit - l.debit), 0);

const knownSum = fc.record({
  code: fc.constantFrom(...Object.keys(LINE_POSTINGS)),
  departmentId: fc.constantFrom(null, 1, 2, 7),
  // Up to ₡10 000 millones per summed line, either sign (negative earnings: unpaid absences; negative nets).
  amount: fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
});
const sums = fc
  .array(knownSum, { maxLength: 60 })
  .map((rows) => rows.map((r): JournalSum => ({ ...r, kind: KIND_OF_CODE[r.code]! })));
/** Codes a newer engine might write, posted by their kind. */
const unknownSums = fc.array(
  fc.record({
    code: fc.constantFrom('NEW_BONUS', 'NEW_GARNISHMENT', 'NEW_CHARGE', 'NEW_PROVISION', 'NEW_INFO'),
    kind: fc.constantFrom('earning', 'deduction', 'employer', 'provision', 'info', 'other'),
    departmentId: fc.constantFrom(null, 3),
    amount: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
  }),
  { maxLength: 10 },
);

describe('buildJournal', () => {
  it('always balances to the céntimo, with one non-negative side per line, whole or by department', () => {
    fc.assert(
      fc.property(sums, unknownSums, fc.boolean(), (known, unknown, split) => {
        const journal = buildJournal([...known, ...unknown], split ? byDepartment : whole);
        expect(journal.totals.debit).toBe(journal.totals.credit);
        expect(journal.totals.balanced).toBe(true);
        let debit = 0;
        let credit = 0;
        for (const line of journal.lines) {
          expect(Number.isSafeInteger(line.debit) && Number.isSafeInteger(line.credit)).toBe(true);
          expect(line.debit >= 0 && line.credit >= 0).toBe(true);
          expect(line.debit > 0 !== line.credit > 0).toBe(true);
          debit += line.debit;
          credit += line.credit;
        }
        expect([debit, credit]).toEqual([journal.totals.debit, journal.totals.credit]);
      }),
      { numRuns: 500 },
    );
  });

  it('posts gross to salaries, the net to salaries payable, and each charge and provision on both sides', () => {
    fc.assert(
      fc.property(sums, (rows) => {
        const { lines } = buildJournal(rows, whole);
        const total = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
        // The aguinaldo's own payroll and a settlement pay out of their provisions (liabilities), and a
        // settlement's preaviso is an expense of the exit, not salaries.
        const ofCodes = (...codes: string[]) =>
          rows.filter((r) => codes.includes(r.code)).reduce((s, r) => s + r.amount, 0);
        const aguinaldoPaid = ofCodes(
          'AGUINALDO_PAYMENT',
          'AGUINALDO_PROPORTIONAL',
          'CESANTIA',
          'VACATION_SETTLEMENT',
          'PREAVISO',
        );
        // Viáticos are not salary: an expense of their own.
        const allowances = ofCodes('TRAVEL_ALLOWANCE');
        expect(signedOf(lines, 'allowance_expense')).toBe(allowances);
        expect(signedOf(lines, 'salary_expense')).toBe(total('earning') - aguinaldoPaid - allowances);
        expect(signedOf(lines, 'net_payable')).toBe(total('earning') - total('deduction'));
        // The employer's contribution to the solidarity association is its own expense, owed to the association
        // (other deductions payable, by payee), not to the CCSS or the INS.
        const association = ofCodes('ASSOCIATION_EMPLOYER');
        expect(signedOf(lines, 'association_expense')).toBe(association);
        const employer =
          signedOf(lines, 'employer_charges_expense') +
          signedOf(lines, 'ins_premium_expense') +
          signedOf(lines, 'association_expense');
        expect(employer).toBe(total('employer'));
        expect(signedOf(lines, 'ccss_employer_payable') + signedOf(lines, 'ins_premium_payable')).toBe(
          employer - association,
        );
        // The INS work-risk premium is its own expense and is owed to the INS, not in the CCSS bill.
        expect(signedOf(lines, 'ins_premium_expense')).toBe(ofCodes('INS_RISK_PREMIUM'));
        expect(signedOf(lines, 'ins_premium_payable')).toBe(ofCodes('INS_RISK_PREMIUM'));
        const provisions = signedOf(lines, 'aguinaldo_expense') + signedOf(lines, 'vacation_expense');
        expect(provisions + signedOf(lines, 'cesantia_expense')).toBe(
          total('provision') + ofCodes('PREAVISO'),
        );
        expect(
          signedOf(lines, 'ccss_worker_payable') +
            signedOf(lines, 'salary_tax_payable') +
            signedOf(lines, 'other_deductions_payable'),
        ).toBe(total('deduction') + association);
      }),
      { numRuns: 300 },
    );
  });

  it('split by department, each department balances on its own and adds up to the whole', () => {
    fc.assert(
      fc.property(sums, (rows) => {
        const split = buildJournal(rows, byDepartment);
        const together = buildJournal(rows, whole);
        for (const dept of [null, 1, 2, 7]) {
          const own = split.lines.filter((l) => l.departmentId === dept);
          expect(own.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
        }
        for (const kind of JOURNAL_LINE_KINDS)
          expect(signedOf(split.lines, kind)).toBe(signedOf(together.lines, kind));
      }),
      { numRuns: 200 },
    );
  });

  it('writes a plain payslip as the accountant expects (table)', () => {
    const rows: JournalSum[] = [
      { code: 'ORDINARY_PAY', kind: 'earning', departmentId: 1, amount: 50_000_000 },
      { code: 'ABSENCE_UNPAID', kind: 'earning', departmentId: 1, amount: -1_666_667 },
      { code: 'CCSS_SEM_WORKER', kind: 'deduction', departmentId: 1, amount: 2_660_000 },
      { code: 'SALARY_TAX', kind: 'deduction', departmentId: 1, amount: 1_200_000 },
      { code: 'CCSS_SEM_EMPLOYER', kind: 'employer', departmentId: 1, amount: 4_500_000 },
      { code: 'INS_RISK_PREMIUM', kind: 'employer', departmentId: 1, amount: 500_000 },
      { code: 'PROVISION_AGUINALDO', kind: 'provision', departmentId: 1, amount: 4_166_667 },
      { code: 'DISABILITY_SUBSIDY_INFO', kind: 'info', departmentId: 1, amount: 999 },
    ];
    const { lines, totals } = buildJournal(rows, whole);
    expect(lines.map((l) => [l.account.code, l.debit, l.credit])).toEqual([
      ['5-1-01', 48_333_333, 0],
      ['5-1-02', 4_500_000, 0],
      ['5-1-06', 500_000, 0],
      ['5-1-03', 4_166_667, 0],
      ['2-1-02', 0, 2_660_000],
      ['2-1-03', 0, 4_500_000],
      ['2-1-04', 0, 500_000],
      ['2-1-05', 0, 1_200_000],
      ['2-1-01', 0, 44_473_333],
      ['2-1-07', 0, 4_166_667],
    ]);
    expect(totals).toEqual({ debit: 57_500_000, credit: 57_500_000, balanced: true });
  });

  it('moves a negative net to the debit side of salaries payable and still balances', () => {
    const rows: JournalSum[] = [
      { code: 'ORDINARY_PAY', kind: 'earning', departmentId: null, amount: 1_000 },
      { code: 'PAY_DEDUCTION', kind: 'deduction', departmentId: null, amount: 5_000 },
    ];
    const { lines, totals } = buildJournal(rows, whole);
    expect(lines.find((l) => l.lineKind === 'net_payable')).toMatchObject({ debit: 4_000, credit: 0 });
    expect(totals).toEqual({ debit: 5_000, credit: 5_000, balanced: true });
  });

  it('posts pay items to their type accounts and their payables one line per payee (table)', () => {
    const association = { id: 4, name: 'ASEMONTAÑA' };
    const court = { id: 9, name: 'Juzgado de Pensiones de Heredia' };
    const noPayee = { id: null, name: null };
    const item = (
      payee: JournalPayItem['payee'],
      accounts: Partial<JournalPayItem> = {},
    ): JournalPayItem => ({
      debitAccount: null,
      creditAccount: null,
      payee,
      ...accounts,
    });
    const rows: JournalSum[] = [
      { code: 'ORDINARY_PAY', kind: 'earning', departmentId: null, amount: 60_000_000 },
      // A commission is salary; viáticos have their expense; a bonus type with its own expense account.
      { code: 'COMMISSION', kind: 'earning', departmentId: null, amount: 5_000_000, payItem: item(noPayee) },
      {
        code: 'TRAVEL_ALLOWANCE',
        kind: 'earning',
        departmentId: null,
        amount: 2_000_000,
        payItem: item(noPayee),
      },
      {
        code: 'BONUS',
        kind: 'earning',
        departmentId: null,
        amount: 1_000_000,
        payItem: item(noPayee, { debitAccount: { code: '5-1-09', name: 'Bonificación' } }),
      },
      // The worker's savings and loan go to the association; the pensión to the court; a loan without payee.
      {
        code: 'ASSOCIATION_SAVINGS',
        kind: 'deduction',
        departmentId: null,
        amount: 1_800_000,
        payItem: item(association),
      },
      {
        code: 'ASSOCIATION_LOAN',
        kind: 'deduction',
        departmentId: null,
        amount: 2_500_000,
        payItem: item(association),
      },
      {
        code: 'ALIMONY_DEDUCTION',
        kind: 'deduction',
        departmentId: null,
        amount: 10_000_000,
        payItem: item(court, { creditAccount: { code: '2-1-20', name: 'Pensión alimentaria' } }),
      },
      {
        code: 'COMPANY_LOAN',
        kind: 'deduction',
        departmentId: null,
        amount: 3_000_000,
        payItem: item(noPayee),
      },
      // The employer's contribution: its expense, owed to the association with the worker's savings.
      {
        code: 'ASSOCIATION_EMPLOYER',
        kind: 'employer',
        departmentId: null,
        amount: 3_000_000,
        payItem: item(association),
      },
      { code: 'PAY_DEDUCTION', kind: 'deduction', departmentId: null, amount: 500_000 },
    ];
    const { lines, totals } = buildJournal(rows, whole);
    const payeeOf = (l: BuiltLine) => (l.payee ? (l.payee.name ?? 'sin beneficiario') : '');
    expect(lines.map((l) => [l.account.code, payeeOf(l), l.debit, l.credit])).toEqual([
      // 600 000 + 50 000 salaries; the bonus on its type's account.
      ['5-1-01', '', 65_000_000, 0],
      ['5-1-09', '', 1_000_000, 0],
      ['5-1-07', '', 2_000_000, 0],
      ['5-1-08', '', 3_000_000, 0],
      // The `-` day on its own line; the association: 18 000 + 25 000 + 30 000; the court's on its type's
      // account; the loan without payee last.
      ['2-1-06', '', 0, 500_000],
      ['2-1-06', 'ASEMONTAÑA', 0, 7_300_000],
      ['2-1-20', 'Juzgado de Pensiones de Heredia', 0, 10_000_000],
      ['2-1-06', 'sin beneficiario', 0, 3_000_000],
      // Net: 680 000 − 5 000 − 18 000 − 25 000 − 100 000 − 30 000 = 502 000.
      ['2-1-01', '', 0, 50_200_000],
    ]);
    expect(totals).toEqual({ debit: 71_000_000, credit: 71_000_000, balanced: true });
    expect(lines.filter((l) => l.payee).map((l) => l.lineKind)).toEqual([
      'other_deductions_payable',
      'other_deductions_payable',
      'other_deductions_payable',
    ]);
  });
});
