import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import type { AttendanceDayItem } from '@planilla/contracts';
import { parseColones } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { centimosToInput } from '../../../lib/money-input';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useAttendancePayrolls, useWriteDays } from '../api/daily-register';

type Props = { row: AttendanceDayItem; code: '+' | '-'; onClose: () => void };

/**
 * An additional payment (+) or a deduction (−) on one day: the amount in colones, its reason, and optionally
 * the closed payroll it corrects (a closed payroll never changes: corrections go forward).
 */
export const AmountDialog = ({ row, code, onClose }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const write = useWriteDays();
  const payrolls = useAttendancePayrolls();
  const current = payrolls.data?.find((p) => p.payrollId === row.payrollId);
  const closed = (payrolls.data ?? [])
    .filter((p) => p.status === 'paid' && current && p.periodEnd < current.periodStart)
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart));
  const [corrects, setCorrects] = useState<number | ''>(row.correctsPayrollId ?? '');
  const [amount, setAmount] = useState(row.amount === null ? '' : centimosToInput(row.amount));
  const [reason, setReason] = useState(row.amountReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const centimos = parseColones(amount);
  const submit = async () => {
    setError(null);
    if (centimos === null || centimos <= 0) return setError(t('validation.invalidNumber'));
    if (!reason.trim()) return setError(t('validation.required'));
    try {
      await write.mutateAsync({
        payrollId: row.payrollId,
        items: [
          {
            num_empleado: row.num_empleado,
            date: row.date,
            code,
            amount: centimos,
            amountReason: reason.trim(),
            ...(corrects !== '' ? { correctsPayrollId: corrects } : {}),
            ...(row.entryTime && row.exitTime ? { entryTime: row.entryTime, exitTime: row.exitTime } : {}),
          },
        ],
      });
      enqueueSnackbar(t('dailyRegister.saved', { count: 1 }), { variant: 'success' });
      onClose();
    } catch (err) {
      setError(translateError(t, err));
    }
  };
  return (
    <Dialog
      open
      onClose={() => !write.isPending && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="amount-title"
    >
      <DialogTitle id="amount-title">
        {t(`dailyRegister.amount.title${code === '+' ? 'Plus' : 'Minus'}`, { name: row.fullName })}
      </DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        data-testid="amount-form"
      >
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextField
                autoFocus
                size="small"
                fullWidth
                label={t('dailyRegister.fields.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'amount-value', inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                size="small"
                fullWidth
                label={t('dailyRegister.fields.amountReason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'amount-reason', maxLength: 200 } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                select
                size="small"
                fullWidth
                label={t('dailyRegister.fields.correctsPayroll')}
                helperText={t('dailyRegister.amount.correctsHelp')}
                value={corrects}
                onChange={(e) => setCorrects(e.target.value === '' ? '' : Number(e.target.value))}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'amount-corrects' } as object } }}
              >
                <MenuItem value="">{t('dailyRegister.amount.correctsNone')}</MenuItem>
                {closed.map((p) => (
                  <MenuItem key={p.payrollId} value={p.payrollId}>
                    {t('dailyRegister.amount.correctsOption', {
                      id: p.payrollId,
                      from: format.date(p.periodStart),
                      to: format.date(p.periodEnd),
                    })}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={write.isPending}
          submitLabel={t('dailyRegister.actions.save')}
          submitTestId="amount-submit"
        />
      </form>
    </Dialog>
  );
};
