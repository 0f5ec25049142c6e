import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  Switch,
  TextField,
} from '@mui/material';
import { PAYEE_KINDS, V, type PayeeDto } from '@planilla/contracts';
import { isValidIban, normalizeIban } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useCreatePayee } from '../api/create-payee';
import { useUpdatePayee } from '../api/update-payee';
import { SelectField } from './select-field';

const payeeFormSchema = z.object({
  name: z.string().trim().min(2, { error: V.tooShort }).max(120, { error: V.tooLong }),
  kind: z.enum(PAYEE_KINDS, { error: V.unknownOption }),
  idNumber: z.string().trim().max(20, { error: V.tooLong }),
  /** Spaces and dashes as people copy it; checked with its check digits (the domain's, as the server). */
  iban: z
    .string()
    .transform(normalizeIban)
    .refine((s) => s === '' || isValidIban(s), { error: V.invalidIban }),
  active: z.boolean(),
});
type PayeeFormValues = z.input<typeof payeeFormSchema>;
const FIELDS = ['name', 'kind', 'idNumber', 'iban', 'active'] as const;

const defaults = (editing: PayeeDto | null): PayeeFormValues => ({
  name: editing?.name ?? '',
  kind: editing?.kind ?? 'association',
  idNumber: editing?.idNumber ?? '',
  iban: editing?.iban ?? '',
  active: editing?.active ?? true,
});

/** Creates or edits a payee: whom deductions are paid to (name, kind, legal id, IBAN for the bank file). */
export const PayeeDialog = ({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: PayeeDto | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const create = useCreatePayee();
  const update = useUpdatePayee();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<PayeeFormValues, unknown, z.output<typeof payeeFormSchema>>({
    resolver: zodResolver(payeeFormSchema),
    defaultValues: defaults(editing),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(defaults(editing));
      setGeneralError(null);
    }
  }, [open, editing, form]);

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const request = { ...values, idNumber: values.idNumber || null, iban: values.iban || null };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...request });
      else await create.mutateAsync(request);
      enqueueSnackbar(t('payItems.payees.saved', { name: values.name }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const text = (name: 'name' | 'idNumber' | 'iban', label: string, help?: string) => (
    <TextField
      {...muiField(form.register(name))}
      fullWidth
      size="small"
      required={name === 'name'}
      label={label}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name]) ?? help}
      slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': `payee-${name}` } }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="payee-title"
    >
      <DialogTitle id="payee-title">
        {editing ? t('payItems.payees.editTitle', { name: editing.name }) : t('payItems.payees.newTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="payee-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 8 }}>{text('name', t('payItems.payees.name'))}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <SelectField
                field={form.register('kind')}
                label={t('payItems.payees.kind')}
                testId="payee-kind"
                options={PAYEE_KINDS.map((k) => ({ value: k, label: t(`payItems.payeeKinds.${k}`) }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              {text('idNumber', t('payItems.payees.idNumber'), t('payItems.dialog.optional'))}
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              {text('iban', t('payItems.payees.iban'), t('payItems.payees.ibanHelp'))}
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        data-testid="payee-active"
                      />
                    }
                    label={t('payItems.payees.active')}
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
          submitTestId="payee-submit"
        />
      </form>
    </Dialog>
  );
};
