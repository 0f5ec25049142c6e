import { useState, type Ref } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { EmployeeStatus } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useEmployeeSearch, type EmployeeSearchItem } from './search-employees';

/** The employee a picker holds: the number is what is stored, the name what the reader recognises. */
export type EmployeeChoice = { num_empleado: number; fullName: string };

type EmployeePickerProps = {
  value: EmployeeChoice | null;
  onChange: (value: EmployeeChoice | null) => void;
  onBlur?: () => void;
  label: string;
  helperText?: string | undefined;
  error?: boolean;
  /** Only employees of this status are offered (default: the active ones). */
  status?: EmployeeStatus;
  /** The `<input>`'s ref (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
};

/** At most this many people answer what was typed: a few letters more narrow it. */
const LIMIT = 8;

/**
 * An employee of the company picked by name, number or cédula (the server's search, `empleados/search`), shown
 * as name and number; clearable. Options come as the user types; nothing is listed before.
 */
export const EmployeePicker = ({
  value,
  onChange,
  onBlur,
  label,
  helperText,
  error,
  status = 'active',
  inputRef,
  testId,
}: EmployeePickerProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, 250);
  const search = useEmployeeSearch(query, { status, limit: LIMIT });
  const waiting = typed.trim() !== '' && (typed !== query || search.isFetching);
  const found: EmployeeChoice[] =
    typed.trim() === ''
      ? []
      : (search.data ?? []).map(({ num_empleado, fullName }: EmployeeSearchItem) => ({
          num_empleado,
          fullName,
        }));
  // The chosen person stays among the options, so the field can show them while another search runs.
  const options =
    value && !found.some((o) => o.num_empleado === value.num_empleado) ? [value, ...found] : found;
  const optionLabel = (o: EmployeeChoice) =>
    t('common.employeePicker.option', { name: o.fullName, num: o.num_empleado });

  return (
    <Autocomplete<EmployeeChoice>
      options={options}
      value={value}
      onChange={(_event, next) => {
        setTyped('');
        onChange(next);
      }}
      onInputChange={(_event, text, reason) => {
        // Only what the user types is searched; the chosen option's label written back into the field is not.
        if (reason === 'input') setTyped(text);
        else setTyped('');
      }}
      onBlur={onBlur}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.num_empleado === chosen.num_empleado}
      loading={waiting}
      loadingText={t('common.employeePicker.loading')}
      noOptionsText={t(
        typed.trim() === '' ? 'common.employeePicker.typeToSearch' : 'common.employeePicker.none',
      )}
      clearText={t('common.employeePicker.clear')}
      openText={t('common.employeePicker.open')}
      closeText={t('common.actions.close')}
      autoHighlight
      size="small"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} data-testid={`employee-option-${option.num_empleado}`}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.fullName}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('common.employeePicker.number', { num: option.num_empleado })}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          placeholder={t('common.employeePicker.placeholder')}
          error={error}
          helperText={helperText}
          slotProps={{
            htmlInput: { ...params.inputProps, ...(testId ? { 'data-testid': testId } : {}) },
          }}
        />
      )}
    />
  );
};
