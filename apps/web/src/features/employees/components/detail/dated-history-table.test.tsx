import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadNamespaces } from '../../../../lib/i18n';
import { DatedHistoryTable, type DatedRow } from './dated-history-table';

type Item = DatedRow & { name: string };
const row = (effectiveFrom: string, isCurrent: boolean, name: string): Item => ({
  effectiveFrom,
  isCurrent,
  name,
  reason: null,
  createdAt: '2026-01-05T15:00:00Z',
  createdBy: null,
});

beforeEach(async () => {
  await loadNamespaces(['employeeDetail'], 'cr');
  await act(() => applyLanguage('cr'));
});

describe('DatedHistoryTable', () => {
  it('lists newest first with the state of each row, its date and the history’s own columns', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DatedHistoryTable
          items={[
            row('2026-09-01', false, 'Nocturno'),
            row('2026-01-01', true, 'Diurno'),
            row('2025-01-01', false, 'Mixto'),
          ]}
          columns={[{ header: 'Horario', cell: (item) => item.name }]}
          minWidth={600}
          testId="some-history"
          rowTestId="some-row"
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('some-history')).toBeTruthy();
    expect(screen.getByTestId('some-row-0').getAttribute('data-effective-from')).toBe('2026-09-01');
    expect(screen.getByTestId('some-row-0').textContent).toContain('Nocturno');
    expect(screen.getByTestId('some-row-0').textContent).toContain(i18n.t('employeeDetail.history.upcoming'));
    expect(screen.getByTestId('some-row-1').textContent).toContain(i18n.t('employeeDetail.history.inForce'));
    expect(screen.getByTestId('some-row-2').textContent).toContain(i18n.t('employeeDetail.history.previous'));
    expect(screen.getByTestId('some-row-2').textContent).toContain(
      i18n.t('employeeDetail.history.initialRecord'),
    );
  });
});
