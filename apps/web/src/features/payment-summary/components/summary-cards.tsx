import {
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PaymentResume } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/use-format';

/** The net to pay, by transfer and without an account, beside the calculation's net (they must match). */
export const SummaryTotals = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const cards = [
    {
      key: 'net',
      value: f.centimos(s.totals.net),
      detail: t('paymentSummary.employeeCount', { count: s.totals.employees }),
    },
    {
      key: 'transfer',
      value: f.centimos(s.totals.transferNet),
      detail: t('paymentSummary.employeeCount', { count: s.totals.transferEmployees }),
    },
    {
      key: 'withoutAccount',
      value: f.centimos(s.totals.withoutAccountNet),
      detail: t('paymentSummary.employeeCount', { count: s.totals.withoutAccountEmployees }),
    },
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="payment-totals">
      {cards.map((c) => (
        <Card key={c.key} sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="overline" component="p">
              {t(`paymentSummary.totals.${c.key}`)}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`total-${c.key}`}>
              {c.value}
            </Typography>
            <Typography variant="body2">{c.detail}</Typography>
          </CardContent>
        </Card>
      ))}
      <Card sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="overline" component="p">
            {t('paymentSummary.totals.calculation')}
          </Typography>
          <Typography variant="h6" component="p">
            {f.centimos(s.calculationNet)}
          </Typography>
          <Chip
            size="small"
            color={s.matches ? 'success' : 'error'}
            label={s.matches ? t('paymentSummary.matches') : t('paymentSummary.mismatch')}
            data-testid="matches-chip"
          />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** The net by bank and payment method, and its total. */
export const GroupsCard = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('paymentSummary.byBank')}
        </Typography>
        <Table size="small" data-testid="groups-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('paymentSummary.columns.bank')}</TableCell>
              <TableCell>{t('paymentSummary.columns.method')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.employees')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.groups.map((g) => (
              <TableRow key={`${g.method}${g.bankCode ?? ''}`}>
                <TableCell>
                  {g.bankCode ? `${g.bankCode} · ${g.bankName ?? t('paymentSummary.unknownBank')}` : '—'}
                </TableCell>
                <TableCell>{t(`paymentSummary.methods.${g.method}`)}</TableCell>
                <TableCell align="right">{f.number(g.employees)}</TableCell>
                <TableCell align="right">{f.centimos(g.net)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                {t('paymentSummary.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {f.number(s.totals.employees)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="groups-total">
                {f.centimos(s.totals.net)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** The employees paid without a valid IBAN, each linked to their page. */
export const WithoutAccountCard = ({ summary: s }: { summary: PaymentResume }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('paymentSummary.withoutAccount.title', { count: s.withoutAccount.length })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('paymentSummary.withoutAccount.help')}
        </Typography>
        <Table size="small" data-testid="without-account-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('paymentSummary.columns.number')}</TableCell>
              <TableCell>{t('paymentSummary.columns.name')}</TableCell>
              <TableCell>{t('paymentSummary.columns.nationalId')}</TableCell>
              <TableCell>{t('paymentSummary.columns.reason')}</TableCell>
              <TableCell align="right">{t('paymentSummary.columns.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.withoutAccount.map((e) => (
              <TableRow key={e.num_empleado}>
                <TableCell>{e.num_empleado}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={paths.app.employeeDetail.getHref(e.num_empleado)}>
                    {e.fullName}
                  </Link>
                </TableCell>
                <TableCell>{e.nationalId}</TableCell>
                <TableCell>
                  {t(`paymentSummary.withoutAccount.${e.reason}`)}
                  {e.iban ? ` (${e.iban})` : ''}
                </TableCell>
                <TableCell align="right">{f.centimos(e.net)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
