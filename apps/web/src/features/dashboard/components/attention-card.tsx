import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { FILING_SOURCES, type Action, type AttentionItem, type Subject } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useFormat } from '../../../lib/use-format';

/** The screen that fixes an item. */
const hrefOf = (item: AttentionItem): string => {
  switch (item.screen) {
    case 'payroll_review':
      return paths.app.payrollReview.getHref(item.payrollId ? { payroll: item.payrollId } : {});
    case 'payroll_calculate':
      return paths.app.payrollCalculate.getHref();
    case 'pay_documents':
      return paths.app.payDocument.getHref(item.payrollId ? { payroll: item.payrollId } : {});
    case 'employee_detail':
      return item.employeeNumber
        ? paths.app.employeeDetail.getHref(item.employeeNumber)
        : paths.app.employees.getHref();
    case 'employees':
      return paths.app.employees.getHref();
    case 'payroll_calendar':
      return paths.app.payrollCalendar.getHref({
        year: Number((item.dueDate ?? '').slice(0, 4)) || undefined,
      });
    case 'statutory_reports':
      return paths.app.statutoryReports.getHref({
        year: Number((item.filing?.month ?? '').slice(0, 4)) || undefined,
      });
    case 'rt_policy':
      return `${paths.app.payrollCalendar.getHref()}#rt-policy`;
  }
};

/**
 * What needs attention now. Each item links to the screen that fixes it; a role that may not fix it (the
 * auditor) reads the figures and opens the screen to look, without an action button.
 */
export const AttentionCard = ({ items }: { items: AttentionItem[] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const ability = useAppAbility();
  const payroll = (i: AttentionItem) =>
    i.payroll
      ? t('analytics.attention.payroll', {
          name: f.payroll(i.payroll),
          date: i.payDate ? f.date(i.payDate) : '',
        })
      : '';
  const text = (i: AttentionItem) =>
    t(`analytics.attention.kinds.${i.kind}`, {
      count: i.count,
      payroll: payroll(i),
      date: i.dueDate ? f.date(i.dueDate) : '',
      filing: i.filing ? t(`analytics.filings.${i.filing.kind}`) : '',
      month: i.filing ? f.month(i.filing.month) : '',
    });
  return (
    <Card data-testid="attention-card">
      <CardHeader
        title={t('analytics.attention.title')}
        subheader={t('analytics.attention.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <Divider />
      <CardContent>
        {items.length === 0 ? (
          <Alert severity="success">{t('analytics.attention.none')}</Alert>
        ) : (
          <List disablePadding>
            {items.map((i) => {
              const canFix = ability.can(i.fixAbility.action as Action, i.fixAbility.subject as Subject);
              return (
                <ListItem
                  key={i.id}
                  divider
                  data-testid={`attention-${i.kind}`}
                  sx={{ gap: 2, flexWrap: 'wrap' }}
                >
                  <Chip
                    size="small"
                    color={i.severity === 'error' ? 'error' : i.severity === 'warning' ? 'warning' : 'info'}
                    label={t(`analytics.attention.severity.${i.severity}`)}
                  />
                  <ListItemText
                    sx={{ flex: '1 1 280px' }}
                    primary={text(i)}
                    secondary={
                      i.filing ? (
                        <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                          <Typography component="span" variant="caption">
                            {i.filing.confirmed
                              ? t('analytics.filings.confirmed')
                              : t('analytics.filings.unconfirmed')}
                          </Typography>
                          <Typography component="span" variant="caption">
                            {/* The source in the interface language (the laws and forms keep their names). */}
                            {FILING_SOURCES[f.language === 'cr' ? 'es' : 'en'][i.filing.kind]}
                          </Typography>
                        </Stack>
                      ) : undefined
                    }
                  />
                  <Button
                    component={Link}
                    to={hrefOf(i)}
                    size="small"
                    variant={canFix ? 'contained' : 'text'}
                    aria-label={`${canFix ? t('analytics.attention.fix') : t('analytics.attention.open')}: ${text(i)}`}
                  >
                    {canFix ? t('analytics.attention.fix') : t('analytics.attention.open')}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
