import type { PayPeriodicity } from './employees';
import type { MessageLanguage } from './error-messages';
import { formatDate } from './format';
import type { PayrollKind } from './payroll-runs';

/**
 * A payroll's one display name, on every screen, PDF and e-mail: `Planilla quincenal 22` /
 * `Fortnightly payroll 22`; the aguinaldo's and a settlement's by their kind. With `withPeriod`, its dates
 * follow (`Planilla quincenal 22 · 16/11/2026 – 30/11/2026`).
 */
const PERIODICITY_NAMES: Record<MessageLanguage, Record<PayPeriodicity, string>> = {
  es: { weekly: 'semanal', biweekly: 'bisemanal', fortnightly: 'quincenal', monthly: 'mensual' },
  en: { weekly: 'Weekly', biweekly: 'Biweekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
};

export type NamedPayroll = {
  kind?: PayrollKind | string;
  periodicity: PayPeriodicity | string;
  sequence?: number | null;
  periodStart: string;
  periodEnd: string;
  /** A settlement's employee: the settlement is named after them. */
  settlementEmployee?: { fullName: string } | null;
};

export const periodicityName = (periodicity: string, language: MessageLanguage): string =>
  PERIODICITY_NAMES[language][periodicity as PayPeriodicity] ?? periodicity;

export const payrollName = (
  p: NamedPayroll,
  language: MessageLanguage,
  options: { withPeriod?: boolean } = {},
): string => {
  const sequence = p.sequence ? ` ${p.sequence}` : '';
  const name =
    p.kind === 'aguinaldo'
      ? `${language === 'es' ? 'Aguinaldo' : 'Aguinaldo (year-end bonus)'} ${p.periodEnd.slice(0, 4)}`
      : p.kind === 'settlement' && p.settlementEmployee
        ? `${language === 'es' ? 'Liquidación' : 'Settlement'}: ${p.settlementEmployee.fullName}`
        : p.kind === 'settlement'
          ? language === 'es'
            ? `Liquidación del ${formatDate(p.periodEnd, language)}`
            : `Settlement of ${formatDate(p.periodEnd, language)}`
          : language === 'es'
            ? `Planilla ${periodicityName(p.periodicity, language)}${sequence}`
            : `${periodicityName(p.periodicity, language)} payroll${sequence}`;
  if (!options.withPeriod || (p.kind === 'settlement' && !p.settlementEmployee)) return name;
  return `${name} · ${formatDate(p.periodStart, language)} – ${formatDate(p.periodEnd, language)}`;
};
