import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { HistoryStateChip, RecordedCell, upcomingCountOf } from './dated-change';

/** A row of a dated history: applies from a date; `isCurrent` when it is the one in force today. */
export type DatedRow = {
  effectiveFrom: string;
  isCurrent: boolean;
  reason: string | null;
  createdAt: string;
  createdBy: string | null;
};

/** One column: its header and its cell; `index` is the row's place, newest first. */
export type HistoryColumn<T> = {
  header: ReactNode;
  align?: 'right';
  headerSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
  cell: (item: T, index: number) => ReactNode;
};

type DatedHistoryTableProps<T extends DatedRow> = {
  items: T[];
  /** The columns between "from" and "reason" (what the history is about). */
  columns: HistoryColumn<T>[];
  minWidth: number;
  testId: string;
  /** `data-testid` prefix of the rows: `<rowTestId>-<index>`. */
  rowTestId: string;
  /** The salary history keeps its own headers and cells for the common columns. */
  common?: Partial<Record<'effectiveFrom' | 'reason' | 'recorded' | 'state', HistoryColumn<T>>>;
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A history where each change applies from a date (salary, work assignment, periodicity), newest first:
 * from, the history's own columns, reason, when and by whom it was recorded, and its state (in force,
 * scheduled, previous). The row in force is highlighted; rows carry their date for the tests.
 */
export const DatedHistoryTable = <T extends DatedRow>({
  items,
  columns,
  minWidth,
  testId,
  rowTestId,
  common = {},
}: DatedHistoryTableProps<T>) => {
  const { t } = useTranslation();
  const format = useFormat();
  const upcoming = upcomingCountOf(items);
  const all: HistoryColumn<T>[] = [
    common.effectiveFrom ?? {
      header: t('employeeDetail.history.effectiveFrom'),
      headerSx: NOWRAP,
      sx: NOWRAP,
      cell: (item) => format.date(item.effectiveFrom),
    },
    ...columns,
    common.reason ?? { header: t('employeeDetail.history.reason'), cell: (item) => item.reason ?? '—' },
    common.recorded ?? {
      header: t('employeeDetail.history.recorded'),
      sx: NOWRAP,
      cell: (item) => <RecordedCell createdAt={item.createdAt} createdBy={item.createdBy} />,
    },
    common.state ?? {
      header: t('employeeDetail.history.state'),
      cell: (item, index) => <HistoryStateChip isCurrent={item.isCurrent} upcoming={index < upcoming} />,
    },
  ];
  return (
    <TableContainer>
      <Table size="small" sx={{ minWidth, '& td': { py: 1.25 } }} data-testid={testId}>
        <TableHead>
          <TableRow>
            {all.map((column, index) => (
              <TableCell key={index} align={column.align} sx={column.headerSx}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow
              key={item.effectiveFrom}
              hover
              selected={item.isCurrent}
              data-testid={`${rowTestId}-${index}`}
              data-effective-from={item.effectiveFrom}
            >
              {all.map((column, col) => (
                <TableCell key={col} align={column.align} sx={column.sx}>
                  {column.cell(item, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
