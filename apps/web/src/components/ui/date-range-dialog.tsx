import { useState, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../lib/form';
import { DateField } from './date-field';
import { DialogFormActions } from './dialog-form-actions';

/** The two ISO dates every range form holds; a feature adds its own fields beside them. */
export type DateRangeValues = { from: string; to: string };

type DateRangeDialogProps<V extends DateRangeValues> = {
  form: UseFormReturn<V>;
  /**
   * Prefix of the ids and `data-testid`s: `<prefix>-title`, `-form`, `-error`, `-from`, `-to`, `-submit`
   * (the Playwright suite finds the dialog by them).
   */
  testIdPrefix: string;
  title: string;
  labels: { from: string; to: string; submit: string };
  /** Saves the range (and tells the user); a refusal is shown on its fields or above the form. */
  onSave: (values: V) => Promise<void>;
  /** The form's fields a server refusal may name, to show the message under that field. */
  serverFields: readonly Path<V>[];
  onClose: () => void;
  /** Above the fields (e.g. the vacation balance). */
  header?: ReactNode;
  /** Grid items before and after the two dates. */
  fieldsBefore?: ReactNode;
  fieldsAfter?: ReactNode;
  /** The caption under the fields. */
  help?: string;
  /** The first day either date may take (ISO), e.g. today for a request. */
  minDate?: string;
};

/**
 * A from–to dialog for one employee (vacation, disability, unpaid leave): one home for its frame, its
 * error handling and the two date fields, so the three read and behave alike.
 */
export const DateRangeDialog = <V extends DateRangeValues>({
  form,
  testIdPrefix,
  title,
  labels,
  onSave,
  serverFields,
  onClose,
  header,
  fieldsBefore,
  fieldsAfter,
  help,
  minDate,
}: DateRangeDialogProps<V>) => {
  const { t } = useTranslation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  // `from` and `to` are fields of every V; TypeScript cannot see that through the generic paths.
  const from = 'from' as Path<V>;
  const to = 'to' as Path<V>;
  const fromError = form.getFieldState(from, form.formState).error;
  const toError = form.getFieldState(to, form.formState).error;
  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, serverFields, form.setError))
        setGeneralError(translateError(t, error));
    }
  });
  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${testIdPrefix}-title`}
    >
      <DialogTitle id={`${testIdPrefix}-title`}>{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid={`${testIdPrefix}-form`}>
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testIdPrefix}-error`}>
              {generalError}
            </Alert>
          )}
          {header}
          <Grid container spacing={2}>
            {fieldsBefore}
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name={from}
                label={labels.from}
                error={Boolean(fromError)}
                helperText={fieldErrorText(t, fromError)}
                minDate={minDate}
                testId={`${testIdPrefix}-from`}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name={to}
                label={labels.to}
                error={Boolean(toError)}
                helperText={fieldErrorText(t, toError)}
                minDate={minDate}
                testId={`${testIdPrefix}-to`}
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
          submitLabel={labels.submit}
          submitTestId={`${testIdPrefix}-submit`}
        />
      </form>
    </Dialog>
  );
};
