import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../../lib/i18n';
import { clearSession, startSession } from '../../../../lib/session';
import { changeLocality, LocalitySelects, type LocalityValue } from './locality-selects';
import { ADMIN_LOGIN as LOGIN } from '../../../../test/fixtures';

/** A small territorial division: two provinces, their cantons and districts. */
const DIVISION = [
  { code: '1', name: 'San José', level: 'province', parentCode: null },
  { code: '2', name: 'Alajuela', level: 'province', parentCode: null },
  { code: '101', name: 'San José', level: 'canton', parentCode: '1' },
  { code: '105', name: 'Tarrazú', level: 'canton', parentCode: '1' },
  { code: '201', name: 'Alajuela', level: 'canton', parentCode: '2' },
  { code: '10101', name: 'Carmen', level: 'district', parentCode: '101' },
  { code: '10501', name: 'San Marcos', level: 'district', parentCode: '105' },
  { code: '20101', name: 'Alajuela', level: 'district', parentCode: '201' },
];

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const bodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as { level: string; parentCode?: string },
  );

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);

let latest: LocalityValue = { provinceCode: '', cantonCode: '', districtCode: '' };
const Harness = ({ initial }: { initial: LocalityValue }) => {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <LocalitySelects
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
};

const choose = async (level: string, name: string) => {
  fireEvent.mouseDown(screen.getByTestId(`loc-${level}`));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(await within(listbox).findByText(name));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};
const valueOf = (level: string) => (screen.getByTestId(`loc-${level}-value`) as HTMLInputElement).value;

beforeEach(async () => {
  await loadNamespaces(['employeeDetail'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((_url, init) => {
    const { level, parentCode } = JSON.parse(String(init?.body)) as { level: string; parentCode?: string };
    const items = DIVISION.filter(
      (item) => item.level === level && (level === 'province' || item.parentCode === parentCode),
    );
    return Promise.resolve(new Response(JSON.stringify({ ok: true, data: items }), { status: 200 }));
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(LOGIN);
});

afterEach(() => clearSession());

describe('changeLocality', () => {
  const full = { provinceCode: '1', cantonCode: '105', districtCode: '10501' };
  it('clears canton and district when the province changes, and the district when the canton changes', () => {
    expect(changeLocality(full, 'province', '2')).toEqual({
      provinceCode: '2',
      cantonCode: '',
      districtCode: '',
    });
    expect(changeLocality(full, 'canton', '101')).toEqual({
      provinceCode: '1',
      cantonCode: '101',
      districtCode: '',
    });
    expect(changeLocality(full, 'district', '10599')).toEqual({ ...full, districtCode: '10599' });
  });
  it('keeps everything when the same option is chosen again', () => {
    expect(changeLocality(full, 'province', '1')).toBe(full);
    expect(changeLocality(full, 'canton', '105')).toBe(full);
  });
});

describe('LocalitySelects', () => {
  it('asks each level only under its parent and resets the lower levels when a parent changes', async () => {
    render(<Harness initial={{ provinceCode: '', cantonCode: '', districtCode: '' }} />, {
      wrapper: Providers,
    });
    // Only the provinces are asked for until one is chosen; canton and district wait, disabled.
    await waitFor(() => expect(bodies()).toEqual([{ level: 'province' }]));
    expect(screen.getByTestId('loc-canton').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('loc-district').getAttribute('aria-disabled')).toBe('true');

    await choose('province', 'San José');
    await choose('canton', 'Tarrazú');
    await choose('district', 'San Marcos');
    expect(latest).toEqual({ provinceCode: '1', cantonCode: '105', districtCode: '10501' });
    expect(bodies()).toEqual([
      { level: 'province' },
      { level: 'canton', parentCode: '1' },
      { level: 'district', parentCode: '105' },
    ]);

    await choose('province', 'Alajuela');
    expect(latest).toEqual({ provinceCode: '2', cantonCode: '', districtCode: '' });
    expect(valueOf('canton')).toBe('');
    expect(valueOf('district')).toBe('');
    expect(screen.getByTestId('loc-district').getAttribute('aria-disabled')).toBe('true');
    await choose('canton', 'Alajuela');
    expect(bodies().at(-1)).toEqual({ level: 'district', parentCode: '201' });
    expect(latest).toEqual({ provinceCode: '2', cantonCode: '201', districtCode: '' });
  });

  it('shows a stored localization once its lists arrive', async () => {
    render(<Harness initial={{ provinceCode: '1', cantonCode: '105', districtCode: '10501' }} />, {
      wrapper: Providers,
    });
    await waitFor(() => expect(screen.getByTestId('loc-district').textContent).toBe('San Marcos'));
    expect(screen.getByTestId('loc-canton').textContent).toBe('Tarrazú');
    expect(valueOf('province')).toBe('1');
  });
});
