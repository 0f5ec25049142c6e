import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={deleting !== null}
      title={t('legalRules.deleteTitle')}
      description={t('legalRules.deleteText', {
        decree: deleting?.decree ?? '',
        date: deleting ? format.date(deleting.effectiveFrom) : '',
      })}
      confirmLabel={t('legalRules.delete')}
      onConfirm={() => void confirmDelete()}
      onClose={onClose}
      pending={remove.isPending}
      testId="legal-delete"
    />
  );
};
