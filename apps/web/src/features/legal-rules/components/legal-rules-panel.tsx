import { useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  Skeleton,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { CCSS_LINE_CODES, type LegalRuleInterval, type LegalRulesResponse } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/errors';
import { percentOf } from '../../../lib/rates';
import { useFormat } from '../../../lib/use-format';
import { useLegalRules } from '../api/list-legal-rules';
import { useDeleteLegalRule } from '../api/save-legal-rule';
import { RuleDialog } from './rule-dialog';
import {
  LEGAL_TABS,
  intervalsOf,
  kindOfInterval,
  registrableKindOf,
  type LegalTab,
  type RegistrableKind,
} from './rule-tables';

type Format = ReturnType<typeof useFormat>;

/** From – to of an interval; an open one is in force until a newer value is registered. */
const Dates = ({ interval }: { interval: LegalRuleInterval }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{format.date(interval.effectiveFrom)}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {interval.effectiveTo
          ? t('legalRules.until', { date: format.date(interval.effectiveTo) })
          : t('legalRules.openEnded')}
      </Typography>
    </Box>
  );
};

/** Where the value comes from and its state today. */
const Status = ({ interval }: { interval: LegalRuleInterval }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const color = { in_force: 'success', scheduled: 'info', ended: 'default', overridden: 'default' } as const;
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={interval.origin === 'registered' ? 'primary' : 'default'}
        label={t(`legalRules.origin.${interval.origin}`)}
      />
      <Chip size="small" color={color[interval.state]} label={t(`legalRules.state.${interval.state}`)} />
      {interval.carriedForward && (
        <Chip
          size="small"
          color="warning"
          label={t('legalRules.carriedForwardChip')}
          data-testid="carried-forward-chip"
        />
      )}
      {interval.registeredBy && interval.registeredAt && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('legalRules.registeredBy', {
            user: interval.registeredBy,
            date: format.date(interval.registeredAt),
          })}
        </Typography>
      )}
    </Stack>
  );
};

/** The decree (or law) and the sources the value was taken from. */
const Source = ({ interval }: { interval: LegalRuleInterval }) => (
  <Box sx={{ minWidth: 220, maxWidth: 380 }}>
    {interval.decree && (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {interval.decree}
      </Typography>
    )}
    {interval.source !== interval.decree && (
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}
      >
        {interval.source}
      </Typography>
    )}
  </Box>
);

type RowActions = {
  onEdit: (interval: LegalRuleInterval) => void;
  onDelete: (interval: LegalRuleInterval) => void;
} | null;

/** Edit and delete a registered value that has not taken effect (the system administrator). */
const Actions = ({ interval, actions }: { interval: LegalRuleInterval; actions: RowActions }) => {
  const { t } = useTranslation();
  if (!actions || !interval.editable) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('legalRules.edit')}>
        <IconButton size="small" aria-label={t('legalRules.edit')} onClick={() => actions.onEdit(interval)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('legalRules.delete')}>
        <IconButton
          size="small"
          aria-label={t('legalRules.delete')}
          onClick={() => actions.onDelete(interval)}
          data-testid={`delete-rule-${interval.id}`}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

const Head = ({ columns }: { columns: string[] }) => (
  <TableHead>
    <TableRow>
      {columns.map((column, index) => (
        <TableCell key={index}>{column}</TableCell>
      ))}
    </TableRow>
  </TableHead>
);

// Past versions are set back by a tinted row, not by transparency: their text keeps AA contrast.
const rowSx = (interval: LegalRuleInterval) => ({
  verticalAlign: 'top',
  ...(interval.state === 'ended' || interval.state === 'overridden' ? { bgcolor: 'action.hover' } : {}),
  '& > td': { verticalAlign: 'top' },
});

/** Salary-tax bands as sentences: exempt up to …, 10 % from … to …, 25 % over …. */
const bandsText = (
  interval: Extract<LegalRuleInterval, { table: 'salaryTax' }>,
  t: (key: string, options?: Record<string, unknown>) => string,
  format: Format,
) =>
  interval.value.brackets.map((band) => {
    const rate = format.number(percentOf(band.rate));
    if (band.to === null)
      return t('legalRules.salaryTax.bandOver', { from: format.centimos(band.from), rate });
    if (band.rate === 0) return t('legalRules.salaryTax.bandExempt', { to: format.centimos(band.to) });
    return t('legalRules.salaryTax.band', {
      from: format.centimos(band.from),
      to: format.centimos(band.to),
      rate,
    });
  });

const SalaryTaxTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table size="small" data-testid="legal-table-salaryTax">
      <Head
        columns={[
          t('legalRules.columns.effective'),
          t('legalRules.columns.brackets'),
          t('legalRules.columns.credits'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'salaryTax').map((interval) => (
          <TableRow
            key={`${interval.origin}-${interval.effectiveFrom}-${interval.id ?? ''}`}
            sx={rowSx(interval)}
          >
            <TableCell>
              <Dates interval={interval} />
            </TableCell>
            <TableCell sx={{ minWidth: 280 }}>
              {bandsText(interval, t, format).map((line) => (
                <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {line}
                </Typography>
              ))}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">
                {t('legalRules.salaryTax.child', { amount: format.centimos(interval.value.childCredit) })}
              </Typography>
              <Typography variant="body2">
                {t('legalRules.salaryTax.spouse', { amount: format.centimos(interval.value.spouseCredit) })}
              </Typography>
            </TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
            <TableCell>
              <Status interval={interval} />
            </TableCell>
            <TableCell>
              <Actions interval={interval} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const MinimumWageTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table size="small" data-testid="legal-table-minimumWage">
      <Head
        columns={[
          t('legalRules.columns.effective'),
          t('legalRules.columns.monthly'),
          t('legalRules.columns.daily'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'minimumWage').map((interval) => (
          <TableRow
            key={`${interval.origin}-${interval.effectiveFrom}-${interval.id ?? ''}`}
            sx={rowSx(interval)}
          >
            <TableCell>
              <Dates interval={interval} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.centimos(interval.value.monthly)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {interval.value.daily === null ? '—' : format.centimos(interval.value.daily)}
            </TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
            <TableCell>
              <Status interval={interval} />
            </TableCell>
            <TableCell>
              <Actions interval={interval} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const CcssTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = intervalsOf(data.intervals, 'ccssRate');
  const group = (title: string, codes: readonly string[]) => (
    <>
      <TableRow>
        <TableCell colSpan={6} sx={{ bgcolor: 'action.hover', py: 1 }}>
          <Typography variant="subtitle2" component="span">
            {title}
          </Typography>
        </TableCell>
      </TableRow>
      {codes.flatMap((code) =>
        rows
          .filter((interval) => interval.key === code)
          .map((interval, index) => (
            <TableRow key={`${code}-${interval.origin}-${interval.effectiveFrom}`} sx={rowSx(interval)}>
              <TableCell sx={{ pl: 3 }}>{index === 0 ? t(`legalRules.ccss.${code}`) : ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                {t('legalRules.percent', { value: format.number(percentOf(interval.value.rate), 2) })}
              </TableCell>
              <TableCell>
                <Dates interval={interval} />
              </TableCell>
              <TableCell>
                <Source interval={interval} />
              </TableCell>
              <TableCell>
                <Status interval={interval} />
              </TableCell>
              <TableCell>
                <Actions interval={interval} actions={actions} />
              </TableCell>
            </TableRow>
          )),
      )}
    </>
  );
  return (
    <Table size="small" data-testid="legal-table-ccss">
      <Head
        columns={[
          t('legalRules.columns.line'),
          t('legalRules.columns.rate'),
          t('legalRules.columns.effective'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {group(t('legalRules.ccss.worker'), CCSS_LINE_CODES.slice(0, 3))}
        {group(t('legalRules.ccss.employer'), CCSS_LINE_CODES.slice(3))}
      </TableBody>
    </Table>
  );
};

const ProvisionsTable = ({ data }: { data: LegalRulesResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (value: number) => t('legalRules.percent', { value: format.number(percentOf(value), 2) });
  return (
    <Table size="small" data-testid="legal-table-provisions">
      <Head
        columns={[
          t('legalRules.provisions.aguinaldo'),
          t('legalRules.provisions.vacation'),
          t('legalRules.provisions.cesantia'),
          t('legalRules.columns.source'),
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'provisions').map((interval) => (
          <TableRow key={interval.effectiveFrom} sx={rowSx(interval)}>
            <TableCell>{percent(interval.value.aguinaldo)}</TableCell>
            <TableCell>{percent(interval.value.vacation)}</TableCell>
            <TableCell>{percent(interval.value.cesantia)}</TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const HolidaysTables = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const name = (id: string) => data.holidays.find((h) => h.id === id)?.name ?? id;
  const transfers = [...intervalsOf(data.intervals, 'holidayTransfer')].sort((a, b) =>
    a.value.from < b.value.from ? 1 : -1,
  );
  const years = [...new Set(data.upcomingHolidays.map((h) => h.date.slice(0, 4)))];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
          {t('legalRules.holidays.lawTitle')}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="legal-table-holidays">
            <Head
              columns={[
                t('legalRules.columns.holiday'),
                t('legalRules.columns.lawDate'),
                t('legalRules.columns.paid'),
                t('legalRules.columns.legalRef'),
              ]}
            />
            <TableBody>
              {data.holidays.map((holiday) => (
                <TableRow key={holiday.id}>
                  <TableCell>{holiday.name}</TableCell>
                  <TableCell>
                    {holiday.kind === 'fixed'
                      ? t('legalRules.holidays.fixed', {
                          day: holiday.day,
                          month: t(`legalRules.months.${holiday.month ?? 1}`),
                        })
                      : t('legalRules.holidays.easter', { days: Math.abs(holiday.offsetDays ?? 0) })}
                    {holiday.effectiveFrom && (
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                        {t('legalRules.holidays.since', { date: format.date(holiday.effectiveFrom) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {t(holiday.obligatory ? 'legalRules.holidays.paid' : 'legalRules.holidays.notPaid')}
                  </TableCell>
                  <TableCell>{holiday.legalRef}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box sx={{ px: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('legalRules.holidays.upcomingTitle', { years: years.join(' – ') })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 4,
            rowGap: 0.5,
          }}
          data-testid="legal-upcoming-holidays"
        >
          {years.map((year) => (
            <Box key={year}>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                {year}
              </Typography>
              {data.upcomingHolidays
                .filter((holiday) => holiday.date.startsWith(year))
                .map((holiday) => (
                  <Stack
                    key={`${holiday.id}-${holiday.date}`}
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'baseline' }}
                  >
                    <Typography
                      variant="body2"
                      sx={{ width: 96, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {format.date(holiday.date)}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ color: holiday.obligatory ? undefined : 'text.secondary' }}
                    >
                      {holiday.name}
                      {holiday.movedFrom && (
                        <Typography component="span" variant="caption" sx={{ color: 'warning.main', ml: 1 }}>
                          {t('legalRules.holidays.movedFrom', { date: format.date(holiday.movedFrom) })}
                        </Typography>
                      )}
                    </Typography>
                  </Stack>
                ))}
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" sx={{ px: 2, fontWeight: 600 }}>
          {t('legalRules.holidays.transfersTitle')}
        </Typography>
        <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
          {t('legalRules.holidays.transfersHelp')}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="legal-table-transfers">
            <Head
              columns={[
                t('legalRules.columns.holiday'),
                t('legalRules.columns.moved'),
                t('legalRules.columns.source'),
                t('legalRules.columns.status'),
                '',
              ]}
            />
            <TableBody>
              {transfers.map((interval) => (
                <TableRow key={`${interval.key}-${interval.origin}`} sx={rowSx(interval)}>
                  <TableCell>{name(interval.value.holidayId)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('legalRules.holidays.movedFromTo', {
                      from: format.date(interval.value.from),
                      to: format.date(interval.value.to),
                    })}
                  </TableCell>
                  <TableCell>
                    <Source interval={interval} />
                  </TableCell>
                  <TableCell>
                    <Status interval={interval} />
                  </TableCell>
                  <TableCell>
                    <Actions interval={interval} actions={actions} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Stack>
  );
};

/** The words of the yearly values carried past their year (the same data as the payslip's warning). */
const CarriedForwardAlert = ({ data }: { data: LegalRulesResponse }) => {
  const { t } = useTranslation();
  const carried = data.intervals.filter(
    (interval): interval is Extract<LegalRuleInterval, { table: 'salaryTax' | 'minimumWage' }> =>
      interval.carriedForward && (interval.table === 'salaryTax' || interval.table === 'minimumWage'),
  );
  if (carried.length === 0) return null;
  const appliedTo = data.today.slice(0, 4);
  return (
    <Alert severity="warning" data-testid="legal-carried-forward">
      <AlertTitle>{t('legalRules.carriedTitle')}</AlertTitle>
      {carried.map((interval) => (
        <Box key={interval.table}>
          {t(`legalRules.carried.${interval.table}`, {
            year: interval.effectiveFrom.slice(0, 4),
            decree: interval.decree ?? '—',
            appliedTo,
          })}
        </Box>
      ))}
    </Alert>
  );
};

type LegalRulesPanelProps = {
  tab: LegalTab;
  onTabChange: (tab: LegalTab) => void;
  /** The installation's system administrator: may register, change and delete values. */
  canRegister: boolean;
};

/**
 * "Parámetros legales": every rule table of the law with its intervals, dates, source and state. The
 * system administrator registers newly published values (and changes or deletes those not yet in force).
 */
export const LegalRulesPanel = ({ tab, onTabChange, canRegister }: LegalRulesPanelProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rules = useLegalRules();
  const remove = useDeleteLegalRule();
  const [dialog, setDialog] = useState<{ kind: RegistrableKind; editing: LegalRuleInterval | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<LegalRuleInterval | null>(null);
  const kind = registrableKindOf(tab);

  const actions: RowActions = canRegister
    ? {
        onEdit: (interval) => {
          const intervalKind = kindOfInterval(interval);
          if (intervalKind) setDialog({ kind: intervalKind, editing: interval });
        },
        onDelete: setDeleting,
      }
    : null;

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(t('legalRules.deleted'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(translateError(t, error), { variant: 'error' });
    }
    setDeleting(null);
  };

  let content: ReactNode;
  if (rules.isLoading) content = <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  else if (!rules.data)
    content = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void rules.refetch()}>{t('legalRules.retry')}</Button>}
      >
        {translateError(t, rules.error)}
      </Alert>
    );
  else {
    const data = rules.data;
    content = (
      <TableContainer>
        {tab === 'salaryTax' && <SalaryTaxTable data={data} actions={actions} />}
        {tab === 'minimumWage' && <MinimumWageTable data={data} actions={actions} />}
        {tab === 'ccss' && <CcssTable data={data} actions={actions} />}
        {tab === 'provisions' && <ProvisionsTable data={data} />}
        {tab === 'holidays' && <HolidaysTables data={data} actions={actions} />}
      </TableContainer>
    );
  }

  return (
    <Stack spacing={2.5}>
      {rules.data && <CarriedForwardAlert data={rules.data} />}
      {!canRegister && (
        <Alert severity="info" data-testid="legal-read-only">
          {t('legalRules.readOnly')}
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: LegalTab) => onTabChange(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 2 }}
        >
          {LEGAL_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`legalRules.tabs.${value}`)}
              data-testid={`legal-tab-${value}`}
            />
          ))}
        </Tabs>
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            px: 2.5,
            py: 2,
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
            {t(`legalRules.help.${tab}`)}
          </Typography>
          {canRegister && kind && rules.data && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog({ kind, editing: null })}
              sx={{ flexShrink: 0 }}
              data-testid="legal-register"
            >
              {t(`legalRules.register.${kind}`)}
            </Button>
          )}
        </Stack>
        <Divider />
        {content}
      </Card>
      {dialog && rules.data && (
        <RuleDialog
          open
          kind={dialog.kind}
          data={rules.data}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('legalRules.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('legalRules.deleteText', {
              decree: deleting?.decree ?? '',
              date: deleting ? format.date(deleting.effectiveFrom) : '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setDeleting(null)}
            disabled={remove.isPending}
          >
            {t('common.actions.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirmDelete()}
            disabled={remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="legal-delete-confirm"
          >
            {t('legalRules.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
