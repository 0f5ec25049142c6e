import { Autocomplete, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/form';
import { useCountries } from '../../api/catalogs';
import type { EmployeeFormValues } from './schema';

/** The nationality: a searchable list of the countries catalogue, stored by code. */
export const NationalityField = () => {
  const { t } = useTranslation();
  const { control } = useFormContext<EmployeeFormValues>();
  const countries = useCountries();
  return (
    <Controller
      control={control}
      name="nationality"
      render={({ field, fieldState }) => {
        const options = countries.data ?? [];
        return (
          <Autocomplete
            options={options}
            value={options.find((country) => country.code === field.value) ?? null}
            onChange={(_event, country) => field.onChange(country?.code ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={(country) => country.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            loading={countries.isLoading}
            autoHighlight
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={t('employeeForm.fields.nationality')}
                required
                error={Boolean(fieldState.error)}
                helperText={fieldErrorText(t, fieldState.error)}
                slotProps={{
                  htmlInput: { ...params.inputProps, 'data-testid': 'employee-nationality' },
                }}
              />
            )}
          />
        );
      }}
    />
  );
};
