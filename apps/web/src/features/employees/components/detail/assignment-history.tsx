import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AssignmentItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { HistoryStateChip, RecordedCell, upcomingCountOf } from './dated-change';

/** The assignment history, newest first: what applied from each date. */
export const AssignmentHistoryTable = ({ items }: { items: AssignmentItem[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const upcoming = upcomingCountOf(items);
  return (
    <TableContainer>
      <Table size="small" sx={{ minWidth: 900, '& td': { py: 1.25 } }} data-testid="assignment-history">
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('employeeDetail.history.effectiveFrom')}</TableCell>
            <TableCell>{t('employeeDetail.assignment.schedule')}</TableCell>
            <TableCell>{t('employeeDetail.assignment.location')}</TableCell>
            <TableCell>{t('employeeDetail.assignment.department')}</TableCell>
            <TableCell>{t('employeeDetail.assignment.occupation')}</TableCell>
            <TableCell>{t('employeeDetail.history.reason')}</TableCell>
            <TableCell>{t('employeeDetail.history.recorded')}</TableCell>
            <TableCell>{t('employeeDetail.history.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow
              key={item.effectiveFrom}
              hover
              selected={item.isCurrent}
              data-testid={`assignment-row-${index}`}
              data-effective-from={item.effectiveFrom}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(item.effectiveFrom)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {item.scheduleName}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('employeeDetail.projection.jornadaValue', {
                    jornada: t(`employeeDetail.jornada.${item.jornadaType}`),
                    hours: format.number(item.hoursPerDay),
                  })}
                </Typography>
              </TableCell>
              <TableCell>{item.locationName ?? t('employeeDetail.assignment.noLocation')}</TableCell>
              <TableCell>{item.departmentName ?? '—'}</TableCell>
              <TableCell>{item.occupationName ?? '—'}</TableCell>
              <TableCell>{item.reason ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RecordedCell createdAt={item.createdAt} createdBy={item.createdBy} />
              </TableCell>
              <TableCell>
                <HistoryStateChip isCurrent={item.isCurrent} upcoming={index < upcoming} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
