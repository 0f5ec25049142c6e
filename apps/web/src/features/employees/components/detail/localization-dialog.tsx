import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { LOCALIZATION_KINDS, newLocalizationRequest, V, type LocalizationItem } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../../lib/form';
import { useCreateLocalization, useModifyLocalization } from '../../api/localizations';
import { LocalitySelects, type LocalityValue } from './locality-selects';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';

const shape = newLocalizationRequest.shape;
/** Optional text fields arrive blank from the inputs: blank means none. */
const blankIsNull = <O,>(schema: z.ZodType<O, string | null | undefined>) =>
  z
    .string()
    .transform((text): string | null | undefined => (text.trim() === '' ? null : text))
    .pipe(schema);
const requiredCode = <O,>(schema: z.ZodType<O, string>) =>
  z.string().min(1, { error: V.required }).pipe(schema);

/** The contract's localization fields, with the form's blank strings. */
export const localizationFormSchema = z.object({
  kind: shape.kind,
  provinceCode: requiredCode(shape.provinceCode),
  cantonCode: requiredCode(shape.cantonCode),
  districtCode: requiredCode(shape.districtCode),
  address: shape.address,
  phone: blankIsNull(shape.phone),
  mobile: blankIsNull(shape.mobile),
  email: blankIsNull(shape.email),
  contactName: shape.contactName,
  isPrimary: shape.isPrimary,
});
type FormValues = z.input<typeof localizationFormSchema>;
type FormOutput = z.output<typeof localizationFormSchema>;

const FIELDS = [
  'kind',
  'provinceCode',
  'cantonCode',
  'districtCode',
  'address',
  'phone',
  'mobile',
  'email',
  'contactName',
  'isPrimary',
] as const;

const valuesOf = (item: LocalizationItem | null, first: boolean): FormValues => ({
  kind: item?.kind ?? 'home',
  provinceCode: item?.provinceCode ?? '',
  cantonCode: item?.cantonCode ?? '',
  districtCode: item?.districtCode ?? '',
  address: item?.address ?? '',
  phone: item?.phone ?? '',
  mobile: item?.mobile ?? '',
  email: item?.email ?? '',
  contactName: item?.contactName ?? '',
  isPrimary: item?.isPrimary ?? first,
});

type LocalizationDialogProps = {
  open: boolean;
  employeeNumber: number;
  /** The localization to modify; null adds one. */
  localization: LocalizationItem | null;
  /** Whether the employee has no localization yet (the first one starts as primary). */
  first: boolean;
  onClose: () => void;
};

/** Add or modify an address or contact; the territorial codes are checked again by the server. */
export const LocalizationDialog = ({
  open,
  employeeNumber,
  localization,
  first,
  onClose,
}: LocalizationDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateLocalization();
  const modify = useModifyLocalization();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(localizationFormSchema),
    defaultValues: valuesOf(localization, first),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(localization, first));
      setGeneralError(null);
    }
  }, [open, localization, first, form]);

  const [provinceCode = '', cantonCode = '', districtCode = ''] = form.watch([
    'provinceCode',
    'cantonCode',
    'districtCode',
  ]);
  const setLocality = (next: LocalityValue) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    form.setValue('provinceCode', next.provinceCode, options);
    form.setValue('cantonCode', next.cantonCode, options);
    form.setValue('districtCode', next.districtCode, options);
  };

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      if (localization) {
        await modify.mutateAsync({
          num_empleado: employeeNumber,
          localizationId: localization.localizationId,
          ...values,
        });
        enqueueSnackbar(t('employeeDetail.localizations.updated'), { variant: 'success' });
      } else {
        await create.mutateAsync({ num_empleado: employeeNumber, ...values });
        enqueueSnackbar(t('employeeDetail.localizations.created'), { variant: 'success' });
      }
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const text = (name: 'address' | 'phone' | 'mobile' | 'email' | 'contactName') => ({
    ...muiField(form.register(name)),
    label: t(`employeeDetail.localizations.fields.${name}`),
    error: Boolean(errors[name]),
    helperText: fieldErrorText(t, errors[name]),
    slotProps: { htmlInput: { 'data-testid': `loc-${name}` } },
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="localization-title">
      <DialogTitle id="localization-title">
        {localization
          ? t('employeeDetail.localizations.editTitle')
          : t('employeeDetail.localizations.newTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="localization-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('employeeDetail.localizations.fields.kind')}
                    value={field.value ?? 'home'}
                    onChange={field.onChange}
                    error={Boolean(errors.kind)}
                    helperText={fieldErrorText(t, errors.kind)}
                    slotProps={{
                      select: {
                        SelectDisplayProps: {
                          'data-testid': 'loc-kind',
                        } as React.HTMLAttributes<HTMLDivElement>,
                      },
                    }}
                  >
                    {LOCALIZATION_KINDS.map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {t(`employeeDetail.localizations.kinds.${kind}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Controller
                control={form.control}
                name="isPrimary"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{
                          input: {
                            'data-testid': 'loc-primary',
                          } as React.InputHTMLAttributes<HTMLInputElement>,
                        }}
                      />
                    }
                    label={t('employeeDetail.localizations.fields.isPrimaryLong')}
                  />
                )}
              />
            </Grid>
            <LocalitySelects
              value={{ provinceCode, cantonCode, districtCode }}
              onChange={setLocality}
              errors={{
                provinceCode: fieldErrorText(t, errors.provinceCode),
                cantonCode: fieldErrorText(t, errors.cantonCode),
                districtCode: fieldErrorText(t, errors.districtCode),
              }}
            />
            <Grid size={{ xs: 12 }}>
              <TextField
                {...text('address')}
                required
                multiline
                minRows={2}
                placeholder={t('employeeDetail.localizations.addressPlaceholder')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('phone')} type="tel" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('mobile')} type="tel" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('email')} type="email" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...text('contactName')} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('employeeDetail.actions.save')}
          submitTestId="localization-submit"
        />
      </form>
    </Dialog>
  );
};
