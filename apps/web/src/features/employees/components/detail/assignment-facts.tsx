import { Box } from '@mui/material';
import type { EmployeeDetail, LocationItem, ScheduleItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { InfoItem } from './detail-parts';

/** `08:00:00` → `08:00`. */
export const hhmm = (time: string) => time.slice(0, 5);

/** The schedule's facts (jornada, hours, days and times), the work site, department and occupation. */
export const AssignmentFacts = ({
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
      <InfoItem
        label={t('employeeDetail.assignment.department')}
        value={employee.departmentName}
        testId="assignment-department"
      />
      <InfoItem
        label={t('employeeDetail.assignment.occupation')}
        value={employee.occupationName}
        testId="assignment-occupation"
      />
    </Box>
  );
};
