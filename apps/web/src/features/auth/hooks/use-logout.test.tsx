import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALL_SESSION_KEYS, getSession, startSession } from '../../../lib/session';
import { useLogout } from './use-logout';
import { ADMIN_LOGIN as LOGIN } from '../../../test/fixtures';

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/payroll/personaldata/employees/list']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ logout: useLogout(), location: useLocation() }), { wrapper });
  return { queryClient, hook };
};

describe('useLogout', () => {
  it('removes every stored key of the session, drops the query cache and goes to sign-in', async () => {
    startSession(LOGIN);
    localStorage.setItem('accessToken', 'legacy-token');
    localStorage.setItem('language', 'en');
    const { queryClient, hook } = setup();
    queryClient.setQueryData(['employees', 1, 'list'], { items: [{ name: 'Ana' }] });
    queryClient.setQueryData(['auth', 'menu'], [{ section: 'payroll' }]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
    expect(ALL_SESSION_KEYS.every((key) => localStorage.getItem(key) !== null)).toBe(true);

    await act(async () => {
      await hook.result.current.logout();
    });

    for (const key of ALL_SESSION_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(getSession()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getQueryData(['employees', 1, 'list'])).toBeUndefined();
    // Preferences are not part of the session.
    expect(localStorage.getItem('language')).toBe('en');
    expect(hook.result.current.location.pathname).toBe('/login');
    expect(hook.result.current.location.search).toContain('reason=signedOut');
  });
});
