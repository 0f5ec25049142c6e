import { useRef, type ReactNode } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Day first in both languages (14/03/1992), as every date the product shows (`formatDate`): a date typed reads
 * the same as the dates around it, whatever the browser's language.
 */
const DATE_FIELD_FORMAT = 'DD/MM/YYYY';

/** The ISO form the API takes: '' when empty, 'invalid' while incomplete or impossible (the schema refuses it). */
const toIso = (value: Dayjs | null): string =>
  value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';

type DateFieldProps<T extends FieldValues, C = unknown, O extends FieldValues = T> = {
  control: Control<T, C, O>;
  /** A form field holding an ISO date string (`YYYY-MM-DD`) or ''. */
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  minDate?: string;
  maxDate?: string;
  size?: 'small' | 'medium';
  /** `data-testid` of the field (the element to click before typing the digits). */
  testId?: string;
};

/**
 * A date in the interface language's order (MUI X date picker, dayjs), bound to a react-hook-form field
 * that keeps the ISO string. The native `type="date"` input follows the browser's language instead,
 * which shows month first to a Costa Rican user with an English browser.
 */
export const DateField = <T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  required,
  disabled,
  error,
  helperText,
  minDate,
  maxDate,
  size = 'small',
  testId,
}: DateFieldProps<T, C, O>) => {
  const typed = useRef<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        // While the user types, the form holds 'invalid': give the picker back what it last sent, so the
        // typed sections stay; any other value (a reset, a default) comes from the form.
        const parsed =
          text === toIso(typed.current)
            ? typed.current
            : /^\d{4}-\d{2}-\d{2}$/.test(text)
              ? dayjs(text)
              : null;
        return (
          <DatePicker
            label={label}
            value={parsed}
            format={DATE_FIELD_FORMAT}
            disabled={disabled}
            minDate={minDate ? dayjs(minDate) : undefined}
            maxDate={maxDate ? dayjs(maxDate) : undefined}
            onChange={(value) => {
              typed.current = value;
              field.onChange(toIso(value));
            }}
            inputRef={field.ref}
            enableAccessibleFieldDOMStructure={false}
            slotProps={{
              textField: {
                size,
                fullWidth: true,
                required,
                error,
                helperText,
                name: field.name,
                onBlur: field.onBlur,
                inputProps: { 'data-testid': testId },
              },
            }}
          />
        );
      }}
    />
  );
};
