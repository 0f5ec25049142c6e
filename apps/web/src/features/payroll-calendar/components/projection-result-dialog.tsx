import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ProjectPayrollResponse } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/use-format';
import { registerDateOf } from './register-date';

/** What a projection did: employees and days added, removed and kept (what people and clocks changed). */
export const ProjectionResultDialog = ({
  result,
  onClose,
}: {
  result: ProjectPayrollResponse;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { payroll, employees, days } = result;
  const rows: [string, number, number | null][] = [
    ['total', employees.total, days.total],
    ['added', employees.added, days.added],
    ['removed', employees.removed, days.removed],
    ['relaid', employees.kept, days.relaid],
    ['kept', null as unknown as number, days.kept],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="projection-title">
      <DialogTitle id="projection-title">
        {t('payrollCalendar.projection.title', {
          start: format.date(payroll.periodStart),
          end: format.date(payroll.periodEnd),
        })}
      </DialogTitle>
      <DialogContent dividers>
        <Table size="small" data-testid="projection-result">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">{t('payrollCalendar.projection.employees')}</TableCell>
              <TableCell align="right">{t('payrollCalendar.projection.days')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([key, e, d]) => (
              <TableRow key={key} data-testid={`projection-${key}`}>
                <TableCell>{t(`payrollCalendar.projection.${key}`)}</TableCell>
                <TableCell align="right">{e === null ? '' : format.number(e)}</TableCell>
                <TableCell align="right">{d === null ? '' : format.number(d)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" color="secondary" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.app.diaryRegister.getHref({
            payroll: payroll.payrollId,
            date: registerDateOf(payroll, todayInCostaRica(new Date())),
          })}
          data-testid="projection-open-register"
        >
          {t('payrollCalendar.actions.attendance')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
