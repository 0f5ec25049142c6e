import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { LegalRuleInterval } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useDeleteLegalRule } from '../api/save-legal-rule';

type DeleteRuleDialogProps = {
  /** The registered value to delete; null keeps the dialog closed. */
  deleting: LegalRuleInterval | null;
  onClose: () => void;
};

/** Confirms deleting a registered value that has not taken effect. */
export const DeleteRuleDialog = ({ deleting, onClose }: DeleteRuleDialogProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useDeleteLegalRule();

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(t('legalRules.deleted'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(t, error), { variant: 'error' });
    }
    onClose();
  };

  return (
    <Dialog open={deleting !== null} onClose={() => onClose()} maxWidth="xs" fullWidth>
      <DialogTitle>{t('legalRules.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('legalRules.deleteText', {
            decree: deleting?.decree ?? '',
            date: deleting ? format.date(deleting.effectiveFrom) : '',
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="secondary" onClick={() => onClose()} disabled={remove.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirmDelete()}
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="legal-delete-confirm"
        >
          {t('legalRules.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
