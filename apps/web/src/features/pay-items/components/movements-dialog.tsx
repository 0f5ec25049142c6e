import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { EmployeePayItemDto } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { usePayItemMovements } from '../api/list-pay-item-movements';
import { useOptionalMoney } from './use-pay-item-text';

/** An item's history: each closed payroll's deduction, payoffs and the settlement, with the balance after each. */
export const MovementsDialog = ({
  employeeNumber,
  item,
  onClose,
}: {
  employeeNumber: number;
  item: EmployeePayItemDto | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useOptionalMoney();
  const movements = usePayItemMovements(employeeNumber, item?.id ?? null);
  const rows = movements.data?.movements ?? [];
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="movements-title">
      <DialogTitle id="movements-title">
        {t('payItems.movements.title', { name: item?.typeName ?? '' })}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {movements.isLoading && <Skeleton variant="rounded" height={120} sx={{ m: 2 }} />}
        {movements.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {translateError(t, movements.error)}
          </Alert>
        )}
        {movements.isSuccess && rows.length === 0 && (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('payItems.movements.empty')}</Typography>
        )}
        {rows.length > 0 && (
          <TableContainer>
            <Table size="small" data-testid="movements-table" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payItems.movements.date')}</TableCell>
                  <TableCell>{t('payItems.movements.kind')}</TableCell>
                  <TableCell align="right">{t('payItems.movements.amount')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.deferred')}</TableCell>
                  <TableCell align="right">{t('payItems.fields.balance')}</TableCell>
                  <TableCell>{t('payItems.fields.note')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((m) => (
                  <TableRow key={m.id} data-testid="movement-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(m.createdAt)}</TableCell>
                    <TableCell>
                      <Typography variant="body2">{t(`payItems.movementKinds.${m.kind}`)}</Typography>
                      {m.payrollName && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {m.payrollName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {format.centimos(m.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {format.centimos(m.deferredAfter)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(m.balanceAfter)}
                    </TableCell>
                    <TableCell>{m.note ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
