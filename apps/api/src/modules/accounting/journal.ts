import {
  JOURNAL_LINE_KINDS,
  JOURNAL_SIDE,
  type JournalLineKind,
  type JournalSide,
} from '@planilla/contracts';
import { postingOf } from './chart-defaults';

export type Account = { code: string; name: string };

/** Whom a pay item's payable is owed to; `id` null: the items without a payee. */
export type JournalPayee = { id: number | null; name: string | null };

/**
 * What a pay item's summed lines add to the posting of their code (issue 26): the item type's own accounts, and
 * the payee its payable is owed to. Only lines of pay items carry it.
 */
export type JournalPayItem = {
  /** The type's expense account (an earning's or the employer's charge); null: the chart's for the kind. */
  debitAccount: Account | null;
  /** The type's payable account (a deduction's or the employer's charge); null: the chart's for the kind. */
  creditAccount: Account | null;
  payee: JournalPayee;
};

/**
 * Summed payslip lines of one code, line kind and department (what the repository's GROUP BY answers); a pay
 * item's lines are summed per type accounts and payee as well.
 */
export type JournalSum = {
  code: string;
  kind: string;
  departmentId: number | null;
  amount: number;
  payItem?: JournalPayItem;
};

export type BuiltLine = {
  lineKind: JournalLineKind;
  side: JournalSide;
  /** Whether this kind is split by department; `departmentId` null on a split line: employees without one. */
  split: boolean;
  departmentId: number | null;
  account: Account;
  /** A pay item's payable: whom it is owed to (one line per payee). Null on every other line. */
  payee: JournalPayee | null;
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

/** Where one amount goes beyond its kind and department: a type's own account, a payee. */
type Target = { account: Account | null; payee: JournalPayee | null };
const NO_TARGET: Target = { account: null, payee: null };

type Entry = { kind: JournalLineKind; departmentId: number | null; amount: number } & Target;

/** Lines of a kind: the plain one first, then the payees by name (the items without a payee last). */
const payeeOrder = (a: Entry, b: Entry): number => {
  if (!a.payee || !b.payee) return (a.payee ? 1 : 0) - (b.payee ? 1 : 0);
  if ((a.payee.id === null) !== (b.payee.id === null)) return a.payee.id === null ? 1 : -1;
  return (
    (a.payee.name ?? '').localeCompare(b.payee.name ?? '', 'es') || (a.payee.id ?? 0) - (b.payee.id ?? 0)
  );
};

/**
 * The payroll journal entry from summed payslip lines (pure). Every line posts where `postingOf` says; a line
 * posting only an expense (an earning) also credits the net payable, one posting only a payable (a deduction)
 * takes it from the net payable. So each amount is entered on both sides and the entry balances whatever the
 * amounts are: a negative total (an unpaid absence larger than the pay, a negative net) moves to the other
 * side instead of showing a negative figure. Amounts of zero leave no line.
 *
 * A pay item's lines post the same way, with two refinements (issue 26): the item type's own debit or credit
 * account replaces the chart's for its side, and its payable (a deduction's, the employer's contribution's) is
 * one line per payee. The net payable never splits: it is owed to the employees.
 */
export const buildJournal = (sums: readonly JournalSum[], options: JournalOptions): BuiltJournal => {
  const amounts = new Map<string, Entry>();
  const add = (kind: JournalLineKind, departmentId: number | null, amount: number, target = NO_TARGET) => {
    const dept = options.splits(kind) ? departmentId : null;
    const account = target.account ? `${target.account.code}\u0000${target.account.name}` : '';
    const payee = target.payee ? `p${target.payee.id ?? '-'}` : '';
    const key = `${kind}|${dept ?? ''}|${account}|${payee}`;
    const entry = amounts.get(key);
    if (entry) entry.amount += amount;
    else amounts.set(key, { kind, departmentId: dept, amount, ...target });
  };
  for (const s of sums) {
    if (s.amount === 0) continue;
    const posting = postingOf(s.code, s.kind);
    const item = s.payItem;
    const debitTarget: Target = item ? { account: item.debitAccount, payee: null } : NO_TARGET;
    const creditTarget: Target = item ? { account: item.creditAccount, payee: item.payee } : NO_TARGET;
    if (posting.settles) {
      add(posting.settles, s.departmentId, -s.amount);
      add('net_payable', s.departmentId, s.amount);
    }
    if (posting.debit) add(posting.debit, s.departmentId, s.amount, debitTarget);
    if (posting.credit) add(posting.credit, s.departmentId, s.amount, creditTarget);
    if (posting.debit && !posting.credit) add('net_payable', s.departmentId, s.amount);
    if (posting.credit && !posting.debit) add('net_payable', s.departmentId, -s.amount);
  }

  const entries = [...amounts.values()]
    .filter((e) => e.amount !== 0)
    .sort(
      (a, b) =>
        KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
        // Departments by id, the employees without one last.
        (a.departmentId ?? Number.MAX_SAFE_INTEGER) - (b.departmentId ?? Number.MAX_SAFE_INTEGER) ||
        payeeOrder(a, b) ||
        (a.account?.code ?? '').localeCompare(b.account?.code ?? ''),
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
      account: e.account ?? options.account(e.kind, e.departmentId),
      payee: e.payee,
      debit: onDebit ? value : 0,
      credit: onDebit ? 0 : value,
    };
  });
  return { lines, totals: { debit, credit, balanced: debit === credit } };
};
