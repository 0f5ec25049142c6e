import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { CompanySummary } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/form';
import { loadSignInSteps } from '../api/load-sign-in-steps';
import type { CredentialField, Credentials, CredentialsInput } from '../api/sign-in-steps';

/** The company step is its own chunk: most users have one company and never see it. */
const loadCompanyPicker = () => import('./company-picker');
const CompanyPicker = lazy(async () => ({ default: (await loadCompanyPicker()).CompanyPicker }));

type Steps = Awaited<ReturnType<typeof loadSignInSteps>>;
type FieldErrors = Partial<Record<CredentialField, string>>;

/** A schema's refusal as the form's field error (its message is a validation key). */
const refusal = (message: string | undefined) => (message ? { type: 'validate', message } : undefined);

/** The fields in the order of the form: the first refused one gets the focus. */
const FIELDS: readonly CredentialField[] = ['cod_usuario', 'clave'];

type SignInFlowProps = {
  /** Called once the session is stored. */
  onSignedIn: () => Promise<void> | void;
};

/**
 * Sign-in in two steps: user code and password give the companies this user may enter
 * (`authPlanilla/companiesuser`); choosing one (automatic when there is only one) signs in
 * (`authPlanilla`).
 *
 * A form of two fields held in plain state, checked by the contract's schema (`checkCredentials`, loaded with the
 * first submit like the calls: `sign-in-steps.ts`) as a form library would: every field on submit, the focus on
 * the first refused one, and after a first submit each field again as it changes. The first screen loads no form
 * library, query client, API client or zod.
 */
export const SignInFlow = ({ onSignedIn }: SignInFlowProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<CredentialsInput>({ cod_usuario: '', clave: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [companies, setCompanies] = useState<CompanySummary[]>([]);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The steps once loaded (by the first submit): from then on every change is checked again. */
  const steps = useRef<Steps | null>(null);
  const inputs = useRef<Partial<Record<CredentialField, HTMLInputElement | null>>>({});

  const focus = (field: CredentialField) => inputs.current[field]?.focus();

  const change = (field: CredentialField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (!steps.current) return;
    const result = steps.current.checkCredentials(next);
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
  };

  const enter = async (
    { signIn, signInErrorText }: Steps,
    signInWith: Credentials,
    company: CompanySummary,
  ) => {
    setChoosing(company.num_empresa);
    setError(null);
    try {
      await signIn({ ...signInWith, num_empresa: company.num_empresa });
      await onSignedIn();
    } catch (cause) {
      setError(signInErrorText(t, cause));
      setChoosing(null);
    }
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const loaded = await loadSignInSteps();
      steps.current = loaded;
      const checked = loaded.checkCredentials(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const refused = FIELDS.find((field) => checked.errors[field]);
        if (refused) focus(refused);
        return;
      }
      setErrors({});
      setError(null);
      void loadCompanyPicker();
      try {
        const list = await loaded.getCompaniesUser(checked.data);
        if (list.length === 0) {
          setError(t('auth.signIn.wrongCredentials'));
          focus('clave');
          return;
        }
        setCredentials(checked.data);
        setCompanies(list);
        if (list.length === 1 && list[0]) await enter(loaded, checked.data, list[0]);
      } catch (cause) {
        setError(loaded.signInErrorText(t, cause));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const back = () => {
    setCredentials(null);
    setCompanies([]);
    setError(null);
    setValues((current) => ({ ...current, clave: '' }));
  };

  if (credentials && companies.length > 1) {
    return (
      <Suspense fallback={<CircularProgress size={28} sx={{ display: 'block', mx: 'auto' }} />}>
        <CompanyPicker
          companies={companies}
          choosing={choosing}
          error={error}
          onChoose={(company) => {
            if (steps.current) void enter(steps.current, credentials, company);
          }}
          onBack={back}
        />
      </Suspense>
    );
  }

  const busy = submitting || choosing !== null;
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) void submit();
      }}
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
        name="cod_usuario"
        value={values.cod_usuario}
        onChange={change('cod_usuario')}
        inputRef={(input: HTMLInputElement | null) => {
          inputs.current.cod_usuario = input;
        }}
        label={t('auth.fields.userCode')}
        autoComplete="username"
        autoFocus
        size="medium"
        error={Boolean(errors.cod_usuario)}
        helperText={fieldErrorText(t, refusal(errors.cod_usuario))}
        inputProps={{ 'data-testid': 'sign-in-user', autoCapitalize: 'none', spellCheck: false }}
      />
      <Box>
        <PasswordField
          name="clave"
          value={values.clave}
          onChange={change('clave')}
          inputRef={(input: HTMLInputElement | null) => {
            inputs.current.clave = input;
          }}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          size="medium"
          error={Boolean(errors.clave)}
          helperText={fieldErrorText(t, refusal(errors.clave))}
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
