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
  it('keeps each shared helper in its one home', () => {
    // One home per fact (issue 24): a second copy of any of these fails here, naming the home to use instead.
    const homes: { pattern: RegExp; home: string[] }[] = [
      // A prepared statement's name is a digest of its text (db/prepared.ts), not a fingerprint of a value.
      { pattern: /createHash\('sha1'\)\.update\(JSON\.stringify/, home: ['lib/hash.ts'] },
      {
        pattern: /new Promise<void>\(\(resolve\) => setImmediate\(resolve\)\)/,
        home: ['modules/jobs/chunked.ts'],
      },
      { pattern: /\.normalize\('NF[KD]+'\)/, home: [] },
      { pattern: /\[\w+\.first_?[nN]ame, \w+\.first_?[sS]urname/, home: [] },
      { pattern: /new PDFDocument\(/, home: ['lib/pdf-document.ts', 'lib/pdf-font-metrics.ts'] },
      { pattern: /new AppError\('VALIDATION_ERROR', fields\)/, home: ['lib/errors.ts'] },
    ];
    const offenders = homes.flatMap(({ pattern, home }) =>
      FILES.filter(({ file, text }) => !home.includes(file) && pattern.test(text)).map(
        ({ file }) => `${file}: ${pattern.source} (its home: ${home.join(', ') || 'packages/contracts'})`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('lets no service read a database column: repositories map rows to typed objects', () => {
    // The specification's own wire fields are snake_case too, and a few catalogue keys are: only they may appear.
    const ALLOWED = new Set([
      'num_empresa',
      'num_usuario',
      'cod_usuario',
      'nom_archivo',
      'num_empleado',
      'credito_conyuge',
      'ccss_payroll',
      'ins_rt_payroll',
      'hacienda_withholding',
      'wrong_shape',
    ]);
    const offenders = FILES.filter(({ file }) => file.startsWith('modules/') && !isRepository(file)).flatMap(
      ({ file, text }) =>
        [...text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').matchAll(/\.([a-z]+(?:_[a-z0-9]+)+)\b/g)]
          .map((m) => m[1]!)
          .filter((name) => !ALLOWED.has(name))
          .map((name) => `${file}: .${name}`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });
});
