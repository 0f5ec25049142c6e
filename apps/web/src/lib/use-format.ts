import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentimos, formatDate, formatDateTime, formatLongDate, formatMoney, formatMonth, formatNumber } from './format';
import { toLanguage } from './settings';

/** The format functions bound to the interface language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      number: (value: number, fractionDigits?: number) => formatNumber(value, language, fractionDigits),
      money: (colones: number) => formatMoney(colones, language),
      centimos: (centimos: number | bigint) => formatCentimos(centimos, language),
      date: (value: string | Date) => formatDate(value, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
      longDate: (value: string | Date) => formatLongDate(value, language),
      month: (month: string) => formatMonth(month, language),
    }),
    [language],
  );
};
