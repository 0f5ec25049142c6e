import { Alert, AlertTitle, Box } from '@mui/material';
import type { CalculationState } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

type SettlementState = NonNullable<CalculationState['settlement']>;

/** On the calculation screen: whose settlement the payroll is, its exit, and the regular payrolls still open. */
export const SettlementBanner = ({ info }: { info: SettlementState }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Alert severity={info.openPayrolls.length > 0 ? 'warning' : 'info'} data-testid="settlement-banner">
      <AlertTitle>
        {t('payrollCalculation.settlement.title', { name: info.fullName, num: info.num_empleado })}
      </AlertTitle>
      {t('payrollCalculation.settlement.explain', { date: f.date(info.exitDate), type: info.exitTypeName })}
      {info.openPayrolls.length > 0 && (
        <Box sx={{ mt: 1 }}>
          {t('payrollCalculation.settlement.open', { count: info.openPayrolls.length })}
          {info.openPayrolls.slice(0, 6).map((p) => (
            <div key={p.payrollId}>
              {f.payroll(p, { withPeriod: true })} ·{' '}
              {t(`payrollCalculation.status.${p.status}`, { defaultValue: p.status })}
            </div>
          ))}
        </Box>
      )}
    </Alert>
  );
};
