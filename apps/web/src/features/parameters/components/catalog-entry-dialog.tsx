import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  catalogEntryName,
  locationAddress,
  MINIMUM_WAGE_CATEGORIES,
  minimumWageCategory,
  type CompanyCatalog,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmployeePicker, type EmployeeChoice } from '../../../components/employee-picker/employee-picker';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import {
  useCreateCatalogEntry,
  useUpdateCatalogEntry,
  type CatalogEntry,
  type CatalogEntryChanges,
  type NewCatalogEntryInput,
} from '../api/save-catalog-entry';

/** The form of every catalog, made of the contract's fields; each catalog sends only its own. */
const entryForm = z.object({
  name: catalogEntryName,
  address: locationAddress,
  employerLiability: z.boolean(),
  minimumWageCategory,
  /** Departments: the head (an active employee, picked by name or number), null for none. */
  headEmployeeNumber: z.custom<EmployeeChoice | null>(),
});
type EntryFormValues = z.input<typeof entryForm>;
type EntryFormOutput = z.output<typeof entryForm>;

const FIELDS = ['name', 'address', 'employerLiability', 'minimumWageCategory', 'headEmployeeNumber'] as const;

const valuesOf = (entry: CatalogEntry | null): EntryFormValues => ({
  name: entry?.name ?? '',
  address: (entry && 'address' in entry ? entry.address : null) ?? '',
  employerLiability: entry && 'employerLiability' in entry ? entry.employerLiability : false,
  minimumWageCategory: (entry && 'minimumWageCategory' in entry && entry.minimumWageCategory) || 'unskilled',
  headEmployeeNumber:
    entry && 'headEmployeeNumber' in entry && entry.headEmployeeNumber !== null
      ? { num_empleado: entry.headEmployeeNumber, fullName: entry.headName ?? '' }
      : null,
});

/** A legal exit type (one of the eight causes of the law): its employer liability is not edited. */
export const isLegalExitType = (entry: CatalogEntry | null): boolean =>
  Boolean(entry && 'code' in entry && entry.code !== null);

type CatalogEntryDialogProps = {
  open: boolean;
  catalog: CompanyCatalog;
  /** The entry to edit; null creates one. */
  entry: CatalogEntry | null;
  onClose: () => void;
  /** Called after a save (the screen refreshes other areas' copies of the catalogs). */
  onChanged?: () => void;
};

/** Create or edit a department, occupation, work location or exit type. */
export const CatalogEntryDialog = ({ open, catalog, entry, onClose, onChanged }: CatalogEntryDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateCatalogEntry(onChanged);
  const update = useUpdateCatalogEntry(onChanged);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<EntryFormValues, unknown, EntryFormOutput>({
    resolver: zodResolver(entryForm),
    defaultValues: valuesOf(entry),
  });
  const { errors, isSubmitting } = form.formState;
  const legal = isLegalExitType(entry);

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(entry));
      setGeneralError(null);
    }
  }, [open, entry, form]);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const input: NewCatalogEntryInput = { name: values.name };
    if (catalog === 'location') input.address = values.address || null;
    if (catalog === 'exitType' && !legal) input.employerLiability = values.employerLiability;
    if (catalog === 'occupation') input.minimumWageCategory = values.minimumWageCategory;
    if (catalog === 'department') input.headEmployeeNumber = values.headEmployeeNumber?.num_empleado ?? null;
    try {
      let saved: CatalogEntry;
      if (entry) {
        const initial = valuesOf(entry);
        const changes: CatalogEntryChanges = { id: entry.id };
        if (input.name !== entry.name) changes.name = input.name;
        if (input.address !== undefined && (input.address ?? '') !== initial.address)
          changes.address = input.address;
        if (input.employerLiability !== undefined && input.employerLiability !== initial.employerLiability)
          changes.employerLiability = input.employerLiability;
        if (
          input.minimumWageCategory !== undefined &&
          input.minimumWageCategory !== initial.minimumWageCategory
        )
          changes.minimumWageCategory = input.minimumWageCategory;
        if (
          input.headEmployeeNumber !== undefined &&
          input.headEmployeeNumber !== (initial.headEmployeeNumber?.num_empleado ?? null)
        )
          changes.headEmployeeNumber = input.headEmployeeNumber;
        if (Object.keys(changes).length === 1) {
          onClose();
          return;
        }
        saved = await update.mutateAsync({ catalog, changes });
      } else {
        saved = await create.mutateAsync({ catalog, input });
      }
      enqueueSnackbar(
        t(entry ? 'parameters.catalogs.updated' : 'parameters.catalogs.created', { name: saved.name }),
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'CATALOG_NAME_TAKEN') {
        form.setError('name', { type: 'server', message: translateError(t, error) }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setGeneralError(translateError(t, error));
      }
    }
  });

  const titleKey = `parameters.catalogs.${catalog}.${entry ? 'editTitle' : 'newTitle'}` as const;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="catalog-entry-title">
      <DialogTitle id="catalog-entry-title">{t(titleKey)}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="catalog-entry-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Stack spacing={2.5}>
            <TextField
              {...muiField(form.register('name'))}
              label={t('parameters.catalogs.fields.name')}
              size="small"
              fullWidth
              autoFocus
              required
              error={Boolean(errors.name)}
              helperText={fieldErrorText(t, errors.name) ?? t('parameters.catalogs.nameHelp')}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'catalog-entry-name' } }}
            />
            {catalog === 'location' && (
              <TextField
                {...muiField(form.register('address'))}
                label={t('parameters.catalogs.fields.address')}
                size="small"
                fullWidth
                multiline
                minRows={2}
                error={Boolean(errors.address)}
                helperText={fieldErrorText(t, errors.address) ?? t('parameters.catalogs.addressHelp')}
                slotProps={{ htmlInput: { maxLength: 250, 'data-testid': 'catalog-entry-address' } }}
              />
            )}
            {catalog === 'department' && (
              <Controller
                control={form.control}
                name="headEmployeeNumber"
                render={({ field, fieldState }) => (
                  <EmployeePicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('parameters.catalogs.fields.head')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(t, fieldState.error) ?? t('parameters.catalogs.headHelp')}
                    testId="catalog-entry-head"
                  />
                )}
              />
            )}
            {catalog === 'occupation' && (
              <Controller
                control={form.control}
                name="minimumWageCategory"
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('parameters.catalogs.fields.minimumWageCategory')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(errors.minimumWageCategory)}
                    helperText={
                      fieldErrorText(t, errors.minimumWageCategory) ??
                      t('parameters.catalogs.minimumWageCategoryHelp')
                    }
                    slotProps={{ htmlInput: { 'data-testid': 'catalog-entry-minimum-category' } }}
                  >
                    {MINIMUM_WAGE_CATEGORIES.map((category) => (
                      <MenuItem key={category} value={category}>
                        {t(`payslip.minimumWageCategories.${category}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            {catalog === 'exitType' && (
              <Controller
                control={form.control}
                name="employerLiability"
                render={({ field }) => (
                  <div>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          disabled={legal}
                          slotProps={{
                            input: {
                              'data-testid': 'catalog-entry-liability',
                            } as React.InputHTMLAttributes<HTMLInputElement>,
                          }}
                        />
                      }
                      label={t('parameters.catalogs.fields.employerLiability')}
                    />
                    <FormHelperText error={Boolean(errors.employerLiability)}>
                      {fieldErrorText(t, errors.employerLiability) ??
                        t(legal ? 'parameters.catalogs.liabilityFixed' : 'parameters.catalogs.liabilityHelp')}
                    </FormHelperText>
                  </div>
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('parameters.catalogs.save')}
          submitTestId="catalog-entry-submit"
        />
      </form>
    </Dialog>
  );
};
