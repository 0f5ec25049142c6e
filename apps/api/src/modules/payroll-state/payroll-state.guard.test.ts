import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every change of a payroll's state goes through `payroll-state.repository.ts`: no other file of the API
 * inserts, updates or deletes a row of `payrolls`, in raw SQL or through Drizzle.
 */
const SRC = join(__dirname, '../..');
const HOME = 'modules/payroll-state/payroll-state.repository.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Raw SQL (`update payrolls`, `insert into ${payrolls}`, `delete from payrolls p`) and Drizzle (`.update(payrolls)`). */
const WRITES = [
  /\b(update|insert\s+into|delete\s+from)\s+(payrolls|\$\{payrolls\})(?=[\s(]|$)/i,
  /\.(update|insert|delete)\(\s*payrolls\s*\)/,
];

describe('the payroll state repository', () => {
  it('is the only writer of the payrolls table', () => {
    const offenders = sources(SRC)
      .map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }))
      .filter(({ file, text }) => file !== HOME && WRITES.some((w) => w.test(text)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('recognises the ways a write is written (the guard would catch a new one)', () => {
    const samples = [
      'update payrolls set status = 1',
      'UPDATE payrolls p SET x = 1',
      'insert into ${payrolls} (company_id) values (1)',
      'delete from payrolls where id = 1',
      'await db.update(payrolls).set({})',
      'db.insert( payrolls ).values({})',
    ];
    for (const sample of samples)
      expect(
        WRITES.some((w) => w.test(sample)),
        sample,
      ).toBe(true);
    for (const sample of [
      'update payroll_employees set x = 1',
      'from payrolls p where',
      'update payroll_calculations',
    ])
      expect(
        WRITES.some((w) => w.test(sample)),
        sample,
      ).toBe(false);
  });
});
