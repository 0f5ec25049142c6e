import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  JOURNAL_LINE_KINDS,
  type ChartAccountInput,
  type ChartOfAccounts,
  type JournalLineKind,
} from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useFormat } from '../../../lib/use-format';
import { useChartDepartments, useChartOfAccounts, useSaveChartOfAccounts } from '../api/accounting-summary';

type KindRow = { lineKind: JournalLineKind; accountCode: string; accountName: string; isDefault: boolean };
type DepartmentRow = {
  key: number;
  lineKind: JournalLineKind;
  departmentId: number | '';
  accountCode: string;
  accountName: string;
};
type Draft = { kinds: KindRow[]; departments: DepartmentRow[] };

const draftOf = (chart: ChartOfAccounts): Draft => ({
  kinds: chart.accounts
    .filter((a) => a.departmentId === null)
    .map((a) => ({
      lineKind: a.lineKind,
      accountCode: a.accountCode,
      accountName: a.accountName,
      isDefault: a.isDefault,
    })),
  departments: chart.accounts
    .filter((a) => a.departmentId !== null)
    .map((a, i) => ({
      key: i,
      lineKind: a.lineKind,
      departmentId: a.departmentId!,
      accountCode: a.accountCode,
      accountName: a.accountName,
    })),
});

/** The chart of accounts: one row per kind of journal line, and the optional accounts per department. */
export const ChartOfAccountsDialog = ({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const chart = useChartOfAccounts(true);
  const departments = useChartDepartments(true);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="chart-title">
      <DialogTitle id="chart-title">{t('accountingSummary.chart.title')}</DialogTitle>
      {chart.data ? (
        <ChartForm
          chart={chart.data}
          departments={departments.data ?? []}
          canEdit={canEdit}
          onClose={onClose}
        />
      ) : (
        <DialogContent>
          {chart.isError ? (
            <Alert severity="error">{translateError(t, chart.error)}</Alert>
          ) : (
            <LinearProgress aria-label={t('accountingSummary.loading')} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
};

const ChartForm = ({
  chart,
  departments,
  canEdit,
  onClose,
}: {
  chart: ChartOfAccounts;
  departments: { id: number; name: string; active: boolean }[];
  canEdit: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  const save = useSaveChartOfAccounts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(chart));
  const [original] = useState<Draft>(() => draftOf(chart));
  /** Field errors of the last save, by row (`kind:<kind>` or `dept:<key>`) and field. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kindName = (kind: JournalLineKind) => t(`accountingSummary.kinds.${kind}`);

  const setKind = (i: number, patch: Partial<KindRow>) =>
    setDraft((d) => ({ ...d, kinds: d.kinds.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const setDepartment = (key: number, patch: Partial<DepartmentRow>) =>
    setDraft((d) => ({
      ...d,
      departments: d.departments.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    }));

  const submit = (restore = false) => {
    // Kinds still on the built-in default and untouched stay unsaved, so they follow the default.
    const sent: { id: string; row: ChartAccountInput }[] = restore
      ? []
      : [
          ...draft.kinds
            .filter((r, i) => {
              const o = original.kinds[i]!;
              return !o.isDefault || r.accountCode !== o.accountCode || r.accountName !== o.accountName;
            })
            .map((r) => ({
              id: `kind:${r.lineKind}`,
              row: {
                lineKind: r.lineKind,
                departmentId: null,
                accountCode: r.accountCode,
                accountName: r.accountName,
              },
            })),
          ...draft.departments.map((r) => ({
            id: `dept:${r.key}`,
            row: {
              lineKind: r.lineKind,
              departmentId: r.departmentId === '' ? null : r.departmentId,
              accountCode: r.accountCode,
              accountName: r.accountName,
            },
          })),
        ];
    setErrors({});
    save.mutate(
      { accounts: sent.map((s) => s.row) },
      {
        onSuccess: () => {
          notify(t('accountingSummary.chart.saved'), 'success');
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || !error.fields) return;
          const byRow: Record<string, string> = {};
          for (const [path, message] of Object.entries(error.fields)) {
            const [, index, field] = /^accounts\.(\d+)\.(\w+)$/.exec(path) ?? [];
            const target = index === undefined ? undefined : sent[Number(index)];
            if (target && field) byRow[`${target.id}.${field}`] = message;
          }
          setErrors(byRow);
        },
      },
    );
  };

  const newKey = () => Math.max(0, ...draft.departments.map((r) => r.key)) + 1;

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('accountingSummary.chart.intro')}</Typography>
          {!canEdit && <Alert severity="info">{t('accountingSummary.chart.readOnly')}</Alert>}
          {chart.updatedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('accountingSummary.chart.updated', {
                date: f.dateTime(chart.updatedAt),
                user: chart.updatedBy ?? '—',
              })}
            </Typography>
          )}
          <Table size="small" data-testid="chart-kinds">
            <TableHead>
              <TableRow>
                <TableCell>{t('accountingSummary.chart.kind')}</TableCell>
                <TableCell>{t('accountingSummary.chart.side')}</TableCell>
                <TableCell>{t('accountingSummary.chart.code')}</TableCell>
                <TableCell>{t('accountingSummary.chart.name')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {draft.kinds.map((r, i) => {
                const side = chart.accounts[i]!.side;
                const id = `kind:${r.lineKind}`;
                return (
                  <TableRow key={r.lineKind} data-testid={`chart-row-${r.lineKind}`}>
                    <TableCell>
                      {kindName(r.lineKind)}
                      {r.isDefault &&
                        r.accountCode === original.kinds[i]!.accountCode &&
                        r.accountName === original.kinds[i]!.accountName && (
                          <Chip size="small" sx={{ ml: 1 }} label={t('accountingSummary.chart.default')} />
                        )}
                    </TableCell>
                    <TableCell>{t(`accountingSummary.sides.${side}`)}</TableCell>
                    <TableCell sx={{ width: 170 }}>
                      <TextField
                        size="small"
                        value={r.accountCode}
                        disabled={!canEdit}
                        onChange={(e) => setKind(i, { accountCode: e.target.value })}
                        error={!!errors[`${id}.accountCode`]}
                        helperText={errors[`${id}.accountCode`]}
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('accountingSummary.chart.codeOf', { kind: kindName(r.lineKind) }),
                            'data-testid': `chart-code-${r.lineKind}`,
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        value={r.accountName}
                        disabled={!canEdit}
                        onChange={(e) => setKind(i, { accountName: e.target.value })}
                        error={!!errors[`${id}.accountName`]}
                        helperText={errors[`${id}.accountName`]}
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('accountingSummary.chart.nameOf', { kind: kindName(r.lineKind) }),
                            'data-testid': `chart-name-${r.lineKind}`,
                          },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>

          <Typography variant="h6" component="h2">
            {t('accountingSummary.chart.departments')}
          </Typography>
          {draft.departments.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('accountingSummary.chart.noDepartmentAccounts')}
            </Typography>
          )}
          {draft.departments.map((r) => {
            const id = `dept:${r.key}`;
            return (
              <Stack
                key={r.key}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ alignItems: { md: 'flex-start' } }}
              >
                <FormControl
                  size="small"
                  sx={{ minWidth: 240 }}
                  disabled={!canEdit}
                  error={!!errors[`${id}.lineKind`]}
                >
                  <InputLabel id={`${id}-kind`}>{t('accountingSummary.chart.kind')}</InputLabel>
                  <Select
                    labelId={`${id}-kind`}
                    label={t('accountingSummary.chart.kind')}
                    value={r.lineKind}
                    onChange={(e) => setDepartment(r.key, { lineKind: e.target.value as JournalLineKind })}
                  >
                    {JOURNAL_LINE_KINDS.map((k) => (
                      <MenuItem key={k} value={k}>
                        {kindName(k)}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <FormControl
                  size="small"
                  sx={{ minWidth: 200 }}
                  disabled={!canEdit}
                  error={!!errors[`${id}.departmentId`]}
                >
                  <InputLabel id={`${id}-dept`}>{t('accountingSummary.chart.department')}</InputLabel>
                  <Select
                    labelId={`${id}-dept`}
                    label={t('accountingSummary.chart.department')}
                    value={r.departmentId}
                    onChange={(e) => setDepartment(r.key, { departmentId: Number(e.target.value) })}
                  >
                    {departments.map((d) => (
                      <MenuItem key={d.id} value={d.id}>
                        {d.name}
                      </MenuItem>
                    ))}
                  </Select>
                  {errors[`${id}.departmentId`] && (
                    <Typography variant="caption" color="error">
                      {errors[`${id}.departmentId`]}
                    </Typography>
                  )}
                </FormControl>
                <TextField
                  size="small"
                  label={t('accountingSummary.chart.code')}
                  value={r.accountCode}
                  disabled={!canEdit}
                  onChange={(e) => setDepartment(r.key, { accountCode: e.target.value })}
                  error={!!errors[`${id}.accountCode`]}
                  helperText={errors[`${id}.accountCode`]}
                  sx={{ width: 150 }}
                />
                <TextField
                  size="small"
                  label={t('accountingSummary.chart.name')}
                  value={r.accountName}
                  disabled={!canEdit}
                  onChange={(e) => setDepartment(r.key, { accountName: e.target.value })}
                  error={!!errors[`${id}.accountName`]}
                  helperText={errors[`${id}.accountName`] ?? errors[`${id}.lineKind`]}
                  sx={{ flex: 1 }}
                />
                {canEdit && (
                  <IconButton
                    aria-label={t('accountingSummary.chart.remove')}
                    onClick={() =>
                      setDraft((d) => ({ ...d, departments: d.departments.filter((x) => x.key !== r.key) }))
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {canEdit && (
            <Box>
              <Button
                startIcon={<Add />}
                onClick={() =>
                  setDraft((d) => ({
                    ...d,
                    departments: [
                      ...d.departments,
                      {
                        key: newKey(),
                        lineKind: 'salary_expense',
                        departmentId: departments[0]?.id ?? '',
                        accountCode: d.kinds[0]?.accountCode ?? '',
                        accountName: d.kinds[0]?.accountName ?? '',
                      },
                    ],
                  }))
                }
              >
                {t('accountingSummary.chart.addDepartment')}
              </Button>
            </Box>
          )}
          {save.isError && <Alert severity="error">{translateError(t, save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {canEdit && (
          <Button
            color="secondary"
            disabled={save.isPending}
            onClick={() => submit(true)}
            sx={{ mr: 'auto' }}
          >
            {t('accountingSummary.chart.restoreDefaults')}
          </Button>
        )}
        <Button onClick={onClose}>
          {canEdit ? t('accountingSummary.chart.cancel') : t('accountingSummary.chart.close')}
        </Button>
        {canEdit && (
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => submit()}
            data-testid="chart-save"
          >
            {t('accountingSummary.chart.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
};
