import { describe, expect, it, vi } from 'vitest';

/** Settings and session read localStorage once per module; each test loads fresh modules. */
const fresh = async () => {
  vi.resetModules();
  return { settings: await import('./settings'), session: await import('./session') };
};

describe('settings', () => {
  it('defaults to the dark skin, left to right, expanded menu and Costa Rican Spanish', async () => {
    const { settings } = await fresh();
    expect(settings.getSettings()).toEqual({ skin: 'dark', direction: 'ltr', menuCollapsed: false, language: 'cr' });
  });

  it('keeps the preferences between visits', async () => {
    const first = await fresh();
    first.settings.updateSettings({ skin: 'semi-dark', direction: 'rtl', menuCollapsed: true, language: 'en' });
    const second = await fresh();
    expect(second.settings.getSettings()).toEqual({ skin: 'semi-dark', direction: 'rtl', menuCollapsed: true, language: 'en' });
  });

  it('ignores a damaged or unknown stored value', async () => {
    localStorage.setItem('settings', JSON.stringify({ skin: 'neon', direction: 'rtl', menuCollapsed: 'yes' }));
    const { settings } = await fresh();
    expect(settings.getSettings()).toEqual({ skin: 'dark', direction: 'rtl', menuCollapsed: false, language: 'cr' });
    localStorage.setItem('settings', '{not json');
    expect((await fresh()).settings.getSettings().skin).toBe('dark');
  });
});

describe('session storage', () => {
  it('signing out removes every session key and keeps the preferences', async () => {
    const { settings, session } = await fresh();
    settings.updateSettings({ skin: 'light' });
    session.startSession({
      token: 't',
      refreshToken: 'r',
      expiresIn: 900,
      userData: { num_empresa: 1, num_usuario: 1, cod_usuario: 'admin', name: 'Ana', email: 'a@b.cr', role: 'admin', ability: [] },
      datosEmpresa: { num_empresa: 1, name: 'Café', legalId: '3-101-1', tradeName: null, address: 'SJ', phone: '1', email: 'c@d.cr' },
    });
    localStorage.setItem('accessToken', 'legacy');
    expect(session.getSession()?.userData.cod_usuario).toBe('admin');

    session.clearSession();
    expect(session.getSession()).toBeNull();
    for (const key of ['token', 'refreshToken', 'userData', 'datosEmpresa', 'accessToken']) expect(localStorage.getItem(key)).toBeNull();
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ skin: 'light' });
  });

  it('treats damaged user data as no session', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userData', '{"num_empresa":"x"}');
    localStorage.setItem('datosEmpresa', '{}');
    const { session } = await fresh();
    await session.sessionReady;
    expect(session.getSession()).toBeNull();
  });

  it('reads a session stored by an earlier visit once its check is loaded (the sign-in screen loads no zod)', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem(
      'userData',
      JSON.stringify({ num_empresa: 1, num_usuario: 1, cod_usuario: 'admin', name: 'Ana', email: 'a@b.cr', role: 'admin', ability: [] }),
    );
    localStorage.setItem(
      'datosEmpresa',
      JSON.stringify({ num_empresa: 1, name: 'Café', legalId: '3-101-1', tradeName: null, address: 'SJ', phone: '1', email: 'c@d.cr' }),
    );
    const { session } = await fresh();
    await session.sessionReady;
    expect(session.getSession()).toMatchObject({ token: 't', refreshToken: 'r', userData: { cod_usuario: 'admin' } });
  });
});
