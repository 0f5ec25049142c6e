import { Fragment, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PayslipLineDto, ProjectionResponse } from '@planilla/contracts';
import { addDays, parseCarriedRuleDetail } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { payslipLineExplanation, payslipLineLabel } from '../../../../lib/payslip-texts';
import { useFormat } from '../../../../lib/use-format';
import { useProjection } from '../../api/projection';
import { Figure, InfoItem, QueryState, SectionCard } from './detail-parts';
import { CARRIED_RULES, groupLines, HOURS_DETAIL, MONEY_DETAIL } from './projection-lines';

type Issue = ProjectionResponse['warnings'][number];

/** Words for the engine's codes, with the figures of their detail. */
const useProjectionTexts = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const lineLabel = (code: string) => payslipLineLabel(t, { code });
  const issueText = (issue: Issue) => {
    const carried = CARRIED_RULES.has(issue.code) ? parseCarriedRuleDetail(issue.detail) : null;
    if (carried) {
      const direction = issue.code === 'RULES_CARRIED_FORWARD' ? 'forward' : 'backward';
      return t(`payslip.carried.${direction}.${carried.table}`, {
        year: carried.year,
        decree: carried.decree ?? '—',
        appliedTo: carried.appliedTo,
      });
    }
    const detail = issue.detail ?? '';
    const numeric = detail !== '' && Number.isFinite(Number(detail));
    return t(`payslip.issueDetails.${issue.code}`, {
      defaultValue: issue.code,
      date: issue.date ? format.date(issue.date) : '',
      amount: numeric && MONEY_DETAIL.has(issue.code) ? format.centimos(Number(detail)) : detail,
      hours: numeric && HOURS_DETAIL.has(issue.code) ? format.number(Number(detail)) : detail,
    });
  };
  const quantity = (line: PayslipLineDto) =>
    line.quantity === null ? '' : format.quantity(line.quantity, line.unit);
  const rate = (line: PayslipLineDto) => format.rate(line.rate);
  // The explanation follows the interface language; the names of the laws it cites stay Spanish.
  const legalBasis = (line: PayslipLineDto) => payslipLineExplanation(t, line);
  return { lineLabel, issueText, quantity, rate, legalBasis };
};

const LinesTable = ({ projection }: { projection: ProjectionResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = useProjectionTexts();
  return (
    <TableContainer>
      <Table size="small" sx={{ minWidth: 760 }} data-testid="projection-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('employeeDetail.projection.columns.concept')}</TableCell>
            <TableCell align="right">{t('employeeDetail.projection.columns.quantity')}</TableCell>
            <TableCell align="right">{t('employeeDetail.projection.columns.rate')}</TableCell>
            <TableCell align="right">{t('employeeDetail.projection.columns.basis')}</TableCell>
            <TableCell align="right">{t('employeeDetail.projection.columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groupLines(projection.lines).map((group) => (
            <Fragment key={group.kind}>
              <TableRow>
                <TableCell colSpan={5} sx={{ bgcolor: 'action.hover', py: 1 }}>
                  <Typography variant="subtitle2" component="span">
                    {t(`employeeDetail.projection.kinds.${group.kind}`)}
                  </Typography>
                </TableCell>
              </TableRow>
              {group.items.map((line, index) => (
                <TableRow key={`${line.code}-${index}`} data-testid={`projection-line-${line.code}`}>
                  <TableCell sx={{ pl: 3 }}>
                    <Typography variant="body2">{texts.lineLabel(line.code)}</Typography>
                    <Typography
                      variant="caption"
                      sx={{ color: 'text.secondary', display: 'block', maxWidth: 420 }}
                    >
                      {texts.legalBasis(line)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {texts.quantity(line)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {texts.rate(line)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {line.basis === null ? '' : format.centimos(line.basis)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontWeight: 500,
                      color: group.kind === 'info' ? 'text.secondary' : undefined,
                    }}
                  >
                    {format.centimos(line.amount)}
                  </TableCell>
                </TableRow>
              ))}
              {group.kind !== 'info' && (
                <TableRow>
                  <TableCell colSpan={4} align="right" sx={{ color: 'text.secondary' }}>
                    {t(`employeeDetail.projection.subtotals.${group.kind}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {format.centimos(group.total)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * Moves between pay periods: the previous and the next one (by a date just outside the period shown) and
 * back to the period being paid next.
 */
const PeriodNavigation = ({
  period,
  onDate,
  isCurrent,
  busy,
}: {
  period: { start: string; end: string } | null;
  onDate: (date: string | undefined) => void;
  isCurrent: boolean;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  const buttons = [
    {
      id: 'previous',
      label: t('employeeDetail.projection.previousPeriod'),
      disabled: !period,
      date: period ? addDays(period.start, -1) : undefined,
      icon: { startIcon: <ChevronLeftIcon /> },
    },
    {
      id: 'current',
      label: t('employeeDetail.projection.currentPeriod'),
      disabled: isCurrent,
      date: undefined,
      icon: {},
    },
    {
      id: 'next',
      label: t('employeeDetail.projection.nextPeriod'),
      disabled: !period,
      date: period ? addDays(period.end, 1) : undefined,
      icon: { endIcon: <ChevronRightIcon /> },
    },
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {buttons.map((button) => (
        <Button
          key={button.id}
          size="small"
          variant="outlined"
          color="secondary"
          {...button.icon}
          disabled={button.disabled || busy}
          onClick={() => onDate(button.date)}
          data-testid={`projection-${button.id}`}
        >
          {button.label}
        </Button>
      ))}
    </Stack>
  );
};

/**
 * The engine's payslip with no incidents for a pay period (first the one being paid next, then any other
 * through the period buttons): lines, totals, warnings and blockers.
 */
export const ProjectionTab = ({ employeeNumber }: { employeeNumber: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const texts = useProjectionTexts();
  const [date, setDate] = useState<string | undefined>(undefined);
  const result = useProjection(employeeNumber, date);

  if (result.isLoading || result.isError)
    return (
      <SectionCard title={t('employeeDetail.projection.title')} noPadding>
        <QueryState isLoading={result.isLoading} error={result.error} onRetry={() => void result.refetch()} />
      </SectionCard>
    );
  if (!result.data) return null;
  if (!result.data.available)
    return (
      <Stack spacing={2}>
        <Alert severity="info" data-testid="projection-unavailable">
          <AlertTitle>{t('employeeDetail.projection.unavailableTitle')}</AlertTitle>
          {t('employeeDetail.projection.unavailable')}
        </Alert>
        {date !== undefined && (
          <PeriodNavigation period={null} onDate={setDate} isCurrent={false} busy={result.isFetching} />
        )}
      </Stack>
    );

  const projection = result.data.projection;
  const { totals } = projection;
  return (
    <Stack spacing={3} data-testid="projection-tab">
      <SectionCard
        title={t('employeeDetail.projection.title')}
        subheader={t('employeeDetail.projection.subtitle')}
        action={
          <PeriodNavigation
            period={projection.period}
            onDate={setDate}
            isCurrent={date === undefined}
            busy={result.isFetching}
          />
        }
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
            gap: 2.5,
          }}
        >
          <InfoItem
            label={t('employeeDetail.projection.period')}
            value={`${format.date(projection.period.start)} – ${format.date(projection.period.end)}`}
            testId="projection-period"
          />
          <InfoItem
            label={t('employeeDetail.projection.periodicity')}
            value={t(`employees.periodicity.${projection.period.periodicity}`)}
          />
          <InfoItem label={t('employeeDetail.projection.payDate')} value={format.date(projection.payDate)} />
          <InfoItem
            label={t('employeeDetail.projection.monthlySalary')}
            value={format.centimos(projection.monthlySalary)}
          />
          <InfoItem
            label={t('employeeDetail.projection.jornada')}
            value={t('employeeDetail.projection.jornadaValue', {
              jornada: t(`employeeDetail.jornada.${projection.jornada.type}`),
              hours: format.number(projection.jornada.hoursPerDay),
            })}
          />
          <InfoItem label={t('employeeDetail.projection.ruleSet')} value={String(projection.ruleSetYear)} />
        </Box>
      </SectionCard>

      {projection.jornadaChanges.map((change) => (
        <Alert
          key={change.effectiveFrom}
          severity="info"
          variant="outlined"
          data-testid="projection-jornada-change"
        >
          {t('employeeDetail.projection.jornadaChange', {
            date: format.date(change.effectiveFrom),
            jornada: t(`employeeDetail.jornada.${change.type}`),
            hours: format.number(change.hoursPerDay),
          })}
        </Alert>
      ))}

      {(projection.blockers.length > 0 || projection.warnings.length > 0) && (
        <Stack spacing={1.5} data-testid="projection-issues">
          {projection.blockers.map((issue, index) => (
            <Alert key={`b-${issue.code}-${index}`} severity="error">
              <AlertTitle>{t('employeeDetail.projection.blocker')}</AlertTitle>
              {texts.issueText(issue)}
            </Alert>
          ))}
          {projection.warnings.map((issue, index) => (
            <Alert
              key={`w-${issue.code}-${index}`}
              severity="warning"
              data-testid={CARRIED_RULES.has(issue.code) ? 'projection-carried' : undefined}
            >
              {CARRIED_RULES.has(issue.code) && (
                <AlertTitle>{t('employeeDetail.projection.carriedTitle')}</AlertTitle>
              )}
              {texts.issueText(issue)}
            </Alert>
          ))}
        </Stack>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          gap: 2,
        }}
      >
        <Figure
          label={t('employeeDetail.projection.totals.gross')}
          value={format.centimos(totals.gross)}
          testId="projection-gross"
        />
        <Figure
          label={t('employeeDetail.projection.totals.deductions')}
          value={format.centimos(totals.deductions)}
          color="error.main"
        />
        <Figure
          label={t('employeeDetail.projection.totals.net')}
          value={format.centimos(totals.net)}
          color="success.main"
          testId="projection-net"
        />
        <Figure
          label={t('employeeDetail.projection.totals.employerCharges')}
          value={format.centimos(totals.employerCharges)}
        />
        <Figure
          label={t('employeeDetail.projection.totals.provisions')}
          value={format.centimos(totals.provisions)}
        />
        <Figure
          label={t('employeeDetail.projection.totals.employerCost')}
          value={format.centimos(totals.employerCost)}
          color="primary.main"
        />
      </Box>

      <SectionCard
        title={t('employeeDetail.projection.linesTitle')}
        subheader={t('employeeDetail.projection.linesHelp')}
        noPadding
      >
        <LinesTable projection={projection} />
      </SectionCard>
    </Stack>
  );
};
