import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';
import { changePasswordForm } from './password-schemas';

type Input = z.input<typeof changePasswordForm>;
type Output = z.output<typeof changePasswordForm>;

const EMPTY: Input = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user changes their password (`authPlanilla/change`). */
export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      enqueueSnackbar(t('auth.change.done'), { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
        form.setError(
          'currentPassword',
          { type: 'server', message: translateError(t, error) },
          { shouldFocus: true },
        );
      } else if (isApiError(error) && error.code === 'PASSWORD_REUSED') {
        form.setError(
          'newPassword',
          { type: 'server', message: translateError(t, error) },
          { shouldFocus: true },
        );
      } else {
        applyServerFieldErrors(error, ['currentPassword', 'newPassword'], form.setError);
      }
    }
  });

  const generalError =
    change.isError && !errors.currentPassword && !errors.newPassword ? translateError(t, change.error) : null;

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 480 }}
    >
      {generalError && <Alert severity="error">{generalError}</Alert>}
      <PasswordField
        {...muiField(form.register('currentPassword'))}
        label={t('auth.fields.currentPassword')}
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={fieldErrorText(t, errors.currentPassword)}
        inputProps={{ 'data-testid': 'current-password' }}
      />
      <PasswordField
        {...muiField(form.register('newPassword'))}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={Boolean(errors.newPassword)}
        helperText={
          fieldErrorText(t, errors.newPassword) ??
          t('auth.fields.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })
        }
        inputProps={{ 'data-testid': 'new-password' }}
      />
      <PasswordField
        {...muiField(form.register('confirmPassword'))}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={Boolean(errors.confirmPassword)}
        helperText={fieldErrorText(t, errors.confirmPassword)}
        inputProps={{ 'data-testid': 'confirm-password' }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          data-testid="change-password-submit"
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('auth.change.submit')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          disabled={isSubmitting}
          onClick={() => form.reset(EMPTY)}
        >
          {t('common.actions.reset')}
        </Button>
      </Stack>
    </Stack>
  );
};
