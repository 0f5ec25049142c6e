import { Grid, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, muiField } from '../../../../lib/form';
import { LocalitySelects } from '../detail/locality-selects';
import type { EmployeeFormValues } from './schema';

/**
 * Province → canton → district and señas of the home address, only when creating: saved with the employee
 * as the primary localization. Later addresses and contacts are kept in the Localizations tab.
 */
export const HomeAddressFields = () => {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = useFormContext<EmployeeFormValues>();
  const [provinceCode, cantonCode, districtCode] = useWatch({
    control,
    name: ['homeAddress.provinceCode', 'homeAddress.cantonCode', 'homeAddress.districtCode'],
  });
  const errors = formState.errors.homeAddress;
  const set = (name: 'provinceCode' | 'cantonCode' | 'districtCode', value: string) =>
    setValue(`homeAddress.${name}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <>
      <LocalitySelects
        value={{ provinceCode, cantonCode, districtCode }}
        onChange={(next) => {
          set('provinceCode', next.provinceCode);
          set('cantonCode', next.cantonCode);
          set('districtCode', next.districtCode);
        }}
        required={false}
        errors={{
          provinceCode: fieldErrorText(t, errors?.provinceCode),
          cantonCode: fieldErrorText(t, errors?.cantonCode),
          districtCode: fieldErrorText(t, errors?.districtCode),
        }}
      />
      <Grid size={12}>
        <TextField
          {...muiField(register('homeAddress.address'))}
          label={t('employeeForm.fields.homeAddress')}
          multiline
          minRows={2}
          error={Boolean(errors?.address)}
          helperText={fieldErrorText(t, errors?.address) ?? t('employeeForm.help.homeAddress')}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'employee-homeAddress' } }}
        />
      </Grid>
    </>
  );
};
