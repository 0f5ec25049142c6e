import { useMemo, useState } from 'react';
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
import Edit from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import type { PayeeDto, PayItemTypeDto } from '@planilla/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { usePayees } from '../api/list-payees';
import { usePayItemTypes } from '../api/list-pay-item-types';
import { PayItemTypeDialog, TREATMENT_FLAGS } from './pay-item-type-dialog';
import { PayeeDialog } from './payee-dialog';
import { WRAPPING_ROWS } from './wrapping-rows';

export const CATALOGUE_TABS = ['types', 'payees'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
export const isCatalogueTab = (value: string | null): value is CatalogueTab =>
  (CATALOGUE_TABS as readonly (string | null)[]).includes(value);

const EditButton = ({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) => (
  <Tooltip title={label}>
    <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId}>
      <Edit fontSize="small" />
    </IconButton>
  </Tooltip>
);

/**
 * The columns both tables end with: how many items use the row, its state, and (for who may change it) an edit
 * button.
 */
const countStateEditColumns = <R extends { itemCount: number; active: boolean }>(
  t: TFunction,
  onEdit: ((row: R) => void) | null,
  editTestId: (row: R) => string,
): GridColDef<R>[] => [
  { field: 'itemCount', headerName: t('payItems.catalogue.items'), type: 'number', minWidth: 90 },
  {
    field: 'active',
    headerName: t('payItems.catalogue.state'),
    minWidth: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        color={row.active ? 'success' : 'default'}
        variant={row.active ? 'filled' : 'outlined'}
        label={t(row.active ? 'payItems.catalogue.activeState' : 'payItems.catalogue.inactiveState')}
      />
    ),
  },
  ...(onEdit
    ? [
        {
          field: 'edit',
          headerName: '',
          width: 64,
          sortable: false,
          renderCell: ({ row }) => (
            <EditButton
              label={t('payItems.actions.edit')}
              onClick={() => onEdit(row)}
              testId={editTestId(row)}
            />
          ),
        } satisfies GridColDef<R>,
      ]
    : []),
];

const TypesGrid = ({ canEdit }: { canEdit: boolean }) => {
  const { t } = useTranslation();
  const types = usePayItemTypes();
  const payees = usePayees();
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<PayItemTypeDto | null | undefined>(undefined);
  const rows = (types.data ?? []).filter((row) => showInactive || row.active);
  const columns = useMemo<GridColDef<PayItemTypeDto>[]>(
    () => [
      { field: 'code', headerName: t('payItems.catalogue.code'), minWidth: 200 },
      {
        field: 'name',
        headerName: t('payItems.catalogue.name'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{row.name}</Typography>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {t(`payItems.classes.${row.itemClass}`)} · {t(`payItems.kinds.${row.kind}`)}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'treatment',
        headerName: t('payItems.catalogue.treatment'),
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) =>
          row.kind === 'earning' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {TREATMENT_FLAGS.filter((flag) => row.treatment[flag]).map((flag) => (
                <Chip key={flag} size="small" variant="outlined" label={t(`payItems.treatment.${flag}`)} />
              ))}
              {TREATMENT_FLAGS.every((flag) => !row.treatment[flag]) && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('payItems.catalogue.notSalary')}
                </Typography>
              )}
            </Box>
          ) : (
            <Tooltip title={row.legalRef}>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {row.legalRef}
              </Typography>
            </Tooltip>
          ),
      },
      {
        field: 'accounts',
        headerName: t('payItems.catalogue.accounts'),
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => [row.debitAccount, row.creditAccount].filter(Boolean).join(' / ') || '—',
      },
      {
        field: 'payeeName',
        headerName: t('payItems.fields.payee'),
        minWidth: 170,
        valueGetter: (_v, row) => row.payeeName ?? '—',
      },
      ...countStateEditColumns<PayItemTypeDto>(
        t,
        canEdit ? (row) => setEditing(row) : null,
        (row) => `edit-type-${row.code}`,
      ),
    ],
    [t, canEdit],
  );
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payItems.catalogue.help')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <FormControlLabel
            control={<Switch checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)} />}
            label={t('payItems.catalogue.showInactive')}
          />
          {canEdit && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing(null)}
              data-testid="new-type"
            >
              {t('payItems.catalogue.new')}
            </Button>
          )}
        </Stack>
      </Stack>
      {types.error && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
          {translateError(t, types.error)}
        </Alert>
      )}
      <Box>
        <AppDataGrid
          rows={rows}
          columns={columns}
          loading={types.isLoading}
          getRowId={(row) => row.code}
          hideFooter
          {...WRAPPING_ROWS}
          data-testid="types-grid"
        />
      </Box>
      {canEdit && (
        <PayItemTypeDialog
          open={editing !== undefined}
          editing={editing ?? null}
          payees={payees.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
};

const PayeesGrid = ({ canEdit }: { canEdit: boolean }) => {
  const { t } = useTranslation();
  const payees = usePayees();
  const [editing, setEditing] = useState<PayeeDto | null | undefined>(undefined);
  const columns = useMemo<GridColDef<PayeeDto>[]>(
    () => [
      { field: 'name', headerName: t('payItems.payees.name'), flex: 1, minWidth: 220 },
      {
        field: 'kind',
        headerName: t('payItems.payees.kind'),
        minWidth: 170,
        valueGetter: (_v, row) => t(`payItems.payeeKinds.${row.kind}`),
      },
      {
        field: 'idNumber',
        headerName: t('payItems.payees.idNumber'),
        minWidth: 140,
        valueGetter: (_v, row) => row.idNumber ?? '—',
      },
      {
        field: 'iban',
        headerName: t('payItems.payees.iban'),
        minWidth: 240,
        valueGetter: (_v, row) => row.iban ?? '—',
      },
      ...countStateEditColumns<PayeeDto>(
        t,
        canEdit ? (row) => setEditing(row) : null,
        (row) => `edit-payee-${row.id}`,
      ),
    ],
    [t, canEdit],
  );
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payItems.payees.help')}
        </Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing(null)}
            data-testid="new-payee"
            sx={{ flexShrink: 0 }}
          >
            {t('payItems.payees.new')}
          </Button>
        )}
      </Stack>
      {payees.error && (
        <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
          {translateError(t, payees.error)}
        </Alert>
      )}
      <Box>
        <AppDataGrid
          rows={payees.data ?? []}
          columns={columns}
          loading={payees.isLoading}
          hideFooter
          {...WRAPPING_ROWS}
          localeText={{ noRowsLabel: t('payItems.payees.empty') }}
          data-testid="payees-grid"
        />
      </Box>
      {canEdit && (
        <PayeeDialog
          open={editing !== undefined}
          editing={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
};

/** The company's catalogue of pay items and their payees (a tab each). Changes need `update Parameter`. */
export const PayItemCataloguePanel = ({
  tab,
  onTabChange,
}: {
  tab: CatalogueTab;
  onTabChange: (tab: CatalogueTab) => void;
}) => {
  const { t } = useTranslation();
  const canEdit = useAppAbility().can('update', 'Parameter');
  return (
    <Card>
      <Tabs
        value={tab}
        onChange={(_e, value: CatalogueTab) => onTabChange(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('payItems.catalogue.tabs')}
        sx={{ px: 1, '& .MuiTab-root': { textTransform: 'none', fontWeight: 500 } }}
      >
        {CATALOGUE_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`payItems.catalogue.tab.${value}`)}
            data-testid={`catalogue-tab-${value}`}
          />
        ))}
      </Tabs>
      <Divider />
      {tab === 'types' ? <TypesGrid canEdit={canEdit} /> : <PayeesGrid canEdit={canEdit} />}
    </Card>
  );
};
