import { useEffect, useState, type HTMLAttributes } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import {
  abilityRulesFor,
  newUserRequest,
  role,
  ROLES,
  type UpdateUserRequest,
  type UserRow,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { getSession, updateProfile } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';

const editUserForm = z.object({ name: newUserRequest.shape.name, email: newUserRequest.shape.email, role });
type EditUserForm = z.input<typeof editUserForm>;
type EditUserValues = z.output<typeof editUserForm>;
const FIELDS = ['name', 'email', 'role'] as const;

type EditUserDialogProps = {
  /** The user being edited; `null` closes the dialog. */
  user: UserRow | null;
  onClose: () => void;
  companyName: string;
};

/**
 * "Editar usuario": name and e-mail (the person's, in all their companies) and the role in this company.
 * Only what changed is sent.
 */
export const EditUserDialog = ({ user, onClose, companyName }: EditUserDialogProps) => {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<EditUserForm, unknown, EditUserValues>({ resolver: zodResolver(editUserForm) });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (user) form.reset({ name: user.name, email: user.email, role: user.role });
    setGeneralError(null);
  }, [user, form]);

  const close = () => {
    if (isSubmitting) return;
    update.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    setGeneralError(null);
    const changes: UpdateUserRequest = { num_usuario: user.num_usuario };
    if (values.name !== user.name) changes.name = values.name;
    if (values.email !== user.email) changes.email = values.email;
    if (values.role !== user.role) changes.role = values.role;
    if (Object.keys(changes).length === 1) {
      enqueueSnackbar(t('users.edit.nothingChanged'), { variant: 'info' });
      onClose();
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      // One's own name, e-mail or role: the session shows it (menus and buttons follow the new role) at once.
      const session = getSession();
      if (session && saved.num_usuario === session.userData.num_usuario) {
        updateProfile({
          userData: {
            ...session.userData,
            name: saved.name,
            email: saved.email,
            role: saved.role,
            ability: abilityRulesFor(saved.role),
          },
          datosEmpresa: session.datosEmpresa,
        });
      }
      enqueueSnackbar(t('users.edit.saved', { code: user.cod_usuario }), { variant: 'success' });
      onClose();
    } catch (error) {
      const onField = (field: (typeof FIELDS)[number]) =>
        form.setError(field, { type: 'server', message: translateError(t, error) }, { shouldFocus: true });
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') onField('email');
      else if (isApiError(error) && error.code === 'LAST_ADMIN') onField('role');
      else if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  return (
    <Dialog open={user !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
      <DialogTitle id="edit-user-title" sx={{ pr: 7 }}>
        {t('users.edit.title')}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {user ? t('users.edit.subtitle', { code: user.cod_usuario, company: companyName }) : ''}
        </Typography>
        <IconButton
          aria-label={t('common.actions.close')}
          onClick={close}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="edit-user-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }} data-testid="edit-user-error">
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField
                {...muiField(form.register('name'))}
                label={t('users.fields.name')}
                autoFocus
                error={Boolean(errors.name)}
                helperText={fieldErrorText(t, errors.name)}
                inputProps={{ 'data-testid': 'edit-user-name' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField
                {...muiField(form.register('email'))}
                type="email"
                label={t('users.fields.email')}
                error={Boolean(errors.email)}
                helperText={fieldErrorText(t, errors.email)}
                inputProps={{ 'data-testid': 'edit-user-email' }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('users.fields.role')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    error={Boolean(errors.role)}
                    helperText={errors.role?.message && errors.role.type === 'server'
                      ? errors.role.message
                      : t('users.form.roleHelp', { company: companyName })}
                    slotProps={{
                      select: {
                        SelectDisplayProps: { 'data-testid': 'edit-user-role' } as HTMLAttributes<HTMLDivElement>,
                      },
                    }}
                  >
                    {ROLES.map((r) => (
                      <MenuItem key={r} value={r} data-testid={`edit-role-option-${r}`}>
                        {t(`common.roles.${r}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t('users.edit.submit')}
          submitTestId="edit-user-submit"
        />
      </form>
    </Dialog>
  );
};
