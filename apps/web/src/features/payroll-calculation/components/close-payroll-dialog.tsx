import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { PayrollTotals } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { useFormat } from '../../../lib/use-format';
import { useClosePayroll } from '../api/payroll-calculation';

type ClosePayrollDialogProps = {
  open: boolean;
  payrollId: number | null;
  /** The calculated totals; the net is sent back as the confirmation of what is closed. */
  totals: PayrollTotals | undefined;
  onClose: () => void;
};

/** Confirms closing a processed payroll, showing its totals. */
export const ClosePayrollDialog = ({ open, payrollId, totals, onClose }: ClosePayrollDialogProps) => {
  const { t } = useTranslation();
  const f = useFormat();
  const close = useClosePayroll();
  return (
    <Dialog open={open && !!totals} onClose={onClose}>
      <DialogTitle>{t('payrollCalculation.closeTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('payrollCalculation.closeText')}</Typography>
        {totals && (
          <Table size="small">
            <TableBody>
              {(['gross', 'deductions', 'net', 'employerCost'] as const).map((k) => (
                <TableRow key={k}>
                  <TableCell>{t(`payrollCalculation.columns.${k}`)}</TableCell>
                  <TableCell align="right">{f.centimos(totals[k])}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>{t('payrollCalculation.employees')}</TableCell>
                <TableCell align="right">{f.number(totals.employees)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        {close.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateError(t, close.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payrollCalculation.cancel')}</Button>
        <Button
          variant="contained"
          color="success"
          data-testid="confirm-close"
          disabled={close.isPending}
          onClick={() =>
            payrollId && totals && close.mutate({ payrollId, confirmNet: totals.net }, { onSuccess: onClose })
          }
        >
          {t('payrollCalculation.confirmClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
