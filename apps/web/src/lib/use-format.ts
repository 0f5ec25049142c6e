import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { payrollName, type CountUnit, type MessageLanguage, type NamedPayroll } from '@planilla/contracts';
import {
  formatCentimos,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatQuantity,
  formatRate,
  formatService,
} from './format';
import { toLanguage } from './settings';

/** The format functions bound to the interface language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      /** The language of the contracts' catalogues (payslip, documents): `es` or `en`. */
      catalogue: (language === 'cr' ? 'es' : 'en') as MessageLanguage,
      number: (value: number, fractionDigits?: number) => formatNumber(value, language, fractionDigits),
      money: (colones: number) => formatMoney(colones, language),
      centimos: (centimos: number | bigint) => formatCentimos(centimos, language),
      /** A quantity with its unit, singular or plural (`1 día`, `0,03 h`). */
      quantity: (value: number, unit: CountUnit | null) => formatQuantity(value, unit, language),
      /** A length of service with its plurals (`1 mes y 1 día`). */
      service: (value: { years: number; months: number; days: number }) => formatService(value, language),
      rate: (value: number | null) => formatRate(value, language),
      /** A payroll's one name (`Planilla quincenal 22`), with its dates when asked. */
      payroll: (p: NamedPayroll, options?: { withPeriod?: boolean }) =>
        payrollName(p, language === 'cr' ? 'es' : 'en', options),
      date: (value: string | Date) => formatDate(value, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
      longDate: (value: string | Date) => formatLongDate(value, language),
      month: (month: string) => formatMonth(month, language),
    }),
    [language],
  );
};
