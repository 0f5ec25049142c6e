import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Thin routes → services → repositories: SQL lives only in repositories (and the db/ layer that defines them),
 * and a company's bitácora is written only through the audit repository (`recordChange` / `recordChanges`).
 */
const SRC = join(__dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const FILES = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const isRepository = (file: string) => /repository\.ts$|\/repository\//.test(file) || file.startsWith('db/');
// The command-line set-up of the first administrator runs before any server or repository exists.
const TOOLS = ['cli/admin-setup.ts'];

describe('layers', () => {
  it('runs SQL only in repositories', () => {
    const offenders = FILES.filter(
      ({ file, text }) =>
        !isRepository(file) &&
        !TOOLS.includes(file) &&
        // A type-only import (a repository's SQL passed along, as the mail attachments' log entry) runs nothing.
        /from 'drizzle-orm|\.execute\(|\bsql`/.test(text.replace(/^import type .*$/gm, '')),
    ).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('writes the audit log only through the audit repository', () => {
    const offenders = FILES.filter(
      ({ file, text }) => file !== 'modules/audit/audit.repository.ts' && /insert\(auditLog\)/.test(text),
    ).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('writes CSV only through lib/csv.ts and workbooks only through lib/spreadsheet.ts', () => {
    // The lint rule (`no-restricted-syntax`, eslint.config.js) says the same; this also catches a file the lint
    // configuration would skip. The writers neutralise formulas in typed text and keep it in text cells.
    const writers = ['lib/csv.ts', 'lib/spreadsheet.ts'];
    const offenders = FILES.filter(
      ({ file, text }) => !writers.includes(file) && /\.unparse\(|\.(xlsx|csv)\s*\.\s*write/.test(text),
    ).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
