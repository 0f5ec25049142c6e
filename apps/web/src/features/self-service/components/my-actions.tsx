import { Box, Card, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { MyActionItem, MyActionState } from '@planilla/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/use-format';
import { useMyActions } from '../api/my-actions';
import { QueryState } from './query-state';

const STATE_COLOR: Record<MyActionState, 'info' | 'warning' | 'default'> = {
  upcoming: 'info',
  in_progress: 'warning',
  ended: 'default',
};

/** A caption over its value, stacked (a phone's width). */
const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

/** One action: what, when, how many days, where it stands; an incapacity with who pays which days. */
const ActionCard = ({ action }: { action: MyActionItem }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const range = (from: string, to: string) =>
    t('selfService.actions.range', { from: f.date(from), to: f.date(to) });
  const title =
    action.kind === 'disability' && action.disabilityType
      ? t(`dailyRegister.disabilityTypes.${action.disabilityType}`)
      : action.kind === 'vacation'
        ? t('dailyRegister.codes.V')
        : t(`dailyRegister.unpaidLeaveKinds.${action.kind}`);
  const calendarDays = action.kind === 'disability';
  const days = (count: number, calendar: boolean) =>
    t(calendar ? 'selfService.actions.calendarDays' : 'selfService.actions.workingDays', { count });
  return (
    <Card component="li" data-testid={`my-action-${action.rangeId}`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, minWidth: 0 }}>
            {title}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOR[action.state]}
            label={t(`selfService.actions.state.${action.state}`)}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {range(action.from, action.to)} · {days(action.days, calendarDays)}
        </Typography>
        <Stack spacing={1.5}>
          {action.disabilityCertificate && (
            <Field label={t('dailyRegister.fields.disabilityCertificate')}>
              {action.disabilityCertificate}
            </Field>
          )}
          {action.note && (
            <Field
              label={
                action.kind === 'unpaid_leave' || action.kind === 'suspension'
                  ? t('dailyRegister.fields.unpaidLeaveNote')
                  : t('selfService.actions.note')
              }
            >
              {action.note}
            </Field>
          )}
          {action.payers.length > 0 && (
            <Field label={t('selfService.actions.whoPays')}>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {action.payers.map((p) => (
                  <li key={p.from} data-testid={`my-action-payer-${p.payer}`}>
                    <strong>{t(`selfService.actions.payers.${p.payer}`)}</strong>
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {range(p.from, p.to)} · {days(p.days, true)}
                    </Typography>
                  </li>
                ))}
              </Stack>
            </Field>
          )}
          <Field label={t('selfService.actions.payrolls')}>
            {action.payrolls.length === 0 ? (
              t('selfService.actions.noPayrolls')
            ) : (
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {action.payrolls.map((p) => (
                  <li key={p.payrollId}>
                    {f.payroll({ kind: 'regular', ...p }, { withPeriod: true })}
                    {p.closed && (
                      <>
                        {' · '}
                        <MuiLink component={Link} to={paths.app.myPayslip.getHref(p.payrollId)}>
                          {t('selfService.actions.openPayslip')}
                        </MuiLink>
                      </>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </Field>
        </Stack>
      </CardContent>
    </Card>
  );
};

const Section = ({
  title,
  items,
  empty,
  help,
  testId,
}: {
  title: string;
  items: MyActionItem[];
  empty: string;
  help?: string;
  testId: string;
}) => (
  <Box component="section" aria-label={title} data-testid={testId}>
    <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    {help && items.length > 0 && (
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {help}
      </Typography>
    )}
    {items.length === 0 ? (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {empty}
      </Typography>
    ) : (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {items.map((a) => (
          <ActionCard key={a.rangeId} action={a} />
        ))}
      </Stack>
    )}
  </Box>
);

/**
 * My incapacities and actions: what HR registered for me, read only, newest first. Incapacities first (type, dates,
 * certificate, who pays which days, the payrolls they fall in), then the other personal actions (vacations, unpaid
 * leave, suspensions). Cards stacked: the same on a phone and a desktop.
 */
export const MyActions = () => {
  const { t } = useTranslation();
  const query = useMyActions();
  const items = query.data?.items;
  if (!items)
    return (
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }} data-testid="my-actions">
      <Section
        title={t('selfService.actions.disabilities')}
        items={items.filter((a) => a.kind === 'disability')}
        empty={t('selfService.actions.empty.disabilities')}
        help={t('selfService.actions.payersHelp')}
        testId="my-actions-disabilities"
      />
      <Section
        title={t('selfService.actions.others')}
        items={items.filter((a) => a.kind !== 'disability')}
        empty={t('selfService.actions.empty.others')}
        testId="my-actions-others"
      />
    </Stack>
  );
};
