import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { companiesUserRequest, CompanySummary } from '@planilla/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { fieldErrorText, muiField } from '../../../lib/form';
import { useCompaniesUser } from '../api/get-companies-user';
import { loadSignInSchemas } from '../api/load-sign-in-schemas';
import { useLogin } from '../api/login';

/** The company step is its own chunk: most users have one company and never see it. */
const loadCompanyPicker = () => import('./company-picker');
const CompanyPicker = lazy(async () => ({ default: (await loadCompanyPicker()).CompanyPicker }));

type CredentialsInput = z.input<typeof companiesUserRequest>;
type Credentials = z.output<typeof companiesUserRequest>;

/** The contract's rules for the two fields, loaded with the first check (the screen itself loads no zod). */
const credentialsResolver: Resolver<CredentialsInput, unknown, Credentials> = async (...args) =>
  (await loadSignInSchemas()).credentialsResolver(...args);

type SignInFlowProps = {
  /** Called once the session is stored. */
  onSignedIn: () => Promise<void> | void;
};

/**
 * Sign-in in two steps: user code and password give the companies this user may enter
 * (`authPlanilla/companiesuser`); choosing one (automatic when there is only one) signs in
 * (`authPlanilla`).
 */
export const SignInFlow = ({ onSignedIn }: SignInFlowProps) => {
  const { t } = useTranslation();
  const companiesUser = useCompaniesUser();
  const login = useLogin();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [companies, setCompanies] = useState<CompanySummary[]>([]);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const form = useForm<CredentialsInput, unknown, Credentials>({
    resolver: credentialsResolver,
    defaultValues: { cod_usuario: '', clave: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const describe = (cause: unknown): string =>
    isApiError(cause) && cause.code === 'INVALID_CREDENTIALS'
      ? t('auth.signIn.wrongCredentials')
      : translateError(t, cause);

  const enter = async (values: Credentials, company: CompanySummary) => {
    setChoosing(company.num_empresa);
    setError(null);
    try {
      await login.mutateAsync({ ...values, num_empresa: company.num_empresa });
      await onSignedIn();
    } catch (cause) {
      setError(describe(cause));
      setChoosing(null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    void loadCompanyPicker();
    try {
      const list = await companiesUser.mutateAsync(values);
      if (list.length === 0) {
        setError(t('auth.signIn.wrongCredentials'));
        form.setFocus('clave');
        return;
      }
      setCredentials(values);
      setCompanies(list);
      if (list.length === 1 && list[0]) await enter(values, list[0]);
    } catch (cause) {
      setError(describe(cause));
    }
  });

  const back = () => {
    setCredentials(null);
    setCompanies([]);
    setError(null);
    form.setValue('clave', '');
  };

  if (credentials && companies.length > 1) {
    return (
      <Suspense fallback={<CircularProgress size={28} sx={{ display: 'block', mx: 'auto' }} />}>
        <CompanyPicker
          companies={companies}
          choosing={choosing}
          error={error}
          onChoose={(company) => void enter(credentials, company)}
          onBack={back}
        />
      </Suspense>
    );
  }

  const busy = isSubmitting || choosing !== null;
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('auth.signIn.title')}
    >
      <Box>
        <Typography variant="h5" component="h1">
          {t('auth.signIn.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('auth.signIn.subtitle')}</Typography>
      </Box>
      {error && (
        <Alert severity="error" data-testid="sign-in-error">
          {error}
        </Alert>
      )}
      <FormField
        {...muiField(form.register('cod_usuario'))}
        label={t('auth.fields.userCode')}
        autoComplete="username"
        autoFocus
        size="medium"
        error={Boolean(errors.cod_usuario)}
        helperText={fieldErrorText(t, errors.cod_usuario)}
        inputProps={{ 'data-testid': 'sign-in-user', autoCapitalize: 'none', spellCheck: false }}
      />
      <Box>
        <PasswordField
          {...muiField(form.register('clave'))}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          size="medium"
          error={Boolean(errors.clave)}
          helperText={fieldErrorText(t, errors.clave)}
          inputProps={{ 'data-testid': 'sign-in-password' }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Typography
            component={Link}
            to={paths.auth.forgotPassword.getHref()}
            variant="body2"
            sx={{
              color: 'primary.main',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { textDecoration: 'underline' },
            }}
          >
            {t('auth.signIn.forgot')}
          </Typography>
        </Box>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        data-testid="sign-in-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </Stack>
  );
};
