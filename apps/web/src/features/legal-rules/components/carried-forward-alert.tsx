import { Alert, AlertTitle, Box } from '@mui/material';
import type { LegalRuleInterval, LegalRulesResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';

/** The words of the yearly values carried past their year (the same data as the payslip's warning). */
export const CarriedForwardAlert = ({ data }: { data: LegalRulesResponse }) => {
  const { t } = useTranslation();
  const carried = data.intervals.filter(
    (interval): interval is Extract<LegalRuleInterval, { table: 'salaryTax' | 'minimumWage' }> =>
      interval.carriedForward && (interval.table === 'salaryTax' || interval.table === 'minimumWage'),
  );
  if (carried.length === 0) return null;
  const appliedTo = data.today.slice(0, 4);
  return (
    <Alert severity="warning" data-testid="legal-carried-forward">
      <AlertTitle>{t('legalRules.carriedTitle')}</AlertTitle>
      {carried.map((interval) => (
        <Box key={interval.table}>
          {t(`legalRules.carried.${interval.table}`, {
            year: interval.effectiveFrom.slice(0, 4),
            decree: interval.decree ?? '—',
            appliedTo,
          })}
        </Box>
      ))}
    </Alert>
  );
};
