import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  FormControlLabel,
  Link as MuiLink,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import { PAY_ITEM_CLASS_CODES, type EmployeePayItemDto, type PayItemClassCode } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { usePayItemOverview } from '../api/get-pay-item-overview';
import { PayItemImportDialog } from './pay-item-import-dialog';
import { WRAPPING_ROWS } from './wrapping-rows';
import { STATE_COLOR, useOptionalMoney, usePayItemValueText } from './use-pay-item-text';
import { Figure } from '../../../components/ui/figure';

export const isPayItemClass = (value: string | null): value is PayItemClassCode =>
  (PAY_ITEM_CLASS_CODES as readonly (string | null)[]).includes(value);

type Props = {
  /** One class only; null: the server's default (every deduction with a balance or a court order). */
  itemClass: PayItemClassCode | null;
  onItemClassChange: (itemClass: PayItemClassCode | null) => void;
};

/**
 * "Embargos, pensiones y préstamos": the company's court orders, loans and advances in force (or every one), each
 * with its employee, value, balance and what rolled forward, the totals, a filter by class; the import of items.
 */
export const PayItemsOverviewPanel = ({ itemClass, onItemClassChange }: Props) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useOptionalMoney();
  const valueText = usePayItemValueText();
  const canImport = useAppAbility().can('create', 'Employee');
  const [includeEnded, setIncludeEnded] = useState(false);
  const [importing, setImporting] = useState(false);
  const overview = usePayItemOverview({ classes: itemClass ? [itemClass] : undefined, includeEnded });
  const data = overview.data;

  const columns = useMemo<GridColDef<EmployeePayItemDto>[]>(
    () => [
      {
        field: 'employeeName',
        headerName: t('payItems.overview.employee'),
        flex: 1.3,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <MuiLink
              component={Link}
              to={paths.app.employeeDetail.getHref(row.employeeNumber, { tab: 'payItems' })}
            >
              {row.employeeName}
            </MuiLink>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {t('payItems.overview.number', { num: row.employeeNumber })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'typeName',
        headerName: t('payItems.fields.type'),
        flex: 1.2,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{row.typeName}</Typography>
            {t(`payItems.classes.${row.itemClass}`) !== row.typeName && (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {t(`payItems.classes.${row.itemClass}`)}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'reference',
        headerName: t('payItems.fields.reference'),
        minWidth: 150,
        valueGetter: (_v, row) => row.reference ?? '—',
      },
      {
        field: 'value',
        headerName: t('payItems.fields.value'),
        minWidth: 170,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_v, row) => valueText(row),
      },
      {
        field: 'validFrom',
        headerName: t('payItems.fields.validFrom'),
        minWidth: 110,
        valueFormatter: (v: string) => format.date(v),
      },
      {
        field: 'payeeName',
        headerName: t('payItems.fields.payee'),
        minWidth: 150,
        valueGetter: (_v, row) => row.payeeName ?? '—',
      },
      {
        field: 'balance',
        headerName: t('payItems.fields.balance'),
        type: 'number',
        minWidth: 140,
        valueFormatter: (v: number | null) => money(v),
      },
      {
        field: 'deferred',
        headerName: t('payItems.fields.deferred'),
        type: 'number',
        minWidth: 130,
        renderCell: ({ row }) =>
          row.deferred > 0 ? (
            <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 500, ml: 'auto' }}>
              {format.centimos(row.deferred)}
            </Typography>
          ) : (
            <Box sx={{ ml: 'auto' }}>—</Box>
          ),
      },
      {
        field: 'state',
        headerName: t('payItems.fields.state'),
        minWidth: 120,
        renderCell: ({ row }) => (
          <Chip size="small" color={STATE_COLOR[row.state]} label={t(`payItems.states.${row.state}`)} />
        ),
      },
    ],
    [t, format, money, valueText],
  );

  return (
    <Stack spacing={3}>
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Figure
            label={t('payItems.overview.items')}
            value={format.number(data.totals.items)}
            testId="overview-items"
          />
          <Figure
            label={t('payItems.overview.balance')}
            value={format.centimos(data.totals.balance)}
            testId="overview-balance"
          />
          <Figure
            label={t('payItems.overview.deferred')}
            value={format.centimos(data.totals.deferred)}
            testId="overview-deferred"
            color={data.totals.deferred > 0 ? 'warning.main' : undefined}
          />
        </Box>
      )}
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2.5, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('payItems.overview.class')}
              value={itemClass ?? ''}
              onChange={(e) => onItemClassChange(isPayItemClass(e.target.value) ? e.target.value : null)}
              sx={{ minWidth: 260 }}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'overview-class' },
              }}
            >
              <option value="">{t('payItems.overview.allClasses')}</option>
              {PAY_ITEM_CLASS_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`payItems.classes.${code}`)}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={includeEnded}
                  onChange={(e) => setIncludeEnded(e.target.checked)}
                  data-testid="overview-show-ended"
                />
              }
              label={t('payItems.overview.showEnded')}
            />
          </Stack>
          {canImport && (
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              onClick={() => setImporting(true)}
              data-testid="import-pay-items"
            >
              {t('payItems.import.open')}
            </Button>
          )}
        </Stack>
        {overview.error && (
          <Alert severity="error" sx={{ mx: 2.5, mb: 2.5 }}>
            {translateError(t, overview.error)}
          </Alert>
        )}
        <Box>
          <AppDataGrid
            rows={data?.items ?? []}
            columns={columns}
            loading={overview.isFetching}
            getRowId={(row) => row.id}
            pageSizeOptions={[25, 50, 100]}
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            localeText={{ noRowsLabel: t('payItems.overview.empty') }}
            {...WRAPPING_ROWS}
            data-testid="overview-grid"
          />
        </Box>
      </Card>
      {canImport && <PayItemImportDialog open={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
};
