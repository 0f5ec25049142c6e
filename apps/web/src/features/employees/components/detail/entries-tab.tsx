import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { useEntries } from '../../api/entries';
import { QueryState, SectionCard } from './detail-parts';

/** Whole days from one date to another, both included. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Entries and exits: the employment periods, oldest first. */
export const EntriesTab = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const entries = useEntries(employeeNumber);
  const today = todayInCostaRica(new Date());
  const items = entries.data ?? [];

  /** "3 años, 2 meses" from days, as a person reads a length of service. */
  const lengthOf = (from: string, to: string | null): string => {
    const end = to ?? today;
    if (end < from) return '—';
    const days = daysBetween(from, end);
    const years = Math.floor(days / 365.25);
    const months = Math.floor((days - years * 365.25) / 30.44);
    if (years === 0 && months === 0) return t('employeeDetail.entries.days', { count: days });
    if (years === 0) return t('employeeDetail.entries.months', { count: months });
    return months === 0
      ? t('employeeDetail.entries.years', { count: years })
      : `${t('employeeDetail.entries.years', { count: years })}, ${t('employeeDetail.entries.months', { count: months })}`;
  };

  return (
    <SectionCard
      title={t('employeeDetail.entries.title')}
      subheader={t('employeeDetail.entries.subtitle')}
      testId="entries-tab"
      noPadding
    >
      <QueryState
        isLoading={entries.isLoading}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" sx={{ minWidth: 760, '& td': { py: 1.25 } }} data-testid="entries-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('employeeDetail.entries.fields.periodNo')}</TableCell>
                <TableCell>{t('employeeDetail.entries.fields.entryDate')}</TableCell>
                <TableCell>{t('employeeDetail.entries.fields.exitDate')}</TableCell>
                <TableCell>{t('employeeDetail.entries.fields.length')}</TableCell>
                <TableCell>{t('employeeDetail.entries.fields.exitType')}</TableCell>
                <TableCell>{t('employeeDetail.entries.fields.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.periodNo} hover data-testid={`entry-row-${item.periodNo}`}>
                  <TableCell>{item.periodNo}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(item.entryDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {item.exitDate ? (
                      format.date(item.exitDate)
                    ) : (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={t('employeeDetail.entries.open')}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {lengthOf(item.entryDate, item.exitDate)}
                  </TableCell>
                  <TableCell>{item.exitTypeName ?? '—'}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {item.exitReason ?? '—'}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
};
