import { Chip, Typography } from '@mui/material';
import type { EmployeeDetail } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

/**
 * What the work assignment and the periodicity tabs share: both are histories where a change applies from a
 * date (like salaries), on or after the last recorded change (the same date corrects it), within the current
 * employment.
 */
export type ChangeDateBounds = { minDate: string; maxDate: string | undefined; defaultDate: string };

export const changeDateBounds = (
  employee: EmployeeDetail,
  lastEffectiveFrom: string | undefined,
): ChangeDateBounds => {
  const minDate =
    [employee.entryDate, lastEffectiveFrom ?? employee.entryDate].sort().at(-1) ?? employee.entryDate;
  const maxDate = employee.exitDate ?? undefined;
  const today = todayInCostaRica(new Date());
  let defaultDate = today < minDate ? minDate : today;
  if (maxDate !== undefined && defaultDate > maxDate) defaultDate = maxDate;
  return { minDate, maxDate, defaultDate };
};

/** The state of a history row: in force today, scheduled (newer than the one in force) or previous. */
export const HistoryStateChip = ({ isCurrent, upcoming }: { isCurrent: boolean; upcoming: boolean }) => {
  const { t } = useTranslation();
  if (isCurrent)
    return (
      <Chip
        size="small"
        color="success"
        label={t('employeeDetail.history.inForce')}
        data-testid="history-in-force"
      />
    );
  if (upcoming)
    return (
      <Chip
        size="small"
        color="info"
        variant="outlined"
        label={t('employeeDetail.history.upcoming')}
        data-testid="history-upcoming"
      />
    );
  return <Chip size="small" variant="outlined" label={t('employeeDetail.history.previous')} />;
};

/** When a row was recorded and by whom; the first row, copied from the hiring (form, import or migration), says so. */
export const RecordedCell = ({ createdAt, createdBy }: { createdAt: string; createdBy: string | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <Typography variant="body2">{format.date(createdAt)}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {createdBy ?? t('employeeDetail.history.initialRecord')}
      </Typography>
    </>
  );
};

/** Newest first: how many rows come after the one in force (all of them when none is in force yet). */
export const upcomingCountOf = (items: readonly { isCurrent: boolean }[]): number => {
  const current = items.findIndex((item) => item.isCurrent);
  return current === -1 ? items.length : current;
};
