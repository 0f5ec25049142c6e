import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { muiField } from '../../../lib/form';

/** A native select bound to a form field (one tab stop, the keyboard's own list on a phone). */
export const SelectField = ({
  field,
  label,
  options,
  testId,
  error,
  helperText,
  disabled,
  required,
}: {
  field: UseFormRegisterReturn;
  label: string;
  options: readonly { value: string; label: string }[];
  testId: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}) => (
  <TextField
    {...muiField(field)}
    select
    fullWidth
    size="small"
    label={label}
    error={error}
    helperText={helperText}
    disabled={disabled}
    required={required}
    slotProps={{
      select: { native: true },
      inputLabel: { shrink: true },
      htmlInput: { 'data-testid': testId },
    }}
  >
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);
