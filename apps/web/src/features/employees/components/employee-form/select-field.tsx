import type { HTMLAttributes, ReactNode } from 'react';
import { ListItemText, MenuItem, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../lib/form';
import type { EmployeeFormField, EmployeeFormValues } from './schema';

export type SelectOption = { value: string; label: string; secondary?: string };

type SelectFieldProps = {
  name: EmployeeFormField;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty choice for optional fields; required fields have none. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /**
   * A label for the current value when the catalog does not list it (still loading, or an entry retired
   * after the employee got it), so the select never shows an out-of-range value.
   */
  currentLabel?: string | null;
  /** Called after the value changes (e.g. to check the IBAN against the new bank). */
  onChanged?: (value: string) => void;
};

/** A select of the employee form bound to its field: `data-testid` `employee-<field>`, options `employee-<field>-<value>`. */
export const SelectField = ({
  name,
  label,
  options,
  emptyLabel,
  required,
  disabled,
  helperText,
  currentLabel,
  onChanged,
}: SelectFieldProps) => {
  const { t } = useTranslation();
  const { control } = useFormContext<EmployeeFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const missing = value !== '' && !options.some((option) => option.value === value);
        return (
          <TextField
            select
            label={label}
            required={required}
            disabled={disabled}
            value={value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChanged?.(event.target.value);
            }}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(t, fieldState.error) ?? helperText}
            slotProps={{
              select: {
                SelectDisplayProps: { 'data-testid': `employee-${name}` } as HTMLAttributes<HTMLDivElement>,
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                // The closed select shows the label only (the menu may add a second line).
                renderValue: (selected) =>
                  selected === ''
                    ? (emptyLabel ?? '')
                    : (options.find((option) => option.value === selected)?.label ??
                      currentLabel ??
                      String(selected)),
                displayEmpty: false,
              },
            }}
          >
            {emptyLabel !== undefined && (
              <MenuItem value="" data-testid={`employee-${name}-none`}>
                <em>{emptyLabel}</em>
              </MenuItem>
            )}
            {missing && (
              <MenuItem value={value} sx={{ display: 'none' }}>
                {currentLabel ?? value}
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem
                key={option.value}
                value={option.value}
                data-testid={`employee-${name}-${option.value}`}
              >
                {option.secondary ? (
                  <ListItemText primary={option.label} secondary={option.secondary} sx={{ my: 0 }} />
                ) : (
                  option.label
                )}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
};
