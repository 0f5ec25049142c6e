import { useEffect, useMemo, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, TextField, Typography } from '@mui/material';
import {
  newLegalRuleRequest,
  updateLegalRuleRequest,
  V,
  type LegalRuleInterval,
  type LegalRulesResponse,
  type NewLegalRuleRequest,
  type UpdateLegalRuleRequest,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { fieldErrorText } from '../../../lib/form';
import { useRegisterLegalRule, useUpdateLegalRule } from '../api/save-legal-rule';
import { CcssRateFields, HolidayTransferFields, MinimumWageFields, SalaryTaxFields } from './rule-fields';
import { buildRequest, formPath, initialValues, type RuleFormValues } from './rule-form';
import type { RegistrableKind } from './rule-tables';

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
  const register = useRegisterLegalRule();
  const update = useUpdateLegalRule();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const defaults = useMemo(() => initialValues(kind, data, editing), [kind, data, editing]);
  const form = useForm<RuleFormValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

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
      form.setError('rates.root' as FieldPath<RuleFormValues>, {
        type: 'client',
        message: V.atLeastOneField,
      });
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

            {kind === 'salaryTax' && <SalaryTaxFields form={form} />}
            {kind === 'ccssRates' && <CcssRateFields form={form} />}
            {kind === 'minimumWage' && (
              <MinimumWageFields form={form} data={data} editing={editing !== null} />
            )}
            {kind === 'holidayTransfer' && (
              <HolidayTransferFields form={form} data={data} editing={editing !== null} />
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
