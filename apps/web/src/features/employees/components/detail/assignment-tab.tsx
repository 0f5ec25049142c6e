import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { scheduleLocationRequest, type AssignmentItem, type EmployeeDetail } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../../components/ui/date-field';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import { useUpdateAssignment } from '../../api/assignment';
import { useAssignmentHistory } from '../../api/assignment-history';
import { useDepartments, useLocations, useOccupations, useScheduleOptions } from '../../api/catalogs';
import { changeDateBounds } from './dated-change';
import { requiredDate } from './dates';
import { QueryState, SectionCard } from './detail-parts';
import { AssignmentHistoryTable } from './assignment-history';
import { AssignmentFacts, hhmm } from './assignment-facts';

const NONE = 'none';

const formSchema = z.object({
  scheduleId: z.string(),
  locationId: z.string(),
  departmentId: z.string(),
  occupationId: z.string(),
  effectiveFrom: requiredDate,
  reason: scheduleLocationRequest.shape.reason,
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = [
  'scheduleId',
  'locationId',
  'departmentId',
  'occupationId',
  'effectiveFrom',
  'reason',
] as const;

const idText = (id: number | null) => (id === null ? NONE : String(id));
const idOf = (text: string) => (text === NONE ? null : Number(text));

/** The assignment a change starts from: the newest row of the history (it may be scheduled), else the employee. */
const startingPoint = (employee: EmployeeDetail, last: AssignmentItem | undefined) => ({
  scheduleId: String(last?.scheduleId ?? employee.scheduleId),
  locationId: idText(last ? last.locationId : employee.locationId),
  departmentId: idText(last ? last.departmentId : employee.departmentId),
  occupationId: idText(last ? last.occupationId : employee.occupationId),
});

type Option = { id: number; name: string };

/** A select of a company catalog; the value in use stays offered when its entry was retired since. */
const CatalogSelect = ({
  form,
  name,
  label,
  options,
  current,
  noneLabel,
  helperText,
  testId,
}: {
  form: ReturnType<typeof useForm<FormValues, unknown, FormOutput>>;
  name: 'scheduleId' | 'locationId' | 'departmentId' | 'occupationId';
  label: string;
  options: Option[] | undefined;
  current: { id: number | null; name: string | null };
  noneLabel?: string;
  helperText?: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const retired = options && current.id !== null && !options.some((o) => o.id === current.id);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          value={options ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error) ?? helperText ?? ' '}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': testId } as React.HTMLAttributes<HTMLDivElement> },
          }}
        >
          {noneLabel && (
            <MenuItem value={NONE}>
              <Typography component="em" variant="body2">
                {noneLabel}
              </Typography>
            </MenuItem>
          )}
          {retired && (
            <MenuItem value={String(current.id)}>
              {t('employeeDetail.assignment.retired', { name: current.name ?? '' })}
            </MenuItem>
          )}
          {(options ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};

/** "Cambiar la asignación": the four fields, from a date, with an optional reason. */
const AssignmentChangeForm = ({
  employee,
  history,
}: {
  employee: EmployeeDetail;
  history: AssignmentItem[];
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const schedules = useScheduleOptions();
  const locations = useLocations();
  const departments = useDepartments();
  const occupations = useOccupations();
  const update = useUpdateAssignment();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const last = history[0];
  const bounds = changeDateBounds(employee, last?.effectiveFrom);
  const start = startingPoint(employee, last);
  const defaults: FormValues = { ...start, effectiveFrom: bounds.defaultDate, reason: '' };
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const { scheduleId, locationId, departmentId, occupationId } = start;
  const { defaultDate } = bounds;

  // A change saved here or elsewhere (another tab, another user) becomes the starting point again.
  useEffect(() => {
    form.reset({
      scheduleId,
      locationId,
      departmentId,
      occupationId,
      effectiveFrom: defaultDate,
      reason: '',
    });
  }, [scheduleId, locationId, departmentId, occupationId, defaultDate, form]);

  const values = form.watch();
  const changed = (['scheduleId', 'locationId', 'departmentId', 'occupationId'] as const).some(
    (field) => values[field] !== start[field],
  );
  const chosen = schedules.data?.find((item) => String(item.id) === values.scheduleId);

  const submit = form.handleSubmit(async (v) => {
    setGeneralError(null);
    const patch = Object.fromEntries(
      (['scheduleId', 'locationId', 'departmentId', 'occupationId'] as const)
        .filter((field) => v[field] !== start[field])
        .map((field) => [field, field === 'scheduleId' ? Number(v[field]) : idOf(v[field])]),
    );
    try {
      await update.mutateAsync({
        num_empleado: employee.num_empleado,
        ...patch,
        effectiveFrom: v.effectiveFrom,
        reason: v.reason,
      });
      enqueueSnackbar(t('employeeDetail.assignment.saved', { date: format.date(v.effectiveFrom) }), {
        variant: 'success',
      });
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  return (
    <SectionCard
      title={t('employeeDetail.assignment.changeTitle')}
      subheader={t('employeeDetail.assignment.changeHelp')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="assignment-form">
        {generalError && (
          <Alert severity="error" sx={{ mb: 2.5 }} onClose={() => setGeneralError(null)}>
            {generalError}
          </Alert>
        )}
        <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogSelect
              form={form}
              name="scheduleId"
              label={t('employeeDetail.assignment.schedule')}
              options={schedules.data}
              current={{ id: Number(start.scheduleId), name: last?.scheduleName ?? employee.scheduleName }}
              helperText={
                chosen
                  ? t('employeeDetail.assignment.scheduleSummary', {
                      jornada: t(`employeeDetail.jornada.${chosen.jornadaType}`),
                      hours: chosen.hoursPerDay,
                      start: hhmm(chosen.startTime),
                      end: hhmm(chosen.endTime),
                    })
                  : undefined
              }
              testId="assignment-schedule-select"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogSelect
              form={form}
              name="locationId"
              label={t('employeeDetail.assignment.location')}
              options={locations.data}
              current={{ id: idOf(start.locationId), name: last?.locationName ?? employee.locationName }}
              noneLabel={t('employeeDetail.assignment.noLocation')}
              testId="assignment-location-select"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogSelect
              form={form}
              name="departmentId"
              label={t('employeeDetail.assignment.department')}
              options={departments.data}
              current={{
                id: idOf(start.departmentId),
                name: last?.departmentName ?? employee.departmentName,
              }}
              noneLabel={t('employeeDetail.assignment.none')}
              testId="assignment-department-select"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CatalogSelect
              form={form}
              name="occupationId"
              label={t('employeeDetail.assignment.occupation')}
              options={occupations.data}
              current={{
                id: idOf(start.occupationId),
                name: last?.occupationName ?? employee.occupationName,
              }}
              noneLabel={t('employeeDetail.assignment.none')}
              testId="assignment-occupation-select"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <DateField
              control={form.control}
              name="effectiveFrom"
              required
              label={t('employeeDetail.history.effectiveFrom')}
              error={Boolean(errors.effectiveFrom)}
              helperText={
                fieldErrorText(t, errors.effectiveFrom) ??
                t('employeeDetail.history.effectiveFromHelp', { date: format.date(bounds.minDate) })
              }
              minDate={bounds.minDate}
              maxDate={bounds.maxDate}
              testId="assignment-effective-from"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              {...muiField(form.register('reason'))}
              fullWidth
              size="small"
              label={t('employeeDetail.history.reason')}
              error={Boolean(errors.reason)}
              helperText={fieldErrorText(t, errors.reason) ?? t('employeeDetail.optional')}
              slotProps={{ htmlInput: { 'data-testid': 'assignment-reason' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <Button
              fullWidth
              type="submit"
              variant="contained"
              disabled={!changed || isSubmitting}
              data-testid="assignment-save"
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ height: 40 }}
            >
              {t('employeeDetail.actions.save')}
            </Button>
          </Grid>
        </Grid>
      </form>
    </SectionCard>
  );
};

/** Work assignment: what is in force today, a dated change, and the history of changes. */
export const AssignmentTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const schedules = useScheduleOptions();
  const locations = useLocations();
  const history = useAssignmentHistory(employee.num_empleado);
  const current = schedules.data?.find((item) => item.id === employee.scheduleId);
  const location = locations.data?.find((item) => item.id === employee.locationId);
  const items = history.data?.items ?? [];

  return (
    <Stack spacing={3}>
      <SectionCard
        title={t('employeeDetail.assignment.title')}
        subheader={t('employeeDetail.assignment.subtitle')}
        testId="assignment-tab"
      >
        <AssignmentFacts schedule={current} location={location} employee={employee} />
      </SectionCard>
      {canUpdate && history.isSuccess && <AssignmentChangeForm employee={employee} history={items} />}
      <SectionCard
        title={t('employeeDetail.assignment.historyTitle')}
        subheader={t('employeeDetail.assignment.historyHelp')}
        noPadding
      >
        <QueryState
          isLoading={history.isLoading}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
        {items.length > 0 && <AssignmentHistoryTable items={items} />}
      </SectionCard>
    </Stack>
  );
};
