import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import Edit from '@mui/icons-material/Edit';
import Restore from '@mui/icons-material/Restore';
import type { GridColDef } from '@mui/x-data-grid';
import { COMPANY_CATALOGS, type CompanyCatalog, type CompanyCatalogs } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useCompanyCatalogs } from '../api/list-company-catalogs';
import { useUpdateCatalogEntry, type CatalogEntry } from '../api/save-catalog-entry';
import { CatalogEntryDialog, isLegalExitType } from './catalog-entry-dialog';

/** The group of the `paramPlanilla/companycatalogs` answer that holds each catalog. */
const GROUP: Record<CompanyCatalog, keyof CompanyCatalogs> = {
  department: 'departments',
  occupation: 'occupations',
  location: 'locations',
  exitType: 'exitTypes',
};

/** One row of any catalog: the fields a catalog lacks are absent. */
type Row = CatalogEntry & { address?: string | null; employeeCount?: number; employerLiability?: boolean };

export const isCompanyCatalog = (value: string | null): value is CompanyCatalog =>
  (COMPANY_CATALOGS as readonly (string | null)[]).includes(value);

type CompanyCatalogsPanelProps = {
  /** The open tab. */
  catalog: CompanyCatalog;
  onCatalogChange: (catalog: CompanyCatalog) => void;
  /** After any change: the screen refreshes other areas' copies of the catalogs. */
  onChanged?: () => void;
};

/** Departments, occupations, work locations and exit types of the company: list, create, edit, retire. */
export const CompanyCatalogsPanel = ({ catalog, onCatalogChange, onChanged }: CompanyCatalogsPanelProps) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Parameter');
  const canEdit = ability.can('update', 'Parameter');
  const catalogs = useCompanyCatalogs();
  const update = useUpdateCatalogEntry(onChanged);
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<CatalogEntry | null | undefined>(undefined);
  const [pending, setPending] = useState<number | null>(null);

  const all = (catalogs.data?.[GROUP[catalog]] ?? []) as Row[];
  const rows = showRetired ? all : all.filter((row) => row.active);
  const retiredCount = all.length - all.filter((row) => row.active).length;

  const { mutateAsync: saveChanges } = update;
  const setActive = useCallback(
    async (row: Row, active: boolean) => {
      setPending(row.id);
      try {
        const saved = await saveChanges({ catalog, changes: { id: row.id, active } });
        enqueueSnackbar(
          t(active ? 'parameters.catalogs.reactivated' : 'parameters.catalogs.retired', { name: saved.name }),
          { variant: 'success' },
        );
      } catch (error) {
        enqueueSnackbar(translateError(t, error), { variant: 'error' });
      } finally {
        setPending(null);
      }
    },
    [catalog, saveChanges, t],
  );

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const counted = catalog !== 'exitType';
    const list: GridColDef<Row>[] = [
      { field: 'name', headerName: t('parameters.catalogs.fields.name'), flex: 1.2, minWidth: 220 },
    ];
    if (catalog === 'location')
      list.push({
        field: 'address',
        headerName: t('parameters.catalogs.fields.address'),
        flex: 1.5,
        minWidth: 220,
        valueFormatter: (value: string | null) => value ?? '—',
      });
    if (catalog === 'department')
      list.push({
        field: 'headName',
        headerName: t('parameters.catalogs.fields.head'),
        flex: 1.2,
        minWidth: 200,
        valueGetter: (_value, row) =>
          'headEmployeeNumber' in row && row.headEmployeeNumber !== null
            ? t('common.employeePicker.option', { name: row.headName ?? '', num: row.headEmployeeNumber })
            : '—',
      });
    if (catalog === 'occupation')
      list.push({
        field: 'minimumWageCategory',
        headerName: t('parameters.catalogs.fields.minimumWageCategory'),
        flex: 1.3,
        minWidth: 240,
        valueFormatter: (value: string) => t(`payslip.minimumWageCategories.${value}`),
      });
    if (catalog === 'exitType')
      list.push(
        {
          field: 'employerLiability',
          headerName: t('parameters.catalogs.fields.employerLiabilityShort'),
          minWidth: 170,
          valueFormatter: (value: boolean) => t(value ? 'parameters.catalogs.yes' : 'parameters.catalogs.no'),
        },
        {
          field: 'code',
          headerName: t('parameters.catalogs.fields.origin'),
          minWidth: 150,
          valueGetter: (_value, row) => (isLegalExitType(row) ? 0 : 1),
          renderCell: ({ row }) =>
            isLegalExitType(row) ? (
              <Chip size="small" variant="outlined" color="info" label={t('parameters.catalogs.legal')} />
            ) : (
              <Chip size="small" variant="outlined" label={t('parameters.catalogs.own')} />
            ),
        },
      );
    if (counted)
      list.push({
        field: 'employeeCount',
        headerName: t('parameters.catalogs.fields.employeeCount'),
        type: 'number',
        minWidth: 180,
      });
    list.push({
      field: 'active',
      headerName: t('parameters.catalogs.fields.status'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'secondary'}
          label={row.active ? t('parameters.catalogs.active') : t('parameters.catalogs.inactive')}
          data-testid={`catalog-status-${row.id}`}
        />
      ),
    });
    if (canEdit)
      list.push({
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 104,
        align: 'right',
        renderCell: ({ row }) => {
          const inUse = counted && row.active && (row.employeeCount ?? 0) > 0;
          const toggleLabel = row.active
            ? t('parameters.catalogs.retire')
            : t('parameters.catalogs.reactivate');
          return (
            <Stack direction="row" spacing={0.5}>
              <Tooltip title={t('parameters.catalogs.edit')}>
                <IconButton
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={t('parameters.catalogs.edit')}
                  data-testid={`edit-catalog-entry-${row.id}`}
                >
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip
                title={
                  inUse ? t('parameters.catalogs.inUse', { count: row.employeeCount ?? 0 }) : toggleLabel
                }
              >
                {/* A disabled button gives no events: the tooltip listens on the span. */}
                <span>
                  <IconButton
                    size="small"
                    disabled={inUse || pending === row.id}
                    onClick={() => void setActive(row, !row.active)}
                    aria-label={toggleLabel}
                    data-testid={`toggle-catalog-entry-${row.id}`}
                  >
                    {row.active ? <Block fontSize="small" /> : <Restore fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        },
      });
    return list;
  }, [t, catalog, canEdit, pending, setActive]);

  return (
    <Card>
      <Tabs
        value={catalog}
        onChange={(_event, value: CompanyCatalog) => onCatalogChange(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {COMPANY_CATALOGS.map((item) => (
          <Tab
            key={item}
            value={item}
            label={t(`parameters.catalogs.${item}.tab`)}
            data-testid={`catalog-tab-${item}`}
          />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t(`parameters.catalogs.${catalog}.description`)}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={showRetired}
                onChange={(event) => setShowRetired(event.target.checked)}
                slotProps={{
                  input: {
                    'data-testid': 'catalog-show-retired',
                  } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={t('parameters.catalogs.showRetired', { count: retiredCount })}
            sx={{ mt: 0.5 }}
          />
        </Box>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing(null)}
            sx={{ flexShrink: 0 }}
            data-testid="new-catalog-entry"
          >
            {t(`parameters.catalogs.${catalog}.new`)}
          </Button>
        )}
      </Stack>
      {catalogs.isError && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
          {translateError(t, catalogs.error)}
        </Alert>
      )}
      <Divider />
      <Box sx={{ width: '100%' }} data-testid="catalog-grid">
        <AppDataGrid<Row>
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={catalogs.isFetching}
          initialState={{
            sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[10, 25, 50, 100]}
          autoHeight
          localeText={{ noRowsLabel: t('parameters.catalogs.empty') }}
        />
      </Box>
      <CatalogEntryDialog
        open={editing !== undefined}
        catalog={catalog}
        entry={editing ?? null}
        onClose={() => setEditing(undefined)}
        onChanged={onChanged}
      />
    </Card>
  );
};
