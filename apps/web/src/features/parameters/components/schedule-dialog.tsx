import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  EXTRA_ROUNDINGS,
  JORNADA_TYPES,
  newScheduleRequest,
  WEEKDAYS,
  type NewScheduleRequest,
  type ScheduleItem,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form';
import { useCreateSchedule, useUpdateSchedule, type NewScheduleInput } from '../api/save-schedule';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';

const FIELDS = [
  'name',
  'jornadaType',
  'hoursPerDay',
  'workingDays',
  'startTime',
  'endTime',
  'entryGraceMinutes',
  'exitGraceMinutes',
  'extraMinimumMinutes',
  'extraRounding',
] as const;
const MINUTE_FIELDS = [
  { name: 'entryGraceMinutes', max: 60 },
  { name: 'exitGraceMinutes', max: 60 },
  { name: 'extraMinimumMinutes', max: 120 },
] as const;

const EMPTY: NewScheduleRequest = {
  name: '',
  jornadaType: 'diurnal',
  hoursPerDay: 8,
  workingDays: [1, 2, 3, 4, 5],
  startTime: '08:00',
  endTime: '17:00',
  // A new schedule starts with the usual tolerances (docs/attendance.md): 5 minutes late or early, extra from 15, down to 15.
  entryGraceMinutes: 5,
  exitGraceMinutes: 5,
  extraMinimumMinutes: 15,
  extraRounding: 'down_15',
};

const valuesOf = (schedule: ScheduleItem | null): NewScheduleRequest =>
  schedule
    ? {
        name: schedule.name,
        jornadaType: schedule.jornadaType,
        hoursPerDay: schedule.hoursPerDay,
        workingDays: schedule.workingDays,
        startTime: schedule.startTime.slice(0, 5),
        endTime: schedule.endTime.slice(0, 5),
        entryGraceMinutes: schedule.entryGraceMinutes,
        exitGraceMinutes: schedule.exitGraceMinutes,
        extraMinimumMinutes: schedule.extraMinimumMinutes,
        extraRounding: schedule.extraRounding,
      }
    : EMPTY;

type ScheduleDialogProps = {
  open: boolean;
  /** The schedule to edit; null creates one. */
  schedule: ScheduleItem | null;
  onClose: () => void;
};

/** Create or edit a schedule, validated with the contract's `newScheduleRequest`; the law is checked by the server. */
export const ScheduleDialog = ({ open, schedule, onClose }: ScheduleDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [active, setActive] = useState(true);
  const form = useForm<NewScheduleRequest, unknown, NewScheduleInput>({
    resolver: zodResolver(newScheduleRequest),
    defaultValues: valuesOf(schedule),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(schedule));
      setActive(schedule?.active ?? true);
      setGeneralError(null);
    }
  }, [open, schedule, form]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const saved = schedule
        ? await update.mutateAsync({ id: schedule.id, ...values, active })
        : await create.mutateAsync(values);
      enqueueSnackbar(
        t(schedule ? 'parameters.schedules.updated' : 'parameters.schedules.created', { name: saved.name }),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'SCHEDULE_NAME_TAKEN') {
        form.setError('name', { type: 'server', message: translateError(t, error) }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setGeneralError(translateError(t, error));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">
        {schedule ? t('parameters.schedules.editTitle') : t('parameters.schedules.newTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="schedule-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                {...form.register('name')}
                label={t('parameters.schedules.fields.name')}
                size="small"
                fullWidth
                autoFocus
                error={Boolean(errors.name)}
                helperText={fieldErrorText(t, errors.name)}
                slotProps={{ htmlInput: { 'data-testid': 'schedule-name' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <Controller
                control={form.control}
                name="jornadaType"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('parameters.schedules.fields.jornadaType')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(errors.jornadaType)}
                    helperText={fieldErrorText(t, errors.jornadaType)}
                  >
                    {JORNADA_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`parameters.jornada.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="hoursPerDay"
                render={({ field }) => (
                  <TextField
                    type="number"
                    size="small"
                    fullWidth
                    label={t('parameters.schedules.fields.hoursPerDay')}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                    }
                    inputRef={field.ref}
                    error={Boolean(errors.hoursPerDay)}
                    helperText={fieldErrorText(t, errors.hoursPerDay) ?? t('parameters.schedules.hoursHelp')}
                    slotProps={{
                      htmlInput: { step: 0.25, min: 0.25, max: 12, 'data-testid': 'schedule-hours' },
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                {...form.register('startTime')}
                type="time"
                size="small"
                fullWidth
                label={t('parameters.schedules.fields.startTime')}
                error={Boolean(errors.startTime)}
                helperText={fieldErrorText(t, errors.startTime)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-start' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                {...form.register('endTime')}
                type="time"
                size="small"
                fullWidth
                label={t('parameters.schedules.fields.endTime')}
                error={Boolean(errors.endTime)}
                helperText={fieldErrorText(t, errors.endTime)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-end' } }}
              />
            </Grid>
            {MINUTE_FIELDS.map(({ name, max }) => (
              <Grid key={name} size={{ xs: 6, sm: 3 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <TextField
                      type="number"
                      size="small"
                      fullWidth
                      label={t(`parameters.schedules.fields.${name}`)}
                      value={field.value === undefined || Number.isNaN(field.value) ? '' : field.value}
                      onChange={(event) =>
                        field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                      }
                      inputRef={field.ref}
                      error={Boolean(errors[name])}
                      helperText={fieldErrorText(t, errors[name])}
                      slotProps={{ htmlInput: { step: 1, min: 0, max, 'data-testid': `schedule-${name}` } }}
                    />
                  )}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 6, sm: 3 }}>
              <Controller
                control={form.control}
                name="extraRounding"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('parameters.schedules.fields.extraRounding')}
                    value={field.value ?? 'none'}
                    onChange={field.onChange}
                    error={Boolean(errors.extraRounding)}
                    helperText={fieldErrorText(t, errors.extraRounding)}
                  >
                    {EXTRA_ROUNDINGS.map((r) => (
                      <MenuItem key={r} value={r}>
                        {t(`parameters.schedules.rounding.${r}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Typography variant="caption" color="text.secondary">
                {t('parameters.schedules.tolerancesHelp')}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Controller
                control={form.control}
                name="workingDays"
                render={({ field }) => (
                  <FormControl error={Boolean(errors.workingDays)} component="fieldset">
                    <FormLabel component="legend">{t('parameters.schedules.fields.workingDays')}</FormLabel>
                    <FormGroup row>
                      {WEEKDAYS.map((day) => (
                        <FormControlLabel
                          key={day}
                          label={t(`parameters.weekdays.${day}`)}
                          control={
                            <Checkbox
                              size="small"
                              checked={field.value.includes(day)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, day].sort((a, b) => a - b)
                                    : field.value.filter((d) => d !== day),
                                )
                              }
                              slotProps={{
                                input: {
                                  'data-testid': `schedule-day-${day}`,
                                } as React.InputHTMLAttributes<HTMLInputElement>,
                              }}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {errors.workingDays && (
                      <FormHelperText>
                        {fieldErrorText(t, errors.workingDays as never) ?? t('validation.workingDays')}
                      </FormHelperText>
                    )}
                  </FormControl>
                )}
              />
            </Grid>
            {schedule && (
              <Grid size={{ xs: 12 }}>
                <FormControlLabel
                  control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
                  label={t('parameters.schedules.fields.active')}
                />
              </Grid>
            )}
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('parameters.schedules.save')}
          submitTestId="schedule-submit"
        />
      </form>
    </Dialog>
  );
};
