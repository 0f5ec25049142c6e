import { useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type OutlinedInputProps,
} from '@mui/material';

export type FormFieldProps = {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** Attributes of the `<input>` itself (`data-testid`, `autoCapitalize`...). */
  inputProps?: InputBaseComponentProps & { 'data-testid'?: string };
} & Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'disabled'
  | 'required'
  | 'endAdornment'
  | 'startAdornment'
>;

/**
 * An outlined text input with label and helper text: what MUI's TextField draws, without the select
 * and multiline machinery TextField always bundles (it keeps the sign-in screen light).
 */
export const FormField = ({
  label,
  error,
  helperText,
  size = 'small',
  inputProps,
  ...input
}: FormFieldProps) => {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl
      fullWidth
      error={error}
      size={size}
      variant="outlined"
      disabled={input.disabled}
      required={input.required}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...input}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
