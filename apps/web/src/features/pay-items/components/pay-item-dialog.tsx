import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, InputAdornment, TextField } from '@mui/material';
import {
  PAY_ITEM_FREQUENCIES,
  PAY_ITEM_PERCENTAGE_BASES,
  type EmployeePayItemDto,
  type PayeeDto,
  type PayItemTypeDto,
  type PayPeriodicity,
} from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { enqueueSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { translateError } from '../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText, muiField } from '../../../lib/form';
import { useFormat } from '../../../lib/use-format';
import { useCreateEmployeePayItem } from '../api/create-employee-pay-item';
import { useOpenPayrolls } from '../api/list-open-payrolls';
import { useUpdateEmployeePayItem } from '../api/update-employee-pay-item';
import {
  hasPrincipal,
  needsCourtOrder,
  PAY_ITEM_FORM_FIELDS,
  payItemFormDefaults,
  payItemFormResolverSchema,
  principalOf,
  readPayItemForm,
  valueTypesOf,
  type PayItemFormValues,
} from './pay-item-form';
import { SelectField } from './select-field';

type PayItemDialogProps = {
  open: boolean;
  employeeNumber: number;
  /** The employee's periodicity: a `once` item names one of its payrolls. */
  periodicity: PayPeriodicity;
  /** The item edited; null adds one. */
  item: EmployeePayItemDto | null;
  types: readonly PayItemTypeDto[];
  payees: readonly PayeeDto[];
  onClose: () => void;
};

const colones = { startAdornment: <InputAdornment position="start">₡</InputAdornment> };

/**
 * Adds or edits an employee's item. The fields follow the type's class (a court order's case number and date, a
 * loan's principal, an embargo's debt) and the value type (an amount, a percentage of a base, a quantity times a rate, the legal
 * maximum of an embargo); `once` names the payroll.
 */
export const PayItemDialog = ({
  open,
  employeeNumber,
  periodicity,
  item,
  types,
  payees,
  onClose,
}: PayItemDialogProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreateEmployeePayItem();
  const update = useUpdateEmployeePayItem();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const typeByCode = useMemo(() => new Map(types.map((type) => [type.code, type])), [types]);
  const classOf = (code: string) => typeByCode.get(code)?.itemClass;
  const form = useForm<PayItemFormValues>({
    resolver: zodResolver(payItemFormResolverSchema((code) => typeByCode.get(code)?.itemClass)),
    defaultValues: payItemFormDefaults(item, todayInCostaRica(new Date())),
  });
  const { errors, isSubmitting } = form.formState;
  const [typeCode, valueType, frequency] = useWatch({
    control: form.control,
    name: ['typeCode', 'valueType', 'frequency'],
  });
  const type = typeByCode.get(typeCode);
  const itemClass = type?.itemClass;
  const allowed = useMemo(() => valueTypesOf(itemClass), [itemClass]);
  const principal = principalOf(itemClass, valueType);
  const payrolls = useOpenPayrolls(periodicity, open && frequency === 'once');

  useEffect(() => {
    if (open) {
      form.reset(payItemFormDefaults(item, todayInCostaRica(new Date())));
      setGeneralError(null);
    }
  }, [open, item, form]);

  // A type's class decides the value types it takes: keep the one chosen when allowed, else the class's first.
  useEffect(() => {
    if (!allowed.includes(valueType)) form.setValue('valueType', allowed[0] ?? 'amount');
  }, [allowed, valueType, form]);

  const chooseType = (code: string) => {
    const chosen = typeByCode.get(code);
    if (chosen?.payeeId && form.getValues('payeeId') === '') form.setValue('payeeId', String(chosen.payeeId));
  };

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const { fields } = readPayItemForm(values, classOf(values.typeCode));
    try {
      const saved = item
        ? await update.mutateAsync({ id: item.id, ...fields, protectedAmount: item.protectedAmount })
        : await create.mutateAsync({ num_empleado: employeeNumber, typeCode: values.typeCode, ...fields });
      enqueueSnackbar(
        t(item ? 'payItems.dialog.updated' : 'payItems.dialog.added', { name: saved.typeName }),
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, PAY_ITEM_FORM_FIELDS, form.setError))
        setGeneralError(translateError(t, error));
    }
  });

  const text = (
    name: keyof PayItemFormValues,
    label: string,
    options: { money?: boolean; help?: string; required?: boolean } = {},
  ) => (
    <TextField
      {...muiField(form.register(name))}
      fullWidth
      size="small"
      required={options.required}
      label={label}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name]) ?? options.help}
      slotProps={{
        input: options.money ? colones : undefined,
        htmlInput: {
          inputMode: options.money ? 'decimal' : undefined,
          autoComplete: 'off',
          'data-testid': `pay-item-${name}`,
        },
      }}
    />
  );
  const courtOrder = needsCourtOrder(itemClass);
  const activeTypes = types.filter((option) => option.active || option.code === item?.typeCode);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="pay-item-title">
      <DialogTitle id="pay-item-title">
        {t(item ? 'payItems.dialog.editTitle' : 'payItems.dialog.newTitle')}
      </DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="pay-item-form">
        <DialogContent dividers>
          {generalError && (
            <Alert severity="error" sx={{ mb: 2.5 }} data-testid="pay-item-error">
              {generalError}
            </Alert>
          )}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                field={form.register('typeCode', {
                  onChange: (e: { target: { value: string } }) => chooseType(e.target.value),
                })}
                label={t('payItems.fields.type')}
                required
                disabled={item !== null}
                testId="pay-item-typeCode"
                error={Boolean(errors.typeCode)}
                helperText={fieldErrorText(t, errors.typeCode)}
                options={[
                  { value: '', label: t('payItems.dialog.chooseType') },
                  ...activeTypes.map((option) => ({
                    value: option.code,
                    label: `${option.name} · ${t(`payItems.kinds.${option.kind}`)}`,
                  })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                field={form.register('valueType')}
                label={t('payItems.fields.valueType')}
                testId="pay-item-valueType"
                options={allowed.map((v) => ({ value: v, label: t(`payItems.valueTypes.${v}`) }))}
              />
            </Grid>
            {type && (
              <Grid size={{ xs: 12 }}>
                <Alert severity="info" variant="outlined" data-testid="pay-item-class">
                  {t('payItems.dialog.classHelp', {
                    class: t(`payItems.classes.${type.itemClass}`),
                    legalRef: type.legalRef,
                  })}
                </Alert>
              </Grid>
            )}
            {valueType === 'amount' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                {text(
                  'amount',
                  t(hasPrincipal(itemClass) ? 'payItems.fields.instalment' : 'payItems.fields.amount'),
                  {
                    money: true,
                    required: true,
                    help: t('payItems.dialog.amountHelp'),
                  },
                )}
              </Grid>
            )}
            {valueType === 'percentage' && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {text('rate', t('payItems.fields.rate'), {
                    required: true,
                    help: t('payItems.dialog.rateHelp'),
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectField
                    field={form.register('percentageOf')}
                    label={t('payItems.fields.percentageOf')}
                    testId="pay-item-percentageOf"
                    options={PAY_ITEM_PERCENTAGE_BASES.map((b) => ({
                      value: b,
                      label: t(`payItems.percentageBases.${b}`),
                    }))}
                  />
                </Grid>
              </>
            )}
            {valueType === 'quantity' && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {text('quantity', t('payItems.fields.quantity'), { required: true })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {text('unitRate', t('payItems.fields.unitRate'), { money: true, required: true })}
                </Grid>
              </>
            )}
            {valueType === 'legal_maximum' && (
              <Grid size={{ xs: 12 }}>
                <Alert severity="info" data-testid="pay-item-legal-maximum">
                  {t('payItems.dialog.legalMaximumHelp')}
                </Alert>
              </Grid>
            )}
            {principal && (
              <Grid size={{ xs: 12, sm: 6 }}>
                {text(
                  'principal',
                  t(principal.field === 'loan' ? 'payItems.fields.principal' : 'payItems.fields.debt'),
                  {
                    money: true,
                    required: principal.required,
                    help: t(
                      principal.field === 'loan'
                        ? 'payItems.dialog.principalHelp'
                        : 'payItems.dialog.debtHelp',
                    ),
                  },
                )}
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('reference', t(courtOrder ? 'payItems.fields.caseNumber' : 'payItems.fields.reference'), {
                required: courtOrder,
                help: courtOrder ? undefined : t('payItems.dialog.optional'),
              })}
            </Grid>
            {courtOrder && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateField
                  control={form.control}
                  name="orderDate"
                  required
                  label={t('payItems.fields.orderDate')}
                  error={Boolean(errors.orderDate)}
                  helperText={fieldErrorText(t, errors.orderDate) ?? t('payItems.dialog.orderDateHelp')}
                  testId="pay-item-orderDate"
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                field={form.register('frequency')}
                label={t('payItems.fields.frequency')}
                testId="pay-item-frequency"
                options={PAY_ITEM_FREQUENCIES.map((f) => ({
                  value: f,
                  label: t(`payItems.frequencies.${f}`),
                }))}
              />
            </Grid>
            {frequency === 'once' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectField
                  field={form.register('payrollId')}
                  label={t('payItems.fields.payroll')}
                  required
                  testId="pay-item-payrollId"
                  error={Boolean(errors.payrollId)}
                  helperText={fieldErrorText(t, errors.payrollId)}
                  options={[
                    {
                      value: '',
                      label: t(
                        payrolls.isLoading ? 'payItems.dialog.loading' : 'payItems.dialog.choosePayroll',
                      ),
                    },
                    ...(payrolls.data ?? []).map((p) => ({
                      value: String(p.payrollId),
                      label: format.payroll(p, { withPeriod: true }),
                    })),
                  ]}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="validFrom"
                required
                label={t('payItems.fields.validFrom')}
                error={Boolean(errors.validFrom)}
                helperText={fieldErrorText(t, errors.validFrom)}
                testId="pay-item-validFrom"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                control={form.control}
                name="validTo"
                label={t('payItems.fields.validTo')}
                error={Boolean(errors.validTo)}
                helperText={fieldErrorText(t, errors.validTo) ?? t('payItems.dialog.validToHelp')}
                testId="pay-item-validTo"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                field={form.register('payeeId')}
                label={t('payItems.fields.payee')}
                testId="pay-item-payeeId"
                options={[
                  { value: '', label: t('payItems.dialog.noPayee') },
                  ...payees
                    .filter((p) => p.active || String(p.id) === String(item?.payeeId ?? ''))
                    .map((p) => ({
                      value: String(p.id),
                      label: `${p.name} · ${t(`payItems.payeeKinds.${p.kind}`)}`,
                    })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              {text('note', t('payItems.fields.note'), { help: t('payItems.dialog.optional') })}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogFormActions
          onCancel={close}
          submitting={isSubmitting}
          submitLabel={t(item ? 'payItems.dialog.save' : 'payItems.dialog.add')}
          submitTestId="pay-item-submit"
        />
      </form>
    </Dialog>
  );
};
