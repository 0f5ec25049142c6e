import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { RT_RATE_MAX, saveRtPolicyRequest, V, type RtPolicy } from '@planilla/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { DateField } from '../../../components/ui/date-field';
import { useAppAbility } from '../../../lib/ability';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { basisPointsOf, percentOf } from '../../../lib/rates';
import { useFormat } from '../../../lib/use-format';
import { useDeleteRtPolicy, useRtPolicies, useSaveRtPolicy } from '../api/rt-policies';

/** The form: the rate typed in percent (`1,75` or `1.75`), sent in basis points with the contract's limits. */
const rtPolicyForm = saveRtPolicyRequest.extend({
  rate: z
    .string({ error: V.rtRateRange })
    .trim()
    .regex(/^\d{1,2}([.,]\d{1,2})?$/, { error: V.rtRateRange })
    .transform((text) => basisPointsOf(Number(text.replace(',', '.'))))
    .pipe(saveRtPolicyRequest.shape.rate),
});
type FormInput = z.input<typeof rtPolicyForm>;
type FormOutput = z.output<typeof rtPolicyForm>;
const FIELDS = ['effectiveFrom', 'policyNumber', 'rate', 'activity'] as const;
const EMPTY: FormInput = { effectiveFrom: '', policyNumber: '', rate: '', activity: '' };

/**
 * The company's INS Riesgos del Trabajo policy: the version in force (or a warning that there is none and no
 * premium is charged), every version by date, and, for who manages parameters, a form to add a version from a
 * date or change one. The premium is charged on each payroll whose period ends from that date.
 */
export const RtPolicyCard = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useAppAbility().can('manage', 'Parameter');
  const policies = useRtPolicies();
  const save = useSaveRtPolicy();
  const remove = useDeleteRtPolicy();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RtPolicy | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(rtPolicyForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const percent = (rate: number) =>
    t('payrollCalendar.rt.percent', { rate: format.number(percentOf(rate), 2) });

  // The dashboard's "no RT policy" links here (#rt-policy): bring the card into view once it is drawn.
  const { hash } = useLocation();
  const loaded = Boolean(policies.data);
  useEffect(() => {
    if (loaded && hash === '#rt-policy')
      document.getElementById('rt-policy')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const edit = (v: RtPolicy) => {
    setGeneralError(null);
    form.reset({
      effectiveFrom: v.effectiveFrom,
      policyNumber: v.policyNumber,
      rate: format.number(percentOf(v.rate), 2),
      activity: v.activity ?? '',
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await save.mutateAsync(values);
      enqueueSnackbar(t('payrollCalendar.rt.saved'), { variant: 'success' });
      form.reset(EMPTY);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setGeneralError(translateError(t, error));
    }
  });

  const drop = async (v: RtPolicy) => {
    setGeneralError(null);
    setDeleting(null);
    try {
      await remove.mutateAsync(v.effectiveFrom);
      enqueueSnackbar(t('payrollCalendar.rt.deleted', { date: format.date(v.effectiveFrom) }), {
        variant: 'success',
      });
    } catch (error) {
      setGeneralError(translateError(t, error));
    }
  };

  if (!policies.data) return null;
  const { inForce, items } = policies.data;
  return (
    <Card id="rt-policy" data-testid="rt-policy" sx={{ scrollMarginTop: 96 }}>
      <CardHeader
        title={t('payrollCalendar.rt.title')}
        subheader={t('payrollCalendar.rt.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack spacing={2.5}>
          {inForce ? (
            <Alert severity="info" data-testid="rt-policy-in-force">
              {t('payrollCalendar.rt.inForce', {
                number: inForce.policyNumber,
                rate: percent(inForce.rate),
                date: format.date(inForce.effectiveFrom),
              })}
            </Alert>
          ) : (
            <Alert severity="warning" data-testid="rt-policy-missing">
              {t('payrollCalendar.rt.missing')}
            </Alert>
          )}
          {generalError && <Alert severity="error">{generalError}</Alert>}
          {items.length > 0 && (
            <Table size="small" aria-label={t('payrollCalendar.rt.versions')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payrollCalendar.rt.fields.effectiveFrom')}</TableCell>
                  <TableCell>{t('payrollCalendar.rt.fields.policyNumber')}</TableCell>
                  <TableCell>{t('payrollCalendar.rt.fields.activity')}</TableCell>
                  <TableCell align="right">{t('payrollCalendar.rt.fields.rate')}</TableCell>
                  <TableCell>{t('payrollCalendar.rt.fields.updated')}</TableCell>
                  {canEdit && <TableCell align="right">{t('payrollCalendar.fields.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((v) => (
                  <TableRow key={v.effectiveFrom} data-testid={`rt-version-${v.effectiveFrom}`}>
                    <TableCell>{format.date(v.effectiveFrom)}</TableCell>
                    <TableCell>{v.policyNumber}</TableCell>
                    <TableCell>{v.activity ?? '—'}</TableCell>
                    <TableCell align="right">{percent(v.rate)}</TableCell>
                    <TableCell>
                      <Typography variant="caption" color="text.secondary">
                        {format.dateTime(v.updatedAt)} · {v.updatedBy ?? '—'}
                      </Typography>
                    </TableCell>
                    {canEdit && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('payrollCalendar.rt.edit')}>
                          <IconButton
                            size="small"
                            aria-label={t('payrollCalendar.rt.editOf', {
                              date: format.date(v.effectiveFrom),
                            })}
                            onClick={() => edit(v)}
                          >
                            <Edit fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('payrollCalendar.rt.delete')}>
                          <IconButton
                            size="small"
                            aria-label={t('payrollCalendar.rt.deleteOf', {
                              date: format.date(v.effectiveFrom),
                            })}
                            disabled={remove.isPending}
                            onClick={() => setDeleting(v)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {canEdit && (
            <form noValidate onSubmit={(event) => void submit(event)} data-testid="rt-policy-form">
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                {t('payrollCalendar.rt.formTitle')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <DateField
                    control={form.control}
                    name="effectiveFrom"
                    label={t('payrollCalendar.rt.fields.effectiveFrom')}
                    required
                    error={Boolean(errors.effectiveFrom)}
                    helperText={
                      fieldErrorText(t, errors.effectiveFrom) ?? t('payrollCalendar.rt.help.effectiveFrom')
                    }
                    testId="rt-effective-from"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    {...muiField(form.register('policyNumber'))}
                    size="small"
                    fullWidth
                    required
                    label={t('payrollCalendar.rt.fields.policyNumber')}
                    error={Boolean(errors.policyNumber)}
                    helperText={fieldErrorText(t, errors.policyNumber)}
                    slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'rt-policy-number' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                  <TextField
                    {...muiField(form.register('rate'))}
                    size="small"
                    fullWidth
                    required
                    label={t('payrollCalendar.rt.fields.ratePercent')}
                    error={Boolean(errors.rate)}
                    helperText={
                      fieldErrorText(t, errors.rate) ??
                      t('payrollCalendar.rt.help.rate', { max: format.number(percentOf(RT_RATE_MAX)) })
                    }
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rt-rate' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <TextField
                    {...muiField(form.register('activity'))}
                    size="small"
                    fullWidth
                    label={t('payrollCalendar.rt.fields.activity')}
                    error={Boolean(errors.activity)}
                    helperText={fieldErrorText(t, errors.activity)}
                    slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'rt-activity' } }}
                  />
                </Grid>
                <Grid size={12} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="caption" color="text.secondary">
                    {t('payrollCalendar.rt.help.form')}
                  </Typography>
                  <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="rt-save">
                    {t('payrollCalendar.actions.save')}
                  </Button>
                </Grid>
              </Grid>
            </form>
          )}
        </Stack>
      </CardContent>
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="rt-delete-title">
          <DialogTitle id="rt-delete-title">{t('payrollCalendar.rt.deleteTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('payrollCalendar.rt.deleteConfirm', {
                number: deleting.policyNumber,
                rate: percent(deleting.rate),
                date: format.date(deleting.effectiveFrom),
              })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>{t('payrollCalendar.rt.cancel')}</Button>
            <Button color="error" onClick={() => void drop(deleting)} data-testid="rt-delete-confirm">
              {t('payrollCalendar.rt.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
};
