import type React from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { BankLayoutItem, PaymentResume } from '@planilla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import {
  useBankLayoutPreview,
  useBankLayouts,
  useDeactivateBankLayout,
  useGenerateBankFile,
} from '../api/payment-summary';
import { BankLayoutDialog } from './bank-layout-dialog';
import { FilePreview } from './file-preview';

const layoutLabel = (t: (k: string) => string, l: BankLayoutItem) =>
  `${l.name} (${l.code})${l.builtIn ? ` · ${t('paymentSummary.builtIn')}` : ''}`;

/** The bank file: its layout, bank and reference, a preview, generating it, and the company's layouts. */
export const BankFileCard = ({ summary: s, payrollId }: { summary: PaymentResume; payrollId: number }) => {
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
