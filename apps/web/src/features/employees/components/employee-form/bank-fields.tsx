import { Button, Grid, Stack, TextField } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { ibanBankCode, normalizeIban } from '@planilla/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/form';
import { useBanks } from '../../api/catalogs';
import { HALF } from './form-section';
import { IBAN_LENGTH, ibanIssue, type EmployeeFormValues } from './schema';
import { SelectField } from './select-field';

type BankFieldsProps = {
  /** The bank the employee has (edit mode), named even when the catalog no longer lists it. */
  currentBankName?: string | null;
};

/**
 * Bank and IBAN, checked as they are typed with the engine's rules: the IBAN's check digits, then whether
 * its bank code (characters 6–8) is the chosen bank's SINPE code. A valid IBAN picks its bank when none is
 * chosen, and offers to switch to it when another one is.
 */
export const BankFields = ({ currentBankName }: BankFieldsProps) => {
  const { t } = useTranslation();
  const form = useFormContext<EmployeeFormValues>();
  const { errors, touchedFields, isSubmitted } = form.formState;
  const banks = useBanks();
  const [iban, bankCode] = useWatch({ control: form.control, name: ['iban', 'bankCode'] });

  const normalized = normalizeIban(iban);
  const issue = ibanIssue(iban, bankCode);
  // Check digits are judged once the IBAN is complete (or the field was left); a wrong bank at once.
  const showIssue =
    issue !== null && (normalized.length >= IBAN_LENGTH || Boolean(touchedFields.iban) || isSubmitted);
  const ibanBank = ibanBankCode(iban);
  const ibanBankItem = ibanBank ? (banks.data ?? []).find((bank) => bank.code === ibanBank) : undefined;

  const revalidate = () => {
    if (isSubmitted || touchedFields.iban) void form.trigger(['iban', 'bankCode']);
  };

  const pickIbanBank = () => {
    if (!ibanBankItem) return;
    form.setValue('bankCode', ibanBankItem.code, { shouldDirty: true });
    revalidate();
  };

  const ibanError = fieldErrorText(t, errors.iban) ?? (showIssue && issue ? t(issue) : undefined);
  const ibanRegister = form.register('iban');
  const ibanHelp =
    ibanError ??
    (ibanBankItem && !issue ? (
      <Stack
        component="span"
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'success.main' }}
        data-testid="iban-bank"
      >
        <CheckCircleOutline sx={{ fontSize: 15 }} />
        <span>{t('employeeForm.help.ibanOf', { bank: ibanBankItem.name })}</span>
      </Stack>
    ) : (
      t('employeeForm.help.iban')
    ));

  return (
    <>
      <Grid size={HALF}>
        <SelectField
          name="bankCode"
          label={t('employeeForm.fields.bankCode')}
          emptyLabel={t('employeeForm.noBank')}
          currentLabel={currentBankName}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          onChanged={revalidate}
        />
      </Grid>
      <Grid size={HALF}>
        <TextField
          name={ibanRegister.name}
          inputRef={ibanRegister.ref}
          onBlur={ibanRegister.onBlur}
          value={iban}
          onChange={(event) => {
            const value = event.target.value.toUpperCase();
            form.setValue('iban', value, {
              shouldDirty: true,
              shouldValidate: isSubmitted || Boolean(touchedFields.iban),
            });
            // A valid IBAN with no bank chosen picks its bank.
            const code = ibanBankCode(value);
            const bank = code ? (banks.data ?? []).find((item) => item.code === code) : undefined;
            if (bank && form.getValues('bankCode') === '') {
              form.setValue('bankCode', bank.code, {
                shouldDirty: true,
                shouldValidate: isSubmitted || Boolean(touchedFields.bankCode),
              });
            }
          }}
          label={t('employeeForm.fields.iban')}
          placeholder="CR00 0000 0000 0000 0000 00"
          autoComplete="off"
          error={Boolean(ibanError)}
          helperText={ibanHelp}
          slotProps={{
            htmlInput: {
              'data-testid': 'employee-iban',
              spellCheck: false,
              maxLength: 34,
              autoCapitalize: 'characters',
            },
          }}
        />
        {issue === 'validation.ibanBankMismatch' && ibanBankItem && (
          <Button size="small" onClick={pickIbanBank} sx={{ mt: 0.5, px: 1 }} data-testid="use-iban-bank">
            {t('employeeForm.actions.useIbanBank', { bank: ibanBankItem.shortName })}
          </Button>
        )}
      </Grid>
    </>
  );
};
