import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { activateRequest, isoDate, V, type EmployeeDetail } from '@planilla/contracts';
import { addDays, parseColones, todayInCostaRica } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import { useExitTypes } from '../../api/catalogs';
import { useActivateEmployee, useInactivateEmployee } from '../../api/status';
import { optionalMoneyInput } from '../../../../lib/money-input';
import { useWarningText } from './use-warning-text';
import { DateField } from '../../../../components/ui/date-field';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';

/**
 * What the dialog does, from the employee's status: an active employee is suspended or exits; a
 * suspended one comes back (or exits); one who exited re-enters with a new period.
 */
export type StatusAction = 'inactivate' | 'exit' | 'activate' | 'reenter';

export const statusActionsOf = (status: EmployeeDetail['status']): StatusAction[] =>
  status === 'active' ? ['inactivate'] : status === 'inactive' ? ['activate', 'exit'] : ['reenter'];

const reason = activateRequest.shape.reason;

/**
 * One schema for every case, checked by `kind`: a suspension and an activation need the reason; an exit
 * also its date and type; a re-entry its date (after the last exit) and, optionally, the new salary.
 */
export const statusFormSchema = z
  .object({
    kind: z.enum(['suspension', 'exit', 'activate', 'reenter']),
    reason: z.string(),
    exitDate: z.string(),
    exitTypeId: z.string(),
    entryDate: z.string(),
    salary: z.string(),
    /** The last exit date, for the re-entry's check. */
    lastExit: z.string().nullable(),
  })
  .superRefine((values, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const checked = reason.safeParse(values.reason);
    if (!checked.success) problem('reason', checked.error.issues[0]?.message ?? V.required);
    if (values.kind === 'exit') {
      if (!values.exitDate) problem('exitDate', V.required);
      else if (!isoDate.safeParse(values.exitDate).success) problem('exitDate', V.invalidDate);
      if (!values.exitTypeId) problem('exitTypeId', V.required);
    }
    if (values.kind === 'reenter') {
      if (!values.entryDate) problem('entryDate', V.required);
      else if (!isoDate.safeParse(values.entryDate).success) problem('entryDate', V.invalidDate);
      else if (values.lastExit && values.entryDate <= values.lastExit)
        problem('entryDate', V.reentryNotAfterExit);
      const salary = optionalMoneyInput.safeParse(values.salary);
      if (!salary.success) problem('salary', salary.error.issues[0]?.message ?? V.invalidNumber);
    }
  });
type FormValues = z.input<typeof statusFormSchema>;
type Kind = FormValues['kind'];

const FIELDS = ['reason', 'exitDate', 'exitTypeId', 'entryDate', 'salary'] as const;

const defaults = (action: StatusAction, lastExit: string | null): FormValues => {
  const today = todayInCostaRica(new Date());
  const firstReentry = lastExit ? addDays(lastExit, 1) : today;
  return {
    kind:
      action === 'inactivate'
        ? 'suspension'
        : action === 'exit'
          ? 'exit'
          : action === 'reenter'
            ? 'reenter'
            : 'activate',
    reason: '',
    exitDate: today,
    exitTypeId: '',
    entryDate: today < firstReentry ? firstReentry : today,
    salary: '',
    lastExit,
  };
};

type StatusDialogProps = {
  open: boolean;
  action: StatusAction;
  employee: EmployeeDetail;
  onClose: () => void;
};

/** Inactivate (suspension or exit) or activate (end of a suspension, or re-entry) with the required reason. */
export const StatusDialog = ({ open, action, employee, onClose }: StatusDialogProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const exitTypes = useExitTypes();
  const activate = useActivateEmployee();
  const inactivate = useInactivateEmployee();
  const warningText = useWarningText();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const lastExit = employee.status === 'exited' ? employee.exitDate : null;
  const form = useForm<FormValues>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: defaults(action, lastExit),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');

  useEffect(() => {
    if (open) {
      form.reset(defaults(action, lastExit));
      setGeneralError(null);
    }
  }, [open, action, lastExit, form]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const num_empleado = employee.num_empleado;
    const text = values.reason.trim();
    try {
      if (values.kind === 'suspension' || values.kind === 'exit') {
        await inactivate.mutateAsync(
          values.kind === 'exit'
            ? { num_empleado, reason: text, exitDate: values.exitDate, exitTypeId: Number(values.exitTypeId) }
            : { num_empleado, reason: text },
        );
      } else {
        const salary = values.kind === 'reenter' && values.salary.trim() ? parseColones(values.salary) : null;
        const result = await activate.mutateAsync(
          values.kind === 'reenter'
            ? {
                num_empleado,
                reason: text,
                entryDate: values.entryDate,
                ...(salary !== null ? { salary } : {}),
              }
            : { num_empleado, reason: text },
        );
        for (const warning of result.warnings)
          enqueueSnackbar(warningText(warning), { variant: 'warning', autoHideDuration: 9000 });
      }
      enqueueSnackbar(t(`employeeDetail.status.done.${values.kind}`, { name: employee.fullName }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const inactivating = action === 'inactivate' || action === 'exit';
  const title = t(`employeeDetail.status.titles.${action}`, { name: employee.fullName });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="status-title">
      <DialogTitle id="status-title">{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="status-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Alert severity={inactivating ? 'warning' : 'info'} variant="outlined" sx={{ mb: 2.5 }}>
            {t(`employeeDetail.status.help.${kind}`)}
          </Alert>
          <Grid container spacing={2.5}>
            {action === 'inactivate' && (
              <Grid size={{ xs: 12 }}>
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <FormControl>
                      <FormLabel id="status-kind">{t('employeeDetail.status.kind')}</FormLabel>
                      <RadioGroup
                        row
                        aria-labelledby="status-kind"
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value as Kind)}
                      >
                        <FormControlLabel
                          value="suspension"
                          control={<Radio data-testid="status-kind-suspension" />}
                          label={t('employeeDetail.status.kinds.suspension')}
                        />
                        <FormControlLabel
                          value="exit"
                          control={<Radio data-testid="status-kind-exit" />}
                          label={t('employeeDetail.status.kinds.exit')}
                        />
                      </RadioGroup>
                    </FormControl>
                  )}
                />
              </Grid>
            )}
            {kind === 'exit' && (
              <>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <DateField
                    control={form.control}
                    name="exitDate"
                    required
                    label={t('employeeDetail.status.fields.exitDate')}
                    error={Boolean(errors.exitDate)}
                    helperText={fieldErrorText(t, errors.exitDate) ?? t('employeeDetail.status.exitDateHelp')}
                    minDate={employee.entryDate}
                    testId="status-exit-date"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <Controller
                    control={form.control}
                    name="exitTypeId"
                    render={({ field }) => (
                      <TextField
                        select
                        required
                        label={t('employeeDetail.status.fields.exitType')}
                        value={exitTypes.data ? field.value : ''}
                        onChange={field.onChange}
                        inputRef={field.ref}
                        error={Boolean(errors.exitTypeId)}
                        helperText={
                          fieldErrorText(t, errors.exitTypeId) ??
                          (() => {
                            const chosen = exitTypes.data?.find((item) => String(item.id) === field.value);
                            if (!chosen) return ' ';
                            return chosen.employerLiability
                              ? t('employeeDetail.status.withLiability')
                              : t('employeeDetail.status.withoutLiability');
                          })()
                        }
                        slotProps={{
                          select: {
                            SelectDisplayProps: {
                              'data-testid': 'status-exit-type',
                            } as React.HTMLAttributes<HTMLDivElement>,
                          },
                        }}
                      >
                        {(exitTypes.data ?? []).map((item) => (
                          <MenuItem key={item.id} value={String(item.id)}>
                            {item.name}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              </>
            )}
            {kind === 'reenter' && (
              <>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <DateField
                    control={form.control}
                    name="entryDate"
                    required
                    label={t('employeeDetail.status.fields.entryDate')}
                    error={Boolean(errors.entryDate)}
                    helperText={
                      fieldErrorText(t, errors.entryDate) ??
                      (lastExit
                        ? t('employeeDetail.status.entryDateHelp', { date: format.date(lastExit) })
                        : ' ')
                    }
                    minDate={lastExit ? addDays(lastExit, 1) : undefined}
                    testId="status-entry-date"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    {...muiField(form.register('salary'))}
                    label={t('employeeDetail.status.fields.salary')}
                    error={Boolean(errors.salary)}
                    helperText={fieldErrorText(t, errors.salary) ?? t('employeeDetail.status.salaryHelp')}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
                      htmlInput: {
                        inputMode: 'decimal',
                        autoComplete: 'off',
                        'data-testid': 'status-salary',
                      },
                    }}
                  />
                </Grid>
              </>
            )}
            <Grid size={{ xs: 12 }}>
              <TextField
                {...muiField(form.register('reason'))}
                required
                multiline
                minRows={2}
                autoFocus
                label={t('employeeDetail.status.fields.reason')}
                error={Boolean(errors.reason)}
                helperText={fieldErrorText(t, errors.reason) ?? t(`employeeDetail.status.reasonHelp.${kind}`)}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'status-reason' } }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t(`employeeDetail.status.confirm.${kind}`)}
          submitTestId="status-submit"
          submitColor={inactivating ? 'error' : 'success'}
        />
      </form>
    </Dialog>
  );
};
