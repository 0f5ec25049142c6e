import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, esES } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/settings';

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
