import type { FormEvent, ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import type { FieldErrors, FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/form';
import { DateField } from './date-field';
import { DialogFormActions } from './dialog-form-actions';

type RangeValues = { from: string; to: string };

type DateRangeDialogProps<V extends RangeValues> = {
  /** The feature's form; its `from` and `to` are the range's ISO dates. */
  form: UseFormReturn<V>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  onClose: () => void;
  /** Prefix of the ids and `data-testid`s: `<prefix>-title`, `-form`, `-from`, `-to`, `-submit`. */
  idPrefix: string;
  title: string;
  fromLabel: string;
  toLabel: string;
  submitLabel: string;
  generalError: string | null;
  /** `data-testid` of the general error, when a test looks for it. */
  errorTestId?: string;
  /** Above the dates, outside the grid (e.g. the vacation balance). */
  summary?: ReactNode;
  /** Grid cells before and after the two dates (the feature's own fields). */
  fieldsBefore?: ReactNode;
  fieldsAfter?: ReactNode;
  /** A caption under the fields. */
  help?: string;
};

/**
 * A from–to registration for one employee (vacation, disability, unpaid leave): a dialog with a form, the
 * server's general error, the two dates between the feature's own fields, and cancel / submit.
 */
export const DateRangeDialog = <V extends RangeValues>({
  form,
  onSubmit,
  onClose,
  idPrefix,
  title,
  fromLabel,
  toLabel,
  submitLabel,
  generalError,
  errorTestId,
  summary,
  fieldsBefore,
  fieldsAfter,
  help,
}: DateRangeDialogProps<V>) => {
  const { t } = useTranslation();
  const { isSubmitting } = form.formState;
  const errors = form.formState.errors as FieldErrors<RangeValues>;
  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${idPrefix}-title`}
    >
      <DialogTitle id={`${idPrefix}-title`}>{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid={`${idPrefix}-form`}>
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid={errorTestId}>
              {generalError}
            </Alert>
          )}
          {summary}
          <Grid container spacing={2}>
            {fieldsBefore}
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name={'from' as FieldPath<V>}
                label={fromLabel}
                error={Boolean(errors.from)}
                helperText={fieldErrorText(t, errors.from)}
                testId={`${idPrefix}-from`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name={'to' as FieldPath<V>}
                label={toLabel}
                error={Boolean(errors.to)}
                helperText={fieldErrorText(t, errors.to)}
                testId={`${idPrefix}-to`}
              />
            </Grid>
            {fieldsAfter}
          </Grid>
          {help && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {help}
            </Typography>
          )}
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={submitLabel}
          submitTestId={`${idPrefix}-submit`}
        />
      </form>
    </Dialog>
  );
};
