import type React from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  Link,
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
import FileDownload from '@mui/icons-material/FileDownload';
import type { BankLayoutItem, PaymentResume } from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useBankFiles,
  useBankLayoutPreview,
  useBankLayouts,
  useDeactivateBankLayout,
  useDownloadBankFile,
  useGenerateBankFile,
  usePaymentResume,
  usePayrollsWithPayments,
} from '../api/payment-summary';
import { BankLayoutDialog } from './bank-layout-dialog';
import { FilePreview } from './file-preview';

/** Pick a payroll; its net by bank and method, the employees without a valid IBAN, the bank file and its layouts. */
export const PaymentSummaryPanel = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const [params] = useSearchParams();
  const payrolls = usePayrollsWithPayments();
  const initial = Number(params.get('payroll'));
  const [chosen, setPayrollId] = useState<number | null>(
    Number.isInteger(initial) && initial > 0 ? initial : null,
  );
  // Until one is chosen, the newest closed payroll (the one a bank file is made for).
  const payrollId = chosen ?? payrolls.data?.find((p) => p.status === 'paid')?.payrollId ?? null;
  const summary = usePaymentResume(payrollId);
  const s = summary.data;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <FormControl size="small" sx={{ minWidth: 320 }}>
              <InputLabel id="payment-payroll-pick">{t('paymentSummary.payroll')}</InputLabel>
              <Select
                labelId="payment-payroll-pick"
                SelectDisplayProps={
                  { 'data-testid': 'payroll-select' } as React.HTMLAttributes<HTMLDivElement>
                }
                label={t('paymentSummary.payroll')}
                value={payrolls.data?.some((p) => p.payrollId === payrollId) ? payrollId : ''}
                onChange={(e) => setPayrollId(Number(e.target.value))}
              >
                {(payrolls.data ?? []).map((p) => (
                  <MenuItem key={p.payrollId} value={p.payrollId}>
                    {f.payroll(p, { withPeriod: true })} · {t(`paymentSummary.status.${p.status}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {s && (
              <Chip
                label={t(`paymentSummary.status.${s.payroll.status}`)}
                color={s.payroll.status === 'paid' ? 'success' : 'default'}
                data-testid="payroll-status"
              />
            )}
          </Stack>
          {payrolls.data?.length === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('paymentSummary.noPayrolls')}
            </Alert>
          )}
          {summary.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateError(t, summary.error)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {s && payrollId !== null && (
        <>
          <SummaryTotals summary={s} />
          <GroupsCard summary={s} />
          {s.withoutAccount.length > 0 && <WithoutAccountCard summary={s} />}
          <BankFileCard summary={s} payrollId={payrollId} />
          <GeneratedFilesCard payrollId={payrollId} />
        </>
      )}
    </Stack>
  );
};

const SummaryTotals = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const cards = [
    {
      key: 'net',
      value: f.centimos(s.totals.net),
      detail: t('paymentSummary.employeeCount', { count: s.totals.employees }),
    },
    {
      key: 'transfer',
      value: f.centimos(s.totals.transferNet),
      detail: t('paymentSummary.employeeCount', { count: s.totals.transferEmployees }),
    },
    {
      key: 'withoutAccount',
      value: f.centimos(s.totals.withoutAccountNet),
      detail: t('paymentSummary.employeeCount', { count: s.totals.withoutAccountEmployees }),
    },
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="payment-totals">
      {cards.map((c) => (
        <Card key={c.key} sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="overline" component="p">
              {t(`paymentSummary.totals.${c.key}`)}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`total-${c.key}`}>
              {c.value}
            </Typography>
            <Typography variant="body2">{c.detail}</Typography>
          </CardContent>
        </Card>
      ))}
      <Card sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="overline" component="p">
            {t('paymentSummary.totals.calculation')}
          </Typography>
          <Typography variant="h6" component="p">
            {f.centimos(s.calculationNet)}
          </Typography>
          <Chip
            size="small"
            color={s.matches ? 'success' : 'error'}
            label={s.matches ? t('paymentSummary.matches') : t('paymentSummary.mismatch')}
            data-testid="matches-chip"
          />
        </CardContent>
      </Card>
    </Stack>
  );
};

const GroupsCard = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('paymentSummary.byBank')}
        </Typography>
        <Table size="small" data-testid="groups-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('paymentSummary.columns.bank')}</TableCell>
              <TableCell>{t('paymentSummary.columns.method')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.employees')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.groups.map((g) => (
              <TableRow key={`${g.method}${g.bankCode ?? ''}`}>
                <TableCell>
                  {g.bankCode ? `${g.bankCode} · ${g.bankName ?? t('paymentSummary.unknownBank')}` : '—'}
                </TableCell>
                <TableCell>{t(`paymentSummary.methods.${g.method}`)}</TableCell>
                <TableCell align="right">{f.number(g.employees)}</TableCell>
                <TableCell align="right">{f.centimos(g.net)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                {t('paymentSummary.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {f.number(s.totals.employees)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="groups-total">
                {f.centimos(s.totals.net)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

const WithoutAccountCard = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('paymentSummary.withoutAccount.title', { count: s.withoutAccount.length })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('paymentSummary.withoutAccount.help')}
        </Typography>
        <Table size="small" data-testid="without-account-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('paymentSummary.columns.number')}</TableCell>
              <TableCell>{t('paymentSummary.columns.name')}</TableCell>
              <TableCell>{t('paymentSummary.columns.nationalId')}</TableCell>
              <TableCell>{t('paymentSummary.columns.reason')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.withoutAccount.map((e) => (
              <TableRow key={e.num_empleado}>
                <TableCell>{e.num_empleado}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={paths.app.employeeDetail.getHref(e.num_empleado)}>
                    {e.fullName}
                  </Link>
                </TableCell>
                <TableCell>{e.nationalId}</TableCell>
                <TableCell>
                  {t(`paymentSummary.withoutAccount.${e.reason}`)}
                  {e.iban ? ` (${e.iban})` : ''}
                </TableCell>
                <TableCell align="right">{f.centimos(e.net)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

const layoutLabel = (t: (k: string) => string, l: BankLayoutItem) =>
  `${l.name} (${l.code})${l.builtIn ? ` · ${t('paymentSummary.builtIn')}` : ''}`;

const BankFileCard = ({ summary: s, payrollId }: { summary: PaymentResume; payrollId: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const canWrite = ability.can('update', 'PostPayroll');
  const layouts = useBankLayouts();
  const [layoutCode, setLayoutCode] = useState('GENERIC_CSV');
  const [bankCode, setBankCode] = useState('');
  const [reference, setReference] = useState('');
  const [editing, setEditing] = useState<{ layout: BankLayoutItem | null } | null>(null);
  const layout = layouts.data?.find((l) => l.code === layoutCode) ?? null;
  const trimmed = reference.trim();
  const preview = useBankLayoutPreview(
    layout
      ? {
          payrollId,
          layoutCode,
          ...(bankCode ? { bankCode } : {}),
          ...(trimmed ? { reference: trimmed } : {}),
          lines: 10,
        }
      : null,
  );
  const generate = useGenerateBankFile();
  const deactivate = useDeactivateBankLayout();
  const paid = s.payroll.status === 'paid';
  const banks = s.groups.filter((g) => g.method === 'transfer');

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('paymentSummary.bankFile.title')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          <TextField
            select
            size="small"
            label={t('paymentSummary.bankFile.layout')}
            value={layout ? layoutCode : ''}
            onChange={(e) => setLayoutCode(e.target.value)}
            sx={{ minWidth: 320 }}
            slotProps={{
              select: {
                SelectDisplayProps: {
                  'data-testid': 'layout-select',
                } as React.HTMLAttributes<HTMLDivElement>,
              },
            }}
          >
            {(layouts.data ?? []).map((l) => (
              <MenuItem key={l.code} value={l.code}>
                {layoutLabel(t, l)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('paymentSummary.bankFile.bank')}
            value={bankCode}
            onChange={(e) => setBankCode(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('paymentSummary.bankFile.allBanks')}</MenuItem>
            {banks.map((g) => (
              <MenuItem key={g.bankCode} value={g.bankCode ?? ''}>
                {g.bankCode} · {g.bankName ?? t('paymentSummary.unknownBank')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('paymentSummary.bankFile.reference')}
            placeholder={t('paymentSummary.bankFile.referenceDefault')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ minWidth: 260 }}
          />
        </Stack>
        {layout?.note && (
          <Alert severity={layout.code.includes('COMMUNITY') ? 'warning' : 'info'} sx={{ mb: 2 }}>
            {layout.note}
          </Alert>
        )}
        {preview.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateError(t, preview.error)}
          </Alert>
        )}
        {preview.data && <FilePreview preview={preview.data} />}
        {!paid && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="not-closed-note">
            {t('paymentSummary.bankFile.notClosed')}
          </Alert>
        )}
        {generate.isError && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => generate.reset()}>
            {translateError(t, generate.error)}
          </Alert>
        )}
        {generate.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {t('paymentSummary.bankFile.generated', {
              name: generate.data.nom_archivo,
              count: generate.data.recordCount,
              total: f.centimos(generate.data.totalAmount),
            })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {canWrite && (
            <Button
              variant="contained"
              data-testid="generate-bank-file"
              disabled={!paid || !layout || generate.isPending}
              onClick={() =>
                generate.mutate({
                  payrollId,
                  layoutCode,
                  ...(bankCode ? { bankCode } : {}),
                  ...(trimmed ? { reference: trimmed } : {}),
                })
              }
            >
              {t('paymentSummary.bankFile.generate')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          {canWrite && (
            <Button variant="outlined" onClick={() => setEditing({ layout: null })} data-testid="new-layout">
              {t('paymentSummary.layouts.new')}
            </Button>
          )}
          {canWrite && layout && (
            <Button variant="outlined" onClick={() => setEditing({ layout })} data-testid="edit-layout">
              {layout.builtIn ? t('paymentSummary.layouts.copy') : t('paymentSummary.layouts.edit')}
            </Button>
          )}
          {canWrite && layout && !layout.builtIn && (
            <Button
              color="warning"
              disabled={deactivate.isPending}
              onClick={() => deactivate.mutate(layout.id!, { onSuccess: () => setLayoutCode('GENERIC_CSV') })}
            >
              {t('paymentSummary.layouts.deactivate')}
            </Button>
          )}
        </Stack>
        {deactivate.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateError(t, deactivate.error)}
          </Alert>
        )}
      </CardContent>
      {editing && (
        <BankLayoutDialog
          payrollId={payrollId}
          source={editing.layout}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setLayoutCode(saved);
          }}
        />
      )}
    </Card>
  );
};

const GeneratedFilesCard = ({ payrollId }: { payrollId: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const files = useBankFiles(payrollId);
  const download = useDownloadBankFile();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('paymentSummary.files.title')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
            {translateError(t, download.error)}
          </Alert>
        )}
        {files.data?.length === 0 ? (
          <Typography variant="body2">{t('paymentSummary.files.none')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="generated-files">
              <TableHead>
                <TableRow>
                  <TableCell>{t('paymentSummary.files.name')}</TableCell>
                  <TableCell>{t('paymentSummary.files.layout')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.records')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.total')}</TableCell>
                  <TableCell>{t('paymentSummary.files.checksum')}</TableCell>
                  <TableCell align="right">{t('paymentSummary.files.size')}</TableCell>
                  <TableCell>{t('paymentSummary.files.created')}</TableCell>
                  <TableCell>{t('paymentSummary.files.download')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(files.data ?? []).map((g) => (
                  <TableRow key={g.id} data-testid="generated-file-row">
                    <TableCell sx={{ wordBreak: 'break-all' }}>{g.nom_archivo}</TableCell>
                    <TableCell>{g.layoutCode}</TableCell>
                    <TableCell align="right" data-testid="file-records">
                      {f.number(g.recordCount)}
                    </TableCell>
                    <TableCell align="right" data-testid="file-total">
                      {f.centimos(g.totalAmount)}
                    </TableCell>
                    <TableCell>
                      <Box component="code" title={g.sha256} sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                        {g.sha256}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{f.number(g.byteSize)} B</TableCell>
                    <TableCell>
                      {f.dateTime(g.createdAt)}
                      {g.createdBy ? ` · ${g.createdBy}` : ''}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        startIcon={<FileDownload />}
                        disabled={download.isPending}
                        onClick={() => download.mutate(g)}
                        aria-label={t('paymentSummary.files.downloadLabel', { name: g.nom_archivo })}
                        data-testid="download-bank-file"
                      >
                        {t('paymentSummary.files.download')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
