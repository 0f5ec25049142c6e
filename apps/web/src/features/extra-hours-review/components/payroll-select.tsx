import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { PayrollItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/use-format';
import { useOpenPayrolls } from '../api/queries';

/** Minutes as hours and minutes (`1:30`). */
export const hoursOf = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The payroll the screen works on, kept in the address (`?payroll=`): the newest open payroll when none is
 * given. Answers the chosen payroll (or null while none).
 */
export const usePayrollParam = (): {
  payroll: PayrollItem | null;
  payrolls: PayrollItem[];
  loading: boolean;
} => {
  const [params, setParams] = useSearchParams();
  const payrolls = useOpenPayrolls();
  const list = payrolls.data ?? [];
  const asked = Number(params.get('payroll'));
  const chosen =
    list.find((p) => p.payrollId === asked) ?? list.find((p) => p.status !== 'paid') ?? list[0] ?? null;
  useEffect(() => {
    if (chosen && chosen.payrollId !== asked)
      setParams(
        (current) => {
          current.set('payroll', String(chosen.payrollId));
          return current;
        },
        { replace: true },
      );
  }, [chosen, asked, setParams]);
  return { payroll: chosen, payrolls: list, loading: payrolls.isLoading };
};

export const PayrollSelect = ({
  payroll,
  payrolls,
}: {
  payroll: PayrollItem | null;
  payrolls: PayrollItem[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [, setParams] = useSearchParams();
  return (
    <TextField
      select
      size="small"
      label={t('extraHoursReview.payroll')}
      value={payroll?.payrollId ?? ''}
      onChange={(event) =>
        setParams((current) => {
          current.set('payroll', String(event.target.value));
          return current;
        })
      }
      sx={{ minWidth: 320 }}
      slotProps={{ htmlInput: { 'data-testid': 'payroll-select' } }}
    >
      {payrolls.map((p) => (
        <MenuItem key={p.payrollId} value={p.payrollId}>
          {format.payroll(p, { withPeriod: true })} · {t(`extraHoursReview.status.${p.status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
