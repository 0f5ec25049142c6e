import { Alert, Box, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeDialog } from '../../../components/ui/date-range-dialog';
import { translateError } from '../../../lib/errors';
import { fieldErrorText, muiField } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useRequestVacation, useVacationPreview } from '../api/vacation-requests';
import { Figure } from '../../../components/ui/figure';

type Values = { from: string; to: string; note: string };

/** Days to two decimals at most (a balance still accruing has fractions). */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * My request for vacation days: from–to, and as soon as both are whole the days it costs (working days of my
 * schedule, rest days and holidays out) and my balance after it (less my other pending requests). Beyond the
 * balance it says so: the server refuses unless the company allows advance vacations. A refusal names its field
 * in the interface language.
 */
export const VacationRequestDialog = ({ today, onClose }: { today: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const form = useForm<Values>({ defaultValues: { from: '', to: '', note: '' } });
  const [from, to] = form.watch(['from', 'to']);
  const preview = useVacationPreview(from, to);
  const request = useRequestVacation();
  const days = (value: number) =>
    t('selfService.vacations.days', { count: round(value), value: f.number(round(value)) });
  const save = async (values: Values) => {
    const { request: created } = await request.mutateAsync({
      from: values.from,
      to: values.to,
      note: values.note,
    });
    enqueueSnackbar(t('selfService.requests.sent', { days: days(created.days) }), { variant: 'success' });
  };
  const p = preview.data;
  const ordered = from && to && from <= to;
  const noteError = form.formState.errors.note;
  return (
    <DateRangeDialog
      form={form}
      testIdPrefix="vacation-request"
      title={t('selfService.requests.new')}
      labels={{
        from: t('selfService.requests.from'),
        to: t('selfService.requests.to'),
        submit: t('selfService.requests.submit'),
      }}
      onSave={save}
      serverFields={['from', 'to', 'note']}
      onClose={onClose}
      help={t('selfService.requests.help')}
      minDate={today}
      header={
        <Box sx={{ mb: 2.5 }} aria-live="polite" data-testid="vacation-request-preview">
          {preview.error && ordered ? (
            <Alert severity="error">{translateError(t, preview.error)}</Alert>
          ) : p && ordered ? (
            <Stack spacing={1}>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                <Figure
                  label={t('selfService.requests.costs')}
                  value={days(p.days)}
                  testId="vacation-request-days"
                  wrap
                />
                <Figure
                  label={t('selfService.requests.balanceAfter')}
                  value={days(p.availableAfter)}
                  color={p.availableAfter < 0 ? 'error.main' : undefined}
                  testId="vacation-request-after"
                  wrap
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('selfService.requests.availableBefore', { days: days(p.availableBefore) })}
              </Typography>
              {p.availableAfter < 0 && (
                <Alert severity={p.allowAdvance ? 'warning' : 'error'} data-testid="vacation-request-exceeds">
                  {t(p.allowAdvance ? 'selfService.requests.advance' : 'selfService.requests.exceeds')}
                </Alert>
              )}
            </Stack>
          ) : preview.isFetching ? (
            <Skeleton variant="rounded" height={72} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {from && to && from > to ? t('validation.toBeforeFrom') : t('selfService.requests.pickDates')}
            </Typography>
          )}
        </Box>
      }
      fieldsAfter={
        <Grid size={12}>
          <TextField
            {...muiField(form.register('note'))}
            label={t('selfService.requests.note')}
            fullWidth
            size="small"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'vacation-request-note' } }}
            error={Boolean(noteError)}
            helperText={fieldErrorText(t, noteError)}
          />
        </Grid>
      }
    />
  );
};
