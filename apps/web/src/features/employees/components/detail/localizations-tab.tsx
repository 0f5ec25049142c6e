import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { LocalizationItem } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { useDeleteLocalization, useLocalizations } from '../../api/localizations';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { QueryState, SectionCard } from './detail-parts';
import { LocalizationDialog } from './localization-dialog';

/** A dialog's state; the item stays while the dialog fades out. */
type DialogState<T> = { open: boolean; item: T };

/** Addresses and contacts of the employee: list, add, modify, delete. */
export const LocalizationsTab = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Employee');
  const canDelete = ability.can('delete', 'Employee');
  const localizations = useLocalizations(employeeNumber);
  const remove = useDeleteLocalization();
  const [editing, setEditing] = useState<DialogState<LocalizationItem | null>>({ open: false, item: null });
  const [deleting, setDeleting] = useState<DialogState<LocalizationItem | null>>({ open: false, item: null });
  const closeDelete = () => setDeleting((current) => ({ ...current, open: false }));
  const items = localizations.data ?? [];

  const confirmDelete = () => {
    if (!deleting.item) return;
    remove.mutate(
      { num_empleado: employeeNumber, localizationId: deleting.item.localizationId },
      {
        onSuccess: () => {
          enqueueSnackbar(t('employeeDetail.localizations.deleted'), { variant: 'success' });
          closeDelete();
        },
      },
    );
  };

  return (
    <SectionCard
      title={t('employeeDetail.localizations.title')}
      subheader={t('employeeDetail.localizations.subtitle')}
      testId="localizations-tab"
      noPadding
      action={
        canUpdate ? (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ open: true, item: null })}
            data-testid="add-localization"
          >
            {t('employeeDetail.localizations.add')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        isLoading={localizations.isLoading}
        error={localizations.error}
        onRetry={() => void localizations.refetch()}
      />
      {localizations.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<PlaceOutlined />}
          title={t('employeeDetail.localizations.empty')}
          description={t('employeeDetail.localizations.emptyHelp')}
        />
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table
            size="small"
            sx={{ minWidth: 900, '& td': { verticalAlign: 'top', py: 1.5 } }}
            data-testid="localizations-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('employeeDetail.localizations.fields.kind')}</TableCell>
                <TableCell>{t('employeeDetail.localizations.columns.locality')}</TableCell>
                <TableCell>{t('employeeDetail.localizations.fields.address')}</TableCell>
                <TableCell>{t('employeeDetail.localizations.columns.phones')}</TableCell>
                <TableCell>{t('employeeDetail.localizations.fields.email')}</TableCell>
                <TableCell>{t('employeeDetail.localizations.fields.contactName')}</TableCell>
                {(canUpdate || canDelete) && (
                  <TableCell align="right">{t('employeeDetail.columns.actions')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.localizationId} data-testid={`localization-row-${item.localizationId}`}>
                  <TableCell>
                    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {t(`employeeDetail.localizations.kinds.${item.kind}`)}
                      </Typography>
                      {item.isPrimary && (
                        <Chip
                          size="small"
                          color="primary"
                          variant="outlined"
                          label={t('employeeDetail.localizations.fields.isPrimary')}
                          data-testid="localization-primary"
                        />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{item.provinceName}</Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {item.cantonName} · {item.districtName}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {item.address}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {item.phone || item.mobile ? (
                      <Box>
                        {item.phone && <Typography variant="body2">{item.phone}</Typography>}
                        {item.mobile && (
                          <Typography
                            variant="body2"
                            sx={{ color: item.phone ? 'text.secondary' : undefined }}
                          >
                            {item.mobile}
                          </Typography>
                        )}
                      </Box>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{item.email ?? '—'}</TableCell>
                  <TableCell>{item.contactName ?? '—'}</TableCell>
                  {(canUpdate || canDelete) && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canUpdate && (
                        <Tooltip title={t('employeeDetail.localizations.edit')}>
                          <IconButton
                            size="small"
                            aria-label={t('employeeDetail.localizations.edit')}
                            onClick={() => setEditing({ open: true, item })}
                            data-testid={`edit-localization-${item.localizationId}`}
                          >
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip title={t('employeeDetail.localizations.delete')}>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={t('employeeDetail.localizations.delete')}
                            onClick={() => {
                              remove.reset();
                              setDeleting({ open: true, item });
                            }}
                            data-testid={`delete-localization-${item.localizationId}`}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <LocalizationDialog
        open={editing.open}
        employeeNumber={employeeNumber}
        localization={editing.item}
        first={items.length === 0}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title={t('employeeDetail.localizations.deleteTitle')}
        description={
          deleting.item
            ? t('employeeDetail.localizations.deleteConfirm', {
                kind: t(`employeeDetail.localizations.kinds.${deleting.item.kind}`),
                address: deleting.item.address,
              })
            : ''
        }
        confirmLabel={t('employeeDetail.localizations.delete')}
        onConfirm={confirmDelete}
        onClose={closeDelete}
        pending={remove.isPending}
        error={remove.isError ? translateError(t, remove.error) : null}
        testId="delete-localization"
      />
    </SectionCard>
  );
};
