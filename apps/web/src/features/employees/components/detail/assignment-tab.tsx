import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { EmployeeDetail, LocationItem, ScheduleItem } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/use-format';
import { useUpdateAssignment } from '../../api/assignment';
import { useLocations, useScheduleOptions } from '../../api/catalogs';
import { InfoItem, SectionCard } from './detail-parts';

const NO_LOCATION = 'none';

/** `08:00:00` → `08:00`. */
const hhmm = (time: string) => time.slice(0, 5);

/** The schedule's facts (jornada, hours, days and times) and the work site. */
const AssignmentFacts = ({
  schedule,
  location,
  employee,
}: {
  schedule: ScheduleItem | undefined;
  location: LocationItem | undefined;
  employee: EmployeeDetail;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const days = schedule?.workingDays.map((day) => t(`employeeDetail.weekdays.${day}`)).join(', ');
  const wide = { gridColumn: { xs: '1 / -1', md: 'span 2' } };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2.5 }}>
      <InfoItem
        label={t('employeeDetail.assignment.schedule')}
        value={schedule?.name ?? employee.scheduleName}
        testId="assignment-schedule"
      />
      <InfoItem
        label={t('employeeDetail.assignment.jornada')}
        value={t(`employeeDetail.jornada.${schedule?.jornadaType ?? employee.jornadaType}`)}
      />
      <InfoItem
        label={t('employeeDetail.assignment.hours')}
        value={
          schedule
            ? t('employeeDetail.assignment.hoursValue', {
                perDay: format.number(schedule.hoursPerDay),
                perWeek: format.number(schedule.weeklyHours),
              })
            : null
        }
      />
      <Box sx={wide}>
        <InfoItem label={t('employeeDetail.assignment.days')} value={days} />
      </Box>
      <InfoItem
        label={t('employeeDetail.assignment.times')}
        value={schedule ? `${hhmm(schedule.startTime)} – ${hhmm(schedule.endTime)}` : null}
      />
      <InfoItem
        label={t('employeeDetail.assignment.location')}
        value={employee.locationName ?? t('employeeDetail.assignment.noLocation')}
        testId="assignment-location"
      />
      <Box sx={wide}>
        <InfoItem label={t('employeeDetail.assignment.locationAddress')} value={location?.address} />
      </Box>
    </Box>
  );
};

/** Work assignment: the schedule (its jornada feeds the payroll) and the work site. */
export const AssignmentTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const schedules = useScheduleOptions();
  const locations = useLocations();
  const update = useUpdateAssignment();
  const [scheduleId, setScheduleId] = useState(String(employee.scheduleId));
  const [locationId, setLocationId] = useState(
    employee.locationId === null ? NO_LOCATION : String(employee.locationId),
  );

  // A change saved here or elsewhere (another tab, another user) becomes the starting point again.
  useEffect(() => {
    setScheduleId(String(employee.scheduleId));
    setLocationId(employee.locationId === null ? NO_LOCATION : String(employee.locationId));
  }, [employee.scheduleId, employee.locationId]);

  const current = schedules.data?.find((item) => item.id === employee.scheduleId);
  const chosen = schedules.data?.find((item) => String(item.id) === scheduleId);
  const location = locations.data?.find((item) => item.id === employee.locationId);
  const changed =
    scheduleId !== String(employee.scheduleId) ||
    locationId !== (employee.locationId === null ? NO_LOCATION : String(employee.locationId));
  // The employee's own schedule or location may have been retired: still shown as chosen.
  const scheduleOptions = schedules.data ?? [];
  const retiredSchedule = schedules.data && !current;
  const retiredLocation = locations.data && employee.locationId !== null && !location;

  const save = () => {
    update.mutate(
      {
        num_empleado: employee.num_empleado,
        scheduleId: Number(scheduleId),
        locationId: locationId === NO_LOCATION ? null : Number(locationId),
      },
      { onSuccess: () => enqueueSnackbar(t('employeeDetail.assignment.saved'), { variant: 'success' }) },
    );
  };

  return (
    <Stack spacing={3}>
      <SectionCard
        title={t('employeeDetail.assignment.title')}
        subheader={t('employeeDetail.assignment.subtitle')}
        testId="assignment-tab"
      >
        <AssignmentFacts schedule={current} location={location} employee={employee} />
      </SectionCard>
      {canUpdate && (
        <SectionCard
          title={t('employeeDetail.assignment.changeTitle')}
          subheader={t('employeeDetail.assignment.changeHelp')}
        >
          {update.isError && (
            <Alert severity="error" sx={{ mb: 2.5 }} onClose={() => update.reset()}>
              {translateError(t, update.error)}
            </Alert>
          )}
          <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <TextField
                select
                label={t('employeeDetail.assignment.schedule')}
                value={schedules.data ? scheduleId : ''}
                onChange={(event) => setScheduleId(event.target.value)}
                helperText={
                  chosen
                    ? t('employeeDetail.assignment.scheduleSummary', {
                        jornada: t(`employeeDetail.jornada.${chosen.jornadaType}`),
                        hours: chosen.hoursPerDay,
                        start: hhmm(chosen.startTime),
                        end: hhmm(chosen.endTime),
                      })
                    : ' '
                }
                slotProps={{
                  select: {
                    SelectDisplayProps: {
                      'data-testid': 'assignment-schedule-select',
                    } as React.HTMLAttributes<HTMLDivElement>,
                  },
                }}
              >
                {retiredSchedule && (
                  <MenuItem value={String(employee.scheduleId)}>
                    {t('employeeDetail.assignment.retired', { name: employee.scheduleName })}
                  </MenuItem>
                )}
                {scheduleOptions.map((item) => (
                  <MenuItem key={item.id} value={String(item.id)}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TextField
                select
                label={t('employeeDetail.assignment.location')}
                value={locations.data ? locationId : ''}
                onChange={(event) => setLocationId(event.target.value)}
                helperText=" "
                slotProps={{
                  select: {
                    SelectDisplayProps: {
                      'data-testid': 'assignment-location-select',
                    } as React.HTMLAttributes<HTMLDivElement>,
                  },
                }}
              >
                <MenuItem value={NO_LOCATION}>
                  <Typography component="em" variant="body2">
                    {t('employeeDetail.assignment.noLocation')}
                  </Typography>
                </MenuItem>
                {retiredLocation && (
                  <MenuItem value={String(employee.locationId)}>
                    {t('employeeDetail.assignment.retired', { name: employee.locationName ?? '' })}
                  </MenuItem>
                )}
                {(locations.data ?? []).map((item) => (
                  <MenuItem key={item.id} value={String(item.id)}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <Button
                fullWidth
                variant="contained"
                onClick={save}
                disabled={!changed || update.isPending}
                data-testid="assignment-save"
                startIcon={update.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ height: 40 }}
              >
                {t('employeeDetail.actions.save')}
              </Button>
            </Grid>
          </Grid>
        </SectionCard>
      )}
    </Stack>
  );
};
