import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each shared fact has one home in the web (issue 9, section 3): no copies come back. */
const SRC = join(__dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/test/')
      ? [path]
      : [];
  });

const FILES = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const offenders = (pattern: RegExp, home: readonly string[]) =>
  FILES.filter(({ file, text }) => pattern.test(text) && !home.includes(file)).map(({ file }) => file);

describe('one home for each shared fact', () => {
  it('reads the current company only through currentCompanyId / useCompanyId', () => {
    // Reading the whole session on purpose: provider.tsx compares two sessions (another tab signed in elsewhere),
    // the API client sends the company with the token of the same session, the profile call needs user and company.
    const home = [
      'lib/session.ts',
      'app/provider.tsx',
      'lib/api-client.ts',
      'features/auth/api/get-user-data-login.ts',
    ];
    expect(offenders(/userData\.num_empresa/, home)).toEqual([]);
  });

  it('wires server-paginated grids only through useServerGrid', () => {
    expect(offenders(/paginationMode[=:]\s*['"{]*server/, ['hooks/use-server-grid.ts'])).toEqual([]);
  });

  it('labels and explains payslip lines only through lib/payslip-texts', () => {
    expect(offenders(/payslip\.(lines|basis)\./, ['lib/payslip-texts.ts'])).toEqual([]);
  });

  it('searches employees only through components/employee-picker (the page search and every picker)', () => {
    expect(offenders(/API\.employeeSearch\b/, ['components/employee-picker/search-employees.ts'])).toEqual(
      [],
    );
  });

  it('has no local copy of today in Costa Rica or of the colones parser', () => {
    expect(offenders(/America\/Costa_Rica|UTC-6|-06:00/, [])).toEqual([]);
    expect(offenders(/function parseColones|const parseColones|parseFloat\(/, [])).toEqual([]);
  });
});

describe('currentCompanyId', () => {
  it('is 0 without a session and the session’s company with one', async () => {
    const { clearSession, currentCompanyId } = await import('../lib/session');
    clearSession();
    expect(currentCompanyId()).toBe(0);
  });
});
