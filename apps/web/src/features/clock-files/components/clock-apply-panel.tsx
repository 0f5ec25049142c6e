import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { clockApplyResponse } from '@planilla/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../components/ui/app-data-grid';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useApplyClockMarks, useClockPayrolls } from '../api/clock-files';

type Result = z.output<typeof clockApplyResponse>;
type Change = Result['changes'][number];

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** `/payroll/presence/clockregister`: choose a payroll, preview what the marks change, apply them. */
export const ClockApplyPanel = ({
  payrollId,
  onPayrollChange,
}: {
  payrollId: number | undefined;
  onPayrollChange: (payrollId: number | undefined) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const ability = useAppAbility();
  const canApply = ability.can('update', 'Attendance');
  const payrolls = useClockPayrolls();
  const [overwrite, setOverwrite] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const apply = useApplyClockMarks();
  const selected = payrolls.data?.find((p) => p.payrollId === payrollId);

  const run = (preview: boolean) => {
    if (!payrollId) return;
    apply.mutate(
      { payrollId, preview, overwritePersonChanges: overwrite },
      { onSuccess: (r) => setResult(r) },
    );
  };

  const columns: GridColDef<Change>[] = [
    {
      field: 'employee',
      headerName: t('clockFiles.apply.columns.employee'),
      flex: 1.4,
      minWidth: 200,
      valueGetter: (_v, row) => `${row.num_empleado} · ${row.fullName}`,
    },
    {
      field: 'date',
      headerName: t('clockFiles.apply.columns.date'),
      width: 120,
      valueFormatter: (v: string) => format.date(v),
    },
    {
      field: 'change',
      headerName: t('clockFiles.apply.columns.change'),
      width: 110,
      renderCell: ({ row }) => (
        <span data-testid="change-code">
          {row.fromCode} → <strong>{row.toCode}</strong>
        </span>
      ),
    },
    { field: 'entryTime', headerName: t('clockFiles.apply.columns.entry'), width: 90 },
    { field: 'exitTime', headerName: t('clockFiles.apply.columns.exit'), width: 90 },
    {
      field: 'ordinaryMinutes',
      headerName: t('clockFiles.apply.columns.ordinary'),
      width: 110,
      valueFormatter: (v: number) => hours(v),
    },
    {
      field: 'extraMinutes',
      headerName: t('clockFiles.apply.columns.extra'),
      width: 90,
      valueFormatter: (v: number) => (v > 0 ? hours(v) : ''),
    },
    {
      field: 'personChanged',
      headerName: t('clockFiles.apply.columns.person'),
      width: 190,
      renderCell: ({ row }) =>
        // From the answer, not the switch: the preview says what applying with its own options does.
        row.personChanged ? (
          <Chip
            size="small"
            color={row.applies ? 'warning' : 'default'}
            label={row.applies ? '✓' : t('clockFiles.apply.kept')}
          />
        ) : null,
    },
  ];

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ pt: 3 }}>
          <Stack spacing={2}>
            {payrolls.data && payrolls.data.length === 0 && (
              <Alert severity="info">{t('clockFiles.apply.noPayrolls')}</Alert>
            )}
            <TextField
              select
              label={t('clockFiles.apply.payroll')}
              value={payrollId ?? ''}
              onChange={(e) => {
                setResult(null);
                onPayrollChange(e.target.value === '' ? undefined : Number(e.target.value));
              }}
              sx={{ maxWidth: 640 }}
              slotProps={{ htmlInput: { 'data-testid': 'apply-payroll' } }}
            >
              {(payrolls.data ?? []).map((p) => (
                <MenuItem key={p.payrollId} value={p.payrollId} data-testid={`payroll-option-${p.payrollId}`}>
                  {t('clockFiles.apply.payrollOption', {
                    payroll: format.payroll(p, { withPeriod: true }),
                    marks: format.number(p.marks),
                    employees: format.number(p.employeesWithMarks),
                  })}
                </MenuItem>
              ))}
            </TextField>
            {selected?.lastAppliedAt && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('clockFiles.apply.lastApplied', { date: format.dateTime(selected.lastAppliedAt) })}
              </Typography>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={overwrite}
                  onChange={(e) => {
                    setOverwrite(e.target.checked);
                    setResult(null);
                  }}
                  data-testid="apply-overwrite"
                />
              }
              label={t('clockFiles.apply.overwrite')}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                disabled={!payrollId || apply.isPending}
                onClick={() => run(true)}
                data-testid="apply-preview"
              >
                {t('clockFiles.apply.preview')}
              </Button>
              {canApply && (
                <Button
                  variant="contained"
                  disabled={
                    !payrollId || apply.isPending || !result || result.applied || result.changedDays === 0
                  }
                  onClick={() => run(false)}
                  data-testid="apply-confirm"
                >
                  {t('clockFiles.apply.apply')}
                </Button>
              )}
            </Stack>
            {!canApply && <Alert severity="info">{t('clockFiles.apply.forbidden')}</Alert>}
            {apply.error && <Alert severity="error">{translateError(t, apply.error)}</Alert>}
          </Stack>
        </CardContent>
      </Card>
      {result && (
        <Card data-testid="apply-result">
          <CardContent sx={{ pt: 3 }}>
            <Stack spacing={2}>
              {result.applied ? (
                <Alert severity="success" data-testid="apply-done">
                  {t('clockFiles.apply.applied', { count: result.changedDays })}
                </Alert>
              ) : (
                <Typography variant="h6">{t('clockFiles.apply.previewTitle')}</Typography>
              )}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                {(['changedDays', 'skippedPersonDays', 'missingMarkDays'] as const).map((key) => (
                  <Box
                    key={key}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, minWidth: 180 }}
                    data-testid={`apply-${key}`}
                  >
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t(`clockFiles.apply.${key}`)}
                    </Typography>
                    <Typography variant="h6">{format.number(result[key])}</Typography>
                  </Box>
                ))}
              </Stack>
              {result.changes.length === 0 ? (
                <Alert severity="info">{t('clockFiles.apply.nothing')}</Alert>
              ) : (
                <>
                  {result.changes.length < result.changedDays + result.skippedPersonDays && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('clockFiles.apply.firstChanges', { shown: format.number(result.changes.length) })}
                    </Typography>
                  )}
                  <Box data-testid="apply-changes">
                    <AppDataGrid<Change>
                      autoHeight
                      rows={result.changes}
                      getRowId={(r) => `${r.num_empleado}:${r.date}`}
                      columns={columns}
                      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
                      pageSizeOptions={[25, 50, 100]}
                    />
                  </Box>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
