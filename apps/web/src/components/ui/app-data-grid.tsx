import { Box, LinearProgress } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  GridEditInputCell,
  type DataGridProps,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, esES } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/settings';

/**
 * The grid's loading state: a bar along the top that screen readers skip. A progress bar is no valid
 * child of role="grid" (WCAG 1.3.1); the grid itself says it is busy through aria-busy.
 */
const GridLoadingBar = () => (
  <Box aria-hidden sx={{ position: 'absolute', top: 0, insetInline: 0, zIndex: 1 }}>
    <LinearProgress />
  </Box>
);

/**
 * A selected row's tint, and a selected row under the pointer (opaque, on the card's surface): light enough that secondary text (captions)
 * keeps 4.5:1 on it in the dark theme (the grid's own tint, about twice as strong there, left 3.7:1).
 */
const SELECTED_TINT = { light: { selected: 0.08, hovered: 0.12 }, dark: { selected: 0.1, hovered: 0.14 } } as const;
const selectedTint = (state: 'selected' | 'hovered') => (theme: Theme) =>
  `color-mix(in srgb, ${theme.palette.primary.main} ${SELECTED_TINT[theme.palette.mode][state] * 100}%, ${theme.palette.background.paper})`;

/**
 * A cell being edited is a text field like any other and needs a name (WCAG 1.3.1, 4.1.2): the default editor
 * of an editable text or number column is named after its column.
 */
const withNamedEditors = <R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] =>
  columns.map((column) =>
    column.editable &&
    !column.renderEditCell &&
    (!column.type || column.type === 'string' || column.type === 'number')
      ? {
          ...column,
          renderEditCell: (params) => (
            <GridEditInputCell {...params} inputProps={{ 'aria-label': column.headerName ?? column.field }} />
          ),
        }
      : column,
  );

/** MUI X DataGrid with the texts of the interface language and the product's table look. */
export const AppDataGrid = <R extends GridValidRowModel>(props: DataGridProps<R>) => {
  const { i18n } = useTranslation();
  const localeText = (toLanguage(i18n.language) === 'cr' ? esES : enUS).components.MuiDataGrid.defaultProps
    .localeText;
  return (
    <DataGrid<R>
      disableRowSelectionOnClick
      disableColumnMenu
      rowHeight={56}
      columnHeaderHeight={52}
      {...props}
      columns={withNamedEditors(props.columns)}
      slots={{ loadingOverlay: GridLoadingBar, ...props.slots }}
      aria-busy={props.loading ? true : undefined}
      localeText={{ ...localeText, ...props.localeText }}
      sx={[
        {
          border: 0,
          '--DataGrid-containerBackground': 'transparent',
          '& .MuiDataGrid-columnHeaders': { textTransform: 'uppercase' },
          '& .MuiDataGrid-columnHeaderTitle': {
            fontSize: '0.8125rem',
            fontWeight: 500,
            letterSpacing: '0.2px',
          },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-row.Mui-selected': { backgroundColor: selectedTint('selected') },
          '& .MuiDataGrid-row.Mui-selected:hover, & .MuiDataGrid-row.Mui-selected.Mui-hovered': {
            backgroundColor: selectedTint('hovered'),
          },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-cell:focus-within': {
            outline: 'none',
          },
          '& .MuiDataGrid-columnHeader:focus-visible, & .MuiDataGrid-cell:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
          },
        },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
};
