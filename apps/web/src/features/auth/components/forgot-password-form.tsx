import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import { recoverRequestStart } from '@planilla/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { translateError } from '../../../lib/errors';
import { fieldErrorText, muiField } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/recover-password';

type Input = z.input<typeof recoverRequestStart>;
type Output = z.output<typeof recoverRequestStart>;

/** Asks for a password reset link by e-mail. The answer never tells whether the user exists. */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(recoverRequestStart),
    defaultValues: { cod_usuario: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch {
      // Shown below from the mutation's state.
    }
  });

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

  if (sent) {
    return (
      <Stack spacing={2.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'success.main',
            color: 'success.contrastText',
          }}
        >
          <MarkEmailRead fontSize="large" />
        </Box>
        <Typography variant="h5" component="h1">
          {t('auth.forgot.sentTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} data-testid="forgot-sent">
          {t('auth.forgot.sent')}
        </Typography>
        {backLink}
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('auth.forgot.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('auth.forgot.subtitle')}</Typography>
      </Box>
      {request.isError && <Alert severity="error">{translateError(t, request.error)}</Alert>}
      <FormField
        {...muiField(form.register('cod_usuario'))}
        label={t('auth.fields.userCode')}
        autoComplete="username"
        autoFocus
        size="medium"
        error={Boolean(errors.cod_usuario)}
        helperText={fieldErrorText(t, errors.cod_usuario)}
        inputProps={{ autoCapitalize: 'none', spellCheck: false, 'data-testid': 'forgot-user' }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('auth.forgot.submit')}
      </Button>
      {backLink}
    </Stack>
  );
};
