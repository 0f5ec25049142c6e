import { describe, expect, it } from 'vitest';
import { applyLanguage, collapseDoublePeriod, i18n, loadNamespaces } from './i18n';

describe('sentences ending in a name with a period', () => {
  it('show one period, never two, and keep an ellipsis', () => {
    expect(collapseDoublePeriod('Rol en Ejemplo S.A..')).toBe('Rol en Ejemplo S.A.');
    expect(collapseDoublePeriod('Cargando...')).toBe('Cargando...');
    expect(collapseDoublePeriod('Hecho.')).toBe('Hecho.');
  });

  it('applies to every translated text (the users dialog)', async () => {
    await loadNamespaces(['users'], 'cr');
    await applyLanguage('cr');
    expect(i18n.t('users.form.roleHelp', { company: 'Ejemplo S.A.' })).toBe('Rol en Ejemplo S.A.');
    await loadNamespaces(['users'], 'en');
    await applyLanguage('en');
    expect(i18n.t('users.form.roleHelp', { company: 'Ejemplo S.A.' })).toBe('Role in Ejemplo S.A.');
  });
});
