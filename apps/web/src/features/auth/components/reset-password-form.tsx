import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PASSWORD_MIN_LENGTH } from '@planilla/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useResetPassword } from '../api/recover-password';
import { resetPasswordForm } from './password-schemas';

type Input = z.input<typeof resetPasswordForm>;
type Output = z.output<typeof resetPasswordForm>;

/**
 * Sets a new password with the token of the e-mailed link (`/reset-password?token=...`). With `setup`, the
 * link is a new user's invitation (`&setup=1`): the same form, worded as choosing a first password.
 */
export const ResetPasswordForm = ({ token, setup = false }: { token: string | null; setup?: boolean }) => {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ resetToken: token, newPassword: values.newPassword });
    } catch (error) {
      applyServerFieldErrors(error, ['newPassword'], form.setError);
    }
  });

  const requestNew = (
    <Button component={Link} to={paths.auth.forgotPassword.getHref()} variant="outlined">
      {t('auth.reset.requestNew')}
    </Button>
  );
  const backLink = (
    <Button
      component={Link}
      to={paths.auth.signIn.getHref()}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'center' }}
    >
      {t('auth.forgot.back')}
    </Button>
  );

  const title = setup ? t('auth.reset.setupTitle') : t('auth.reset.title');
  if (!token || token.length < 20) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Alert severity="warning">{setup ? t('auth.reset.setupExpired') : t('auth.reset.missingToken')}</Alert>
        {!setup && requestNew}
        {backLink}
      </Stack>
    );
  }

  if (reset.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          {setup ? t('auth.reset.setupDoneTitle') : t('auth.reset.doneTitle')}
        </Typography>
        <Alert severity="success" data-testid="reset-done">
          {setup ? t('auth.reset.setupDone') : t('auth.reset.done')}
        </Alert>
        <Button component={Link} to={paths.auth.signIn.getHref()} variant="contained" size="large">
          {t('auth.reset.goToSignIn')}
        </Button>
      </Stack>
    );
  }

  const tokenInvalid = isApiError(reset.error) && reset.error.code === 'RESET_TOKEN_INVALID';
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {setup
            ? t('auth.reset.setupSubtitle', { min: PASSWORD_MIN_LENGTH })
            : t('auth.reset.subtitle', { min: PASSWORD_MIN_LENGTH })}
        </Typography>
      </Box>
      {reset.isError && !errors.newPassword && (
        <Alert severity="error">
          {setup && tokenInvalid ? t('auth.reset.setupExpired') : translateError(t, reset.error)}
        </Alert>
      )}
      {tokenInvalid && !setup && requestNew}
      <PasswordField
        {...muiField(form.register('newPassword'))}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        autoFocus
        size="medium"
        error={Boolean(errors.newPassword)}
        helperText={
          fieldErrorText(t, errors.newPassword) ??
          t('auth.fields.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })
        }
      />
      <PasswordField
        {...muiField(form.register('confirmPassword'))}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        size="medium"
        error={Boolean(errors.confirmPassword)}
        helperText={fieldErrorText(t, errors.confirmPassword)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('auth.reset.submit')}
      </Button>
      {backLink}
    </Stack>
  );
};
