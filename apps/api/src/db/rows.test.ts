import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `rowsOf` (db/rows.ts) is the one home of the raw-result cast: no second copy, no cast written by hand. */
const SRC = join(__dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const COPY = /\bconst rowsOf\b|as (unknown as )?\{ rows: /;

describe('rowsOf', () => {
  it('is written once, in db/rows.ts', () => {
    const copies = sources(SRC)
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((file) => file !== 'db/rows.ts' && COPY.test(readFileSync(join(SRC, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
