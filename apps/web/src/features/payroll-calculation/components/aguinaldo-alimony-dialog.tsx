import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  InputAdornment,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { employeeNumber, V, type AguinaldoAlimonyItem } from '@planilla/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { centimosToInput, moneyInput } from '../../../lib/money-input';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useAguinaldoAlimony, useSaveAguinaldoAlimony } from '../api/payroll-calculation';

/**
 * The form of one alimony order: the employee number and the amount as typed (text), the court file and a note.
 * The amount is read in colones by the shared money parser and sent in céntimos; removing is the row's button
 * (amount 0), so the form asks for an amount above zero.
 */
export const alimonyFormSchema = z.object({
  num_empleado: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .regex(/^\d+$/, { error: V.invalidNumber })
    .transform(Number)
    .pipe(employeeNumber),
  amount: moneyInput,
  courtFile: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(60, { error: V.tooLong }),
  note: z.string().trim().max(300, { error: V.tooLong }),
});
export type AlimonyFormValues = z.input<typeof alimonyFormSchema>;
type AlimonyFormOutput = z.output<typeof alimonyFormSchema>;

const FIELDS = ['num_empleado', 'amount', 'courtFile', 'note'] as const;
const EMPTY: AlimonyFormValues = { num_empleado: '', amount: '', courtFile: '', note: '' };

/** A saved order → the form's text, to change it (the amount written with the language's decimal mark). */
export const alimonyToForm = (item: AguinaldoAlimonyItem, decimalMark = ','): AlimonyFormValues => ({
  num_empleado: String(item.num_empleado),
  amount: centimosToInput(item.amount, decimalMark),
  courtFile: item.courtFile,
  note: item.note ?? '',
});

/**
 * "Pensiones alimentarias": the court-ordered alimony withheld from the aguinaldo of a year (the only deduction
 * the law allows on it), and adding, changing or removing one. Saving leaves the aguinaldo to be recalculated.
 */
export const AguinaldoAlimonyDialog = ({
  year,
  canEdit,
  onClose,
}: {
  year: number;
  canEdit: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  const alimony = useAguinaldoAlimony(year);
  const save = useSaveAguinaldoAlimony();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<AlimonyFormValues, unknown, AlimonyFormOutput>({
    resolver: zodResolver(alimonyFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || save.isPending;

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const { item } = await save.mutateAsync({
        year,
        num_empleado: values.num_empleado,
        amount: values.amount,
        courtFile: values.courtFile,
        note: values.note || null,
      });
      notify(
        t('payrollCalculation.aguinaldo.alimony.saved', {
          name: item?.fullName ?? `#${values.num_empleado}`,
        }),
        'success',
      );
      form.reset(EMPTY);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const remove = (item: AguinaldoAlimonyItem) => {
    setGeneralError(null);
    save.mutate(
      { year, num_empleado: item.num_empleado, amount: 0 },
      {
        onSuccess: () =>
          notify(t('payrollCalculation.aguinaldo.alimony.removed', { name: item.fullName }), 'success'),
        onError: (error) => setGeneralError(translateError(t, error)),
      },
    );
  };

  const rows = alimony.data ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="aguinaldo-alimony-title"
      data-testid="aguinaldo-alimony-dialog"
    >
      <DialogTitle id="aguinaldo-alimony-title">
        {t('payrollCalculation.aguinaldo.alimony.title', { year })}
      </DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('payrollCalculation.aguinaldo.alimony.help')}
        </Alert>
        {generalError && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setGeneralError(null)}>
            {generalError}
          </Alert>
        )}
        {alimony.isLoading && <LinearProgress sx={{ mb: 2 }} />}
        {alimony.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateError(t, alimony.error)}
          </Alert>
        )}
        {alimony.data && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('payrollCalculation.aguinaldo.alimony.none')}
          </Typography>
        )}
        {rows.length > 0 && (
          <Table
            size="small"
            sx={{ mb: 3 }}
            aria-label={t('payrollCalculation.aguinaldo.alimony.open')}
            data-testid="alimony-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('payrollCalculation.columns.number')}</TableCell>
                <TableCell>{t('payrollCalculation.columns.name')}</TableCell>
                <TableCell align="right">{t('payrollCalculation.aguinaldo.alimony.amount')}</TableCell>
                <TableCell>{t('payrollCalculation.aguinaldo.alimony.courtFile')}</TableCell>
                <TableCell>{t('payrollCalculation.aguinaldo.alimony.note')}</TableCell>
                {canEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.num_empleado} data-testid={`alimony-row-${a.num_empleado}`}>
                  <TableCell>{a.num_empleado}</TableCell>
                  <TableCell>{a.fullName}</TableCell>
                  <TableCell align="right">{f.centimos(a.amount)}</TableCell>
                  <TableCell>{a.courtFile}</TableCell>
                  <TableCell sx={{ fontSize: 12, color: 'text.secondary' }}>{a.note ?? ''}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('payrollCalculation.aguinaldo.alimony.edit', { name: a.fullName })}
                        disabled={busy}
                        onClick={() => {
                          setGeneralError(null);
                          form.reset(alimonyToForm(a, f.language === 'en' ? '.' : ','));
                        }}
                        data-testid={`alimony-edit-${a.num_empleado}`}
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('payrollCalculation.aguinaldo.alimony.remove', { name: a.fullName })}
                        disabled={busy}
                        onClick={() => remove(a)}
                        data-testid={`alimony-remove-${a.num_empleado}`}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canEdit && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            data-testid="alimony-form"
          >
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('payrollCalculation.aguinaldo.alimony.formTitle')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...muiField(form.register('num_empleado'))}
                  type="number"
                  required
                  fullWidth
                  size="small"
                  label={t('payrollCalculation.aguinaldo.alimony.employee')}
                  error={Boolean(errors.num_empleado)}
                  helperText={fieldErrorText(t, errors.num_empleado)}
                  slotProps={{
                    htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'data-testid': 'alimony-employee' },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...muiField(form.register('amount'))}
                  required
                  fullWidth
                  size="small"
                  label={t('payrollCalculation.aguinaldo.alimony.amount')}
                  error={Boolean(errors.amount)}
                  helperText={
                    fieldErrorText(t, errors.amount) ?? t('payrollCalculation.aguinaldo.alimony.amountHelp')
                  }
                  slotProps={{
                    input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
                    htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'alimony-amount' },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...muiField(form.register('courtFile'))}
                  required
                  fullWidth
                  size="small"
                  label={t('payrollCalculation.aguinaldo.alimony.courtFile')}
                  error={Boolean(errors.courtFile)}
                  helperText={
                    fieldErrorText(t, errors.courtFile) ??
                    t('payrollCalculation.aguinaldo.alimony.courtFileHelp')
                  }
                  slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'alimony-court-file' } }}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <TextField
                  {...muiField(form.register('note'))}
                  fullWidth
                  size="small"
                  label={t('payrollCalculation.aguinaldo.alimony.note')}
                  error={Boolean(errors.note)}
                  helperText={
                    fieldErrorText(t, errors.note) ?? t('payrollCalculation.aguinaldo.alimony.optional')
                  }
                  slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'alimony-note' } }}
                />
              </Grid>
            </Grid>
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                color="secondary"
                disabled={busy}
                onClick={() => {
                  setGeneralError(null);
                  form.reset(EMPTY);
                }}
              >
                {t('payrollCalculation.aguinaldo.alimony.clear')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                data-testid="alimony-submit"
                startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {t('payrollCalculation.aguinaldo.alimony.save')}
              </Button>
            </Stack>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="aguinaldo-alimony-close">
          {t('payrollCalculation.closeDialog')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
