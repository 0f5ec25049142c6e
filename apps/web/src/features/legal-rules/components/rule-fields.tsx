import {
  Box,
  Button,
  Grid,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  HOLIDAY_IDS,
  MINIMUM_WAGE_CATEGORIES,
  type HolidayIdCode,
  type LegalRulesResponse,
  type MinimumWageCategoryCode,
} from '@planilla/contracts';
import { holidayLawDate } from '@planilla/domain';
import { useFieldArray, type FieldError, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { fieldErrorText } from '../../../lib/form';
import { percentOf } from '../../../lib/rates';
import { useFormat } from '../../../lib/use-format';
import type { RuleFormValues } from './rule-form';
import { latestOf } from './rule-tables';

// The fields of each kind of rule the dialog registers; the dialog holds the form and its submit.

type Form = UseFormReturn<RuleFormValues>;

type NumberFieldProps = {
  form: Form;
  field: FieldPath<RuleFormValues>;
  label: string;
  testId: string;
};

/** An amount in colones as typed (sent as céntimos). */
const MoneyField = ({
  form,
  field,
  label,
  testId,
  required = true,
  readOnly = false,
}: NumberFieldProps & { required?: boolean; readOnly?: boolean }) => {
  const { t } = useTranslation();
  const error = form.getFieldState(field, form.formState).error as FieldError | undefined;
  return (
    <TextField
      {...form.register(field, { valueAsNumber: true })}
      type="number"
      label={label}
      size="small"
      fullWidth
      required={required}
      error={Boolean(error)}
      helperText={fieldErrorText(t, error)}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₡</InputAdornment> },
        htmlInput: { step: '0.01', min: 0, readOnly, 'data-testid': testId },
      }}
    />
  );
};

/** A rate in percent as typed (sent as basis points). */
const PercentField = ({ form, field, label, testId }: NumberFieldProps) => {
  const { t } = useTranslation();
  const error = form.getFieldState(field, form.formState).error as FieldError | undefined;
  return (
    <TextField
      {...form.register(field, { valueAsNumber: true })}
      type="number"
      label={label}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={fieldErrorText(t, error)}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        htmlInput: { step: '0.01', min: 0, max: 100, 'data-testid': testId },
      }}
    />
  );
};

/** A year's salary-tax brackets (2 to 10) and its child and spouse credits. */
export const SalaryTaxFields = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const brackets = useFieldArray({ control: form.control, name: 'brackets' });
  const { errors } = form.formState;
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('legalRules.dialog.brackets')}
        </Typography>
        <Stack spacing={1.5} data-testid="legal-rule-brackets">
          {brackets.fields.map((field, index) => (
            <Stack key={field.id} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 2 }}>
                <MoneyField
                  form={form}
                  field={`brackets.${index}.from`}
                  label={
                    index === 0 ? t('legalRules.dialog.bracketFromZero') : t('legalRules.dialog.bracketFrom')
                  }
                  testId={`bracket-from-${index}`}
                  readOnly={index === 0}
                />
              </Box>
              <Box sx={{ flex: 1 }}>
                <PercentField
                  form={form}
                  field={`brackets.${index}.rate`}
                  label={t('legalRules.fields.rate')}
                  testId={`bracket-rate-${index}`}
                />
              </Box>
              <Tooltip title={t('legalRules.dialog.removeBracket')}>
                <span>
                  <IconButton
                    aria-label={t('legalRules.dialog.removeBracket')}
                    onClick={() => brackets.remove(index)}
                    disabled={brackets.fields.length <= 2}
                  >
                    <DeleteOutline />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
        <Button
          size="small"
          startIcon={<Add />}
          sx={{ mt: 1 }}
          onClick={() => brackets.append({ from: Number.NaN, rate: Number.NaN })}
          disabled={brackets.fields.length >= 10}
        >
          {t('legalRules.dialog.addBracket')}
        </Button>
        {errors.brackets?.root && (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {fieldErrorText(t, errors.brackets.root)}
          </Typography>
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          form={form}
          field="childCredit"
          label={t('legalRules.fields.childCredit')}
          testId="legal-rule-child-credit"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          form={form}
          field="spouseCredit"
          label={t('legalRules.fields.spouseCredit')}
          testId="legal-rule-spouse-credit"
        />
      </Grid>
    </>
  );
};

/** The CCSS rates, each beside the rate in force; only the changed ones are sent. */
export const CcssRateFields = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const { errors } = form.formState;
  return (
    <Grid size={12}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: rates.fields.length > 1 ? '1fr 1fr' : '1fr' },
          columnGap: 4,
          rowGap: 1.25,
        }}
      >
        {rates.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <Typography variant="body2">{t(`legalRules.ccss.${field.code}`)}</Typography>
              {field.current !== null && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('legalRules.dialog.currentRate', {
                    rate: format.number(percentOf(field.current), 2),
                  })}
                </Typography>
              )}
            </Box>
            <Box sx={{ flex: 1 }}>
              <PercentField
                form={form}
                field={`rates.${index}.rate`}
                label={t('legalRules.fields.rate')}
                testId={`rate-${field.code}`}
              />
            </Box>
          </Stack>
        ))}
      </Box>
      {errors.rates?.root && (
        <Typography variant="caption" color="error">
          {fieldErrorText(t, errors.rates.root)}
        </Typography>
      )}
    </Grid>
  );
};

/** The monthly minimum wage and, when the decree gives one, the daily. */
/**
 * A minimum wage of one decree category: a new registration starts from the latest value of the category
 * chosen (a year's decree is one registration per category).
 */
export const MinimumWageFields = ({
  form,
  data,
  editing,
}: {
  form: Form;
  data: LegalRulesResponse;
  editing: boolean;
}) => {
  const { t } = useTranslation();
  const category = form.watch('category');
  const choose = (next: MinimumWageCategoryCode) => {
    form.setValue('category', next);
    if (editing) return;
    const latest = latestOf(data.intervals, 'minimumWage', next);
    if (latest?.table !== 'minimumWage') return;
    form.setValue('monthly', latest.value.monthly / 100);
    form.setValue('daily', latest.value.daily === null ? Number.NaN : latest.value.daily / 100);
  };
  return (
    <>
      <Grid size={{ xs: 12 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('legalRules.fields.category')}
          value={category}
          onChange={(event) => choose(event.target.value as MinimumWageCategoryCode)}
          slotProps={{ htmlInput: { 'data-testid': 'legal-rule-category' } }}
        >
          {MINIMUM_WAGE_CATEGORIES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`payslip.minimumWageCategories.${code}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          form={form}
          field="monthly"
          label={t('legalRules.fields.monthly')}
          testId="legal-rule-monthly"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          form={form}
          field="daily"
          label={t('legalRules.fields.daily')}
          testId="legal-rule-daily"
          required={false}
        />
      </Grid>
    </>
  );
};

/** A holiday of a year moved to another date; the law's date is shown under the year. */
export const HolidayTransferFields = ({
  form,
  data,
  editing,
}: {
  form: Form;
  data: LegalRulesResponse;
  editing: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { errors } = form.formState;
  const holidayId = form.watch('holidayId');
  const year = form.watch('year');
  const lawDate =
    Number.isInteger(year) && year >= 2020 && year <= 2100 ? holidayLawDate(holidayId, year) : null;
  return (
    <>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('legalRules.fields.holiday')}
          value={holidayId}
          onChange={(event) => form.setValue('holidayId', event.target.value as HolidayIdCode)}
          disabled={editing}
          slotProps={{ htmlInput: { 'data-testid': 'legal-rule-holiday' } }}
        >
          {HOLIDAY_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {data.holidays.find((h) => h.id === id)?.name ?? id}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          {...form.register('year', { valueAsNumber: true })}
          type="number"
          label={t('legalRules.fields.year')}
          size="small"
          fullWidth
          disabled={editing}
          error={Boolean(errors.year)}
          helperText={
            fieldErrorText(t, errors.year) ??
            (lawDate ? t('legalRules.dialog.lawDate', { date: format.date(lawDate) }) : undefined)
          }
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <DateField
          control={form.control}
          name="to"
          label={t('legalRules.fields.movedTo')}
          required
          error={Boolean(errors.to)}
          helperText={fieldErrorText(t, errors.to)}
          testId="legal-rule-to"
        />
      </Grid>
    </>
  );
};
