import { Button } from '@mui/material';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import type { EmployeeDetail } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/errors';
import { useInviteEmployees } from '../../api/invite-employees';

/**
 * "Invite to self-service" on the employee record: a login for the employee and the password-setup e-mail to their
 * address. Whether they were invited before is what the call answers (`already_invited`), said in the toast.
 */
export const InviteButton = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const invite = useInviteEmployees();
  const name = employee.fullName;
  return (
    <Button
      variant="outlined"
      startIcon={<PhoneIphone />}
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(
          { employees: [employee.num_empleado] },
          {
            onSuccess: (result) => {
              const invited = result.invited[0];
              const reason = result.skipped[0]?.reason ?? 'already_invited';
              if (invited)
                enqueueSnackbar(t('employees.invite.one.invited', { name, user: invited.cod_usuario }), {
                  variant: 'success',
                  autoHideDuration: 9000,
                });
              else
                enqueueSnackbar(t(`employees.invite.one.skipped.${reason}`, { name }), {
                  variant: reason === 'already_invited' ? 'info' : 'warning',
                  autoHideDuration: 9000,
                });
            },
            onError: (error) => enqueueSnackbar(translateError(t, error), { variant: 'error' }),
          },
        )
      }
      data-testid="employee-invite"
    >
      {t('employees.invite.one.action')}
    </Button>
  );
};
