import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  abilityRulesFor,
  type AnalyticPayrollResponse,
  type AttentionItem,
  type Role,
} from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { AttentionCard } from './attention-card';
import { PayrollCostCharts } from './payroll-cost-charts';

const wrap = (role: Role, node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <AbilityContext.Provider value={buildAbility(abilityRulesFor(role))}>
        <MemoryRouter>{node}</MemoryRouter>
      </AbilityContext.Provider>
    </I18nextProvider>,
  );

const ITEM: AttentionItem = {
  id: 'vouchers-7',
  kind: 'vouchers_failed',
  severity: 'error',
  count: 2,
  payrollId: 7,
  periodicity: 'fortnightly',
  payDate: '2026-11-13',
  payroll: {
    kind: 'regular',
    periodicity: 'fortnightly',
    sequence: 21,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-15',
  },
  employeeNumber: null,
  filing: null,
  dueDate: null,
  screen: 'pay_documents',
  fixAbility: { action: 'update', subject: 'PostPayroll' },
};

const month = (m: string, gross: number) => ({
  month: m,
  payrolls: 2,
  gross,
  deductions: 100,
  net: gross - 100,
  employerCharges: 5_000,
  provisions: 1_000,
  employerCost: gross + 6_000,
  headcount: 3,
  previousMonthCost: null,
  lastYearCost: null,
  changeVsPreviousMonth: null,
  changeVsLastYear: null,
});
const DATA: AnalyticPayrollResponse = {
  from: '2026-10',
  to: '2026-11',
  months: [month('2026-10', 123_456_789), month('2026-11', 100_000)],
  byPeriodicity: [],
  byDepartment: [],
  totals: {
    gross: 0,
    deductions: 0,
    net: 0,
    employerCharges: 0,
    provisions: 0,
    employerCost: 0,
    headcount: 3,
  },
};

beforeAll(async () => {
  await loadNamespaces(['analytics']);
  await applyLanguage('cr');
});

describe('AttentionCard', () => {
  it('offers the fix to a role that may fix it, and only a view to the auditor', () => {
    const manager = wrap('payroll_manager', <AttentionCard items={[ITEM]} />);
    const fix = screen.getByRole('link', { name: /^Resolver: Comprobantes que no se pudieron enviar: 2/ });
    // The payroll by its one name (contracts' payrollName), as on every other screen.
    expect(screen.getByText(/Planilla quincenal 21 \(pago 13\/11\/2026\)/)).toBeTruthy();
    expect(fix.getAttribute('href')).toBe('/payroll/postpayroll/paydocument?payroll=7');
    manager.unmount();
    wrap('auditor', <AttentionCard items={[ITEM]} />);
    expect(screen.queryByRole('link', { name: /^Resolver/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Ver:/ })).toBeTruthy();
  });

  it('links a company without an RT policy to the policy card, the fix for who manages parameters', () => {
    const missing: AttentionItem = {
      ...ITEM,
      id: 'rt-policy-missing',
      kind: 'rt_policy_missing',
      severity: 'warning',
      count: 0,
      payrollId: null,
      periodicity: null,
      payDate: null,
      payroll: null,
      screen: 'rt_policy',
      fixAbility: { action: 'manage', subject: 'Parameter' },
    };
    wrap('payroll_manager', <AttentionCard items={[missing]} />);
    const fix = screen.getByRole('link', {
      name: /^Resolver: La empresa no tiene póliza de riesgos del trabajo/,
    });
    expect(fix.getAttribute('href')).toBe('/payroll/parameters/payrollcalendar/list#rt-policy');
  });
});

describe('PayrollCostCharts', () => {
  it("shows a chart's figures as a table in es-CR money", () => {
    wrap('auditor', <PayrollCostCharts data={DATA} />);
    const card = screen.getByTestId('chart-payroll-cost');
    fireEvent.click(within(card).getByRole('button', { name: 'Tabla' }));
    const table = within(card).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Salario bruto' })).toBeTruthy();
    expect(within(table).getByText(/1\s?234\s?567,89/)).toBeTruthy();
  });
});

describe('AttentionCard filings', () => {
  it("cites a filing's source in the interface language", async () => {
    const filing: AttentionItem = {
      ...ITEM,
      id: 'filing-hacienda',
      kind: 'filing_due',
      severity: 'info',
      filing: {
        kind: 'hacienda_withholding',
        month: '2026-11',
        confirmed: true,
        source:
          'Hacienda, declaración mensual de retenciones D-103: primeros 15 días naturales del mes siguiente (Decreto 18445-H)',
      },
      dueDate: '2026-12-15',
      screen: 'statutory_reports',
      fixAbility: { action: 'read', subject: 'Report' },
    };
    await loadNamespaces(['analytics'], 'en');
    await applyLanguage('en');
    try {
      wrap('payroll_manager', <AttentionCard items={[filing]} />);
      expect(screen.getByText(/monthly withholding return D-103/)).toBeTruthy();
      expect(screen.queryByText(/primeros 15 días naturales/)).toBeNull();
    } finally {
      await applyLanguage('cr');
    }
  });
});
