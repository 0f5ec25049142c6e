import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DEFAULT_PAGE_SIZE,
  SCHEDULE_SORT_FIELDS,
  type JornadaType,
  type ScheduleItem,
  type ScheduleListRequest,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useServerGrid } from '../../../hooks/use-server-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useSchedules } from '../api/list-schedules';
import { ScheduleDialog } from './schedule-dialog';

type SortField = (typeof SCHEDULE_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField =>
  (SCHEDULE_SORT_FIELDS as readonly string[]).includes(field);

/** The company's schedules (jornadas): list, create and edit. */
export const SchedulesPanel = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Parameter');
  const canEdit = ability.can('update', 'Parameter');
  const grid = useServerGrid({ initialSort: [{ field: 'name', sort: 'asc' }], pageSize: DEFAULT_PAGE_SIZE });
  const { search, setSearch, sortItem } = grid;
  const [editing, setEditing] = useState<ScheduleItem | null | undefined>(undefined);

  const params: ScheduleListRequest = {
    ...grid.request,
    includeInactive: true,
    sortBy: sortItem && isSortField(sortItem.field) ? sortItem.field : 'name',
    sortDir: sortItem?.sort === 'desc' ? 'desc' : 'asc',
  };
  const schedules = useSchedules(params);

  const columns = useMemo<GridColDef<ScheduleItem>[]>(
    () => [
      { field: 'name', headerName: t('parameters.schedules.fields.name'), flex: 1.2, minWidth: 180 },
      {
        field: 'jornadaType',
        headerName: t('parameters.schedules.fields.jornadaType'),
        minWidth: 120,
        valueFormatter: (value: JornadaType) => t(`parameters.jornada.${value}`),
      },
      {
        field: 'hoursPerDay',
        headerName: t('parameters.schedules.fields.hoursPerDay'),
        minWidth: 110,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'workingDays',
        headerName: t('parameters.schedules.fields.workingDays'),
        sortable: false,
        flex: 1,
        minWidth: 200,
        valueFormatter: (value: number[]) =>
          value.map((day) => t(`parameters.weekdaysShort.${day}`)).join(' · '),
      },
      {
        field: 'startTime',
        headerName: t('parameters.schedules.fields.hours'),
        minWidth: 130,
        valueGetter: (_value, row) => `${row.startTime.slice(0, 5)} – ${row.endTime.slice(0, 5)}`,
      },
      {
        field: 'weeklyHours',
        headerName: t('parameters.schedules.fields.weeklyHours'),
        sortable: false,
        minWidth: 110,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'employeeCount',
        headerName: t('parameters.schedules.fields.employeeCount'),
        sortable: false,
        minWidth: 110,
      },
      {
        field: 'active',
        headerName: t('parameters.schedules.fields.status'),
        sortable: false,
        minWidth: 100,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'secondary'}
            label={row.active ? t('parameters.schedules.active') : t('parameters.schedules.inactive')}
          />
        ),
      },
      ...(canEdit
        ? [
            {
              field: 'actions',
              headerName: '',
              sortable: false,
              width: 64,
              renderCell: ({ row }) => (
                <Tooltip title={t('parameters.schedules.edit')}>
                  <IconButton
                    size="small"
                    onClick={() => setEditing(row)}
                    aria-label={t('parameters.schedules.edit')}
                    data-testid={`edit-schedule-${row.id}`}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies GridColDef<ScheduleItem>,
          ]
        : []),
    ],
    [t, format, canEdit],
  );

  return (
    <Card>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          placeholder={t('parameters.schedules.search')}
          sx={{ width: { xs: '100%', sm: 340 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('parameters.schedules.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing(null)}
            data-testid="new-schedule"
          >
            {t('parameters.schedules.new')}
          </Button>
        )}
      </Stack>
      {schedules.isError && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
          {translateError(t, schedules.error)}
        </Alert>
      )}
      <Divider />
      <Box sx={{ width: '100%' }} data-testid="schedules-grid">
        <AppDataGrid<ScheduleItem>
          {...grid.gridProps(schedules)}
          columns={columns}
          getRowId={(row) => row.id}
          pageSizeOptions={[10, 25, 50]}
          localeText={{ noRowsLabel: t('parameters.schedules.empty') }}
        />
      </Box>
      <ScheduleDialog
        open={editing !== undefined}
        schedule={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
};
