import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  Switch,
  TextField,
} from '@mui/material';
import {
  PAY_ITEM_CLASS_CODES,
  payItemTypeCode,
  V,
  type PayeeDto,
  type PayItemClassCode,
  type PayItemTreatmentDto,
  type PayItemTypeDto,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useCreatePayItemType } from '../api/create-pay-item-type';
import { useUpdatePayItemType } from '../api/update-pay-item-type';
import { SelectField } from './select-field';

export const TREATMENT_FLAGS = ['ccssBase', 'taxable', 'aguinaldo', 'settlementAverage'] as const;
const account = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9.-]{1,30})?$/, { error: V.invalidValue });

const typeFormSchema = z.object({
  code: z.string(),
  name: z.string().trim().max(80, { error: V.tooLong }),
  itemClass: z.enum(PAY_ITEM_CLASS_CODES, { error: V.unknownOption }),
  ccssBase: z.boolean(),
  taxable: z.boolean(),
  aguinaldo: z.boolean(),
  settlementAverage: z.boolean(),
  debitAccount: account,
  creditAccount: account,
  payeeId: z.string(),
  active: z.boolean(),
});
type TypeFormValues = z.input<typeof typeFormSchema>;
const FIELDS = ['code', 'name', 'itemClass', 'debitAccount', 'creditAccount', 'payeeId', 'active'] as const;

/** A new type needs its code and name; a shipped type's name may be left blank (its shipped name). */
const schemaFor = (editing: PayItemTypeDto | null) =>
  typeFormSchema.superRefine((values, ctx) => {
    if (!editing && !payItemTypeCode.safeParse(values.code).success)
      ctx.addIssue({ code: 'custom', message: V.payItemCode, path: ['code'] });
    const name = values.name.trim();
    if (name === '' && !(editing?.shipped ?? false))
      ctx.addIssue({ code: 'custom', message: V.required, path: ['name'] });
    else if (name !== '' && name.length < 2)
      ctx.addIssue({ code: 'custom', message: V.tooShort, path: ['name'] });
  });

const treatmentOf = (itemClass: PayItemClassCode): PayItemTreatmentDto =>
  CR_PAY_ITEM_CLASSES[itemClass].treatment;

const defaults = (editing: PayItemTypeDto | null): TypeFormValues => ({
  code: editing?.code ?? '',
  name: editing ? (editing.customName ?? (editing.shipped ? '' : editing.name)) : '',
  itemClass: editing?.itemClass ?? 'bonus',
  ...(editing ? editing.treatment : treatmentOf('bonus')),
  debitAccount: editing?.debitAccount ?? '',
  creditAccount: editing?.creditAccount ?? '',
  payeeId: editing?.payeeId ? String(editing.payeeId) : '',
  active: editing?.active ?? true,
});

/**
 * Creates a type of the company's catalogue or edits one: name, an earning's legal flags (a deduction's are the
 * law's), accounts, payee, active. The class never changes; its legal basis is shown beside the flags.
 */
export const PayItemTypeDialog = ({
  open,
  editing,
  payees,
  onClose,
}: {
  open: boolean;
  editing: PayItemTypeDto | null;
  payees: readonly PayeeDto[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const create = useCreatePayItemType();
  const update = useUpdatePayItemType();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<TypeFormValues>({
    resolver: zodResolver(schemaFor(editing)),
    defaultValues: defaults(editing),
  });
  const { errors, isSubmitting } = form.formState;
  const itemClass = useWatch({ control: form.control, name: 'itemClass' });
  const rule = CR_PAY_ITEM_CLASSES[itemClass];
  const earning = rule.kind === 'earning';

  useEffect(() => {
    if (open) {
      form.reset(defaults(editing));
      setGeneralError(null);
    }
  }, [open, editing, form]);

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const treatment = earning
      ? {
          ccssBase: values.ccssBase,
          taxable: values.taxable,
          aguinaldo: values.aguinaldo,
          settlementAverage: values.settlementAverage,
        }
      : undefined;
    const common = {
      treatment,
      debitAccount: values.debitAccount.trim() || null,
      creditAccount: values.creditAccount.trim() || null,
      payeeId: values.payeeId === '' ? null : Number(values.payeeId),
      active: values.active,
    };
    const name = values.name.trim();
    try {
      if (editing)
        await update.mutateAsync({ code: editing.code, name: name === '' ? null : name, ...common });
      else await create.mutateAsync({ code: values.code, name, itemClass: values.itemClass, ...common });
      enqueueSnackbar(t('payItems.catalogue.saved', { name: name || editing?.name || values.code }), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const applied = applyServerFieldErrors(error, FIELDS, form.setError);
      // The flags are one field on the wire (`treatment`): its message goes above the form.
      const flags = isApiError(error)
        ? Object.entries(error.fields ?? {}).find(([path]) => path.startsWith('treatment'))?.[1]
        : undefined;
      if (flags) setGeneralError(flags);
      else if (!applied) setGeneralError(translateError(t, error));
    }
  });

  const text = (
    name: 'code' | 'name' | 'debitAccount' | 'creditAccount',
    label: string,
    help?: string,
    disabled?: boolean,
  ) => (
    <TextField
      {...muiField(form.register(name))}
      fullWidth
      size="small"
      label={label}
      disabled={disabled}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name]) ?? help}
      slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': `type-${name}` } }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="type-title"
    >
      <DialogTitle id="type-title">
        {editing
          ? t('payItems.catalogue.editTitle', { name: editing.name })
          : t('payItems.catalogue.newTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="type-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 5 }}>
              {text('code', t('payItems.catalogue.code'), t('payItems.catalogue.codeHelp'), editing !== null)}
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              {text(
                'name',
                t('payItems.catalogue.name'),
                editing?.shipped ? t('payItems.catalogue.shippedNameHelp') : undefined,
              )}
            </Grid>
            <Grid size={{ xs: 12 }}>
              <SelectField
                field={form.register('itemClass', {
                  onChange: (e: { target: { value: PayItemClassCode } }) => {
                    const next = treatmentOf(e.target.value);
                    for (const flag of TREATMENT_FLAGS) form.setValue(flag, next[flag]);
                  },
                })}
                label={t('payItems.catalogue.class')}
                disabled={editing !== null}
                testId="type-itemClass"
                helperText={editing ? t('payItems.catalogue.classFixed') : undefined}
                options={PAY_ITEM_CLASS_CODES.map((c) => ({ value: c, label: t(`payItems.classes.${c}`) }))}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Alert severity="info" variant="outlined" data-testid="type-legal-ref">
                {editing?.legalRef ?? rule.legalRef}
              </Alert>
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
                {t('payItems.catalogue.treatment')}
              </FormLabel>
              <FormGroup row>
                {TREATMENT_FLAGS.map((flag) => (
                  <Controller
                    key={flag}
                    control={form.control}
                    name={flag}
                    render={({ field }) => (
                      <FormControlLabel
                        disabled={!earning}
                        control={
                          <Switch
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            slotProps={{ input: { 'aria-label': t(`payItems.treatment.${flag}`) } }}
                            data-testid={`type-${flag}`}
                          />
                        }
                        label={t(`payItems.treatment.${flag}`)}
                      />
                    )}
                  />
                ))}
              </FormGroup>
              {!earning && (
                <FormLabel sx={{ typography: 'caption' }} data-testid="type-flags-fixed">
                  {t('payItems.catalogue.flagsFixed')}
                </FormLabel>
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('debitAccount', t('payItems.catalogue.debitAccount'), t('payItems.dialog.optional'))}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('creditAccount', t('payItems.catalogue.creditAccount'), t('payItems.dialog.optional'))}
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <SelectField
                field={form.register('payeeId')}
                label={t('payItems.fields.payee')}
                testId="type-payeeId"
                options={[
                  { value: '', label: t('payItems.dialog.noPayee') },
                  ...payees.map((p) => ({ value: String(p.id), label: p.name })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        data-testid="type-active"
                      />
                    }
                    label={t('payItems.catalogue.active')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={t('payItems.dialog.save')}
          submitTestId="type-submit"
        />
      </form>
    </Dialog>
  );
};
