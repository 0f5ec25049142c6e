import {
  Box,
  Card,
  CardActionArea,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { MyPayslipSummary } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/use-format';
import { useMyPayslips } from '../api/list-my-payslips';
import { QueryState } from './query-state';

/**
 * My payslips: every closed payroll that paid me, newest first. Cards on a phone (period, pay date, net; a tap
 * opens the payslip), a table from the tablet up.
 */
export const MyPayslips = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const payslips = useMyPayslips();
  const items = payslips.data?.items ?? [];
  const period = (p: MyPayslipSummary) =>
    t('selfService.payslips.period', { start: f.date(p.periodStart), end: f.date(p.periodEnd) });

  if (payslips.isLoading || payslips.error)
    return (
      <QueryState
        isLoading={payslips.isLoading}
        error={payslips.error}
        onRetry={() => void payslips.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<ReceiptLong />}
          title={t('selfService.payslips.empty.title')}
          description={t('selfService.payslips.empty.description')}
        />
      </Card>
    );

  if (!wide)
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="my-payslips">
        {items.map((p) => (
          <Card component="li" key={p.payrollId}>
            <CardActionArea
              component={Link}
              to={paths.app.myPayslip.getHref(p.payrollId)}
              data-testid={`my-payslip-${p.payrollId}`}
              sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {f.payroll(p)}
                </Typography>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 1.5 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {period(p)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('selfService.payslips.paidOn', { date: f.date(p.payDate) })}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: 'end' }}>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {t('selfService.payslips.net')}
                    </Typography>
                    <Typography variant="h6" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {f.centimos(p.net)}
                    </Typography>
                  </Box>
                </Stack>
              </Box>
              <ChevronRight sx={{ color: 'text.secondary' }} aria-hidden />
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Card>
      <Table data-testid="my-payslips" aria-label={t('menu.myPayslips')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('selfService.payslips.columns.payroll')}</TableCell>
            <TableCell>{t('selfService.payslips.columns.period')}</TableCell>
            <TableCell>{t('selfService.payslips.columns.payDate')}</TableCell>
            <TableCell align="right">{t('selfService.payslips.columns.gross')}</TableCell>
            <TableCell align="right">{t('selfService.payslips.columns.deductions')}</TableCell>
            <TableCell align="right">{t('selfService.payslips.columns.net')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((p) => (
            <TableRow
              key={p.payrollId}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => void navigate(paths.app.myPayslip.getHref(p.payrollId))}
            >
              <TableCell>
                <MuiLink
                  component={Link}
                  to={paths.app.myPayslip.getHref(p.payrollId)}
                  onClick={(event) => event.stopPropagation()}
                  data-testid={`my-payslip-${p.payrollId}`}
                  sx={{ fontWeight: 500 }}
                >
                  {f.payroll(p)}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{period(p)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(p.payDate)}</TableCell>
              <TableCell align="right">{f.centimos(p.gross)}</TableCell>
              <TableCell align="right">{f.centimos(-p.deductions)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {f.centimos(p.net)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
