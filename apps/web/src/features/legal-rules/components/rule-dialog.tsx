import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  CCSS_LINE_CODES,
  HOLIDAY_IDS,
  newLegalRuleRequest,
  updateLegalRuleRequest,
  V,
  type CcssLineCode,
  type HolidayIdCode,
  type LegalRuleInterval,
  type LegalRulesResponse,
  type NewLegalRuleRequest,
  type UpdateLegalRuleRequest,
} from '@planilla/contracts';
import { holidayLawDate } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useFieldArray, useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { fieldErrorText } from '../../../lib/form';
import { basisPointsOf, percentOf } from '../../../lib/rates';
import { useFormat } from '../../../lib/use-format';
import { useRegisterLegalRule, useUpdateLegalRule } from '../api/save-legal-rule';
import { latestOf, type RegistrableKind } from './rule-tables';

/** The form: amounts in colones and rates in percent as typed; sent as céntimos and basis points. */
type FormValues = {
  effectiveFrom: string;
  decree: string;
  source: string;
  brackets: { from: number; rate: number }[];
  childCredit: number;
  spouseCredit: number;
  rates: { code: CcssLineCode; rate: number; current: number | null }[];
  monthly: number;
  daily: number;
  holidayId: HolidayIdCode;
  year: number;
  to: string;
};

const toCentimos = (colones: number) => Math.round(colones * 100);
const fromCentimos = (centimos: number) => centimos / 100;
const nextJanuary = (today: string) => `${Number(today.slice(0, 4)) + 1}-01-01`;

/** The values a dialog opens with: the interval being edited, else the latest values to change from. */
const initialValues = (
  kind: RegistrableKind,
  data: LegalRulesResponse,
  editing: LegalRuleInterval | null,
): FormValues => {
  const rateOf = (code: CcssLineCode) => {
    const latest = latestOf(data.intervals, 'ccssRate', code);
    return latest?.table === 'ccssRate' ? latest.value.rate : null;
  };
  const base: FormValues = {
    effectiveFrom: nextJanuary(data.today),
    decree: '',
    source: '',
    brackets: [],
    childCredit: 0,
    spouseCredit: 0,
    rates: CCSS_LINE_CODES.map((code) => {
      const current = rateOf(code);
      return { code, current, rate: current === null ? 0 : percentOf(current) };
    }),
    monthly: 0,
    daily: Number.NaN,
    holidayId: 'NEW_YEAR',
    year: Number(data.today.slice(0, 4)) + 1,
    to: '',
  };
  const source = editing ?? latestOf(data.intervals, kind === 'ccssRates' ? 'ccssRate' : kind, kind);
  if (editing) {
    base.effectiveFrom = editing.effectiveFrom;
    base.decree = editing.decree ?? '';
    // A registration's source is its decree, then the publication the administrator gave.
    const prefix = `${base.decree}; `;
    base.source = editing.source.startsWith(prefix) ? editing.source.slice(prefix.length) : '';
  }
  if (source?.table === 'salaryTax') {
    base.brackets = source.value.brackets.map((b) => ({
      from: fromCentimos(b.from),
      rate: percentOf(b.rate),
    }));
    base.childCredit = fromCentimos(source.value.childCredit);
    base.spouseCredit = fromCentimos(source.value.spouseCredit);
  } else if (source?.table === 'minimumWage') {
    base.monthly = fromCentimos(source.value.monthly);
    base.daily = source.value.daily === null ? Number.NaN : fromCentimos(source.value.daily);
  } else if (editing?.table === 'ccssRate') {
    base.rates = [{ code: editing.value.code, current: null, rate: percentOf(editing.value.rate) }];
  } else if (editing?.table === 'holidayTransfer') {
    base.holidayId = editing.value.holidayId;
    base.year = Number(editing.value.from.slice(0, 4));
    base.to = editing.value.to;
  }
  return base;
};

type Built = { request: NewLegalRuleRequest | UpdateLegalRuleRequest; sentRates: number[] };

/** The request of the form, or the fields whose typed numbers are not numbers. */
const buildRequest = (
  kind: RegistrableKind,
  values: FormValues,
  editing: LegalRuleInterval | null,
): Built | { numberErrors: FieldPath<FormValues>[] } => {
  const numberErrors: FieldPath<FormValues>[] = [];
  const number = (value: number, field: FieldPath<FormValues>) => {
    if (!Number.isFinite(value)) numberErrors.push(field);
    return value;
  };
  const common = {
    decree: values.decree,
    ...(values.source.trim() ? { source: values.source.trim() } : {}),
  };
  // The contract's schema checks the shape below before anything is sent.
  let request: { kind: string } & Record<string, unknown>;
  let sentRates: number[] = [];
  switch (kind) {
    case 'salaryTax':
      request = {
        kind,
        ...common,
        effectiveFrom: values.effectiveFrom,
        brackets: values.brackets.map((b, i) => ({
          from: toCentimos(number(b.from, `brackets.${i}.from`)),
          rate: basisPointsOf(number(b.rate, `brackets.${i}.rate`)),
        })),
        childCredit: toCentimos(number(values.childCredit, 'childCredit')),
        spouseCredit: toCentimos(number(values.spouseCredit, 'spouseCredit')),
      };
      break;
    case 'ccssRates': {
      values.rates.forEach((r, i) => number(r.rate, `rates.${i}.rate`));
      const changed = values.rates
        .map((r, i) => ({ ...r, index: i }))
        .filter((r) => editing !== null || r.current === null || basisPointsOf(r.rate) !== r.current);
      sentRates = changed.map((r) => r.index);
      const rates = changed.map((r) => ({ code: r.code, rate: basisPointsOf(r.rate) }));
      request =
        editing !== null && rates[0]
          ? { kind: 'ccssRate', ...common, effectiveFrom: values.effectiveFrom, ...rates[0] }
          : { kind, ...common, effectiveFrom: values.effectiveFrom, rates };
      break;
    }
    case 'minimumWage':
      request = {
        kind,
        ...common,
        effectiveFrom: values.effectiveFrom,
        monthly: toCentimos(number(values.monthly, 'monthly')),
        daily: Number.isFinite(values.daily) ? toCentimos(values.daily) : null,
      };
      break;
    case 'holidayTransfer': {
      const year = number(values.year, 'year');
      const from =
        Number.isInteger(year) && year >= 2020 && year <= 2100
          ? holidayLawDate(values.holidayId, year)
          : null;
      if (from === null) numberErrors.push('year');
      request = { kind, ...common, holidayId: values.holidayId, from: from ?? '', to: values.to };
      break;
    }
  }
  if (numberErrors.length > 0) return { numberErrors };
  const full = editing?.id ? { ...request, id: editing.id } : request;
  return { request: full as NewLegalRuleRequest | UpdateLegalRuleRequest, sentRates };
};

/** A request's field path as the form's (several CCSS rates are sent as the changed rows only). */
const formPath = (path: string, sentRates: number[]): FieldPath<FormValues> => {
  const match = /^rates\.(\d+)\.(\w+)$/.exec(path);
  if (match)
    return `rates.${sentRates[Number(match[1])] ?? 0}.${match[2] === 'code' ? 'rate' : match[2]}` as FieldPath<FormValues>;
  if (path === 'rates' || path === 'brackets') return `${path}.root` as FieldPath<FormValues>;
  if (path === 'from') return 'year';
  if (path === 'kind' || path === 'id') return 'decree';
  return path as FieldPath<FormValues>;
};

type RuleDialogProps = {
  open: boolean;
  kind: RegistrableKind;
  data: LegalRulesResponse;
  /** A registered interval to change; `null` registers a new value. */
  editing: LegalRuleInterval | null;
  onClose: () => void;
};

/**
 * Registers (or changes, before it takes effect) a value of one rule table: a year's brackets and credits, a
 * change of CCSS rates, a minimum-wage decree or a holiday transfer, with its decree and effective date. The
 * contract's schema checks it here; the server checks it again and answers in the interface language.
 */
export const RuleDialog = ({ open, kind, data, editing, onClose }: RuleDialogProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const register = useRegisterLegalRule();
  const update = useUpdateLegalRule();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const defaults = useMemo(() => initialValues(kind, data, editing), [kind, data, editing]);
  const form = useForm<FormValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const brackets = useFieldArray({ control: form.control, name: 'brackets' });
  const rates = useFieldArray({ control: form.control, name: 'rates' });

  useEffect(() => {
    if (open) {
      form.reset(defaults);
      setGeneralError(null);
    }
  }, [open, defaults, form]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    form.clearErrors();
    const built = buildRequest(kind, values, editing);
    if ('numberErrors' in built) {
      built.numberErrors.forEach((field, index) =>
        form.setError(field, { type: 'client', message: V.invalidNumber }, { shouldFocus: index === 0 }),
      );
      return;
    }
    if (kind === 'ccssRates' && built.sentRates.length === 0) {
      form.setError('rates.root' as FieldPath<FormValues>, { type: 'client', message: V.atLeastOneField });
      return;
    }
    const schema = editing ? updateLegalRuleRequest : newLegalRuleRequest;
    const parsed = schema.safeParse(built.request);
    if (!parsed.success) {
      let first = true;
      for (const issue of parsed.error.issues) {
        const path = formPath(issue.path.join('.'), built.sentRates);
        form.setError(path, { type: 'client', message: issue.message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    try {
      if (editing) await update.mutateAsync(built.request as UpdateLegalRuleRequest);
      else await register.mutateAsync(built.request as NewLegalRuleRequest);
      enqueueSnackbar(t(editing ? 'legalRules.dialog.updated' : 'legalRules.dialog.registered'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        let first = true;
        for (const [path, message] of Object.entries(error.fields)) {
          form.setError(formPath(path, built.sentRates), { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        setGeneralError(translateError(t, error));
      } else {
        setGeneralError(translateError(t, error));
      }
    }
  });

  const money = (
    field: FieldPath<FormValues>,
    label: string,
    testId: string,
    required = true,
    readOnly = false,
  ) => (
    <TextField
      {...form.register(field, { valueAsNumber: true })}
      type="number"
      label={label}
      size="small"
      fullWidth
      required={required}
      error={Boolean(form.getFieldState(field, form.formState).error)}
      helperText={fieldErrorText(
        t,
        form.getFieldState(field, form.formState).error as FieldError | undefined,
      )}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
        htmlInput: { step: '0.01', min: 0, readOnly, 'data-testid': testId },
      }}
    />
  );
  const percent = (field: FieldPath<FormValues>, label: string, testId: string) => (
    <TextField
      {...form.register(field, { valueAsNumber: true })}
      type="number"
      label={label}
      size="small"
      fullWidth
      error={Boolean(form.getFieldState(field, form.formState).error)}
      helperText={fieldErrorText(
        t,
        form.getFieldState(field, form.formState).error as FieldError | undefined,
      )}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        htmlInput: { step: '0.01', min: 0, max: 100, 'data-testid': testId },
      }}
    />
  );

  const holidayId = form.watch('holidayId');
  const year = form.watch('year');
  const lawDate =
    kind === 'holidayTransfer' && Number.isInteger(year) && year >= 2020 && year <= 2100
      ? holidayLawDate(holidayId, year)
      : null;

  const title = t(editing ? `legalRules.dialog.editTitle.${kind}` : `legalRules.dialog.newTitle.${kind}`);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="legal-rule-title">
      <DialogTitle id="legal-rule-title">{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          // Errors set by an earlier attempt (the contract's checks, the server's) must not block this one.
          form.clearErrors();
          void submit(event);
        }}
        data-testid="legal-rule-form"
      >
        <DialogContent dividers>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {t(`legalRules.dialog.help.${kind}`)}
          </Typography>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }} data-testid="legal-rule-error">
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            {kind !== 'holidayTransfer' && (
              <Grid size={{ xs: 12, sm: 4 }}>
                <DateField
                  control={form.control}
                  name="effectiveFrom"
                  label={t('legalRules.fields.effectiveFrom')}
                  required
                  minDate="2020-01-01"
                  error={Boolean(errors.effectiveFrom)}
                  helperText={fieldErrorText(t, errors.effectiveFrom)}
                  testId="legal-rule-effective-from"
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: kind === 'holidayTransfer' ? 6 : 4 }}>
              <TextField
                {...form.register('decree')}
                label={t('legalRules.fields.decree')}
                placeholder={t(`legalRules.dialog.decreeExample.${kind}`)}
                size="small"
                fullWidth
                required
                error={Boolean(errors.decree)}
                helperText={fieldErrorText(t, errors.decree)}
                slotProps={{ htmlInput: { 'data-testid': 'legal-rule-decree' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: kind === 'holidayTransfer' ? 6 : 4 }}>
              <TextField
                {...form.register('source')}
                label={t('legalRules.fields.source')}
                placeholder={t('legalRules.dialog.sourceExample')}
                size="small"
                fullWidth
                error={Boolean(errors.source)}
                helperText={fieldErrorText(t, errors.source)}
              />
            </Grid>

            {kind === 'salaryTax' && (
              <>
                <Grid size={12}>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t('legalRules.dialog.brackets')}
                  </Typography>
                  <Stack spacing={1.5} data-testid="legal-rule-brackets">
                    {brackets.fields.map((field, index) => (
                      <Stack key={field.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <Box sx={{ flex: 2 }}>
                          {money(
                            `brackets.${index}.from`,
                            index === 0
                              ? t('legalRules.dialog.bracketFromZero')
                              : t('legalRules.dialog.bracketFrom'),
                            `bracket-from-${index}`,
                            true,
                            index === 0,
                          )}
                        </Box>
                        <Box sx={{ flex: 1 }}>
                          {percent(
                            `brackets.${index}.rate`,
                            t('legalRules.fields.rate'),
                            `bracket-rate-${index}`,
                          )}
                        </Box>
                        <Tooltip title={t('legalRules.dialog.removeBracket')}>
                          <span>
                            <IconButton
                              aria-label={t('legalRules.dialog.removeBracket')}
                              onClick={() => brackets.remove(index)}
                              disabled={brackets.fields.length <= 2}
                            >
                              <DeleteOutline />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </Stack>
                    ))}
                  </Stack>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    sx={{ mt: 1 }}
                    onClick={() => brackets.append({ from: Number.NaN, rate: Number.NaN })}
                    disabled={brackets.fields.length >= 10}
                  >
                    {t('legalRules.dialog.addBracket')}
                  </Button>
                  {errors.brackets?.root && (
                    <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                      {fieldErrorText(t, errors.brackets.root)}
                    </Typography>
                  )}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {money('childCredit', t('legalRules.fields.childCredit'), 'legal-rule-child-credit')}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {money('spouseCredit', t('legalRules.fields.spouseCredit'), 'legal-rule-spouse-credit')}
                </Grid>
              </>
            )}

            {kind === 'ccssRates' && (
              <Grid size={12}>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: rates.fields.length > 1 ? '1fr 1fr' : '1fr' },
                    columnGap: 4,
                    rowGap: 1.25,
                  }}
                >
                  {rates.fields.map((field, index) => (
                    <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <Box sx={{ flex: 2, minWidth: 0 }}>
                        <Typography variant="body2">{t(`legalRules.ccss.${field.code}`)}</Typography>
                        {field.current !== null && (
                          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                            {t('legalRules.dialog.currentRate', {
                              rate: format.number(percentOf(field.current), 2),
                            })}
                          </Typography>
                        )}
                      </Box>
                      <Box sx={{ flex: 1 }}>
                        {percent(`rates.${index}.rate`, t('legalRules.fields.rate'), `rate-${field.code}`)}
                      </Box>
                    </Stack>
                  ))}
                </Box>
                {errors.rates?.root && (
                  <Typography variant="caption" color="error">
                    {fieldErrorText(t, errors.rates.root)}
                  </Typography>
                )}
              </Grid>
            )}

            {kind === 'minimumWage' && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {money('monthly', t('legalRules.fields.monthly'), 'legal-rule-monthly')}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {money('daily', t('legalRules.fields.daily'), 'legal-rule-daily', false)}
                </Grid>
              </>
            )}

            {kind === 'holidayTransfer' && (
              <>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('legalRules.fields.holiday')}
                    value={holidayId}
                    onChange={(event) => form.setValue('holidayId', event.target.value as HolidayIdCode)}
                    disabled={editing !== null}
                    slotProps={{ htmlInput: { 'data-testid': 'legal-rule-holiday' } }}
                  >
                    {HOLIDAY_IDS.map((id) => (
                      <MenuItem key={id} value={id}>
                        {data.holidays.find((h) => h.id === id)?.name ?? id}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <TextField
                    {...form.register('year', { valueAsNumber: true })}
                    type="number"
                    label={t('legalRules.fields.year')}
                    size="small"
                    fullWidth
                    disabled={editing !== null}
                    error={Boolean(errors.year)}
                    helperText={
                      fieldErrorText(t, errors.year) ??
                      (lawDate ? t('legalRules.dialog.lawDate', { date: format.date(lawDate) }) : undefined)
                    }
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <DateField
                    control={form.control}
                    name="to"
                    label={t('legalRules.fields.movedTo')}
                    required
                    error={Boolean(errors.to)}
                    helperText={fieldErrorText(t, errors.to)}
                    testId="legal-rule-to"
                  />
                </Grid>
              </>
            )}
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t(editing ? 'legalRules.dialog.save' : 'legalRules.dialog.register')}
          submitTestId="legal-rule-submit"
        />
      </form>
    </Dialog>
  );
};
