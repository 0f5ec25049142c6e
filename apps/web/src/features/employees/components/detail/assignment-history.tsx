import { Typography } from '@mui/material';
import type { AssignmentItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { DatedHistoryTable } from './dated-history-table';

/** The assignment history, newest first: what applied from each date. */
export const AssignmentHistoryTable = ({ items }: { items: AssignmentItem[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DatedHistoryTable
      items={items}
      minWidth={900}
      testId="assignment-history"
      rowTestId="assignment-row"
      columns={[
        {
          header: t('employeeDetail.assignment.schedule'),
          cell: (item) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {item.scheduleName}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('employeeDetail.projection.jornadaValue', {
                  jornada: t(`employeeDetail.jornada.${item.jornadaType}`),
                  hours: format.number(item.hoursPerDay),
                })}
              </Typography>
            </>
          ),
        },
        {
          header: t('employeeDetail.assignment.location'),
          cell: (item) => item.locationName ?? t('employeeDetail.assignment.noLocation'),
        },
        { header: t('employeeDetail.assignment.department'), cell: (item) => item.departmentName ?? '—' },
        { header: t('employeeDetail.assignment.occupation'), cell: (item) => item.occupationName ?? '—' },
      ]}
    />
  );
};
