import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { copyRows } from './copy';
import { rowsOf } from './rows';

/** COPY's text format (issue 28 wrote it without intermediate arrays): every value comes back as it went in. */
describe('copyRows', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(
      sql`create table copy_probe (id integer primary key, label text, amount bigint, flag boolean, doc jsonb, note text)`,
    );
    await database.db.execute(
      sql`create table copy_numbers (id integer primary key, amount bigint, ratio numeric, label text)`,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const hostile = [
    'tab\there',
    'line\nbreak',
    'carriage\rreturn',
    'back\\slash',
    '\\N',
    '=SUM(A1)',
    'ñandú “comillas” €',
    '',
    // Longer than a piece of the stream (1 MB): a field is never cut.
    'ñ'.repeat(700_000) + '\t' + 'x'.repeat(600_000),
  ];

  it('stores text, numbers, booleans, nulls and JSON exactly, from an array or rows generated as it reads', async () => {
    const rows = hostile.map((label, i) => [
      i + 1,
      label,
      i % 2 === 0 ? 123_456_789_012 : -5,
      i % 2 === 0,
      { label, nested: { list: [label, null, 1.5] }, quote: '"\\"' },
      i === 3 ? null : `${label}|${i}`,
    ]);
    await database.db.transaction((tx) =>
      copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'flag', 'doc', 'note'], rows),
    );
    function* more() {
      for (let i = 0; i < 4_100; i++) yield [100 + i, `fila ${i}\t`, i, null, [i], null];
    }
    await database.db.transaction((tx) =>
      copyRows(tx, 'copy_probe', ['id', 'label', 'amount', 'flag', 'doc', 'note'], more()),
    );

    const back = rowsOf<{
      id: number;
      label: string;
      amount: string;
      flag: boolean | null;
      doc: unknown;
      note: string | null;
    }>(
      await database.db.execute(
        sql`select id, label, amount::text, flag, doc, note from copy_probe where id < 100 order by id`,
      ),
    );
    expect(back).toEqual(
      rows.map(([id, label, amount, flag, doc, note]) => ({
        id,
        label,
        amount: String(amount),
        flag,
        doc,
        note,
      })),
    );
    const [counted] = rowsOf<{ n: string; tabs: string }>(
      await database.db.execute(
        sql`select count(*)::text as n, count(*) filter (where label like '%' || chr(9))::text as tabs from copy_probe where id >= 100`,
      ),
    );
    expect(counted).toEqual({ n: '4100', tabs: '4100' });
  });

  it('writes integers digit by digit exactly, at every size and sign, across many pieces of the stream', async () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      9,
      10,
      -10,
      99,
      100,
      1_000_000,
      -123_456_789,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    // 150 000 rows of about 40 bytes: several 1 MB pieces, so fields fall on every piece boundary.
    const rows = Array.from({ length: 150_000 }, (_, i) => [
      i + 1,
      i < edges.length ? edges[i] : (i % 7 === 0 ? -1 : 1) * ((i * 7_919_393) % 10 ** ((i % 15) + 1)),
      i % 3 === 0 ? 0.5 + i : i % 3 === 1 ? null : -i,
      i % 5 === 0 ? 'ñ' + 'a'.repeat(i % 40) : `t${i}`,
    ]);
    await database.db.transaction((tx) =>
      copyRows(tx, 'copy_numbers', ['id', 'amount', 'ratio', 'label'], rows),
    );
    const back = rowsOf<{ id: number; amount: string; ratio: string | null; label: string }>(
      await database.db.execute(
        sql`select id, amount::text, ratio::text, label from copy_numbers order by id`,
      ),
    );
    expect(back.length).toBe(rows.length);
    const wrong = back.filter((r, i) => {
      const [id, amount, ratio, label] = rows[i] as [number, number, number | null, string];
      return (
        r.id !== id ||
        r.amount !== String(amount) ||
        r.ratio !== (ratio === null ? null : String(ratio)) ||
        r.label !== label
      );
    });
    expect(wrong).toEqual([]);
  });
});
