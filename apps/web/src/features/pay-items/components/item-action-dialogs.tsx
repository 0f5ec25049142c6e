import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  InputAdornment,
} from '@mui/material';
import { isoDate, V, type EmployeePayItemDto } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../components/ui/date-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { optionalMoneyInput } from '../../../lib/money-input';
import { useFormat } from '../../../lib/use-format';
import { useDeleteEmployeePayItem } from '../api/delete-employee-pay-item';
import { useEndEmployeePayItem } from '../api/end-employee-pay-item';
import { usePayoffEmployeePayItem } from '../api/payoff-employee-pay-item';

const requiredDate = z.string({ error: V.required }).min(1, { error: V.required }).pipe(isoDate);
const note = z.string().trim().max(300, { error: V.tooLong });

const endSchema = z.object({ validTo: requiredDate, note });
type EndValues = z.input<typeof endSchema>;
const END_FIELDS = ['validTo', 'note'] as const;

/** Ends an item on a date (its last day): what a closed payroll used stays; from then on it is not deducted. */
export const EndPayItemDialog = ({
  item,
  onClose,
}: {
  item: EmployeePayItemDto | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const end = useEndEmployeePayItem();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<EndValues, unknown, z.output<typeof endSchema>>({
    resolver: zodResolver(endSchema),
    defaultValues: { validTo: todayInCostaRica(new Date()), note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (item) {
      form.reset({ validTo: todayInCostaRica(new Date()), note: '' });
      setGeneralError(null);
    }
  }, [item, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!item) return;
    try {
      await end.mutateAsync({ id: item.id, validTo: values.validTo, note: values.note || null });
      enqueueSnackbar(t('payItems.end.done', { name: item.typeName }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, END_FIELDS, form.setError))
        setGeneralError(translateError(t, error));
    }
  });
  return (
    <Dialog
      open={item !== null}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="end-item-title"
    >
      <DialogTitle id="end-item-title">{t('payItems.end.title', { name: item?.typeName ?? '' })}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <DialogContentText>{t('payItems.end.help')}</DialogContentText>
            <DateField
              control={form.control}
              name="validTo"
              required
              label={t('payItems.end.date')}
              error={Boolean(errors.validTo)}
              helperText={fieldErrorText(t, errors.validTo)}
              minDate={item?.validFrom}
              testId="end-item-date"
            />
            <TextField
              {...muiField(form.register('note'))}
              size="small"
              label={t('payItems.fields.note')}
              error={Boolean(errors.note)}
              helperText={fieldErrorText(t, errors.note) ?? t('payItems.dialog.optional')}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('payItems.end.submit')}
          submitTestId="end-item-submit"
        />
      </form>
    </Dialog>
  );
};

const payoffSchema = z.object({ date: requiredDate, amount: optionalMoneyInput, note });
type PayoffValues = z.input<typeof payoffSchema>;
const PAYOFF_FIELDS = ['date', 'amount', 'note'] as const;

/** An early payoff of a loan or an advance outside the payroll: the balance falls by the amount (all when blank). */
export const PayoffDialog = ({ item, onClose }: { item: EmployeePayItemDto | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const payoff = usePayoffEmployeePayItem();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<PayoffValues, unknown, z.output<typeof payoffSchema>>({
    resolver: zodResolver(payoffSchema),
    defaultValues: { date: todayInCostaRica(new Date()), amount: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (item) {
      form.reset({ date: todayInCostaRica(new Date()), amount: '', note: '' });
      setGeneralError(null);
    }
  }, [item, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!item) return;
    if (values.amount !== undefined && item.balance !== null && values.amount > item.balance) {
      form.setError('amount', { message: 'payItems.payoff.overBalance' });
      return;
    }
    try {
      const saved = await payoff.mutateAsync({
        id: item.id,
        date: values.date,
        amount: values.amount ?? null,
        note: values.note || null,
      });
      enqueueSnackbar(
        t('payItems.payoff.done', { name: saved.typeName, balance: format.centimos(saved.balance ?? 0) }),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, PAYOFF_FIELDS, form.setError))
        setGeneralError(translateError(t, error));
    }
  });
  return (
    <Dialog
      open={item !== null}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="payoff-title"
    >
      <DialogTitle id="payoff-title">
        {t('payItems.payoff.title', { name: item?.typeName ?? '' })}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <DialogContentText>
              {t('payItems.payoff.help', { balance: format.centimos(item?.balance ?? 0) })}
            </DialogContentText>
            <DateField
              control={form.control}
              name="date"
              required
              label={t('payItems.payoff.date')}
              error={Boolean(errors.date)}
              helperText={fieldErrorText(t, errors.date)}
              testId="payoff-date"
            />
            <TextField
              {...muiField(form.register('amount'))}
              size="small"
              label={t('payItems.payoff.amount')}
              error={Boolean(errors.amount)}
              helperText={fieldErrorText(t, errors.amount) ?? t('payItems.payoff.amountHelp')}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
                htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'payoff-amount' },
              }}
            />
            <TextField
              {...muiField(form.register('note'))}
              size="small"
              label={t('payItems.fields.note')}
              error={Boolean(errors.note)}
              helperText={fieldErrorText(t, errors.note) ?? t('payItems.dialog.optional')}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('payItems.payoff.submit')}
          submitTestId="payoff-submit"
        />
      </form>
    </Dialog>
  );
};

/** Deletes an item no payroll used (typed by mistake): asked first. */
export const DeletePayItemDialog = ({
  item,
  onClose,
}: {
  item: EmployeePayItemDto | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteEmployeePayItem();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [item]);
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      enqueueSnackbar(t('payItems.delete.done', { name: item.typeName }), { variant: 'success' });
      onClose();
    } catch (err) {
      setError(translateError(t, err));
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('payItems.delete.title', { name: item?.typeName ?? '' })}
      description={t('payItems.delete.help')}
      confirmLabel={t('payItems.delete.submit')}
      onConfirm={() => void confirm()}
      onClose={onClose}
      pending={remove.isPending}
      error={error}
      testId="delete-item"
    />
  );
};
