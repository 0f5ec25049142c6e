import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import {
  DATA_CHANGE_FIELDS,
  newDataChangeRequest,
  V,
  type DataChangeField,
  type DataChangeRequestItem,
  type EmployeeContactData,
} from '@planilla/contracts';
import { ibanBankCode, isValidIban } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { translateError } from '../../../lib/errors';
import { groupIban } from '../../../lib/format';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useCancelDataChange, useMyData, useRequestDataChange } from '../api/my-data';
import { MyDataHistory } from './my-data-history';
import { QueryState } from './query-state';

/**
 * The request form's schema: the API's own (`newDataChangeRequest`) plus the IBAN's check digits, which the engine
 * checks (`@planilla/domain`) as HR's employee form does; the server checks them again, and the bank.
 */
export const dataChangeForm = newDataChangeRequest.superRefine((r, ctx) => {
  if (r.iban && !isValidIban(r.iban))
    ctx.addIssue({ code: 'custom', path: ['iban'], message: V.invalidIban });
});
/** The form's values: text fields, blank for "not asked" (the schema drops blanks). */
type Input = { phone: string; email: string; address: string; iban: string; note: string };
type Output = z.output<typeof dataChangeForm>;
const EMPTY: Input = { phone: '', email: '', address: '', iban: '', note: '' };
// The schema takes any value (blank strings are read as absent), so its inferred input is wider than the form's.
const resolver = zodResolver(dataChangeForm) as unknown as Resolver<Input, unknown, Output>;
const FORM_FIELDS = [...DATA_CHANGE_FIELDS, 'note'] as const;

/** A value as it reads: the IBAN grouped by four, a missing one as a dash. */
const shown = (field: keyof EmployeeContactData, value: string | null | undefined) =>
  value ? (field === 'iban' ? groupIban(value) : value) : '—';

/** A label and its value, stacked (a phone's width is too narrow for an IBAN beside its label). */
const Item = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/** What a request asks: each field, from the value it had to the value asked. */
const AskedList = ({ request }: { request: DataChangeRequestItem }) => {
  const { t } = useTranslation();
  const fields = DATA_CHANGE_FIELDS.filter((f) => request.asked[f] !== undefined);
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {fields.map((f: DataChangeField) => (
        <Typography component="li" variant="body2" key={f} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{t(`selfService.data.fields.${f}`)}:</strong> {shown(f, request.asked[f])}
        </Typography>
      ))}
    </Stack>
  );
};

/** My pending request: what it asks, since when, and a button to withdraw it. */
const PendingRequest = ({ request }: { request: DataChangeRequestItem }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const cancel = useCancelDataChange();
  return (
    <Card data-testid="my-data-pending">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('selfService.data.pendingTitle')}
          </Typography>
          <Chip size="small" color="warning" label={t('selfService.data.status.pending')} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('selfService.data.pendingSince', { date: f.date(request.requestedAt) })}
        </Typography>
        <AskedList request={request} />
        {request.asked.iban !== undefined && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('selfService.data.ibanNotice')}
          </Alert>
        )}
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          color="error"
          fullWidth
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(request.id, {
              onSuccess: () => enqueueSnackbar(t('selfService.data.cancelled'), { variant: 'success' }),
            })
          }
          data-testid="my-data-cancel"
        >
          {t('selfService.data.cancel')}
        </Button>
      </CardContent>
    </Card>
  );
};

/** The form to ask for a change: only the fields filled in are asked; HR decides before anything changes. */
const ChangeForm = ({ current }: { current: EmployeeContactData }) => {
  const { t } = useTranslation();
  const ask = useRequestDataChange();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const iban = form.watch('iban');
  const bank = isValidIban(iban) ? ibanBankCode(iban) : null;
  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
      form.reset(EMPTY);
      enqueueSnackbar(t('selfService.data.sent'), { variant: 'success' });
    } catch (error) {
      applyServerFieldErrors(error, FORM_FIELDS, form.setError);
    }
  });
  const field = (
    name: (typeof FORM_FIELDS)[number],
    extra: { helper?: string; autoComplete?: string } = {},
  ) => (
    <FormField
      {...muiField(form.register(name))}
      label={t(`selfService.data.fields.${name}`)}
      autoComplete={extra.autoComplete}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name]) ?? extra.helper}
      size="medium"
      inputProps={{ 'data-testid': `my-data-new-${name}` }}
    />
  );
  const generalError =
    ask.isError && !FORM_FIELDS.some((name) => errors[name]) ? translateError(t, ask.error) : null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('selfService.data.askTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('selfService.data.askHelp')}
        </Typography>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="my-data-form"
        >
          {generalError && <Alert severity="error">{generalError}</Alert>}
          {field('phone', {
            autoComplete: 'tel',
            helper: t('selfService.data.keep', { value: shown('phone', current.phone) }),
          })}
          {field('email', {
            autoComplete: 'email',
            helper: t('selfService.data.keep', { value: shown('email', current.email) }),
          })}
          {field('address', { autoComplete: 'street-address' })}
          {field('iban', {
            helper: bank ? t('selfService.data.ibanBank', { code: bank }) : t('selfService.data.ibanHelp'),
          })}
          {field('note')}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="my-data-submit"
          >
            {t('selfService.data.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * My data: my phone, e-mail, address and bank account as the company has them; a change is a request HR approves
 * before it applies (an IBAN change also warns my e-mail on file). One pending request at a time: while it waits,
 * it shows with a button to withdraw it. Below, the history of my decided requests.
 */
export const MyData = () => {
  const { t } = useTranslation();
  const query = useMyData();
  const data = query.data;
  if (!data)
    return (
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <Stack spacing={2.5} data-testid="my-data" sx={{ maxWidth: 720 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('selfService.data.onFile')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
            <Item
              label={t('selfService.data.fields.phone')}
              value={shown('phone', data.phone)}
              testId="my-data-phone"
            />
            <Item
              label={t('selfService.data.fields.email')}
              value={shown('email', data.email)}
              testId="my-data-email"
            />
            <Item
              label={t('selfService.data.fields.address')}
              value={shown('address', data.address)}
              testId="my-data-address"
            />
            <Item
              label={t('selfService.data.fields.bank')}
              value={shown('bankName', data.bankName)}
              testId="my-data-bank"
            />
            <Item
              label={t('selfService.data.fields.iban')}
              value={shown('iban', data.iban)}
              testId="my-data-iban"
            />
          </Box>
        </CardContent>
      </Card>
      {data.pending ? <PendingRequest request={data.pending} /> : <ChangeForm current={data} />}
      <MyDataHistory />
    </Stack>
  );
};
