import { useState, type HTMLAttributes } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Close from '@mui/icons-material/Close';
import {
  newPassword,
  newUserRequest,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SETUP_HOURS,
  ROLES,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useCreateUser, type CreateUserInput } from '../api/create-user';
import { generatePassword } from '../generate-password';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';

/**
 * The form: the contract's fields, and how the new user gets a password. By default they get an e-mail to
 * choose it themselves (nobody else ever knows it); typing one is kept for servers without mail, where no
 * e-mail would arrive.
 */
const base = newUserRequest.omit({ clave: true });
const newUserForm = z.discriminatedUnion('passwordMode', [
  base.extend({ passwordMode: z.literal('email'), clave: z.string().optional() }),
  base.extend({ passwordMode: z.literal('typed'), clave: newPassword }),
]);
type NewUserForm = z.input<typeof newUserForm>;
type NewUserValues = z.output<typeof newUserForm>;

/** No role is chosen at first: the user picks one on purpose. */
const EMPTY: DefaultValues<NewUserForm> = { cod_usuario: '', name: '', email: '', clave: '', passwordMode: 'email' };
const FIELDS = ['cod_usuario', 'name', 'email', 'role', 'clave'] as const;

const toRequest = ({ passwordMode, clave, ...rest }: NewUserValues): CreateUserInput =>
  passwordMode === 'typed' && clave ? { ...rest, clave } : rest;

type NewUserDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The company the user gets a role in. */
  companyName: string;
};

/** "Nuevo usuario": validated with the contract's `newUserRequest`, server errors shown on the fields. */
export const NewUserDialog = ({ open, onClose, companyName }: NewUserDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<NewUserForm, unknown, NewUserValues>({
    resolver: zodResolver(newUserForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const passwordMode = useWatch({ control: form.control, name: 'passwordMode' });

  const close = () => {
    if (isSubmitting) return;
    form.reset(EMPTY);
    setGeneralError(null);
    create.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const user = await create.mutateAsync(toRequest(values));
      const message =
        values.passwordMode === 'email'
          ? t('users.form.createdInvited', { code: user.cod_usuario, email: user.email })
          : t('users.form.created', { code: user.cod_usuario });
      enqueueSnackbar(message, { variant: 'success' });
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'USER_CODE_TAKEN') {
        form.setError(
          'cod_usuario',
          { type: 'server', message: translateError(t, error) },
          { shouldFocus: true },
        );
      } else if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: translateError(t, error) }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setGeneralError(translateError(t, error));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-user-title">
      <DialogTitle id="new-user-title" sx={{ pr: 7 }}>
        {t('users.form.title')}
        <IconButton
          aria-label={t('common.actions.close')}
          onClick={close}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="new-user-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField
                {...muiField(form.register('cod_usuario'))}
                label={t('users.fields.cod_usuario')}
                autoFocus
                error={Boolean(errors.cod_usuario)}
                helperText={fieldErrorText(t, errors.cod_usuario) ?? t('users.form.userCodeHelp')}
                inputProps={{ autoCapitalize: 'none', spellCheck: false, 'data-testid': 'new-user-code' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField
                {...muiField(form.register('name'))}
                label={t('users.fields.name')}
                error={Boolean(errors.name)}
                helperText={fieldErrorText(t, errors.name)}
                inputProps={{ 'data-testid': 'new-user-name' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField
                {...muiField(form.register('email'))}
                type="email"
                label={t('users.fields.email')}
                error={Boolean(errors.email)}
                helperText={fieldErrorText(t, errors.email)}
                inputProps={{ 'data-testid': 'new-user-email' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('users.fields.role')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    error={Boolean(errors.role)}
                    helperText={
                      errors.role
                        ? t('users.form.roleRequired')
                        : t('users.form.roleHelp', { company: companyName })
                    }
                    slotProps={{
                      select: {
                        SelectDisplayProps: {
                          'data-testid': 'new-user-role',
                        } as HTMLAttributes<HTMLDivElement>,
                      },
                    }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role} data-testid={`role-option-${role}`}>
                        {t(`common.roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Controller
                control={form.control}
                name="passwordMode"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="new-user-password-mode">{t('users.form.passwordMode')}</FormLabel>
                    <RadioGroup
                      aria-labelledby="new-user-password-mode"
                      name={field.name}
                      value={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        form.clearErrors('clave');
                      }}
                    >
                      <FormControlLabel
                        value="email"
                        control={<Radio slotProps={{ input: { 'data-testid': 'new-user-mode-email' } as object }} />}
                        label={t('users.form.passwordModeEmail')}
                      />
                      <FormControlLabel
                        value="typed"
                        control={<Radio slotProps={{ input: { 'data-testid': 'new-user-mode-typed' } as object }} />}
                        label={t('users.form.passwordModeTyped')}
                      />
                    </RadioGroup>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {passwordMode === 'typed'
                        ? t('users.form.passwordModeTypedHelp')
                        : t('users.form.passwordModeEmailHelp', { hours: PASSWORD_SETUP_HOURS })}
                    </Typography>
                  </FormControl>
                )}
              />
            </Grid>
            {passwordMode === 'typed' && (
              <Grid size={{ xs: 12 }}>
                <PasswordField
                  {...muiField(form.register('clave'))}
                  label={t('users.fields.clave')}
                  autoComplete="new-password"
                  error={Boolean(errors.clave)}
                  helperText={
                    fieldErrorText(t, errors.clave) ??
                    t('auth.fields.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })
                  }
                  inputProps={{ 'data-testid': 'new-user-password' }}
                />
                <Tooltip title={t('users.form.generateHelp')}>
                  <Button
                    size="small"
                    startIcon={<AutoFixHigh fontSize="small" />}
                    sx={{ mt: 1 }}
                    onClick={() =>
                      form.setValue('clave', generatePassword(), { shouldValidate: true, shouldDirty: true })
                    }
                  >
                    {t('users.form.generate')}
                  </Button>
                </Tooltip>
              </Grid>
            )}
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('users.form.submit')}
          submitTestId="new-user-submit"
        />
      </form>
    </Dialog>
  );
};
