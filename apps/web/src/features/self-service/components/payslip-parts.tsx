import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { PayslipLineItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { payslipLineComputation, payslipLineExplanation, payslipLineLabel } from '../../../lib/payslip-texts';
import { useFormat } from '../../../lib/use-format';

/**
 * One line: its label and explanation (the one payslip catalogue), its figures (quantity, rate and date, or the
 * `arithmetic` a settlement line states), an embargo's computation in the reader's language, and the amount. A
 * payslip's and the settlement's lines alike.
 */
export const Line = ({ line, arithmetic }: { line: PayslipLineItem; arithmetic?: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const computation = payslipLineComputation(line, f.catalogue);
  const detail =
    arithmetic !== undefined
      ? [arithmetic]
      : [
          line.quantity === null ? '' : f.quantity(line.quantity, line.unit),
          line.rate === null ? '' : f.rate(line.rate),
          line.date ? f.date(line.date) : '',
        ];
  const figures = detail.filter(Boolean);
  return (
    <Box
      component="li"
      sx={{ py: 1.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      data-testid={`line-${line.code}`}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {payslipLineLabel(t, line)}
          {/* The reason typed for a pay deduction or an additional payment. */}
          {line.note ? `: ${line.note}` : ''}
        </Typography>
        {figures.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {figures.join(' · ')}
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {payslipLineExplanation(t, line)}
        </Typography>
        {computation && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mt: 0.5 }}
            data-testid="line-garnishment"
          >
            {computation}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {f.centimos(line.kind === 'deduction' ? -line.amount : line.amount)}
      </Typography>
    </Box>
  );
};

/** The list the lines (or a statement's months) sit in, a rule between each two. */
export const LineList = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Box
    component="ul"
    sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    data-testid={testId}
  >
    {children}
  </Box>
);

/** A total under its group: label at the start, amount at the end. */
export const Total = ({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId: string;
}) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1.25, gap: 2 }} data-testid={testId}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {amount}
    </Typography>
  </Stack>
);
