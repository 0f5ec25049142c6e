import { FormControlLabel, FormHelperText, Grid, Switch, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, muiField } from '../../../../lib/form';
import { CELL } from './form-section';
import type { EmployeeFormValues } from './schema';
import { TextInput } from './self-watching-fields';

/** Children, spouse and the spouse's tax credit: what the income tax credits are computed from. */
export const FamilyFields = () => {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<EmployeeFormValues>();
  return (
    <>
      <Grid size={CELL}>
        <TextField
          {...muiField(register('childrenCount'))}
          type="number"
          label={t('employeeForm.fields.childrenCount')}
          error={Boolean(formState.errors.childrenCount)}
          helperText={
            fieldErrorText(t, formState.errors.childrenCount) ?? t('employeeForm.help.childrenCount')
          }
          slotProps={{
            htmlInput: { min: 0, max: 30, step: 1, 'data-testid': 'employee-childrenCount' },
          }}
        />
      </Grid>
      <Grid size={CELL}>
        <TextInput name="spouseName" label={t('employeeForm.fields.spouseName')} />
      </Grid>
      <Grid size={CELL}>
        <Controller
          control={control}
          name="spouseTaxCredit"
          render={({ field }) => (
            <>
              <FormControlLabel
                sx={{ mt: 0.25 }}
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{
                      input: {
                        'data-testid': 'employee-spouseTaxCredit',
                      } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                }
                label={t('employeeForm.fields.spouseTaxCredit')}
              />
              <FormHelperText sx={{ mt: 0, mx: 1.75 }}>
                {t('employeeForm.help.spouseTaxCredit')}
              </FormHelperText>
            </>
          )}
        />
      </Grid>
    </>
  );
};
