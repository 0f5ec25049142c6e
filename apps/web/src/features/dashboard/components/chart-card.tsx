import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export type TableColumn<R> = {
  key: string;
  label: string;
  numeric?: boolean;
  value: (row: R) => string;
};

/** A chart's numbers as a table: for screen readers and whoever wants the figures. */
export const FiguresTable = <R,>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: TableColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
}) => (
  <TableContainer sx={{ maxHeight: 360 }}>
    <Table size="small" stickyHeader>
      <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
        <Box component="span" sx={visuallyHidden}>
          {caption}
        </Box>
      </caption>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The colours of the charts from the theme, so they read in the dark and the light theme alike. */
export const useChartColors = () => {
  const theme = useTheme();
  const p = theme.palette;
  return {
    series: [p.primary.main, p.info.main, p.warning.main, p.success.main, p.error.main, p.secondary.main],
    axis: p.text.secondary,
    grid: p.divider,
    tooltip: {
      contentStyle: {
        background: p.background.paper,
        border: `1px solid ${p.divider}`,
        color: p.text.primary,
      },
      labelStyle: { color: p.text.primary },
      itemStyle: { color: p.text.primary },
    },
  };
};

/**
 * A card with a chart and its table view. The chart is one image named by its title (the figures are in the
 * table view); the toggle says which view is shown.
 */
export const ChartCard = ({
  id,
  title,
  subtitle,
  empty,
  chart,
  table,
}: {
  id: string;
  title: string;
  subtitle?: string;
  empty: boolean;
  chart: ReactNode;
  table: ReactNode;
}) => {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card data-testid={`chart-${id}`} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={t('analytics.view.label', { chart: title })}
          >
            <ToggleButton
              value="chart"
              aria-label={t('analytics.view.chart')}
              data-testid={`chart-${id}-chart`}
            >
              <BarChartIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton
              value="table"
              aria-label={t('analytics.view.table')}
              data-testid={`chart-${id}-table`}
            >
              <TableRowsIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        }
      />
      <Divider />
      <CardContent>
        {empty ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
            {t('analytics.empty')}
          </Typography>
        ) : view === 'chart' ? (
          <Box
            role="img"
            aria-label={title}
            sx={{ width: '100%', height: 300 }}
            data-testid={`chart-${id}-drawing`}
          >
            {chart}
          </Box>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  );
};
