import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEE_STATUSES,
  PAY_PERIODICITIES,
  SELF_SERVICE_STATUSES,
  type EmployeeListRequest,
  type EmployeeRow,
  type EmployeeStatus,
  type PayPeriodicity,
  type SelfServiceStatus,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useDepartments, useLocations } from '../api/catalogs';
import { useExportEmployees } from '../api/export-employees';
import { useEmployees } from '../api/list-employees';
import { formatNationalId } from '../national-id';

type SortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField =>
  (EMPLOYEE_SORT_FIELDS as readonly string[]).includes(field);
/** Grid column → the server's sort field. */
const SORT_OF: Record<string, SortField> = {
  num_empleado: 'num_empleado',
  fullName: 'name',
  nationalId: 'nationalId',
  entryDate: 'entryDate',
  departmentName: 'department',
  locationName: 'location',
  periodicity: 'periodicity',
  status: 'status',
};

export const STATUS_COLORS: Record<EmployeeStatus, 'success' | 'warning' | 'secondary'> = {
  active: 'success',
  inactive: 'warning',
  exited: 'secondary',
};

const PAGE_SIZES = [10, 25, 50, 100];

type Filters = {
  status: EmployeeStatus | '';
  departmentId: string;
  locationId: string;
  periodicity: PayPeriodicity | '';
  selfService: SelfServiceStatus | '';
};
const NO_FILTERS: Filters = {
  status: '',
  departmentId: '',
  locationId: '',
  periodicity: '',
  selfService: '',
};

/** The self-service login's chip: not invited (plain), invited and never signed in, active, ended. */
const SELF_SERVICE_COLORS: Record<SelfServiceStatus, 'default' | 'info' | 'success' | 'secondary'> = {
  none: 'default',
  invited: 'info',
  active: 'success',
  ended: 'secondary',
};

type EmployeesPanelProps = {
  /** Opens an employee's detail; without it rows are not links. */
  onOpen?: (num: number) => void;
  /** Starts "Nuevo empleado"; without it the button is not shown. */
  onCreate?: () => void;
  /** Starts the import; without it the button is not shown. */
  onImport?: () => void;
  /** Initial search and status filter (e.g. from the URL). */
  initialSearch?: string;
  initialStatus?: EmployeeStatus;
};

/** The company's employees: server-side paging, search, filters and sorting, export to Excel and CSV. */
export const EmployeesPanel = ({
  onOpen,
  onCreate,
  onImport,
  initialSearch,
  initialStatus,
}: EmployeesPanelProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const grid = useServerGrid({
    initialSort: [{ field: 'fullName', sort: 'asc' }],
    initialSearch: initialSearch ?? '',
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { search, setSearch, debouncedSearch, sortItem, firstPage } = grid;
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, status: initialStatus ?? '' });
  const departments = useDepartments();
  const locations = useLocations();
  const exporter = useExportEmployees();

  const sortBy = sortItem ? SORT_OF[sortItem.field] : undefined;
  const filterParams = {
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.departmentId ? { departmentId: Number(filters.departmentId) } : {}),
    ...(filters.locationId ? { locationId: Number(filters.locationId) } : {}),
    ...(filters.periodicity ? { periodicity: filters.periodicity } : {}),
    ...(filters.selfService ? { selfService: filters.selfService } : {}),
    sortBy: sortBy && isSortField(sortBy) ? sortBy : 'name',
    sortDir: sortItem?.sort === 'desc' ? 'desc' : 'asc',
  } satisfies Partial<EmployeeListRequest>;
  const params: EmployeeListRequest = {
    ...grid.request,
    ...filterParams,
  };
  const employees = useEmployees(params);

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    firstPage();
  };

  const columns = useMemo<GridColDef<EmployeeRow>[]>(
    () => [
      { field: 'num_empleado', headerName: t('employees.fields.num_empleado'), width: 90 },
      {
        field: 'fullName',
        headerName: t('employees.fields.fullName'),
        flex: 1.2,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={row.fullName}>
            {row.fullName}
          </Typography>
        ),
      },
      {
        field: 'nationalId',
        headerName: t('employees.fields.nationalId'),
        minWidth: 118,
        valueFormatter: (value: string, row) => formatNationalId(row.idType, value),
      },
      { field: 'departmentName', headerName: t('employees.fields.department'), flex: 1.1, minWidth: 130 },
      { field: 'locationName', headerName: t('employees.fields.location'), flex: 1.3, minWidth: 130 },
      {
        field: 'periodicity',
        headerName: t('employees.fields.periodicity'),
        minWidth: 104,
        valueFormatter: (value: PayPeriodicity) => t(`employees.periodicity.${value}`),
      },
      {
        field: 'currentSalary',
        headerName: t('employees.fields.currentSalary'),
        sortable: false,
        minWidth: 128,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number | null) => (value === null ? '—' : format.centimos(value)),
      },
      {
        field: 'entryDate',
        headerName: t('employees.fields.entryDate'),
        minWidth: 100,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'status',
        headerName: t('employees.fields.status'),
        minWidth: 96,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATUS_COLORS[row.status]}
            label={t(`employees.status.${row.status}`)}
            data-testid={`status-${row.num_empleado}`}
          />
        ),
      },
      {
        field: 'selfService',
        headerName: t('employees.fields.selfService'),
        sortable: false,
        minWidth: 124,
        renderCell: ({ row }) => (
          <Stack
            sx={{ alignItems: 'flex-start', gap: 0.25 }}
            data-testid={`self-service-${row.num_empleado}`}
          >
            <Chip
              size="small"
              variant={row.selfService === 'none' ? 'outlined' : 'filled'}
              color={SELF_SERVICE_COLORS[row.selfService]}
              label={t(`employees.selfService.${row.selfService}`)}
              title={row.selfService === 'invited' ? t('employees.selfService.neverSignedIn') : undefined}
            />
            {row.selfService === 'active' && row.lastSignInAt && (
              <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
                {t('employees.selfService.lastSignIn', { date: format.date(row.lastSignInAt) })}
              </Typography>
            )}
          </Stack>
        ),
      },
    ],
    [t, format],
  );

  const runExport = (fileFormat: 'xlsx' | 'csv') => exporter.mutate({ ...filterParams, format: fileFormat });
  const filtered = Boolean(
    debouncedSearch ||
    filters.status ||
    filters.departmentId ||
    filters.locationId ||
    filters.periodicity ||
    filters.selfService,
  );

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          placeholder={t('employees.list.search')}
          sx={{ width: { xs: '100%', md: 380 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('employees.list.search'), 'data-testid': 'employees-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<FileDownload />}
            disabled={exporter.isPending}
            onClick={() => runExport('xlsx')}
            data-testid="export-xlsx"
          >
            {t('employees.list.exportExcel')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<FileDownload />}
            disabled={exporter.isPending}
            onClick={() => runExport('csv')}
            data-testid="export-csv"
          >
            {t('employees.list.exportCsv')}
          </Button>
          {onImport && (
            <Button variant="outlined" onClick={onImport} data-testid="import-employees">
              {t('employees.list.import')}
            </Button>
          )}
          {onCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={onCreate} data-testid="new-employee">
              {t('employees.list.new')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2.5, pb: 2.5 }}>
        <TextField
          select
          size="small"
          label={t('employees.fields.status')}
          value={filters.status}
          onChange={(e) => setFilter('status', e.target.value as Filters['status'])}
          sx={{ minWidth: 160 }}
          slotProps={{
            select: {
              SelectDisplayProps: { 'data-testid': 'filter-status' } as React.HTMLAttributes<HTMLDivElement>,
            },
          }}
        >
          <MenuItem value="">{t('employees.list.all')}</MenuItem>
          {EMPLOYEE_STATUSES.map((status) => (
            <MenuItem key={status} value={status} data-testid={`filter-status-${status}`}>
              {t(`employees.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('employees.fields.department')}
          value={filters.departmentId}
          onChange={(e) => setFilter('departmentId', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('employees.list.all')}</MenuItem>
          {(departments.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('employees.fields.location')}
          value={filters.locationId}
          onChange={(e) => setFilter('locationId', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('employees.list.all')}</MenuItem>
          {(locations.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('employees.fields.periodicity')}
          value={filters.periodicity}
          onChange={(e) => setFilter('periodicity', e.target.value as Filters['periodicity'])}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('employees.list.all')}</MenuItem>
          {PAY_PERIODICITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`employees.periodicity.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('employees.fields.selfService')}
          value={filters.selfService}
          onChange={(e) => setFilter('selfService', e.target.value as Filters['selfService'])}
          sx={{ minWidth: 170 }}
          slotProps={{
            select: {
              SelectDisplayProps: {
                'data-testid': 'filter-self-service',
              } as React.HTMLAttributes<HTMLDivElement>,
            },
          }}
        >
          <MenuItem value="">{t('employees.list.all')}</MenuItem>
          {SELF_SERVICE_STATUSES.map((value) => (
            <MenuItem key={value} value={value} data-testid={`filter-self-service-${value}`}>
              {t(`employees.selfService.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button
            color="secondary"
            onClick={() => {
              setFilters(NO_FILTERS);
              setSearch('');
            }}
          >
            {t('employees.list.clearFilters')}
          </Button>
        )}
      </Stack>
      {exporter.isError && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }} onClose={() => exporter.reset()}>
          {translateError(t, exporter.error)}
        </Alert>
      )}
      {employees.isError && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
          {translateError(t, employees.error)}
        </Alert>
      )}
      <Divider />
      <Box sx={{ width: '100%' }} data-testid="employees-grid">
        <AppDataGrid<EmployeeRow>
          {...grid.gridProps(employees)}
          columns={columns}
          getRowId={(row) => row.num_empleado}
          pageSizeOptions={PAGE_SIZES}
          onRowClick={onOpen ? ({ row }) => onOpen(row.num_empleado) : undefined}
          sx={onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
          localeText={{ noRowsLabel: filtered ? t('employees.list.noMatches') : t('employees.list.empty') }}
        />
      </Box>
    </Card>
  );
};
