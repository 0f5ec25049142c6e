import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import GroupAdd from '@mui/icons-material/GroupAdd';
import type { InviteEmployeesResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/errors';
import { useInviteEmployees } from '../../api/invite-employees';
import { skippedByReason } from './invite-texts';

/**
 * "Invite everyone" on the employee list: after a confirmation, a self-service login for every active employee with
 * an e-mail and none yet; then who was invited and who was skipped, by reason.
 */
export const InviteAllButton = () => {
  const { t } = useTranslation();
  const invite = useInviteEmployees();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<InviteEmployeesResponse | null>(null);
  const close = () => {
    setOpen(false);
    setResult(null);
    invite.reset();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<GroupAdd />}
        onClick={() => setOpen(true)}
        data-testid="invite-all"
      >
        {t('employees.invite.all.action')}
      </Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="invite-all-title">
        <DialogTitle id="invite-all-title">{t('employees.invite.all.title')}</DialogTitle>
        <DialogContent>
          {result ? (
            <>
              <Alert
                severity={result.invited.length > 0 ? 'success' : 'info'}
                data-testid="invite-all-result"
              >
                {t('employees.invite.all.invited', { count: result.invited.length })}
              </Alert>
              {result.skipped.length > 0 && (
                <>
                  <DialogContentText sx={{ mt: 2 }}>
                    {t('employees.invite.all.skipped', { count: result.skipped.length })}
                  </DialogContentText>
                  <List dense data-testid="invite-all-skipped">
                    {skippedByReason(result).map(({ reason, count }) => (
                      <ListItem key={reason} disableGutters>
                        <ListItemText primary={t(`employees.invite.reasons.${reason}`, { count })} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </>
          ) : (
            <>
              <DialogContentText>{t('employees.invite.all.confirm')}</DialogContentText>
              {invite.error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {translateError(t, invite.error)}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {result ? (
            <Button onClick={close} data-testid="invite-all-close">
              {t('common.actions.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{t('common.actions.cancel')}</Button>
              <Button
                variant="contained"
                disabled={invite.isPending}
                onClick={() => invite.mutate({ all: true }, { onSuccess: setResult })}
                data-testid="invite-all-confirm"
              >
                {t('employees.invite.all.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
