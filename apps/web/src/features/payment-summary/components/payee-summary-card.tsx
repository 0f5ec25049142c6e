import type React from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { PAY_ITEM_TEXTS, type PaymentResume, type PayeeSummaryGroup } from '@planilla/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useDownloadPayeeBankFile, useExportPayeeSummary, usePayeeSummary } from '../api/payee-summary';
import { useBankLayouts } from '../api/payment-summary';

type Scope = 'payroll' | 'month';

/** A payee's heading row: name (or "no payee"), kind, IBAN and whether the bank file pays it, its total. */
const GroupHeading = ({ group: g, columns }: { group: PayeeSummaryGroup; columns: number }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <TableRow data-testid="payee-group" sx={{ bgcolor: 'action.hover' }}>
      <TableCell colSpan={columns - 1} component="th" scope="rowgroup">
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {g.payeeName ?? t('paymentSummary.payees.noPayee')}
          </Typography>
          {g.kind && <Chip size="small" label={PAY_ITEM_TEXTS[f.catalogue].payeeKinds[g.kind]} />}
          {g.payeeId !== null && (
            <Typography component="span" variant="body2">
              {g.iban ?? t('paymentSummary.payees.noIban')}
              {g.iban && !g.inBankFile ? ` · ${t('paymentSummary.payees.invalidIban')}` : ''}
            </Typography>
          )}
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="payee-total">
        {f.centimos(g.total)}
      </TableCell>
    </TableRow>
  );
};

/**
 * "Por beneficiario": what the pay items of the payroll (or of its pay month's closed payrolls) owe each payee —
 * the association, each court order with its case number, insurers —, the items without a payee last; the
 * Excel report and the payees' bank file in a layout of the net pay's.
 */
export const PayeeSummaryCard = ({ payroll }: { payroll: PaymentResume['payroll'] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const [scope, setScope] = useState<Scope>('payroll');
  const [layoutCode, setLayoutCode] = useState('GENERIC_CSV');
  const month = payroll.payDate.slice(0, 7);
  const request = scope === 'month' ? { month } : { payrollId: payroll.payrollId };
  const summary = usePayeeSummary(request);
  const layouts = useBankLayouts();
  const exporter = useExportPayeeSummary();
  const bankFile = useDownloadPayeeBankFile();
  const s = summary.data;
  const columns = scope === 'month' ? 6 : 5;
  const failure = exporter.error ?? bankFile.error;

  return (
    <Card data-testid="payee-summary">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('paymentSummary.payees.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('paymentSummary.payees.help')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', mb: 2 }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={scope}
            onChange={(_e, value: Scope | null) => value && setScope(value)}
            aria-label={t('paymentSummary.payees.scope')}
          >
            <ToggleButton value="payroll" data-testid="payee-scope-payroll">
              {t('paymentSummary.payees.thisPayroll')}
            </ToggleButton>
            <ToggleButton value="month" data-testid="payee-scope-month">
              {t('paymentSummary.payees.month', { month: f.month(month) })}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            variant="outlined"
            startIcon={<FileDownload />}
            disabled={!s || exporter.isPending}
            onClick={() => exporter.mutate({ ...request, format: 'xlsx' })}
            data-testid="payee-export"
          >
            {t('paymentSummary.payees.export')}
          </Button>
          <TextField
            select
            size="small"
            label={t('paymentSummary.bankFile.layout')}
            value={layouts.data?.some((l) => l.code === layoutCode) ? layoutCode : ''}
            onChange={(e) => setLayoutCode(e.target.value)}
            sx={{ minWidth: 260 }}
            slotProps={{
              select: {
                SelectDisplayProps: {
                  'data-testid': 'payee-layout-select',
                } as React.HTMLAttributes<HTMLDivElement>,
              },
            }}
          >
            {(layouts.data ?? []).map((l) => (
              <MenuItem key={l.code} value={l.code}>
                {l.name} ({l.code})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<FileDownload />}
            disabled={!s || s.draft || s.bankFilePayees === 0 || bankFile.isPending}
            onClick={() => bankFile.mutate({ ...request, layoutCode })}
            data-testid="payee-bank-file"
          >
            {t('paymentSummary.payees.bankFile')}
          </Button>
        </Stack>
        {summary.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateError(t, summary.error)}
          </Alert>
        )}
        {failure && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            onClose={() => {
              exporter.reset();
              bankFile.reset();
            }}
            data-testid="payee-error"
          >
            {translateError(t, failure)}
          </Alert>
        )}
        {s?.draft && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('paymentSummary.payees.draft')}
          </Alert>
        )}
        {s && s.groups.length === 0 && (
          <Typography variant="body2" data-testid="payee-empty">
            {scope === 'month' ? t('paymentSummary.payees.noneInMonth') : t('paymentSummary.payees.none')}
          </Typography>
        )}
        {s && s.groups.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="payee-bank-total">
              {t('paymentSummary.payees.inBankFile', {
                count: s.bankFilePayees,
                total: f.centimos(s.bankFileTotal),
              })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="payee-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('paymentSummary.columns.number')}</TableCell>
                    <TableCell>{t('paymentSummary.columns.name')}</TableCell>
                    <TableCell>{t('paymentSummary.payees.item')}</TableCell>
                    <TableCell>{t('paymentSummary.payees.reference')}</TableCell>
                    {scope === 'month' && <TableCell>{t('paymentSummary.payroll')}</TableCell>}
                    <TableCell align="right">{t('paymentSummary.payees.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.groups.map((g) => (
                    <Fragment key={g.payeeId ?? 'none'}>
                      <GroupHeading group={g} columns={columns} />
                      {g.lines.map((l, i) => (
                        <TableRow key={`${l.payrollId}-${l.employeeNumber}-${l.typeCode}-${i}`}>
                          <TableCell>{l.employeeNumber}</TableCell>
                          <TableCell>{l.employeeName}</TableCell>
                          <TableCell>{l.typeName}</TableCell>
                          <TableCell>{l.reference ?? '—'}</TableCell>
                          {scope === 'month' && <TableCell>#{l.payrollId}</TableCell>}
                          <TableCell align="right">{f.centimos(l.amount)}</TableCell>
                        </TableRow>
                      ))}
                    </Fragment>
                  ))}
                  <TableRow>
                    <TableCell colSpan={columns - 1} sx={{ fontWeight: 700 }}>
                      {t('paymentSummary.total')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="payee-grand-total">
                      {f.centimos(s.total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
