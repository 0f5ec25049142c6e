import { PAGES } from '@planilla/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, paths, safeRedirect } from './paths';

describe('paths', () => {
  it('has a row in the screen map of docs/ARCHITECTURE.md for every screen', () => {
    const doc = readFileSync(join(__dirname, '../../../../docs/ARCHITECTURE.md'), 'utf8');
    const map = doc.slice(doc.indexOf('### Screen map'));
    const missing = Object.values(paths.app)
      .map((p) => p.path)
      .filter((path) => !map.includes(`| \`${path}\` |`));
    expect(missing).toEqual([]);
  });

  it('serves each screen at the link the contract gives its page', () => {
    for (const [id, path] of Object.entries(PAGE_PATHS)) {
      expect(PAGES.find((page) => page.id === id)?.link, id).toBe(path);
    }
  });

  it('has a screen for every page of the contract menu (a menu entry must never lead to a 404)', () => {
    const missing = PAGES.filter((page) => !(page.id in PAGE_PATHS)).map((page) => `${page.id} ${page.link}`);
    expect(missing).toEqual([]);
  });

  it('builds the sign-in link with its reason and return path', () => {
    expect(paths.auth.signIn.getHref()).toBe('/login');
    expect(paths.auth.signIn.getHref({ redirectTo: '/dashboard/analytics', reason: 'expired' })).toBe(
      '/login?redirectTo=%2Fdashboard%2Fanalytics&reason=expired',
    );
  });

  it('accepts only same-app redirect targets', () => {
    expect(safeRedirect('/payroll/administrator/payrollusers/list')).toBe('/payroll/administrator/payrollusers/list');
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('/login?x=1')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
