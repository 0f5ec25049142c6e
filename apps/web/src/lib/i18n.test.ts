import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@planilla/contracts';
import { describe, expect, it, vi } from 'vitest';
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

describe('the first screen’s texts', () => {
  it('hold the client’s error codes; the API’s messages load with MESSAGE_NAMESPACES, the menu with the layout', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.i18nReady;
    expect(fresh.i18n.t('errors.NETWORK_ERROR')).not.toBe('errors.NETWORK_ERROR');
    expect(fresh.i18n.exists('errors.RATE_LIMITED')).toBe(false);
    expect(fresh.i18n.exists('validation.required')).toBe(false);
    expect(fresh.i18n.exists('menu.dashboard')).toBe(false);
    await fresh.loadNamespaces(fresh.MESSAGE_NAMESPACES);
    expect(fresh.i18n.t('errors.RATE_LIMITED')).toBe(ERROR_MESSAGES.es.RATE_LIMITED);
    expect(fresh.i18n.t('validation.required')).toBe(VALIDATION_MESSAGES.es.required);
    // A language switch brings them in the new language too.
    await fresh.applyLanguage('en');
    expect(fresh.i18n.t('errors.RATE_LIMITED')).toBe(ERROR_MESSAGES.en.RATE_LIMITED);
    expect(fresh.i18n.t('errors.NETWORK_ERROR')).not.toBe('errors.NETWORK_ERROR');
    await fresh.loadNamespaces(fresh.LAYOUT_NAMESPACES);
    expect(fresh.i18n.exists('menu.dashboard')).toBe(true);
    await fresh.applyLanguage('cr');
  });
});
