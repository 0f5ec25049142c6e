import type { DataGridProps } from '@mui/x-data-grid';

/**
 * A grid whose cells wrap and whose rows grow to fit them (two-line names, a case number, the legal treatment's
 * chips), never shorter than the product's 56 px rows.
 */
export const WRAPPING_ROWS = {
  getRowHeight: () => 'auto',
  sx: {
    '& .MuiDataGrid-cell': { minHeight: 56, py: 1, whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
} as const satisfies Pick<DataGridProps, 'getRowHeight' | 'sx'>;
