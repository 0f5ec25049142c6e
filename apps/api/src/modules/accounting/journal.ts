import {
  JOURNAL_LINE_KINDS,
  JOURNAL_SIDE,
  type JournalLineKind,
  type JournalSide,
} from '@planilla/contracts';
import { postingOf } from './chart-defaults';

/** Summed payslip lines of one code, line kind and department (what the repository's GROUP BY answers). */
export type JournalSum = { code: string; kind: string; departmentId: number | null; amount: number };

export type Account = { code: string; name: string };

export type BuiltLine = {
  lineKind: JournalLineKind;
  side: JournalSide;
  /** Whether this kind is split by department; `departmentId` null on a split line: employees without one. */
  split: boolean;
  departmentId: number | null;
  account: Account;
  debit: number;
  credit: number;
};

export type BuiltJournal = {
  lines: BuiltLine[];
  totals: { debit: number; credit: number; balanced: boolean };
};

export type JournalOptions = {
  /** Kinds posted one line per department. */
  splits: (kind: JournalLineKind) => boolean;
  /** The account of a kind (for a department, or `null` for the whole company / no department). */
  account: (kind: JournalLineKind, departmentId: number | null) => Account;
};

const KIND_ORDER = new Map(JOURNAL_LINE_KINDS.map((k, i) => [k, i]));

/**
 * The payroll journal entry from summed payslip lines (pure). Every line posts where `postingOf` says; a line
 * posting only an expense (an earning) also credits the net payable, one posting only a payable (a deduction)
 * takes it from the net payable. So each amount is entered on both sides and the entry balances whatever the
 * amounts are: a negative total (an unpaid absence larger than the pay, a negative net) moves to the other
 * side instead of showing a negative figure. Amounts of zero leave no line.
 */
export const buildJournal = (sums: readonly JournalSum[], options: JournalOptions): BuiltJournal => {
  const amounts = new Map<string, { kind: JournalLineKind; departmentId: number | null; amount: number }>();
  const add = (kind: JournalLineKind, departmentId: number | null, amount: number) => {
    const dept = options.splits(kind) ? departmentId : null;
    const key = `${kind}|${dept ?? ''}`;
    const entry = amounts.get(key);
    if (entry) entry.amount += amount;
    else amounts.set(key, { kind, departmentId: dept, amount });
  };
  for (const s of sums) {
    if (s.amount === 0) continue;
    const posting = postingOf(s.code, s.kind);
    if (posting.settles) {
      add(posting.settles, s.departmentId, -s.amount);
      add('net_payable', s.departmentId, s.amount);
    }
    if (posting.debit) add(posting.debit, s.departmentId, s.amount);
    if (posting.credit) add(posting.credit, s.departmentId, s.amount);
    if (posting.debit && !posting.credit) add('net_payable', s.departmentId, s.amount);
    if (posting.credit && !posting.debit) add('net_payable', s.departmentId, -s.amount);
  }

  const entries = [...amounts.values()]
    .filter((e) => e.amount !== 0)
    .sort(
      (a, b) =>
        KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
        // Departments by id, the employees without one last.
        (a.departmentId ?? Number.MAX_SAFE_INTEGER) - (b.departmentId ?? Number.MAX_SAFE_INTEGER),
    );
  let debit = 0;
  let credit = 0;
  const lines = entries.map((e): BuiltLine => {
    const side = JOURNAL_SIDE[e.kind];
    // Posted on the natural side when positive, on the other when negative.
    const onDebit = (side === 'debit') === e.amount > 0;
    const value = Math.abs(e.amount);
    if (onDebit) debit += value;
    else credit += value;
    return {
      lineKind: e.kind,
      side,
      split: options.splits(e.kind),
      departmentId: e.departmentId,
      account: options.account(e.kind, e.departmentId),
      debit: onDebit ? value : 0,
      credit: onDebit ? 0 : value,
    };
  });
  return { lines, totals: { debit, credit, balanced: debit === credit } };
};
