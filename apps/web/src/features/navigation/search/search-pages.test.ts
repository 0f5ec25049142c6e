import { describe, expect, it } from 'vitest';
import { normalize, searchPages, type SearchablePage } from './search-pages';

const page = (id: string, title: string, subtitle = 'Planillas', keywords = ''): SearchablePage => ({
  id,
  title,
  subtitle,
  icon: 'Dashboard',
  link: `/${id}`,
  keywords,
});

const PAGES = [
  page('dashboard', 'Panel de control', 'Inicio', 'Dashboard Home'),
  page('users', 'Usuarios de planilla', 'Administración', 'Payroll users Administration'),
  page('calendar', 'Calendario de planillas'),
  page('calculate', 'Calcular planilla'),
  page('review', 'Revisión de planilla'),
  page('vouchers', 'Comprobantes de pago', 'Pos planilla'),
  page('vacations', 'Períodos de vacaciones', 'Vacaciones'),
];

describe('searchPages', () => {
  it('answers nothing for an empty query', () => {
    expect(searchPages(PAGES, '   ')).toEqual([]);
  });

  it('returns at most four results per group', () => {
    const results = searchPages(PAGES, 'planilla');
    expect(results).toHaveLength(4);
  });

  it('ignores accents and case', () => {
    expect(searchPages(PAGES, 'PERIODOS').map((r) => r.id)).toEqual(['vacations']);
    expect(searchPages(PAGES, 'revision').map((r) => r.id)).toEqual(['review']);
    expect(normalize('Revisión')).toBe('revision');
  });

  it('finds a page by its section or by its name in the other language', () => {
    expect(searchPages(PAGES, 'administración').map((r) => r.id)).toEqual(['users']);
    expect(searchPages(PAGES, 'dashboard').map((r) => r.id)).toEqual(['dashboard']);
  });

  it('needs every word and ranks titles that start with the query first', () => {
    expect(searchPages(PAGES, 'planilla usuarios').map((r) => r.id)).toEqual(['users']);
    expect(searchPages(PAGES, 'cal').map((r) => r.id)).toEqual(['calculate', 'calendar']);
  });

  it('answers the result without the search keywords', () => {
    const [result] = searchPages(PAGES, 'panel');
    expect(result).toEqual({
      id: 'dashboard',
      title: 'Panel de control',
      subtitle: 'Inicio',
      icon: 'Dashboard',
      link: '/dashboard',
    });
  });
});
