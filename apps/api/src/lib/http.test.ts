import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './http';

/** The one header of every download: hostile names never break it, accented names arrive whole. */
describe('contentDisposition', () => {
  it.each([
    { name: 'a plain name stays as it is', file: 'planilla-7-2026-11-16.xlsx', expected: 'attachment; filename="planilla-7-2026-11-16.xlsx"' },
    {
      name: 'accents: dropped in the ASCII name, kept in filename*',
      file: 'liquidación-Peña.pdf',
      expected: `attachment; filename="liquidacion-Pena.pdf"; filename*=UTF-8''liquidaci%C3%B3n-Pe%C3%B1a.pdf`,
    },
    {
      name: 'quotes and backslashes cannot close the quoted name',
      file: 'a"b\\c.csv',
      expected: `attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`,
    },
    {
      name: 'CR/LF cannot start another header',
      file: 'x\r\nSet-Cookie: s=1.txt',
      expected: `attachment; filename="x__Set-Cookie: s=1.txt"; filename*=UTF-8''x%0D%0ASet-Cookie%3A%20s%3D1.txt`,
    },
    {
      name: "RFC 5987 characters outside attr-char are encoded (', (, ), *)",
      file: "año (1)*'.txt",
      expected: `attachment; filename="ano (1)*'.txt"; filename*=UTF-8''a%C3%B1o%20%281%29%2A%27.txt`,
    },
    { name: 'a colón sign has no ASCII form', file: '₡.pdf', expected: `attachment; filename="_.pdf"; filename*=UTF-8''%E2%82%A1.pdf` },
  ])('$name', ({ file, expected }) => {
    const header = contentDisposition(file);
    expect(header).toBe(expected);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    const exact = /filename\*=UTF-8''(.+)$/.exec(header)?.[1];
    if (exact) expect(decodeURIComponent(exact)).toBe(file);
  });

  it('says inline for a preview', () => {
    expect(contentDisposition('comprobante.pdf', 'inline')).toBe('inline; filename="comprobante.pdf"');
  });
});

describe('downloads', () => {
  it('name their file only through contentDisposition (no hand-written filename= in the API)', () => {
    const SRC = join(__dirname, '..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      });
    const offenders = sources(SRC)
      .filter((file) => !file.endsWith(join('lib', 'http.ts')) && file !== join(SRC, 'test', 'multipart.ts'))
      .filter((file) => /filename\*?=/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
